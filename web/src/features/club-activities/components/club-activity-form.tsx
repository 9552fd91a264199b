/**
 * The add / edit club activity form (docs/product.md 2.8 and 5.4): required club, title, description
 * (at least 4 rows) and date, optional image; "Submit Now" with a loading state. Values are
 * checked with the contract's own schema, so what the form accepts the server accepts. On
 * success: the server's message, then /club-activities after 1 s. On failure: the server's
 * message, and everything typed (and the chosen image) stays as it was.
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { clubActivityForm } from '@d320b/contract';
import { isoDate, MESSAGES } from '@d320b/contract/fields';
import type { ClubOption } from '@d320b/contract';
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

export interface ActivityValues {
  clubld: string;
  caTitle: string;
  caDesc: string;
  caDate: string;
}

export const SELECT_CLUB_MESSAGE = /*i18n*/ 'Please select a club.';

/** A field rule's message (the contract's English) in the member's language. */
function fieldMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const max = /^Must be at most (\d+) characters\.$/.exec(message)?.[1];
  return max ? i18n._('Must be at most {max} characters.', { max }) : i18n._(message);
}

/** The contract's form schema; only the messages for an empty select and an empty date are friendlier. */
export const activitySchema = clubActivityForm.extend({
  clubld: z.string().regex(/^\d+$/, SELECT_CLUB_MESSAGE),
  caDate: z.string().trim().min(1, MESSAGES.required).pipe(isoDate),
});

export interface ClubActivityFormProps {
  clubs: ClubOption[];
  initial: ActivityValues;
  /** Edit: the activity id (always sent as ca_id) and its current picture. */
  edit?: { id: number; image: string | null };
}

export function ClubActivityForm({ clubs, initial, edit }: ClubActivityFormProps) {
  const baseId = useId();
  const ids = { club: `${baseId}-club`, title: `${baseId}-title`, desc: `${baseId}-desc`, date: `${baseId}-date` };
  const navigateLater = useDelayedNavigate();
  const [image, setImage] = useState<File | null>(null);

  const form = useForm<ActivityValues>({
    resolver: contractResolver<ActivityValues>(activitySchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const err = (name: keyof ActivityValues) => fieldMessage(errors[name]?.message);

  const save = useCallMutation(
    edit ? 'update_club_activities' : 'add_club_activities',
    async (values: ActivityValues) =>
      toFormData({
        ...values,
        // Edit: the image goes only when a new one was chosen; the id always.
        caImage: image ? await shrinkForUpload(image) : undefined,
        ...(edit ? { ca_id: edit.id } : {}),
      }),
    {
      onSuccess: (res) => {
        toast.success(serverSuccessText(res.message));
        navigateLater('/club-activities');
      },
      errorFallback: /*i18n*/ 'Error',
    },
  );
  // After success the button stays busy until the page moves on: no second submit.
  const busy = save.isPending || save.isSuccess;

  return (
    <form noValidate className="flex flex-col gap-5 rounded-xl border bg-card p-4 shadow-sm" onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <FormField id={ids.club} label={i18n._('Club')} required error={err('clubld')}>
        <Select {...fieldProps(ids.club, err('clubld'))} required disabled={busy} {...form.register('clubld')}>
          <option value="">{i18n._('Select club')}</option>
          {clubs.map((club) => (
            <option key={club.clubld} value={String(club.clubld)}>
              {club.clubName}
            </option>
          ))}
        </Select>
      </FormField>

      <FormField id={ids.title} label={i18n._('Title')} required error={err('caTitle')}>
        <Input {...fieldProps(ids.title, err('caTitle'))} required autoComplete="off" disabled={busy} {...form.register('caTitle')} />
      </FormField>

      <FormField id={ids.desc} label={i18n._('Description')} required error={err('caDesc')}>
        <Textarea {...fieldProps(ids.desc, err('caDesc'))} required rows={5} className="min-h-32" disabled={busy} {...form.register('caDesc')} />
      </FormField>

      <FormField id={ids.date} label={i18n._('Date')} required error={err('caDate')}>
        <Input {...fieldProps(ids.date, err('caDate'))} type="date" required disabled={busy} {...form.register('caDate')} />
      </FormField>

      <ImageUploadField label={i18n._('Activity Image')} currentUrl={edit?.image} value={image} onChange={setImage} disabled={busy} />

      <Button type="submit" size="lg" loading={busy} className="w-full">
        {i18n._('Submit Now')}
      </Button>
    </form>
  );
}
