import type { Database } from '../../db/database.js';
import { fetchPage } from '../../db/fetch-page.js';
import type { PageWindow } from '../../lib/paging.js';
import { nowIso } from '../../lib/time.js';
import { containsText } from '../../db/contains-text.js';

export interface ClubActivityRow {
  id: number;
  club_id: number;
  club_name: string;
  title: string;
  description: string;
  activity_date: string;
  image: string | null;
}

export interface ClubActivityValues {
  club_id: number;
  title: string;
  description: string;
  activity_date: string;
}

const activityColumns = ['a.id', 'a.club_id', 'c.name as club_name', 'a.title', 'a.description', 'a.activity_date', 'a.image'] as const;

function activities(db: Database) {
  return db.selectFrom('club_activities as a').innerJoin('clubs as c', 'c.id', 'a.club_id');
}

/** Newest first (activity date, then newest row); `clubId` null = every club. */
export async function listClubActivities(
  db: Database,
  opts: { clubId: number | null; search: string },
  window: PageWindow,
): Promise<{ rows: ClubActivityRow[]; total: number }> {
  let base = activities(db);
  if (opts.clubId !== null) base = base.where('a.club_id', '=', opts.clubId);
  const search = opts.search.trim();
  if (search) {
    base = base.where((eb) =>
      eb.or([containsText('a.title', search), containsText('a.description', search), containsText('c.name', search)]),
    );
  }
  return fetchPage(base, base.select(activityColumns).orderBy('a.activity_date', 'desc').orderBy('a.id', 'desc'), window);
}

export async function findClubActivity(db: Database, id: number): Promise<ClubActivityRow | undefined> {
  return activities(db).select(activityColumns).where('a.id', '=', id).executeTakeFirst();
}

export async function clubExists(db: Database, clubId: number): Promise<boolean> {
  const row = await db.selectFrom('clubs').select('id').where('id', '=', clubId).executeTakeFirst();
  return !!row;
}

/** Clubs the member manages, by name. */
export async function managedClubs(db: Database, memberId: number): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('club_managers as cm')
    .innerJoin('clubs as c', 'c.id', 'cm.club_id')
    .select(['c.id', 'c.name'])
    .where('cm.member_id', '=', memberId)
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
}

export async function countManagedClubs(db: Database, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('club_managers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertClubActivity(
  db: Database,
  values: ClubActivityValues & { image: string | null; created_by: number },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('club_activities')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Updates the row only while it still belongs to `expectedClubId` (the club
 * whose manager was checked), so a concurrent move cannot slip past the
 * permission check. `image` undefined keeps the stored one. Answers whether
 * a row was updated.
 */
export async function updateClubActivity(
  db: Database,
  id: number,
  expectedClubId: number,
  values: ClubActivityValues & { image?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('club_activities')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .where('club_id', '=', expectedClubId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteClubActivity(db: Database, id: number, expectedClubId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('club_activities')
    .where('id', '=', id)
    .where('club_id', '=', expectedClubId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
