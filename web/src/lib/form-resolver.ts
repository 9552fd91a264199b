import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * Validates a form with a contract schema (the same rules and messages the server applies) but
 * hands the submit handler the values as typed: the multipart calls send text, and the server
 * parses them with that same schema.
 */
export function contractResolver<V extends FieldValues>(schema: z.ZodType): Resolver<V> {
  return zodResolver(schema as z.ZodType<V, V>, undefined, { raw: true }) as unknown as Resolver<V>;
}
