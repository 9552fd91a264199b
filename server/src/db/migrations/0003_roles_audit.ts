/**
 * Roles and the audit log (district administration).
 *
 * - district_admins: members who administer the whole district. Club admins are the existing
 *   club_managers rows (the member app's "club manager" is the club admin role).
 * - audit_log: append-only record of every administrative write, one row per changed field:
 *   who (actor and the role they acted in), what (entity, id, field, old → new), when, and the
 *   request id; rows of one action share an event_id. Values are stored as text (null = empty).
 *
 * Frozen once shipped, like every migration.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('district_admins')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
    .addColumn('granted_by', 'integer', (c) => c.references('members.id'))
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .execute();

  const pg = isPostgres(db);
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('members.id'))
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('field', 'text')
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id', 'id']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'id']).execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('district_admins').execute();
}
