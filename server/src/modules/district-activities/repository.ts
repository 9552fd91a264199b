import { containsText } from '../../db/contains-text.js';
import type { Database } from '../../db/database.js';
import { fetchPage } from '../../db/fetch-page.js';
import type { PageWindow } from '../../lib/paging.js';

export interface DistrictActivityRow {
  id: number;
  title: string;
  description: string;
  activity_date: string;
  image: string | null;
}

const columns = ['id', 'title', 'description', 'activity_date', 'image'] as const;

/** Newest first (activity date, then newest row). */
export async function listDistrictActivities(
  db: Database,
  searchText: string,
  window: PageWindow,
): Promise<{ rows: DistrictActivityRow[]; total: number }> {
  let base = db.selectFrom('district_activities');
  const search = searchText.trim();
  if (search) {
    base = base.where((eb) => eb.or([containsText('title', search), containsText('description', search)]));
  }
  return fetchPage(base, base.select(columns).orderBy('activity_date', 'desc').orderBy('id', 'desc'), window);
}

export async function findDistrictActivity(db: Database, id: number): Promise<DistrictActivityRow | undefined> {
  return db.selectFrom('district_activities').select(columns).where('id', '=', id).executeTakeFirst();
}
