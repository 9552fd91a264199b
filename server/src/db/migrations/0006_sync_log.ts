/**
 * Change log for the offline copy (delta sync).
 *
 * sync_log gets one row (tbl, row_id) for every insert, update and delete of
 * a table the member app keeps offline. Database triggers write it, so every
 * writer (the API, the admin console, roster imports, the seed, a manual SQL
 * fix) is tracked without remembering to. seq only grows: a client's cursor
 * is the last seq it has seen, and a delta is the rows whose id appears after
 * it (rows no longer there, or no longer shown, are deletions).
 *
 * zone_clubs has no id of its own: its changes are logged as a change of the
 * zone (tbl 'zones').
 *
 * SQLite: AFTER INSERT/UPDATE/DELETE triggers per table.
 * PostgreSQL: one trigger function (sync_log_row) taking the logged table
 * name and key column, attached FOR EACH ROW to every table.
 *
 * Frozen once shipped, like every migration.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** [table written, table logged, key column]. */
const TRACKED: [string, string, string][] = [
  ['academic_years', 'academic_years', 'id'],
  ['clubs', 'clubs', 'id'],
  ['members', 'members', 'id'],
  ['club_officers', 'club_officers', 'id'],
  ['governor_profiles', 'governor_profiles', 'id'],
  ['cabinet_categories', 'cabinet_categories', 'id'],
  ['cabinet_years', 'cabinet_years', 'id'],
  ['cabinet_members', 'cabinet_members', 'id'],
  ['regions', 'regions', 'id'],
  ['region_members', 'region_members', 'id'],
  ['zones', 'zones', 'id'],
  ['zone_members', 'zone_members', 'id'],
  ['zone_clubs', 'zones', 'zone_id'],
  ['mjf_records', 'mjf_records', 'id'],
  ['graduates', 'graduates', 'id'],
  ['business_categories', 'business_categories', 'id'],
  ['businesses', 'businesses', 'id'],
  ['district_events', 'district_events', 'id'],
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('sync_log')
    .addColumn('seq', pg ? 'bigint' : 'integer', (c) => (pg ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('tbl', 'text', (c) => c.notNull())
    .addColumn('row_id', pg ? 'bigint' : 'integer', (c) => c.notNull())
    .execute();

  if (pg) {
    await sql`CREATE FUNCTION sync_log_row() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        old_key text;
        new_key text;
      BEGIN
        IF TG_OP <> 'INSERT' THEN old_key := to_jsonb(OLD) ->> TG_ARGV[1]; END IF;
        IF TG_OP <> 'DELETE' THEN new_key := to_jsonb(NEW) ->> TG_ARGV[1]; END IF;
        IF new_key IS NOT NULL THEN
          INSERT INTO sync_log (tbl, row_id) VALUES (TG_ARGV[0], new_key::bigint);
        END IF;
        IF old_key IS NOT NULL AND old_key IS DISTINCT FROM new_key THEN
          INSERT INTO sync_log (tbl, row_id) VALUES (TG_ARGV[0], old_key::bigint);
        END IF;
        RETURN NULL;
      END
    $$`.execute(db);
    for (const [table, logged, key] of TRACKED) {
      await sql`CREATE TRIGGER ${sql.id(`${table}_sync_log`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
        FOR EACH ROW EXECUTE FUNCTION sync_log_row(${sql.lit(logged)}, ${sql.lit(key)})`.execute(db);
    }
    return;
  }

  for (const [table, logged, key] of TRACKED) {
    const t = sql.table(table);
    const k = sql.id(key);
    const name = sql.lit(logged);
    await sql`CREATE TRIGGER ${sql.id(`${table}_sync_ai`)} AFTER INSERT ON ${t} BEGIN
      INSERT INTO sync_log (tbl, row_id) VALUES (${name}, new.${k});
    END`.execute(db);
    await sql`CREATE TRIGGER ${sql.id(`${table}_sync_au`)} AFTER UPDATE ON ${t} BEGIN
      INSERT INTO sync_log (tbl, row_id) VALUES (${name}, new.${k});
      INSERT INTO sync_log (tbl, row_id) SELECT ${name}, old.${k} WHERE old.${k} <> new.${k};
    END`.execute(db);
    await sql`CREATE TRIGGER ${sql.id(`${table}_sync_ad`)} AFTER DELETE ON ${t} BEGIN
      INSERT INTO sync_log (tbl, row_id) VALUES (${name}, old.${k});
    END`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const [table] of TRACKED) await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_sync_log`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP FUNCTION IF EXISTS sync_log_row()`.execute(db);
  } else {
    for (const [table] of TRACKED) {
      for (const s of ['ai', 'au', 'ad']) await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_sync_${s}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('sync_log').execute();
}
