import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import { fetchPage } from '../../db/fetch-page.js';
import type { PageWindow } from '../../lib/paging.js';
import { memberCardColumns, mobileLevelColumn, type CardMobileRow, type MemberCardRow } from '../shared/member-card.js';

/** Case-insensitive "contains" that treats % and _ in the typed text literally. */
function nameContains(text: string): Expression<SqlBool> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`lower(c.name) like ${`%${escaped}%`} escape '\\'`;
}

/**
 * Active members of the club row `c`: a count over the partial index of
 * active members (the literal `is_active = 1` is what lets SQLite use it).
 */
const activeMemberCount = sql<number>`(select count(*) from members m where m.club_id = c.id and m.is_active = 1)`;

export interface ClubListRow {
  id: number;
  name: string;
  club_number: string | null;
  members_count: number;
}

/** Active clubs by name (then id), optionally those whose name contains `search`. */
export async function listClubs(
  db: Database,
  search: string,
  window: PageWindow,
): Promise<{ rows: ClubListRow[]; total: number }> {
  let base = db.selectFrom('clubs as c').where('c.is_active', '=', 1);
  if (search) base = base.where(nameContains(search));
  const { rows, total } = await fetchPage(
    base,
    base.select(['c.id', 'c.name', 'c.club_number', activeMemberCount.as('members_count')]).orderBy('c.name').orderBy('c.id'),
    window,
  );
  return { rows: rows.map((r) => ({ ...r, members_count: Number(r.members_count) })), total };
}

/** Every active club with its active-member count, by name: the club dropdowns. */
export async function clubsWithCounts(db: Database): Promise<{ id: number; name: string; member_count: number }[]> {
  const rows = await db
    .selectFrom('clubs as c')
    .select(['c.id', 'c.name', activeMemberCount.as('member_count')])
    .where('c.is_active', '=', 1)
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ ...r, member_count: Number(r.member_count) }));
}

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
      activeMemberCount.as('members_count'),
      sql<number>`(select count(*) from club_activities a where a.club_id = c.id)`.as('activity_count'),
    ])
    .where('c.id', '=', id)
    .where('c.is_active', '=', 1)
    .executeTakeFirst();
  return row && { ...row, members_count: Number(row.members_count), activity_count: Number(row.activity_count) };
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
