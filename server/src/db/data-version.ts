/**
 * Caches of figures derived from whole tables (member counts of 100,000 rows), kept exact by the
 * data versions of migration 0009: a trigger raises a table's version on every write, whoever
 * writes, and a cached value is used only while the versions it was computed at are unchanged.
 * Checking costs one primary-key read of a tiny table instead of the count itself.
 *
 * Only figures that are the same for every viewer belong here (counts, not member cards: what a
 * viewer may see of a member is decided per request).
 */
import type { Database } from './database.js';

export type VersionedTable = 'members' | 'clubs' | 'club_activities' | 'businesses';

/** "members:12|clubs:3": the versions of `tables`, read together. */
export async function versionKey(db: Database, tables: readonly VersionedTable[]): Promise<string> {
  const rows = await db.selectFrom('data_versions').select(['table_name', 'version']).where('table_name', 'in', tables).execute();
  return rows
    .map((r) => `${r.table_name}:${String(r.version)}`)
    .sort()
    .join('|');
}

/**
 * `compute(db)` memoised per database and per versions of `tables`. Concurrent callers share one
 * computation; a failed computation is not kept.
 */
export function versionedCache<T>(tables: readonly VersionedTable[], compute: (db: Database) => Promise<T>): (db: Database) => Promise<T> {
  const perDb = new WeakMap<Database, { key: string; value: Promise<T> }>();
  return async (db) => {
    const key = await versionKey(db, tables);
    const hit = perDb.get(db);
    if (hit && hit.key === key) return hit.value;
    const value = compute(db);
    perDb.set(db, { key, value });
    value.catch(() => {
      if (perDb.get(db)?.value === value) perDb.delete(db);
    });
    return value;
  };
}
