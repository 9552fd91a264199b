/**
 * Edit Profile's "Who can see my details" section: for mobile, phone, e-mail, birthday, marriage
 * day, address and spouse, everyone in the district (default), my club only, or nobody (district
 * office only). Saved on its own (me/privacy/save), apart from the profile form.
 */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FieldVisibility, PrivacyField, PrivacySettings } from '@d320b/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorToast } from '@/lib/use-error-toast';
import { useCallMutation } from '@/lib/calls';
import { privacyQuery } from '../account-api';
import { i18n } from '@/i18n/i18n';

const FIELDS: [PrivacyField, string][] = [
  ['mobile', /*i18n*/ 'Mobile Number'],
  ['phone', /*i18n*/ 'Phone Number'],
  ['email', /*i18n*/ 'Email'],
  ['birthday', /*i18n*/ 'Date of Birth'],
  ['marriage', /*i18n*/ 'Marriage Day'],
  ['address', /*i18n*/ 'Postal Address'],
  ['spouse', /*i18n*/ 'Spouse Name'],
];

const CHOICES: [FieldVisibility, string][] = [
  ['district', /*i18n*/ 'Everyone in the district'],
  ['club', /*i18n*/ 'My club only'],
  ['nobody', /*i18n*/ 'Nobody (district office only)'],
];

export function PrivacySection() {
  const query = useQuery(privacyQuery());
  useErrorToast(query.error, query.errorUpdatedAt, /*i18n*/ 'Data Not Found.');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._('Who can see my details')}</CardTitle>
        <CardDescription>
          {i18n._(
            'You always see all of your own details. Your club’s managers can see your contact details to reach you, and the district office sees everything.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>{query.data ? <PrivacyForm stored={query.data.data} /> : <Skeleton className="h-40 w-full" />}</CardContent>
    </Card>
  );
}

function PrivacyForm({ stored }: { stored: PrivacySettings }) {
  const baseId = useId();
  const save = useCallMutation('me/privacy/save', (settings: PrivacySettings) => settings, { announce: 'member', errorFallback: /*i18n*/ 'Error' });
  const [values, setValues] = useState<PrivacySettings>(stored);
  return (
    <form
      noValidate
      aria-label={i18n._('Who can see my details')}
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(values);
      }}
    >
      {FIELDS.map(([field, label]) => (
        <div key={field} className="flex flex-col gap-1.5">
          <Label htmlFor={`${baseId}-${field}`}>{i18n._(label)}</Label>
          <Select
            id={`${baseId}-${field}`}
            value={values[field]}
            disabled={save.isPending}
            onChange={(e) => setValues({ ...values, [field]: e.target.value as FieldVisibility })}
          >
            {CHOICES.map(([value, text]) => (
              <option key={value} value={value}>
                {i18n._(text)}
              </option>
            ))}
          </Select>
        </div>
      ))}
      <Button type="submit" size="lg" variant="outline" loading={save.isPending} className="w-full">
        {i18n._('Save Privacy Settings')}
      </Button>
    </form>
  );
}
