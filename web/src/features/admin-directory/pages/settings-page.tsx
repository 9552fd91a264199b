/**
 * District settings: the title (login screen, page titles), the district name (shown with
 * activities, events, leaders and members) and the share text of "Share App". Stored values
 * override the server's defaults.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { districtSettingsForm, type DistrictSettings } from '@d320b/contract';
import { TextAreaField, TextField } from '@/components/admin/form-fields';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Link } from 'react-router';
import { i18n } from '@/i18n/i18n';
import { richText } from '@/i18n/rich-text';
import { errorMessage } from '@/lib/api-client';
import { useCallMutation } from '@/lib/calls';
import { contractResolver, placeServerError } from '@/lib/form-resolver';
import { showError } from '@/lib/show-error';
import { settingsQuery } from '../api';

export default function SettingsPage() {
  const settings = useQuery(settingsQuery());
  const form = useForm<DistrictSettings>({ resolver: contractResolver<DistrictSettings>(districtSettingsForm), mode: 'onTouched' });
  const save = useCallMutation('admin/district-settings/save', (values: DistrictSettings) => ({ ...values }), {
    announce: 'console',
    onError: (error) => showError(placeServerError(form, error, /*i18n*/ 'Could not save.').message),
  });
  useEffect(() => {
    if (settings.data) form.reset(settings.data);
  }, [settings.data, form]);

  const submit = form.handleSubmit((values) => save.mutate(values));

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 p-4">
      <PageHeader title={i18n._('District Settings')} backTo="/admin" />
      {settings.isError && <EmptyState message={errorMessage(settings.error)} />}
      {settings.data && (
        <form noValidate className="flex flex-col gap-5 rounded-xl border bg-card p-4 shadow-sm" onSubmit={(e) => void submit(e)}>
          <TextField form={form} name="districtTitle" label={i18n._('District title')} required disabled={save.isPending} hint={i18n._('Shown on the login screen and in page titles.')} />
          <TextField form={form} name="districtName" label={i18n._('District name')} required disabled={save.isPending} hint={i18n._('Shown with activities, events, leaders and members.')} />
          <TextAreaField form={form} name="shareText" label={i18n._('Share text')} required disabled={save.isPending} hint={i18n._('Sent with the app’s link by “Share App”.')} />
          <Button type="submit" size="lg" loading={save.isPending}>
            {i18n._('Save')}
          </Button>
        </form>
      )}
      <p className="text-muted-foreground">
        {richText((values) => i18n._('The Contact Us page lists the {entries}.', values), {
          entries: (
            <Link to="/admin/district-contacts" className="text-primary underline">
              {i18n._('contact entries')}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
