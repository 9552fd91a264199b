import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { fetchPage } from '../../db/fetch-page.js';
import type { PageWindow } from '../../lib/paging.js';
import { containsText } from '../../db/contains-text.js';

export interface DistrictEventRow {
  id: number;
  title: string;
  description: string;
  start_date: string;
  end_date: string | null;
  image: string | null;
}

const columns = ['id', 'title', 'description', 'start_date', 'end_date', 'image'] as const;

/**
 * Event order, shared by the list and the dashboard: events still running or
 * ahead (end date, or start date when there is none, on or after `today`)
 * come first, soonest start first; then past events, most recent first.
 * `upcomingOnly` keeps just the first group (the dashboard).
 */
export async function listDistrictEvents(
  db: Database,
  opts: { today: string; search: string; upcomingOnly?: boolean },
  window: PageWindow,
): Promise<{ rows: DistrictEventRow[]; total: number }> {
  const lastDay = sql<string>`coalesce(end_date, start_date)`;
  let base = db.selectFrom('district_events');
  const search = opts.search.trim();
  if (search) {
    base = base.where((eb) => eb.or([containsText('title', search), containsText('description', search)]));
  }
  if (opts.upcomingOnly) base = base.where(lastDay, '>=', opts.today);
  const past = sql<number>`case when ${lastDay} >= ${opts.today} then 0 else 1 end`;
  return fetchPage(
    base,
    base
      .select(columns)
      .orderBy(past)
      // Only upcoming rows get a value here, so past rows fall through to the next key.
      .orderBy(sql`case when ${lastDay} >= ${opts.today} then start_date end`, 'asc')
      .orderBy(sql`case when ${lastDay} >= ${opts.today} then id end`, 'asc')
      .orderBy('start_date', 'desc')
      .orderBy('id', 'desc'),
    window,
  );
}

export async function findDistrictEvent(db: Database, id: number): Promise<DistrictEventRow | undefined> {
  return db.selectFrom('district_events').select(columns).where('id', '=', id).executeTakeFirst();
}
