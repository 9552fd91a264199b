/**
 * The audit log: append-only, one row per changed field of an administrative write, of a
 * member's own profile, business and privacy edits, and of deletion requests.
 *
 * Writers call `recordChanges` inside the same transaction as the write, so a write and its
 * audit rows land together or not at all. The database refuses every UPDATE and DELETE of audit
 * rows (triggers of migration 0015) but one: an erasure blanks the values of the rows about the
 * erased member (`blankValuesOf`). The demo reset empties the log through `clearForDemoReset`.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { isPostgres, type Database } from '../db/database.js';
import type { AuditRole } from '../db/schema.js';

export interface AuditActor {
  /** Member id of the actor; null for the CLI / system. */
  id: number | null;
  role: AuditRole;
  /** Fastify request id, when the write came through the API. */
  requestId?: string | null;
}

/** Member columns compared for the audit rows of a member write (admin console, own profile). */
export const MEMBER_AUDIT_FIELDS = [
  'club_id', 'name', 'mobile_number', 'phone_number', 'email', 'website', 'profession', 'date_of_birth', 'marriage_day',
  'spouse', 'postal_address', 'positions_held', 'about_me', 'membership_number', 'date_of_joining', 'sponsored_by', 'photo', 'is_active',
] as const;

/** Business columns compared for the audit rows of a member's own business listing (entity 'member_business'). */
export const BUSINESS_AUDIT_FIELDS = ['category_id', 'title', 'description', 'website', 'image'] as const;

export interface AuditChange {
  field: string | null;
  old: unknown;
  new: unknown;
}

export interface AuditEvent {
  actor: AuditActor;
  /** e.g. 'create', 'update', 'deactivate', 'grant', 'import'. */
  action: string;
  /** e.g. 'member', 'club', 'district_event'. */
  entity: string;
  entityId: number | null;
  changes: AuditChange[];
  at: Date;
  /** Rows of one action share it; pass one to group several entities (an import) into one event. */
  eventId?: string;
}

/** Stored text of a value: null/undefined/'' → null, dates and numbers as text, objects as JSON. */
export function auditText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/**
 * The fields whose stored text differs between `before` and `after` (only keys present in
 * `after` are compared; pass `before = null` for a creation).
 */
export function diffFields(before: Record<string, unknown> | null, after: Record<string, unknown>, fields?: readonly string[]): AuditChange[] {
  const keys = fields ?? Object.keys(after);
  const changes: AuditChange[] = [];
  for (const key of keys) {
    if (!(key in after)) continue;
    const oldText = auditText(before?.[key]);
    const newText = auditText(after[key]);
    if (oldText !== newText) changes.push({ field: key, old: oldText, new: newText });
  }
  return changes;
}

export function newEventId(): string {
  return randomUUID();
}

/**
 * Appends the event's rows (one per change; one row with field null when there are no field
 * changes, e.g. a deactivation). Call inside the write's transaction.
 */
export async function recordChanges(db: Database, event: AuditEvent): Promise<void> {
  await recordEvents(db, [event]);
}

/**
 * Appends the rows of many events in chunked multi-row inserts: for writes touching thousands of
 * entities at once (a roster import: one event id, one entity per member). Same rows as calling
 * one event per recordChanges call. Call inside the write's transaction.
 */
export async function recordEvents(db: Database, events: AuditEvent[]): Promise<void> {
  const rows = events.flatMap((event) => {
    const eventId = event.eventId ?? newEventId();
    const createdAt = event.at.toISOString();
    const changes: AuditChange[] = event.changes.length ? event.changes : [{ field: null, old: null, new: null }];
    return changes.map((c) => ({
      event_id: eventId,
      actor_id: event.actor.id,
      actor_role: event.actor.role,
      action: event.action,
      entity: event.entity,
      entity_id: event.entityId,
      field: c.field,
      old_value: auditText(c.old),
      new_value: auditText(c.new),
      request_id: event.actor.requestId ?? null,
      created_at: createdAt,
    }));
  });
  // Chunked: an import can change thousands of fields, and SQLite binds at most 32k parameters.
  for (let i = 0; i < rows.length; i += 500) {
    await db.insertInto('audit_log').values(rows.slice(i, i + 500)).execute();
  }
}

/** Entities whose audit rows hold one member's personal values (entity_id = the member's id). */
export const MEMBER_ENTITIES = ['member', 'member_privacy', 'member_business'] as const;

/** Fields of those rows that are not personal: kept through an erasure. */
const KEPT_THROUGH_ERASURE = ['club_id', 'is_active'];

/**
 * An erasure: blanks the old and new values of every audit row about the member (who, which
 * field and when stay). The database allows this update only once the member's deletion request
 * is completed (migration 0015): call it in the erasure's transaction, after completing it.
 */
export async function blankValuesOf(db: Database, memberId: number): Promise<number> {
  const res = await db
    .updateTable('audit_log')
    .set({ old_value: null, new_value: null })
    .where('entity', 'in', MEMBER_ENTITIES)
    .where('entity_id', '=', memberId)
    .where((eb) => eb.or([eb('field', 'is', null), eb('field', 'not in', KEPT_THROUGH_ERASURE)]))
    .where((eb) => eb.or([eb('old_value', 'is not', null), eb('new_value', 'is not', null)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * Empties the audit log, for the demo reset only (`npm run seed -- --reset`, which refuses to run
 * in production): the append-only triggers are lifted inside this one transaction and put back
 * exactly as they were.
 */
export async function clearForDemoReset(trx: Database): Promise<void> {
  if (isPostgres(trx)) {
    await sql`ALTER TABLE audit_log DISABLE TRIGGER USER`.execute(trx);
    await trx.deleteFrom('audit_log').execute();
    await sql`ALTER TABLE audit_log ENABLE TRIGGER USER`.execute(trx);
    return;
  }
  const { rows } = await sql<{ name: string; sql: string }>`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'audit_log'`.execute(trx);
  for (const t of rows) await sql`DROP TRIGGER ${sql.id(t.name)}`.execute(trx);
  await trx.deleteFrom('audit_log').execute();
  for (const t of rows) await sql.raw(t.sql).execute(trx);
}
