import type { DistrictActivity } from '@d320b/contract';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { pageWindow } from '../../lib/paging.js';
import { toDistrictActivity } from './mappers.js';
import { findDistrictActivity, listDistrictActivities } from './repository.js';

export async function districtActivitiesPage(
  db: Database,
  distName: string,
  input: { page: number; search: string },
): Promise<{ data: DistrictActivity[]; totalCount: number }> {
  const { rows, total } = await listDistrictActivities(db, input.search, pageWindow(input.page));
  return { data: rows.map((r) => toDistrictActivity(r, distName, 'thumb')), totalCount: total };
}

/** Newest district activities for the dashboard. */
export async function latestDistrictActivities(db: Database, distName: string, limit: number): Promise<DistrictActivity[]> {
  const { rows } = await listDistrictActivities(db, '', { limit, offset: 0 });
  return rows.map((r) => toDistrictActivity(r, distName, 'thumb'));
}

export async function districtActivityDetails(db: Database, distName: string, id: number): Promise<DistrictActivity> {
  const row = await findDistrictActivity(db, id);
  if (!row) throw notFound('District activity not found.');
  return toDistrictActivity(row, distName, 'display');
}
