/**
 * Data versions: one counter per watched table, raised by a trigger on every insert, update and
 * delete of that table (whoever writes it: the app, the seed, an import, a console). A reader
 * that caches something derived from a table (member counts of 100,000 rows) keeps it only while
 * the table's version is unchanged, so cached figures stay exact.
 *
 * SQLite: row triggers (SQLite has no statement triggers). PostgreSQL: one statement trigger per
 * table and operation (TRUNCATE included), through one plpgsql function.
 *
 * Watched: members, clubs, club_activities, businesses. A later migration adds a table with
 * `INSERT INTO data_versions` and the same triggers.
 *
 * Also: an index of businesses by title (the directory's "all categories" page).
 *
 * Frozen once shipped, like every migration.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const WATCHED = ['members', 'clubs', 'club_activities', 'businesses'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // The business directory's "all categories" page, by title, without sorting every business.
  await db.schema.createIndex('businesses_title_idx').on('businesses').columns(['title', 'id']).execute();

  await db.schema
    .createTable('data_versions')
    .addColumn('table_name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('data_versions')
    .values(WATCHED.map((t) => ({ table_name: t, version: 0 })))
    .execute();

  if (isPostgres(db)) {
    await sql`CREATE FUNCTION data_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE data_versions SET version = version + 1 WHERE table_name = TG_TABLE_NAME;
        RETURN NULL;
      END $$`.execute(db);
    for (const t of WATCHED) {
      await sql`CREATE TRIGGER ${sql.id(`${t}_data_version`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.id(t)}
        FOR EACH STATEMENT EXECUTE FUNCTION data_versions_bump()`.execute(db);
    }
    return;
  }

  for (const t of WATCHED) {
    for (const op of ['insert', 'update', 'delete'] as const) {
      await sql`CREATE TRIGGER ${sql.id(`${t}_data_version_${op}`)} AFTER ${sql.raw(op.toUpperCase())} ON ${sql.id(t)} BEGIN
        UPDATE data_versions SET version = version + 1 WHERE table_name = ${sql.lit(t)};
      END`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const t of WATCHED) await sql`DROP TRIGGER IF EXISTS ${sql.id(`${t}_data_version`)} ON ${sql.id(t)}`.execute(db);
    await sql`DROP FUNCTION IF EXISTS data_versions_bump()`.execute(db);
  } else {
    for (const t of WATCHED) {
      for (const op of ['insert', 'update', 'delete']) await sql`DROP TRIGGER IF EXISTS ${sql.id(`${t}_data_version_${op}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('data_versions').execute();
  await db.schema.dropIndex('businesses_title_idx').execute();
}
