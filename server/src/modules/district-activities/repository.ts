import { sql, type Expression, type SqlBool } from 'kysely';
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

/**
 * Case-insensitive "contains" on a text column, the same on SQLite and
 * PostgreSQL (plain LIKE is case-sensitive on PostgreSQL). The typed text is
 * escaped so % and _ match literally.
 */
export function containsText(column: string, text: string): Expression<SqlBool> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escaped}%`} escape '\\'`;
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
