/**
 * SQL of the delta sync: the change log (sync_log, written by the triggers of
 * migration 0006) and, per offline collection, the rows the member app keeps.
 *
 * Every collection is one query aliased `t` with the filter of what members
 * see (active rows, the current academic year, events not yet over). Rows
 * that changed but no longer pass the filter are deletions for the client.
 */
import { sql, type RawBuilder } from 'kysely';
import { isPostgres, type Database } from '../../db/database.js';
import type { SyncCollection } from '@d320b/contract';

/** What the filters depend on. */
export interface SyncScope {
  /** Current academic year (null: none exists). */
  yearId: number | null;
  /** Today in the district's time zone, 'YYYY-MM-DD'. */
  today: string;
}

export type SqlRow = Record<string, unknown> & { id: number };

/** The table whose changes a collection follows (sync_log.tbl). */
export const LOGGED_TABLE: Record<SyncCollection, string> = {
  ay: 'academic_years',
  c: 'clubs',
  m: 'members',
  o: 'club_officers',
  g: 'governor_profiles',
  cc: 'cabinet_categories',
  cy: 'cabinet_years',
  cm: 'cabinet_members',
  r: 'regions',
  rm: 'region_members',
  z: 'zones',
  zm: 'zone_members',
  mj: 'mjf_records',
  gr: 'graduates',
  bc: 'business_categories',
  b: 'businesses',
  ev: 'district_events',
};

const year = (s: SyncScope) => s.yearId ?? -1;

/** `select ... from ... t ... where <filter>` of each collection; the caller appends the id condition. */
const SOURCES: Record<SyncCollection, (s: SyncScope) => RawBuilder<unknown>> = {
  ay: () => sql`select t.id, t.name, t.is_current from academic_years t where 1 = 1`,
  c: () => sql`select t.id, t.name, t.club_number, t.charter_president, t.extension_chairman, t.meets_on, t.meeting_place,
    t.sponsored_by, t.charter_date, t.logo from clubs t where t.is_active = 1`,
  m: () => sql`select t.id, t.club_id, t.name, t.photo, t.profession, t.mobile_number, t.phone_number, t.email, t.website,
    t.postal_address, t.date_of_birth, t.marriage_day, t.spouse, t.positions_held, t.about_me, t.membership_number,
    t.date_of_joining, t.sponsored_by from members t where t.is_active = 1`,
  o: (s) => sql`select t.id, t.club_id, t.member_id, t.position, t.sort from club_officers t where t.academic_year_id = ${year(s)}`,
  g: () => sql`select t.id, t.member_id, t.profile_type, t.academic_year_id, t.slogan, t.profile, t.family_pic, t.logo_pic,
    t.theme_pic, t.sort from governor_profiles t where 1 = 1`,
  cc: () => sql`select t.id, t.name, t.icon_image, t.sort from cabinet_categories t where 1 = 1`,
  cy: (s) => sql`select t.id, t.category_id from cabinet_years t where t.academic_year_id = ${year(s)}`,
  cm: (s) => sql`select t.id, t.cabinet_year_id, t.member_id, t.position, t.sort from cabinet_members t
    join cabinet_years y on y.id = t.cabinet_year_id where y.academic_year_id = ${year(s)}`,
  r: (s) => sql`select t.id, t.name, t.sort from regions t where t.academic_year_id = ${year(s)}`,
  rm: (s) => sql`select t.id, t.region_id, t.member_id, t.role_name, t.sort from region_members t
    join regions r on r.id = t.region_id where r.academic_year_id = ${year(s)}`,
  z: (s) => sql`select t.id, t.region_id, t.name, t.sort from zones t
    join regions r on r.id = t.region_id where r.academic_year_id = ${year(s)}`,
  zm: (s) => sql`select t.id, t.zone_id, t.member_id, t.role_name, t.sort from zone_members t
    join zones z on z.id = t.zone_id join regions r on r.id = z.region_id where r.academic_year_id = ${year(s)}`,
  mj: () => sql`select t.id, t.member_id, t.mj_type, t.year_achieved from mjf_records t where 1 = 1`,
  gr: () => sql`select t.id, t.member_id, t.grad_type, t.year_graduated from graduates t where 1 = 1`,
  bc: () => sql`select t.id, t.title, t.image, t.sort from business_categories t where 1 = 1`,
  b: () => sql`select t.id, t.member_id, t.category_id, t.title, t.description, t.website, t.image from businesses t where 1 = 1`,
  ev: (s) => sql`select t.id, t.title, t.description, t.start_date, t.end_date, t.image from district_events t
    where coalesce(t.end_date, t.start_date) >= ${s.today}`,
};

