import type { FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { errorMessage } from './api-client';
import { i18n } from '@/i18n/runtime';

/**
 * The one way a form is checked (decision 161): with a contract schema, the same rules and
 * messages the server applies (a field's rule, such as the 10-digit mobile, is written once, in
 * packages/contract), but handing the submit handler the values as typed: the multipart calls
 * send text, and the server parses them with that same schema.
 */
export function contractResolver<V extends FieldValues>(schema: z.ZodType): Resolver<V> {
  return zodResolver(schema as z.ZodType<V, V>, undefined, { raw: true }) as unknown as Resolver<V>;
}

/** The server's "field: reason" refusal of a field of a form. */
const SERVER_FIELD = /^([A-Za-z_]+): (.+)$/;

/**
 * Puts a refusal of the server that names one of the form's fields next to that field (`placed`),
 * and answers the message (the server's, or `fallback` in the member's language) to show.
 */
export function placeServerError<V extends FieldValues>(form: UseFormReturn<V>, error: unknown, fallback: string): { message: string; placed: boolean } {
  const message = errorMessage(error, i18n._(fallback));
  const m = SERVER_FIELD.exec(message);
  const placed = !!m && m[1]! in form.getValues();
  if (placed) form.setError(m![1] as Path<V>, { type: 'server', message: m![2] });
  return { message, placed };
}
