/**
 * The member's own profile form (docs/product.md 2.6 and 5.4): name and mobile required, mobile exactly 10
 * digits, phone digits only (at most 10), date inputs for birthday and marriage day, an e-mail
 * input, photo png/jpg/jpeg. Checked with the contract's schema (the server's own rules). On
 * success the returned member replaces the stored userData, so the side menu shows the new name
 * and photo, then My Profile opens after 1 s. On failure everything typed stays.
 */
import { useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { memberProfileForm, type MemberProfile } from '@d320b/contract';
import { FormField, fieldProps } from '@/components/form-field';
import { ImageUploadField } from '@/components/image-upload-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toFormData } from '@/lib/api-client';
import { useCallMutation } from '@/lib/calls';
import { todayIn } from '@/lib/district-date';
import { contractResolver } from '@/lib/form-resolver';
import { shrinkForUpload } from '@/lib/image-file';
import { digitsOnly } from '@/lib/phone';
import { getUserData, setUserData } from '@/lib/storage';
import { useDelayedNavigate } from '@/lib/use-delayed-navigate';
import { keepSavedProfile } from '../api';
import { ChangeMobileDialog } from './change-mobile-dialog';
import { i18n } from '@/i18n/i18n';
import { serverSuccessText } from '@/i18n/server-messages';

export interface ProfileValues {
  memName: string;
  mobileNumber: string;
  phoneNumber: string;
  emailAddress: string;
  profession: string;
  dateOfBirth: string;
  marriageDay: string;
  spouse: string;
  websiteAddress: string;
  postalAddress: string;
  positionsheld: string;
  aboutMe: string;
}

export const FUTURE_DATE_MESSAGE = /*i18n*/ 'The date cannot be in the future.';

/** The contract's schema plus the server's "not in the future" rule for the two dates. */
export function profileSchema(today: string) {
  const notFuture = (v: string | null | undefined) => !v || v <= today;
  return memberProfileForm
    .refine((v) => notFuture(v.dateOfBirth), { message: FUTURE_DATE_MESSAGE, path: ['dateOfBirth'] })
    .refine((v) => notFuture(v.marriageDay), { message: FUTURE_DATE_MESSAGE, path: ['marriageDay'] });
}

export function toProfileValues(m: MemberProfile): ProfileValues {
  return {
    memName: m.memName ?? '',
    mobileNumber: m.mobileNumber ?? '',
    phoneNumber: m.phoneNumber ?? '',
    emailAddress: m.emailAddress ?? '',
    profession: m.profession ?? '',
    dateOfBirth: m.dateOfBirth ?? '',
    marriageDay: m.marriageDay ?? '',
    spouse: m.spouse ?? '',
    websiteAddress: m.websiteAddress ?? '',
    postalAddress: m.postalAddress ?? '',
    positionsheld: m.positionsheld ?? '',
    aboutMe: m.aboutMe ?? '',
  };
}

/** Keeps only digits, at most 10, as the member types (docs/product.md 5.4: digits only). */
function digitsField(field: UseFormRegisterReturn, max = 10): UseFormRegisterReturn {
  return {
    ...field,
    onChange: (event: { target: unknown; type?: unknown }) => {
      const input = event.target as HTMLInputElement;
      input.value = digitsOnly(input.value, max);
      return field.onChange(event);
    },
  };
}

export function ProfileForm({ profile }: { profile: MemberProfile }) {
  const baseId = useId();
  const id = (name: keyof ProfileValues) => `${baseId}-${name}`;
  const queryClient = useQueryClient();
  const navigateLater = useDelayedNavigate();
  const [photo, setPhoto] = useState<File | null>(null);
  const [today] = useState(() => todayIn());
  const [changingMobile, setChangingMobile] = useState(false);

  const form = useForm<ProfileValues>({
    resolver: contractResolver<ProfileValues>(profileSchema(today)),
    defaultValues: toProfileValues(profile),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  // Field rules' messages (the contract's English) in the member's language.
  const err = (name: keyof ProfileValues) => {
    const message = errors[name]?.message;
    return message ? i18n._(message) : undefined;
  };

  const save = useCallMutation(
    'update_member_profile',
    // Every field is sent: an emptied optional field ('') clears it on the server.
    async (values: ProfileValues) => toFormData({ ...values, memPhoto: photo ? await shrinkForUpload(photo) : undefined }),
    {
      onSuccess: (res) => {
        setUserData(res.data);
        keepSavedProfile(queryClient, res);
        toast.success(serverSuccessText(res.message));
        navigateLater('/my-profile');
      },
      errorFallback: /*i18n*/ 'Error',
    },
  );
  const busy = save.isPending || save.isSuccess;

  const text = (name: keyof ProfileValues, label: string, extra: Record<string, unknown> = {}) => (
    <FormField id={id(name)} label={i18n._(label)} error={err(name)}>
      <Input {...fieldProps(id(name), err(name))} disabled={busy} {...extra} {...form.register(name)} />
    </FormField>
  );

  return (
    <form noValidate className="flex flex-col gap-5 rounded-xl border bg-card p-4 shadow-sm" onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <ImageUploadField label={i18n._('Profile Photo')} shape="round" currentUrl={profile.memPhoto} value={photo} onChange={setPhoto} disabled={busy} />

      <FormField id={id('memName')} label={i18n._('Name')} required error={err('memName')}>
        <Input {...fieldProps(id('memName'), err('memName'))} required autoComplete="name" disabled={busy} {...form.register('memName')} />
      </FormField>

      {/* The mobile is the login: it changes only through a code sent to the new number (docs/product.md 5.3). */}
      <FormField id={id('mobileNumber')} label={i18n._('Mobile Number')} required error={err('mobileNumber')} hint={i18n._('Your login number. Change it with a code sent to the new number.')}>
        <div className="flex flex-wrap gap-2">
          <Input
            className="w-auto min-w-[min(100%,9rem)] flex-1"
            {...fieldProps(id('mobileNumber'), err('mobileNumber'))}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            readOnly
            maxLength={10}
            disabled={busy}
            {...digitsField(form.register('mobileNumber'))}
          />
          <Button type="button" variant="outline" disabled={busy} onClick={() => setChangingMobile(true)}>
            {i18n._('Change')}
          </Button>
        </div>
      </FormField>
      <ChangeMobileDialog
        open={changingMobile}
        onOpenChange={setChangingMobile}
        onChanged={(mobile) => {
          form.setValue('mobileNumber', mobile);
          const stored = getUserData();
          if (stored) setUserData({ ...stored, mobileNumber: mobile });
        }}
      />

      <FormField id={id('phoneNumber')} label={i18n._('Phone Number')} error={err('phoneNumber')}>
        <Input
          {...fieldProps(id('phoneNumber'), err('phoneNumber'))}
          type="tel"
          inputMode="numeric"
          maxLength={10}
          disabled={busy}
          {...digitsField(form.register('phoneNumber'))}
        />
      </FormField>

      {text('emailAddress', /*i18n*/ 'Email', { type: 'email', inputMode: 'email', autoComplete: 'email', autoCapitalize: 'none' })}
      {text('profession', /*i18n*/ 'Profession', { autoComplete: 'organization-title' })}
      {text('dateOfBirth', /*i18n*/ 'Date of Birth', { type: 'date', max: today })}
      {text('marriageDay', /*i18n*/ 'Marriage Day', { type: 'date', max: today })}
      {text('spouse', /*i18n*/ 'Spouse Name')}
      {text('websiteAddress', /*i18n*/ 'Website', { type: 'url', inputMode: 'url', autoCapitalize: 'none' })}

      <FormField id={id('postalAddress')} label={i18n._('Postal Address')} error={err('postalAddress')}>
        <Textarea {...fieldProps(id('postalAddress'), err('postalAddress'))} rows={3} autoComplete="street-address" disabled={busy} {...form.register('postalAddress')} />
      </FormField>
      <FormField id={id('positionsheld')} label={i18n._('Positions Held')} error={err('positionsheld')}>
        <Textarea {...fieldProps(id('positionsheld'), err('positionsheld'))} rows={3} disabled={busy} {...form.register('positionsheld')} />
      </FormField>
      <FormField id={id('aboutMe')} label={i18n._('About Me')} error={err('aboutMe')}>
        <Textarea {...fieldProps(id('aboutMe'), err('aboutMe'))} rows={4} disabled={busy} {...form.register('aboutMe')} />
      </FormField>

      <Button type="submit" size="lg" loading={busy} className="w-full">
        {i18n._('Save Changes')}
      </Button>
    </form>
  );
}

