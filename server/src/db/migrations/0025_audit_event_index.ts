/**
 * The audit log is read one action at a time (an import is one entry that opens to its records):
 * an index on the action's event id, with the row id for its order, finds the rows of one action
 * without reading the whole log.
 *
 * Frozen once shipped, like every migration.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('audit_log_event_idx').on('audit_log').columns(['event_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_event_idx').execute();
}
