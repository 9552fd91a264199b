/**
 * The business profile form (docs/product.md 2.7 and 5.4): category, title and description required, website
 * optional, image png/jpg/jpeg; button "Update Now". ?new creates (add_business_profile), otherwise
 * the member's business is updated. On success the server's message shows and the app goes back
 * one page after 1 s; on failure the message shows and the form keeps everything typed.
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { businessForm, type BusinessCategory } from '@d320b/contract';
import { FormField, fieldProps } from '@/components/form-field';
import { ImageUploadField } from '@/components/image-upload-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toFormData } from '@/lib/api-client';
import { useCallMutation } from '@/lib/calls';
import { contractResolver } from '@/lib/form-resolver';
import { shrinkForUpload } from '@/lib/image-file';
import { useDelayedNavigate } from '@/lib/use-delayed-navigate';
import { i18n } from '@/i18n/i18n';
import { serverSuccessText } from '@/i18n/server-messages';

export interface BusinessValues {
  brCategory: string;
  brTitle: string;
  brDescription: string;
  brWebSiteAddr: string;
}

export const SELECT_CATEGORY_MESSAGE = /*i18n*/ 'Please select a category.';

/** The contract's rule for a website with spaces (packages/contract fields), shown under the field. */
export const WEBSITE_SPACES_MESSAGE = /*i18n*/ 'Website must not contain spaces.';

/** A field rule's message (the contract's English) in the member's language. */
function fieldMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const max = /^Must be at most (\d+) characters\.$/.exec(message)?.[1];
  return max ? i18n._('Must be at most {max} characters.', { max }) : i18n._(message);
}

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
  const navigateLater = useDelayedNavigate();
  const [image, setImage] = useState<File | null>(null);

  const form = useForm<BusinessValues>({
    resolver: contractResolver<BusinessValues>(businessSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const err = (name: keyof BusinessValues) => fieldMessage(errors[name]?.message);

  const save = useCallMutation(
    create ? 'add_business_profile' : 'update_business_profile',
    async (values: BusinessValues) => toFormData({ ...values, brImage: image ? await shrinkForUpload(image) : undefined }),
    {
      onSuccess: (res) => {
        toast.success(serverSuccessText(res.message));
        navigateLater(-1, '/my-business');
      },
      errorFallback: /*i18n*/ 'Error',
    },
  );
  const busy = save.isPending || save.isSuccess;

  return (
    <form noValidate className="flex flex-col gap-5 rounded-xl border bg-card p-4 shadow-sm" onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <FormField id={ids.cat} label={i18n._('Category')} required error={err('brCategory')}>
        <Select {...fieldProps(ids.cat, err('brCategory'))} required disabled={busy} {...form.register('brCategory')}>
          <option value="">{i18n._('Select category')}</option>
          {categories.map((c) => (
            <option key={c.bcId} value={String(c.bcId)}>
              {c.bcataTitle}
            </option>
          ))}
        </Select>
      </FormField>

      <FormField id={ids.title} label={i18n._('Business Name')} required error={err('brTitle')}>
        <Input {...fieldProps(ids.title, err('brTitle'))} required autoComplete="organization" disabled={busy} {...form.register('brTitle')} />
      </FormField>

      <FormField id={ids.desc} label={i18n._('Description')} required error={err('brDescription')}>
        <Textarea
          {...fieldProps(ids.desc, err('brDescription'))}
          required
          rows={5}
          className="min-h-32"
          disabled={busy}
          {...form.register('brDescription')}
        />
      </FormField>

      <FormField id={ids.site} label={i18n._('Website')} error={err('brWebSiteAddr')} hint={i18n._('For example www.example.com')}>
        <Input
          {...fieldProps(ids.site, err('brWebSiteAddr'))}
          type="url"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          disabled={busy}
          {...form.register('brWebSiteAddr')}
        />
      </FormField>

      <ImageUploadField label={i18n._('Business Image')} currentUrl={currentImage} value={image} onChange={setImage} disabled={busy} />

      <Button type="submit" size="lg" loading={busy} className="w-full">
        {i18n._('Update Now')}
      </Button>
    </form>
  );
}
