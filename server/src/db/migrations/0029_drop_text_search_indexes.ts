/**
 * Member search reads the in-memory member index (modules/members/member-index.ts, decisions 98
 * and 130), no longer a text index of the database. The two that 0002 made were still kept up by
 * every write of a member's name, profession or mobile, by nobody's read:
 *
 * SQLite: the contentless FTS5 trigram table members_fts and its three triggers (a profession
 * save cost 5× the bare update in them, and a roster import of 100,000 members 4 s instead of
 * 0.5 s).
 * PostgreSQL: the pg_trgm GIN index members_own_text_trgm_idx. The extension itself stays: a
 * database may have other users of it, and dropping it is not this app's to do.
 *
 * members_active_search_idx stays: the console's member search counts its matches through it.
 *
 * Frozen once shipped, like every migration.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP INDEX IF EXISTS members_own_text_trgm_idx`.execute(db);
    return;
  }
  await sql`DROP TRIGGER IF EXISTS members_fts_au`.execute(db);
  await sql`DROP TRIGGER IF EXISTS members_fts_ad`.execute(db);
  await sql`DROP TRIGGER IF EXISTS members_fts_ai`.execute(db);
  await sql`DROP TABLE IF EXISTS members_fts`.execute(db);
}

/** Back to 0002's indexes, filled from the members of the moment. */
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    const schema = (
      await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
    if (schema) {
      await sql`CREATE INDEX IF NOT EXISTS members_own_text_trgm_idx ON members USING gin (
        (name || ' ' || coalesce(profession, '') || ' ' || mobile_number) ${sql`${sql.id(schema)}.gin_trgm_ops`}
      ) WHERE is_active = 1`.execute(db);
    }
    return;
  }
  await sql`CREATE VIRTUAL TABLE members_fts USING fts5(
    name, profession, mobile_number, content='', contentless_delete=1, tokenize='trigram'
  )`.execute(db);
  await sql`CREATE TRIGGER members_fts_ai AFTER INSERT ON members WHEN new.is_active = 1 BEGIN
    INSERT INTO members_fts(rowid, name, profession, mobile_number) VALUES (new.id, new.name, new.profession, new.mobile_number);
  END`.execute(db);
  await sql`CREATE TRIGGER members_fts_ad AFTER DELETE ON members BEGIN
    DELETE FROM members_fts WHERE rowid = old.id;
  END`.execute(db);
  await sql`CREATE TRIGGER members_fts_au AFTER UPDATE OF name, profession, mobile_number, is_active ON members BEGIN
    DELETE FROM members_fts WHERE rowid = old.id;
    INSERT INTO members_fts(rowid, name, profession, mobile_number)
      SELECT new.id, new.name, new.profession, new.mobile_number WHERE new.is_active = 1;
  END`.execute(db);
  await sql`INSERT INTO members_fts(rowid, name, profession, mobile_number)
    SELECT id, name, profession, mobile_number FROM members WHERE is_active = 1`.execute(db);
}
