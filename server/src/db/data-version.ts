/**
 * Caches of figures derived from whole tables (member counts of 100,000 rows), kept exact by the
 * data versions of migration 0009: a trigger raises a table's version on every write, whoever
 * writes, and a cached value is used only while the versions it was computed at are unchanged.
 * Checking costs one primary-key read of a tiny table instead of the count itself.
 *
 * Only what is the same for every viewer belongs here (counts, member ids, rows with the members'
 * privacy levels — never an answer masked for one viewer: what a viewer may see of a member is
 * decided per request).
 */
import type { CompiledQuery } from 'kysely';
import type { Database } from './database.js';

/** Tables whose writes raise a data version (triggers of migrations 0009 and 0012). */
export type VersionedTable =
  | 'members'
  | 'clubs'
  | 'club_activities'
  | 'businesses'
  | 'member_privacy'
  | 'governor_profiles'
  | 'academic_years'
  | 'district_events'
  | 'district_activities';

/** Every table's version in one statement (a dozen rows), compiled once per database. */
const readAll = new WeakMap<Database, CompiledQuery<{ table_name: string; version: number | string | bigint }>>();

/** "clubs:3|members:12": the versions of `tables`, read together. */
export async function versionKey(db: Database, tables: readonly VersionedTable[]): Promise<string> {
  let query = readAll.get(db);
  if (!query) {
    query = db.selectFrom('data_versions').select(['table_name', 'version']).compile();
    readAll.set(db, query);
  }
  const { rows } = await db.executeQuery(query);
  // Rows answered from the read cache are the same (frozen) objects until something is written:
  // the key of the same tables is then the one made last time.
  const first = rows[0];
  const made = first && Object.isFrozen(first) ? keysMade.get(first) : undefined;
  const name = tables.join(',');
  const known = made?.rows === rows.length ? made.keys.get(name) : undefined;
  if (known !== undefined) return known;
  const wanted = new Set<string>(tables);
  const key = rows
    .filter((r) => wanted.has(r.table_name))
    .map((r) => `${r.table_name}:${String(r.version)}`)
    .sort()
    .join('|');
  if (first && Object.isFrozen(first)) {
    const entry = made?.rows === rows.length ? made : { rows: rows.length, keys: new Map<string, string>() };
    entry.keys.set(name, key);
    keysMade.set(first, entry);
  }
  return key;
}

/** Keys made from one answer of the read cache (by its first row), per list of tables. */
const keysMade = new WeakMap<object, { rows: number; keys: Map<string, string> }>();

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

/**
 * `compute(db, arg)` memoised per database, per `key(arg)` and per versions of `tables`: the same
 * as versionedCache for a computation with an argument (a date, a query). Keeps the `maxEntries`
 * most recently used keys; a change of versions drops them all.
 */
export function versionedCacheBy<A, T>(
  tables: readonly VersionedTable[],
  key: (arg: A) => string,
  compute: (db: Database, arg: A) => Promise<T>,
  maxEntries = 16,
): (db: Database, arg: A) => Promise<T> {
  const perDb = new WeakMap<Database, { version: string; entries: Map<string, Promise<T>> }>();
  return async (db, arg) => {
    const version = await versionKey(db, tables);
    let cache = perDb.get(db);
    if (!cache || cache.version !== version) {
      cache = { version, entries: new Map() };
      perDb.set(db, cache);
    }
    const { entries } = cache;
    const k = key(arg);
    const hit = entries.get(k);
    if (hit) {
      // Most recently used last.
      entries.delete(k);
      entries.set(k, hit);
      return hit;
    }
    const value = compute(db, arg);
    entries.set(k, value);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    value.catch(() => {
      if (entries.get(k) === value) entries.delete(k);
    });
    return value;
  };
}
