/**
 * The language a member chose for the app (English, Telugu, Hindi: docs/product.md "Languages"),
 * kept in their account so it follows them to a new phone, and used for their sign-in SMS. One row
 * per member who chose; no row = not chosen yet (the phone's language decides, SMS in English).
 *
 * Frozen once shipped, like every migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_language')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'te', 'hi')`))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_language').execute();
}
