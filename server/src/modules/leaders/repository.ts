import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { ProfileType } from '../../db/schema.js';
import { memberCardColumns, type MemberCardRow } from '../shared/member-card.js';

export interface GovernorRow extends MemberCardRow {
  id: number;
  year_name: string | null;
  slogan: string | null;
  profile: string | null;
  family_pic: string | null;
  logo_pic: string | null;
  theme_pic: string | null;
}

function selectGovernors(db: Database) {
  return db
    .selectFrom('governor_profiles as g')
    .innerJoin('members as m', 'm.id', 'g.member_id')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .leftJoin('academic_years as y', 'y.id', 'g.academic_year_id')
    .select([
      'g.id',
      ...memberCardColumns,
      'y.name as year_name',
      'g.slogan',
      'g.profile',
      'g.family_pic',
      'g.logo_pic',
      'g.theme_pic',
    ]);
}

/** Profiles of one type in one academic year, in their display order. */
export async function governorsOfYear(db: Database, type: ProfileType, academicYearId: number): Promise<GovernorRow[]> {
  return selectGovernors(db)
    .where('g.profile_type', '=', type)
    .where('g.academic_year_id', '=', academicYearId)
    .orderBy('g.sort')
    .orderBy('g.id')
    .execute();
}

/**
 * Every profile of one type, newest year first; rows without a year go last
 * (spelled out because SQLite and PostgreSQL place NULLs differently).
 */
export async function governorsAllYears(db: Database, type: ProfileType, memberId?: number): Promise<GovernorRow[]> {
  let q = selectGovernors(db).where('g.profile_type', '=', type);
  if (memberId !== undefined) q = q.where('g.member_id', '=', memberId);
  return q
    .orderBy(sql`case when y.starts_on is null then 1 else 0 end`)
    .orderBy('y.starts_on', 'desc')
    .orderBy('g.sort')
    .orderBy('g.id')
    .execute();
}

export interface DgTermRow {
  member_id: number;
  year_name: string;
  starts_on: string;
}

/** The years in which these members were or will be DG (their 'dg' and 'pdgs' profiles). */
export async function dgTermsOf(db: Database, memberIds: readonly number[]): Promise<DgTermRow[]> {
  if (memberIds.length === 0) return [];
  return db
    .selectFrom('governor_profiles as g')
    .innerJoin('academic_years as y', 'y.id', 'g.academic_year_id')
    .select(['g.member_id', 'y.name as year_name', 'y.starts_on'])
    .where('g.profile_type', 'in', ['dg', 'pdgs'])
    .where('g.member_id', 'in', [...memberIds])
    .execute();
}

/** Start date of an academic year. */
export async function academicYearStart(db: Database, id: number): Promise<string | null> {
  const row = await db.selectFrom('academic_years').select('starts_on').where('id', '=', id).executeTakeFirst();
  return row?.starts_on ?? null;
}
