import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import { fetchPage } from '../../db/fetch-page.js';
import type { PageWindow } from '../../lib/paging.js';
import { memberCardColumns, mobileLevelColumn, type CardMobileRow, type MemberCardRow } from '../shared/member-card.js';
import { activeMemberCounts } from '../shared/member-counts.js';
import { versionedCache } from '../../db/data-version.js';

/** Case-insensitive "contains" that treats % and _ in the typed text literally. */
function nameContains(text: string): Expression<SqlBool> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`lower(c.name) like ${`%${escaped}%`} escape '\\'`;
}

export interface ClubListRow {
  id: number;
  name: string;
  club_number: string | null;
  members_count: number;
}

/**
 * Active clubs by name (then id), optionally those whose name contains `search`. Member counts
 * come from the cached per-club counts (shared/member-counts), not a count per row.
 */
export async function listClubs(
  db: Database,
  search: string,
  window: PageWindow,
): Promise<{ rows: ClubListRow[]; total: number }> {
  let base = db.selectFrom('clubs as c').where('c.is_active', '=', 1);
  if (search) base = base.where(nameContains(search));
  const [{ rows, total }, counts] = await Promise.all([
    fetchPage(base, base.select(['c.id', 'c.name', 'c.club_number']).orderBy('c.name').orderBy('c.id'), window),
    activeMemberCounts(db),
  ]);
  return { rows: rows.map((r) => ({ ...r, members_count: counts.byClub.get(r.id) ?? 0 })), total };
}

/** Every active club with its active-member count, by name: the club dropdowns. */
export async function clubsWithCounts(db: Database): Promise<{ id: number; name: string; member_count: number }[]> {
  const [rows, counts] = await Promise.all([
    db.selectFrom('clubs as c').select(['c.id', 'c.name']).where('c.is_active', '=', 1).orderBy('c.name').orderBy('c.id').execute(),
    activeMemberCounts(db),
  ]);
  return rows.map((r) => ({ ...r, member_count: counts.byClub.get(r.id) ?? 0 }));
}

/** Activities per club, kept while club_activities is unchanged. */
const activityCounts = versionedCache(['club_activities'], async (db): Promise<ReadonlyMap<number, number>> => {
  const rows = await db
    .selectFrom('club_activities')
    .select(['club_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('club_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.club_id), Number(r.n)]));
});

export interface ClubDetailsRow {
  id: number;
  name: string;
  club_number: string | null;
  charter_president: string | null;
  extension_chairman: string | null;
  meets_on: string | null;
  meeting_place: string | null;
  sponsored_by: string | null;
  charter_date: string | null;
  members_count: number;
  activity_count: number;
}

export async function findActiveClub(db: Database, id: number): Promise<ClubDetailsRow | undefined> {
  const row = await db
    .selectFrom('clubs as c')
    .select([
      'c.id',
      'c.name',
      'c.club_number',
      'c.charter_president',
      'c.extension_chairman',
      'c.meets_on',
      'c.meeting_place',
      'c.sponsored_by',
      'c.charter_date',
    ])
    .where('c.id', '=', id)
    .where('c.is_active', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const [members, activities] = await Promise.all([activeMemberCounts(db), activityCounts(db)]);
  return { ...row, members_count: members.byClub.get(row.id) ?? 0, activity_count: activities.get(row.id) ?? 0 };
}

/**
 * Years the club has officers in, plus the current year: the current year
 * first (the select's default), then the others newest first.
 */
export async function listAcademicYears(db: Database, clubId: number): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('academic_years as ay')
    .select(['ay.id as id', 'ay.name as name'])
    .where((eb) =>
      eb.or([
        eb('ay.is_current', '=', 1),
        eb.exists(
          eb
            .selectFrom('club_officers as o')
            .select('o.id')
            .whereRef('o.academic_year_id', '=', 'ay.id')
            .where('o.club_id', '=', clubId),
        ),
      ]),
    )
    .orderBy('ay.is_current', 'desc')
    .orderBy('ay.starts_on', 'desc')
    .orderBy('ay.id', 'desc')
    .execute();
}

export interface OfficerRow extends CardMobileRow {
  member_name: string;
  member_photo: string | null;
  position: string;
}

/** The club's officers (PSTs) of one academic year, in officer order. */
export async function clubOfficers(db: Database, clubId: number, academicYearId: number): Promise<OfficerRow[]> {
  return db
    .selectFrom('club_officers as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .select(['m.id as member_id', 'm.name as member_name', 'm.photo as member_photo', 'm.mobile_number as member_mobile', 'm.club_id as member_club_id', mobileLevelColumn, 'o.position'])
    .where('o.club_id', '=', clubId)
    .where('o.academic_year_id', '=', academicYearId)
    .orderBy('o.sort')
    .orderBy('o.id')
    .execute();
}

/** Active managers of the club, by name. */
export async function clubManagers(db: Database, clubId: number): Promise<MemberCardRow[]> {
  return db
    .selectFrom('club_managers as cm')
    .innerJoin('members as m', 'm.id', 'cm.member_id')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .select(memberCardColumns)
    .where('cm.club_id', '=', clubId)
    .where('m.is_active', '=', 1)
    .orderBy('m.name')
    .orderBy('m.id')
    .execute();
}
