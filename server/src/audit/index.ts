/**
 * The audit log: append-only, one row per changed field of an administrative write.
 *
 * Writers call `recordChanges` inside the same transaction as the write, so a write and its
 * audit rows land together or not at all. No call updates or deletes audit rows.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.js';
import type { AuditRole } from '../db/schema.js';

export interface AuditActor {
  /** Member id of the actor; null for the CLI / system. */
  id: number | null;
  role: AuditRole;
  /** Fastify request id, when the write came through the API. */
  requestId?: string | null;
}

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
