/**
 * The business profile form (docs/product.md 2.7 and 5.4): category, title and description required, website
 * optional, image png/jpg/jpeg; button "Update Now". ?new creates (add_business_profile), otherwise
 * the member's business is updated. On success the server's message shows and the app goes back
 * one page after 1 s; on failure the message shows and the form keeps everything typed.
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { businessForm, type BusinessCategory } from '@d320b/contract';
import { FormField, fieldProps } from '@/components/form-field';
import { ImageUploadField } from '@/components/image-upload-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { callApi, errorMessage, toFormData } from '@/lib/api-client';
import { contractResolver } from '@/lib/form-resolver';
import { shrinkForUpload } from '@/lib/image-file';
import { useDelayedNavigate } from '@/lib/use-delayed-navigate';
import { afterSaveBusiness } from '../api';

export interface BusinessValues {
  brCategory: string;
  brTitle: string;
  brDescription: string;
  brWebSiteAddr: string;
}

export const SELECT_CATEGORY_MESSAGE = 'Please select a category.';

export const businessSchema = businessForm.extend({
  brCategory: z.string().regex(/^\d+$/, SELECT_CATEGORY_MESSAGE),
});

export interface BusinessFormProps {
  categories: BusinessCategory[];
  initial: BusinessValues;
  currentImage: string | null;
  create: boolean;
}

export function BusinessForm({ categories, initial, currentImage, create }: BusinessFormProps) {
  const baseId = useId();
  const ids = { cat: `${baseId}-cat`, title: `${baseId}-title`, desc: `${baseId}-desc`, site: `${baseId}-site` };
  const queryClient = useQueryClient();
  const navigateLater = useDelayedNavigate();
  const [image, setImage] = useState<File | null>(null);

  const form = useForm<BusinessValues>({
    resolver: contractResolver<BusinessValues>(businessSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: async (values: BusinessValues) => {
      const body = toFormData({ ...values, brImage: image ? await shrinkForUpload(image) : undefined });
      return create ? callApi('add_business_profile', body) : callApi('update_business_profile', body);
    },
    onSuccess: (res) => {
      toast.success(res.message);
      // Own and directory views of this business, and the category counts, are all cached.
      afterSaveBusiness(queryClient);
      navigateLater(-1, '/my-business');
    },
    onError: (error) => toast.error(errorMessage(error, 'Error')),
  });
  const busy = save.isPending || save.isSuccess;

  return (
    <form noValidate className="flex flex-col gap-5 rounded-xl border bg-card p-4 shadow-sm" onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <FormField id={ids.cat} label="Category" required error={errors.brCategory?.message}>
        <Select {...fieldProps(ids.cat, errors.brCategory?.message)} required disabled={busy} {...form.register('brCategory')}>
          <option value="">Select category</option>
          {categories.map((c) => (
            <option key={c.bcId} value={String(c.bcId)}>
              {c.bcataTitle}
            </option>
          ))}
        </Select>
      </FormField>

      <FormField id={ids.title} label="Business Name" required error={errors.brTitle?.message}>
        <Input {...fieldProps(ids.title, errors.brTitle?.message)} required autoComplete="organization" disabled={busy} {...form.register('brTitle')} />
      </FormField>

      <FormField id={ids.desc} label="Description" required error={errors.brDescription?.message}>
        <Textarea
          {...fieldProps(ids.desc, errors.brDescription?.message)}
          required
          rows={5}
          className="min-h-32"
          disabled={busy}
          {...form.register('brDescription')}
        />
      </FormField>

      <FormField id={ids.site} label="Website" error={errors.brWebSiteAddr?.message} hint="For example www.example.com">
        <Input
          {...fieldProps(ids.site, errors.brWebSiteAddr?.message)}
          type="url"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          disabled={busy}
          {...form.register('brWebSiteAddr')}
        />
      </FormField>

      <ImageUploadField label="Business Image" currentUrl={currentImage} value={image} onChange={setImage} disabled={busy} />

      <Button type="submit" size="lg" loading={busy} className="w-full">
        Update Now
      </Button>
    </form>
  );
}
