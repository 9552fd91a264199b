/**
 * The offline copy in memory: every collection as a map by id, read from IndexedDB once and
 * again after each sync that changed something, with the member search index built on it.
 */
import type { SyncCollection, SyncRow } from '@d320b/contract';
import { buildMemberSearchIndex, type MemberSearchIndex } from '@d320b/contract/member-search';
import { getToken } from '@/lib/storage';
import { COLLECTIONS, offlineDb } from './db';

export type Rows = { [K in SyncCollection]: Map<number, SyncRow<K>> };

export interface OfflineCopy {
  rows: Rows;
  search: MemberSearchIndex;
  /** Active members per club id. */
  memberCount: Map<number, number>;
  clubName(id: number): string;
}

let loading: Promise<OfflineCopy> | null = null;
/** The session the loaded copy belongs to: another sign-in reads the database again. */
let loadedFor: string | null = null;

/** Drops the in-memory copy: the next reader loads it again from IndexedDB. */
export function copyChanged(): void {
  loading = null;
}

export function offlineCopy(): Promise<OfflineCopy> {
  const token = getToken();
  if (token !== loadedFor) {
    loading = null;
    loadedFor = token;
  }
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function load(): Promise<OfflineCopy> {
  const db = await offlineDb();
  const tx = db.transaction([...COLLECTIONS], 'readonly');
  const lists = await Promise.all(COLLECTIONS.map((c) => tx.objectStore(c).getAll()));
  return copyFromRows(Object.fromEntries(COLLECTIONS.map((c, i) => [c, lists[i]!])) as { [K in SyncCollection]: SyncRow<K>[] });
}

/** The in-memory copy of rows as sync/delta sends them. */
export function copyFromRows(lists: { [K in SyncCollection]?: SyncRow<K>[] }): OfflineCopy {
  const rows = Object.fromEntries(COLLECTIONS.map((c) => [c, new Map((lists[c] ?? []).map((r: { i: number }) => [r.i, r]))])) as unknown as Rows;
  const clubName = (id: number) => rows.c.get(id)?.n ?? '';
  const memberCount = new Map<number, number>();
  for (const m of rows.m.values()) memberCount.set(m.c, (memberCount.get(m.c) ?? 0) + 1);
  const search = buildMemberSearchIndex(
    [...rows.m.values()].map((m) => ({ id: m.i, clubId: m.c, name: m.n, clubName: clubName(m.c), profession: m.f, mobile: m.mo })),
  );
  return { rows, search, memberCount, clubName };
}

/** True when a sync has filled the copy at least once. */
export async function hasOfflineCopy(): Promise<boolean> {
  const copy = await offlineCopy();
  return copy.rows.m.size > 0 || copy.rows.c.size > 0;
}
