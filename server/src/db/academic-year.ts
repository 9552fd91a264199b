import type { Database } from './database.js';

/**
 * The academic (Lions) year the district is in: the one flagged current, else the newest. Null only
 * when no year exists at all. Read by the leaders' screens, the home screen and the offline copy.
 */
export async function currentAcademicYearId(db: Database): Promise<number | null> {
  const row = await db
    .selectFrom('academic_years')
    .select('id')
    .orderBy('is_current', 'desc')
    .orderBy('starts_on', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}