/** Ids per statement: well under SQLite's and PostgreSQL's parameter limits. */
const ID_CHUNK = 900;

/** Rows of a collection after an id, in id order (full copy). */
export async function rowsAfter(db: Database, c: SyncCollection, scope: SyncScope, afterId: number, limit: number): Promise<SqlRow[]> {
  const rows = await sql<SqlRow>`${SOURCES[c](scope)} and t.id > ${afterId} order by t.id limit ${limit}`.execute(db);
  return withZoneClubs(db, c, rows.rows);
}

/** Rows of a collection among the given ids (delta); ids missing from the answer are gone. */
export async function rowsByIds(db: Database, c: SyncCollection, scope: SyncScope, ids: number[]): Promise<SqlRow[]> {
  const out: SqlRow[] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const chunk = ids.slice(i, i + ID_CHUNK);
    const rows = await sql<SqlRow>`${SOURCES[c](scope)} and t.id in (${sql.join(chunk)}) order by t.id`.execute(db);
    out.push(...rows.rows);
  }
  return withZoneClubs(db, c, out);
}

/** Zones carry their club ids (zone_clubs). */
async function withZoneClubs(db: Database, c: SyncCollection, rows: SqlRow[]): Promise<SqlRow[]> {
  if (c !== 'z' || rows.length === 0) return rows;
  const byZone = new Map<number, number[]>(rows.map((r) => [Number(r.id), []]));
  const ids = [...byZone.keys()];
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const links = await db
      .selectFrom('zone_clubs')
      .select(['zone_id', 'club_id'])
      .where('zone_id', 'in', ids.slice(i, i + ID_CHUNK))
      .orderBy('club_id')
      .execute();
    for (const l of links) byZone.get(Number(l.zone_id))?.push(Number(l.club_id));
  }
  return rows.map((r) => ({ ...r, club_ids: byZone.get(Number(r.id)) ?? [] }));
}

/**
 * The newest change every reader may rely on: all changes up to it are
 * committed. On PostgreSQL a writer's seq is taken before it commits, so a
 * smaller seq could still become visible after a larger one; a SHARE lock
 * waits for the transactions writing sync_log to finish (and lets none start)
 * while the newest seq is read. SQLite has one writer at a time.
 */
export async function settledSeq(db: Database): Promise<number> {
  const newest = async (q: Database) =>
    Number((await sql<{ seq: number | null }>`select max(seq) as seq from sync_log`.execute(q)).rows[0]?.seq ?? 0);
  if (!isPostgres(db)) return newest(db);
  return db.transaction().execute(async (trx) => {
    await sql`lock table sync_log in share mode`.execute(trx);
    return newest(trx as unknown as Database);
  });
}

export interface LogEntry {
  seq: number;
  tbl: string;
  row_id: number;
}

/** Changes after `afterSeq` up to `uptoSeq`, oldest first. */
export async function changesBetween(db: Database, afterSeq: number, uptoSeq: number, limit: number): Promise<LogEntry[]> {
  const rows = await db
    .selectFrom('sync_log')
    .select(['seq', 'tbl', 'row_id'])
    .where('seq', '>', afterSeq)
    .where('seq', '<=', uptoSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ seq: Number(r.seq), tbl: r.tbl, row_id: Number(r.row_id) }));
}
