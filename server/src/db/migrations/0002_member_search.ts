/**
 * Substring search over members.search_text that stays fast at 100k members.
 *
 * SQLite: an external-content FTS5 table with the trigram tokenizer indexes the
 * column in place (no second copy of the text); triggers keep it in step with
 * every insert, delete and search_text update, whoever writes the row.
 *
 * PostgreSQL: a pg_trgm GIN index lets `search_text LIKE '%term%'` use an index.
 * Creating the extension can be refused (no privilege, extension not shipped);
 * search then still works, only without the index, so the migration carries on.
 *
 * Frozen once shipped, like every migration.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    if (await ensurePgTrgm(db)) {
      await sql`CREATE INDEX IF NOT EXISTS members_search_trgm_idx ON members USING gin (search_text gin_trgm_ops)`.execute(db);
    }
    return;
  }

  await sql`CREATE VIRTUAL TABLE members_fts USING fts5(search_text, content='members', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`CREATE TRIGGER members_fts_ai AFTER INSERT ON members BEGIN
    INSERT INTO members_fts(rowid, search_text) VALUES (new.id, new.search_text);
  END`.execute(db);
  await sql`CREATE TRIGGER members_fts_ad AFTER DELETE ON members BEGIN
    INSERT INTO members_fts(members_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  END`.execute(db);
  await sql`CREATE TRIGGER members_fts_au AFTER UPDATE OF search_text ON members BEGIN
    INSERT INTO members_fts(members_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
    INSERT INTO members_fts(rowid, search_text) VALUES (new.id, new.search_text);
  END`.execute(db);
  // Index rows that existed before this migration.
  await sql`INSERT INTO members_fts(members_fts) VALUES ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP INDEX IF EXISTS members_search_trgm_idx`.execute(db);
    return;
  }
  await sql`DROP TRIGGER IF EXISTS members_fts_au`.execute(db);
  await sql`DROP TRIGGER IF EXISTS members_fts_ad`.execute(db);
  await sql`DROP TRIGGER IF EXISTS members_fts_ai`.execute(db);
  await sql`DROP TABLE IF EXISTS members_fts`.execute(db);
}

/** True when pg_trgm is installed (or could be installed now). */
async function ensurePgTrgm(db: Kysely<any>): Promise<boolean> {
  const installed = await sql<{ n: number }>`SELECT 1 AS n FROM pg_extension WHERE extname = 'pg_trgm'`.execute(db);
  if (installed.rows.length > 0) return true;
  const available = await sql<{ n: number }>`SELECT 1 AS n FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return false;
  // Migrations run inside a transaction on PostgreSQL: a failed CREATE EXTENSION
  // would abort it, so the attempt is fenced by a savepoint.
  const inTransaction = await savepoint(db, 'SAVEPOINT member_search_trgm');
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    if (inTransaction) await sql`RELEASE SAVEPOINT member_search_trgm`.execute(db);
    return true;
  } catch {
    if (inTransaction) await sql`ROLLBACK TO SAVEPOINT member_search_trgm`.execute(db);
    return false;
  }
}

/** Opens a savepoint; false when not inside a transaction (PostgreSQL refuses it there). */
async function savepoint(db: Kysely<any>, statement: string): Promise<boolean> {
  try {
    await sql.raw(statement).execute(db);
    return true;
  } catch {
    return false;
  }
}
