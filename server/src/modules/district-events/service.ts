import type { DistrictEvent } from '@d320b/contract';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { pageWindow } from '../../lib/paging.js';
import { toDistrictEvent } from './mappers.js';
import { findDistrictEvent, listDistrictEvents } from './repository.js';

/** Upcoming and running events first (soonest first), then past events (most recent first). */
export async function districtEventsPage(
  db: Database,
  distName: string,
  today: string,
  input: { page: number; search: string },
): Promise<{ data: DistrictEvent[]; totalCount: number }> {
  const { rows, total } = await listDistrictEvents(db, { today, search: input.search }, pageWindow(input.page));
  return { data: rows.map((r) => toDistrictEvent(r, distName, 'thumb')), totalCount: total };
}

/** The dashboard's events: the head of the list above, upcoming ones only. */
export async function upcomingDistrictEvents(db: Database, distName: string, today: string, limit: number): Promise<DistrictEvent[]> {
  const { rows } = await listDistrictEvents(db, { today, search: '', upcomingOnly: true }, { limit, offset: 0 });
  return rows.map((r) => toDistrictEvent(r, distName, 'thumb'));
}

export async function districtEventDetails(db: Database, distName: string, id: number): Promise<DistrictEvent> {
  const row = await findDistrictEvent(db, id);
  if (!row) throw notFound('District event not found.');
  return toDistrictEvent(row, distName, 'display');
}
