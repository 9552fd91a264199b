/**
 * Roster import previews and members' deletion requests.
 *
 * - roster_previews: what an uploaded roster would change, stored when it is previewed, so that
 *   applying uses exactly the previewed plan (JSON) of exactly that file (SHA-256). Applied once.
 * - erasure_requests: a member's request to have their data deleted; completed by a district admin.
 *
 * Frozen once shipped, like every migration.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('roster_previews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_hash', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text')
    .addColumn('event_id', 'text')
    .execute();
  await db.schema.createIndex('roster_previews_actor_idx').on('roster_previews').columns(['actor_id', 'created_at']).execute();

  await db.schema
    .createTable('erasure_requests')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('completed_by', 'integer', (c) => c.references('members.id'))
    .execute();
  await db.schema.createIndex('erasure_requests_member_idx').on('erasure_requests').columns(['member_id', 'completed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('erasure_requests').execute();
  await db.schema.dropTable('roster_previews').execute();
}
