/**
 * More data versions (see 0009): caches of the member list, the greetings of a day and the
 * dashboard keep viewer-independent rows that also depend on these tables, so a write to any of
 * them must change a version too:
 *
 * - member_privacy: the members list and greetings cache each member's privacy levels (who may
 *   see the mobile, birthday, marriage day), applied per viewer on every request;
 * - governor_profiles, academic_years: the dashboard's DG / FVDG / SVDG cards;
 * - district_events, district_activities: the dashboard's latest lists.
 *
 * Same triggers as 0009: row triggers on SQLite, one statement trigger per table through the
 * data_versions_bump() function of 0009 on PostgreSQL.
 *
 * Frozen once shipped, like every migration.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const WATCHED = ['member_privacy', 'governor_profiles', 'academic_years', 'district_events', 'district_activities'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('data_versions')
    .values(WATCHED.map((t) => ({ table_name: t, version: 0 })))
    .execute();

  if (isPostgres(db)) {
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
  } else {
    for (const t of WATCHED) {
      for (const op of ['insert', 'update', 'delete']) await sql`DROP TRIGGER IF EXISTS ${sql.id(`${t}_data_version_${op}`)}`.execute(db);
    }
  }
  await db.deleteFrom('data_versions').where('table_name', 'in', [...WATCHED]).execute();
}
