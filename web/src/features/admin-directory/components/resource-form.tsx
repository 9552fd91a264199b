/**
 * The one form of every district list: fields described by the list's config, checked with the
 * contract's own save schema (so what the form accepts the server accepts), messages next to the
 * fields. A server refusal naming a field ("title: reason") is shown next to that field; any other
 * refusal is shown above the button and as a toast. Nothing typed is lost on failure.
 */
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { districtListForm, type AdminDirectoryResource } from '@d320b/contract';
import { FormField, fieldProps } from '@/components/form-field';
import { ImageUploadField } from '@/components/image-upload-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { i18n } from '@/i18n/i18n';
import { toFormData } from '@/lib/api-client';
import { useCallMutation } from '@/lib/calls';
import { contractResolver, placeServerError } from '@/lib/form-resolver';
import { shrinkForUpload } from '@/lib/image-file';
import { showError } from '@/lib/show-error';
import { saveCall } from '../api';
import { ClubPicker } from './club-picker';
import { MemberPicker } from './member-picker';
import { YearSelect } from './year-select';

/** A field of a list's form; `label` and `hint` are catalogue texts (marked for extraction), translated when shown. */
export type FieldSpec =
  | { name: string; label: string; kind: 'text' | 'textarea' | 'date' | 'number' | 'email' | 'tel'; required?: boolean; hint?: string }
  /** `textOptions`: the options' labels are catalogue texts (not data such as a category's name). */
  | { name: string; label: string; kind: 'select'; required?: boolean; options: { value: string; label: string }[]; textOptions?: boolean; hint?: string }
  | { name: string; label: string; kind: 'member'; required?: boolean; hint?: string }
  | { name: string; label: string; kind: 'year'; required?: boolean; hint?: string }
  | { name: string; label: string; kind: 'clubs'; required?: boolean; hint?: string }
  | { name: string; label: string; kind: 'image'; required?: boolean; hint?: string };

export type FormValues = Record<string, string | string[]>;

export interface ResourceFormProps {
  resource: AdminDirectoryResource;
  fields: FieldSpec[];
  initial: FormValues;
  /** Edit: the row id, current image URLs by field and the member shown in a member field. */
  edit?: { id: number; images?: Record<string, string | null>; memberLabel?: string };
  /** Values sent but not shown (the parent year, category-year, region, zone, type). */
  fixed?: Record<string, string | number>;
  onSaved: (id: number) => void;
}

export function ResourceForm({ resource, fields, initial, edit, fixed, onSaved }: ResourceFormProps) {
  const baseId = useId();
  const form = useForm<FormValues>({
    resolver: contractResolver<FormValues>(districtListForm(resource)),
    defaultValues: { ...initial, ...stringify(fixed) },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const [images, setImages] = useState<Record<string, File | null>>({});
  const [cleared, setCleared] = useState<Record<string, boolean>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useCallMutation(saveCall(resource), (body: Record<string, unknown> | FormData) => body as never, {
    announce: 'console',
    onSuccess: (res) => onSaved(res.id),
    onError: (error) => {
      const { message, placed } = placeServerError(form, error, /*i18n*/ 'Could not save. Please try again.');
      if (!placed) setServerError(message);
      showError(message);
    },
  });
  const imageFields = fields.filter((f) => f.kind === 'image');
  const busy = save.isPending;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const payload: Record<string, unknown> = { ...values, ...fixed, ...(edit ? { id: edit.id } : {}) };
    let body: Record<string, unknown> | FormData = payload;
    if (imageFields.length) {
      for (const f of imageFields) {
        const file = images[f.name];
        delete payload[f.name];
        if (file) payload[f.name] = await shrinkForUpload(file);
        else if (cleared[f.name]) payload[`clear${f.name[0]!.toUpperCase()}${f.name.slice(1)}`] = '1';
      }
      body = toFormData(payload);
    }
    save.mutate(body);
  });

  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={(e) => void submit(e)}>
      {fields.map((f) => {
        const id = `${baseId}-${f.name}`;
        const error = errors[f.name]?.message as string | undefined;
        const label = i18n._(f.label);
        if (f.kind === 'image') {
          return (
            <div key={f.name} className="grid gap-2">
              <ImageUploadField
                label={label}
                currentUrl={cleared[f.name] ? null : edit?.images?.[f.name]}
                value={images[f.name] ?? null}
                onChange={(file) => setImages((s) => ({ ...s, [f.name]: file }))}
                disabled={busy}
              />
              {edit?.images?.[f.name] && !images[f.name] && !cleared[f.name] && (
                <Button type="button" variant="outline" size="sm" className="self-start" disabled={busy} onClick={() => setCleared((s) => ({ ...s, [f.name]: true }))}>
                  {i18n._('Remove {field}', { field: label.toLowerCase() })}
                </Button>
              )}
            </div>
          );
        }
        return (
          <FormField key={f.name} id={id} label={label} required={f.required} error={error} hint={f.hint && i18n._(f.hint)}>
            {f.kind === 'textarea' ? (
              <Textarea {...fieldProps(id, error)} rows={5} className="min-h-32" disabled={busy} {...form.register(f.name)} />
            ) : f.kind === 'select' ? (
              <Select {...fieldProps(id, error)} disabled={busy} {...form.register(f.name)}>
                <option value="">{i18n._('Select…')}</option>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {f.textOptions ? i18n._(o.label) : o.label}
                  </option>
                ))}
              </Select>
            ) : f.kind === 'member' ? (
              <Controller
                control={form.control}
                name={f.name}
                render={({ field }) => (
                  <MemberPicker id={id} error={error} value={String(field.value ?? '')} initialLabel={edit?.memberLabel} onChange={field.onChange} disabled={busy} />
                )}
              />
            ) : f.kind === 'year' ? (
              <Controller
                control={form.control}
                name={f.name}
                render={({ field }) => <YearSelect id={id} error={error} value={String(field.value ?? '')} onChange={field.onChange} allowNone={!f.required} disabled={busy} />}
              />
            ) : f.kind === 'clubs' ? (
              <Controller
                control={form.control}
                name={f.name}
                render={({ field }) => <ClubPicker id={id} value={(field.value as string[] | undefined) ?? []} onChange={field.onChange} disabled={busy} />}
              />
            ) : (
              <Input
                {...fieldProps(id, error)}
                type={f.kind === 'number' ? 'text' : f.kind}
                inputMode={f.kind === 'number' ? 'numeric' : undefined}
                autoComplete="off"
                disabled={busy}
                {...form.register(f.name)}
              />
            )}
          </FormField>
        );
      })}
      {serverError && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive">
          {serverError}
        </p>
      )}
      <Button type="submit" size="lg" loading={busy} className="w-full">
        {i18n._('Save')}
      </Button>
    </form>
  );
}

function stringify(values: Record<string, string | number> | undefined): FormValues {
  return Object.fromEntries(Object.entries(values ?? {}).map(([k, v]) => [k, String(v)]));
}
