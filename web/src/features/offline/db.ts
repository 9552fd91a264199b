/**
 * The offline copy in IndexedDB (idb wrapper): one object store per sync collection, rows keyed
 * by their id (`i`), and a `meta` store holding the sync cursor and the time of the last sync.
 * Logout and 401 delete every database of the origin, this one included; an open connection
 * closes itself when that deletion asks it to (versionchange).
 */
import { openDB, type IDBPDatabase } from 'idb';
import type { SyncCollection } from '@d320b/contract';

export const OFFLINE_DB_NAME = 'd320b-offline';
const VERSION = 1;

/** Same keys as the contract's SYNC_COLLECTIONS (typed against it), listed here to keep zod out of this chunk. */
export const COLLECTIONS = ['ay', 'c', 'm', 'o', 'g', 'cc', 'cy', 'cm', 'r', 'rm', 'z', 'zm', 'mj', 'gr', 'bc', 'b', 'ev'] as const satisfies readonly SyncCollection[];
type Missing = Exclude<SyncCollection, (typeof COLLECTIONS)[number]>;
const allListed: [Missing] extends [never] ? true : never = true;
void allListed;

export const META = 'meta';

export interface SyncMeta {
  cursor: string | null;
  /** ms since epoch of the last finished sync. */
  syncedAt: number | null;
}

let opening: Promise<IDBPDatabase> | null = null;

export function offlineDb(): Promise<IDBPDatabase> {
  opening ??= openDB(OFFLINE_DB_NAME, VERSION, {
    upgrade(db) {
      for (const c of COLLECTIONS) db.createObjectStore(c, { keyPath: 'i' });
      db.createObjectStore(META);
    },
    blocking() {
      // Someone (logout) wants the database gone or upgraded: let go of it.
      void closeOfflineDb();
    },
    terminated() {
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

export async function closeOfflineDb(): Promise<void> {
  const current = opening;
  opening = null;
  if (current) (await current.catch(() => null))?.close();
}

export async function readMeta(): Promise<SyncMeta> {
  const db = await offlineDb();
  return {
    cursor: ((await db.get(META, 'cursor')) as string | undefined) ?? null,
    syncedAt: ((await db.get(META, 'syncedAt')) as number | undefined) ?? null,
  };
}
