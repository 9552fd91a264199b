/**
 * Form field helpers of the admin forms: label, control and the validation message next to the
 * field (react-hook-form + the contract's zod schema through contractResolver).
 */
import { useId, type InputHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField, fieldProps } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { i18n } from '@/i18n/i18n';

interface BaseProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
}

function useFieldError<V extends FieldValues>(form: UseFormReturn<V>, name: Path<V>): string | undefined {
  const error = name.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], form.formState.errors);
  const message = (error as { message?: string } | undefined)?.message;
  // The rule's message (the contract's English, or the form's own marked for the catalogue) in the admin's language.
  return message ? i18n._(message) : undefined;
}

export function TextField<V extends FieldValues>({
  form, name, label, required, disabled, hint, ...input
}: BaseProps<V> & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name'>) {
  const id = useId();
  const error = useFieldError(form, name);
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <Input {...fieldProps(id, error)} required={required} disabled={disabled} {...input} {...form.register(name)} />
    </FormField>
  );
}

export function TextAreaField<V extends FieldValues>({ form, name, label, required, disabled, hint, rows = 3 }: BaseProps<V> & { rows?: number }) {
  const id = useId();
  const error = useFieldError(form, name);
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <Textarea {...fieldProps(id, error)} rows={rows} disabled={disabled} {...form.register(name)} />
    </FormField>
  );
}

/** '' for null/undefined: form inputs hold text. */
export const textOf = (v: string | null | undefined): string => v ?? '';
