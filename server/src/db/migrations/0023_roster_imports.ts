/**
 * The roster import history: one row per applied import — who, when, which file, the counts, the
 * rejected rows (the file's own columns plus the reason, to send back to clubs) and what the import
 * wrote, so that it can be undone (docs/decisions/105-import-history-rejected-rows-to-send-back-undo-bulk-actions.md).
 *
 * Frozen once shipped, like every migration.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('roster_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    // JSON: counts; rejected rows ({ headers, rows: [{ row, cells, reason }] }); what undo needs.
    .addColumn('counts', 'text', (c) => c.notNull())
    .addColumn('rejected', 'text', (c) => c.notNull())
    .addColumn('written', 'text', (c) => c.notNull())
    .addColumn('undone_at', 'text')
    .addColumn('undone_by', 'integer', (c) => c.references('members.id'))
    .addColumn('undo_event_id', 'text')
    .execute();
  await db.schema.createIndex('roster_imports_applied_idx').on('roster_imports').columns(['applied_at', 'id']).execute();
  await db.schema.createIndex('roster_imports_actor_idx').on('roster_imports').columns(['actor_id', 'applied_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('roster_imports').execute();
}
