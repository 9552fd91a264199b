import { versionedCache } from '../../db/data-version.js';
import type { Database } from '../../db/database.js';

/** Active clubs, kept while the clubs table is unchanged. */
export const countActiveClubs = versionedCache(['clubs'], async (db: Database): Promise<number> => {
  const row = await db
    .selectFrom('clubs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
});

export interface LeaderRow {
  profile_type: string;
  name: string;
  photo: string | null;
  club_name: string;
}

/** DG, FVDG and SVDG of the year, first by sort order when a type has several rows. */
export async function governorsOfYear(db: Database, academicYearId: number): Promise<LeaderRow[]> {
  return db
    .selectFrom('governor_profiles as g')
    .innerJoin('members as m', 'm.id', 'g.member_id')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .select(['g.profile_type', 'm.name', 'm.photo', 'c.name as club_name'])
    .where('g.academic_year_id', '=', academicYearId)
    .where('g.profile_type', 'in', ['dg', 'fvdg', 'svdg'])
    .orderBy('g.sort')
    .orderBy('g.id')
    .execute();
}
