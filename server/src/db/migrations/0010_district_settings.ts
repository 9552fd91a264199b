/**
 * District settings edited in the admin console (district title and name, share text): one row
 * per key. A stored value overrides the server's default from the environment; a key without a
 * row falls back to it. Frozen once shipped, like every migration.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('district_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('district_settings').execute();
}
