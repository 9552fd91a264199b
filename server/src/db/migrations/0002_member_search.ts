/**
 * Member search and member counts that stay fast at 100k members.
 *
 * A search term matches a member when it is part of members.search_text
 * ("name clubname profession mobile", lower-case). Club names are shared by
 * whole clubs ("Lions Club of Ameerpet"), so the search resolves club-name
 * hits through the small clubs table and needs a text index only for the
 * member's own fields:
 *
 * SQLite: a contentless FTS5 table with the trigram tokenizer (case-
 * insensitive substrings) over the name, profession and mobile_number of
 * active members; triggers keep it in step with every insert, delete and
 * update, whoever writes the row.
 *
 * PostgreSQL: a pg_trgm GIN index over the same own fields of active
 * members lets `ILIKE '%term%'` use an index. Creating the extension can be
 * refused (no privilege, extension not shipped); search then still works,
 * only without the index, so the migration carries on.
 *
 * Both: a partial index of active members by club, for per-club counts and
 * pages. SQLite also gets narrow partial indexes for listing and checking
 * matches without reading whole member rows.
 *
 * Frozen once shipped, like every migration.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  // Per-club counts ("All Clubs (n)", club pages) and one club's members in name order.
  await sql`CREATE INDEX members_active_club_idx ON members (club_id, name, id) WHERE is_active = 1`.execute(db);

  if (isPostgres(db)) {
    const trgmSchema = await ensurePgTrgm(db);
    if (trgmSchema) {
      // The member's own fields, spelled exactly as the member search spells them.
      const opclass = sql`${sql.id(trgmSchema)}.gin_trgm_ops`;
      await sql`CREATE INDEX members_own_text_trgm_idx ON members USING gin (
        (name || ' ' || coalesce(profession, '') || ' ' || mobile_number) ${opclass}
      ) WHERE is_active = 1`.execute(db);
    }
    return;
  }

  // Narrow copies of what listing and searching read, so counting matches and
  // choosing a page never touch the wide member rows: members in name order,
  // and a match's club, name and search text by id.
  await sql`CREATE INDEX members_active_name_idx ON members (name, id, club_id) WHERE is_active = 1`.execute(db);
  await sql`CREATE INDEX members_active_search_idx ON members (id, club_id, name, search_text) WHERE is_active = 1`.execute(db);

  // Contentless (it keeps only the index, not the text) and active members only,
  // so counting hits needs no look at the members table.
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
  // Index the members that existed before this migration.
  await sql`INSERT INTO members_fts(rowid, name, profession, mobile_number)
    SELECT id, name, profession, mobile_number FROM members WHERE is_active = 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP INDEX IF EXISTS members_own_text_trgm_idx`.execute(db);
  } else {
    await sql`DROP TRIGGER IF EXISTS members_fts_au`.execute(db);
    await sql`DROP TRIGGER IF EXISTS members_fts_ad`.execute(db);
    await sql`DROP TRIGGER IF EXISTS members_fts_ai`.execute(db);
    await sql`DROP TABLE IF EXISTS members_fts`.execute(db);
    await sql`DROP INDEX IF EXISTS members_active_search_idx`.execute(db);
    await sql`DROP INDEX IF EXISTS members_active_name_idx`.execute(db);
  }
  await sql`DROP INDEX IF EXISTS members_active_club_idx`.execute(db);
}

/**
 * The schema holding pg_trgm, installing it when needed (into public, so a
 * database with several schemas shares one copy), or null when it cannot be
 * had. LIKE finds the index through its operator class, whatever the
 * search_path.
 */
async function ensurePgTrgm(db: Kysely<any>): Promise<string | null> {
  const installed = async () =>
    (
      await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema ?? null;
  const existing = await installed();
  if (existing) return existing;
  const available = await sql`SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return null;
  for (const statement of [sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`, sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`]) {
    // Migrations run inside a transaction on PostgreSQL: a failed CREATE EXTENSION
    // would abort it, so each attempt is fenced by a savepoint.
    const inTransaction = await tryStatement(db, 'SAVEPOINT member_search_trgm');
    try {
      await statement.execute(db);
      if (inTransaction) await sql`RELEASE SAVEPOINT member_search_trgm`.execute(db);
      return await installed();
    } catch {
      if (inTransaction) await sql`ROLLBACK TO SAVEPOINT member_search_trgm`.execute(db);
    }
  }
  return null;
}

/** False when the statement fails (a savepoint outside a transaction). */
async function tryStatement(db: Kysely<any>, statement: string): Promise<boolean> {
  try {
    await sql.raw(statement).execute(db);
    return true;
  } catch {
    return false;
  }
}
