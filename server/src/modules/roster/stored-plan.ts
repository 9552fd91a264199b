/**
 * What the roster module stores as JSON and reads back: a preview's plan (roster_previews.plan,
 * read by apply) and an applied import's record (roster_imports: rejected rows, what it wrote).
 * Each is parsed with its schema when read, never cast: a row written by an older version of the
 * app, or damaged, is refused with a clear message instead of being applied half-understood.
 */
import { z } from 'zod';
import { rosterPreview } from '@d320b/contract';
import { conflict } from '../../lib/errors.js';
import { MEMBER_FIELDS } from './plan.js';

export const STORED_PLAN_VERSION = 2;

const memberField = z.enum(MEMBER_FIELDS);
const int = z.number().int();
const text = z.string().optional();

const fieldChange = z.object({ field: memberField, old: z.string(), new: z.string() });

const addValues = z.object({
  name: z.string(),
  mobile_number: z.string(),
  membership_number: text,
  phone_number: text,
  email: text,
  date_of_birth: text,
  marriage_day: text,
  spouse: text,
  profession: text,
  postal_address: text,
  date_of_joining: text,
});

export const importOpsSchema = z.object({
  newClubs: z.array(z.object({ key: z.string(), name: z.string(), clubNumber: z.string() })),
  adds: z.array(z.object({ row: int, clubId: int.nullable(), newClubKey: z.string().nullable(), values: addValues })),
  updates: z.array(z.object({ row: int, memberId: int, changes: z.array(fieldChange) })),
  deactivations: z.array(z.object({ memberId: int, mobile: z.string() })),
});

export const rejectedRowsSchema = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.object({ row: int, cells: z.array(z.string()), reason: z.string() })),
});
export type RejectedRows = z.infer<typeof rejectedRowsSchema>;

export const storedPlanSchema = z.object({
  version: z.literal(STORED_PLAN_VERSION),
  preview: rosterPreview,
  ops: importOpsSchema,
  rejected: rejectedRowsSchema,
});
export type StoredPlan = z.infer<typeof storedPlanSchema>;

/** What an applied import wrote, member by member: undo takes exactly this back. */
export const writtenSchema = z.object({
  clubs: z.array(z.object({ id: int, name: z.string() })),
  adds: z.array(z.object({ memberId: int, name: z.string(), clubId: int })),
  /** `new` is the value as stored by the import (club ids as text). */
  updates: z.array(z.object({ memberId: int, name: z.string(), clubId: int, changes: z.array(fieldChange) })),
  deactivations: z.array(z.object({ memberId: int, name: z.string(), clubId: int })),
  /**
   * Members erased since at their request: their entries above were removed (forget.ts), and undo
   * lists them as left alone. Absent in records written before erasure knew of imports.
   */
  erased: z.array(z.object({ memberId: int, name: z.string(), clubId: int })).default([]),
});
export type Written = z.infer<typeof writtenSchema>;

export const importCountsSchema = z.object({
  added: int,
  updated: int,
  deactivated: int,
  clubsAdded: int,
  rejected: int,
  warnings: int,
});

export const STORED_MESSAGES = {
  unreadablePlan: 'This preview was made by an earlier version of the app and can no longer be applied. Upload the file again.',
  unreadableImport: 'The record of this import cannot be read. It can no longer be undone here.',
} as const;

/** Parses stored JSON with its schema; a row that does not match answers 409 with `message`. */
export function readStored<T extends z.ZodType>(schema: T, json: string, message: string): z.output<T> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw conflict(message);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw conflict(message);
  return parsed.data;
}
