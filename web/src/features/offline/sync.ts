/**
 * Keeps the offline copy up to date with `sync/delta`: on start (after sign-in), when the
 * connection comes back, every few minutes while the app is open and visible, and each time the
 * app is shown again (syncOnShow). Each page is applied in one IndexedDB transaction together
 * with its cursor, so an interrupted sync resumes where it stopped and the copy never holds half
 * a page. When a sync brings changes, the screens are told (onChanged) so they fetch again.
 * After a refusal that passes with time (429, 503) it waits longer each time (back-off.ts).
 */
import type { SyncData, SyncGone } from '@d320b/contract';
import { callApi } from '@/lib/api-client';
import { getToken } from '@/lib/storage';
import { createBackOff } from './back-off';
import { COLLECTIONS, META, offlineDb, readMeta } from './db';
import { copyChanged } from './copy';

export const SYNC_EVERY_MS = 5 * 60_000;

interface SyncResult {
  /** Something in the copy changed. */
  changed: boolean;
  /** The copy held data before this run (not its first fill). */
  hadCopy: boolean;
}

let running: Promise<SyncResult> | null = null;
const backOff = createBackOff(SYNC_EVERY_MS);

/** One sync run (all pages); concurrent callers share the run in progress; none while backing off. */
export function syncNow(): Promise<SyncResult> {
  if (!running && !backOff.mayRun(Date.now())) return Promise.resolve({ changed: false, hadCopy: false });
  running ??= run()
    .then(
      (result) => {
        backOff.reset();
        return result;
      },
      (err: unknown) => {
        backOff.failed(err, Date.now());
        throw err;
      },
    )
    .finally(() => {
      running = null;
    });
  return running;
}

async function run(): Promise<SyncResult> {
  if (!getToken() || !navigator.onLine) return { changed: false, hadCopy: false };
  let { cursor } = await readMeta();
  const hadCopy = !!cursor;
  let changed = false;
  for (let page = 0; page < 1000; page += 1) {
    const res = await callApi('sync/delta', cursor ? { cursor } : {});
    // Signed out meanwhile (logout or 401 wipe): keep nothing.
    if (!getToken()) return { changed: false, hadCopy };
    changed = (await apply(res.reset, res.data, res.gone, res.cursor, !res.more)) || changed;
    cursor = res.cursor;
    if (!res.more) break;
  }
  if (changed) copyChanged();
  return { changed, hadCopy };
}

/**
 * The app was shown again (tab or app switched back, window focused): fetch what changed
 * meanwhile, and if anything did (a change made in the console, say), let the screens refetch.
 * Costs one small sync/delta request when nothing changed.
 */
export async function syncOnShow(onChanged: () => void): Promise<void> {
  const { changed } = await syncNow();
  if (changed) onChanged();
}

async function apply(reset: boolean, data: SyncData, gone: SyncGone, cursor: string, done: boolean): Promise<boolean> {
  const db = await offlineDb();
  const tx = db.transaction([...COLLECTIONS, META], 'readwrite');
  let changed = reset;
  const work: Promise<unknown>[] = [];
  for (const c of COLLECTIONS) {
    const store = tx.objectStore(c);
    if (reset) work.push(store.clear());
    for (const row of data[c] ?? []) {
      work.push(store.put(row));
      changed = true;
    }
    for (const id of gone[c] ?? []) {
      work.push(store.delete(id));
      changed = true;
    }
  }
  work.push(tx.objectStore(META).put(cursor, 'cursor'));
  if (done) work.push(tx.objectStore(META).put(Date.now(), 'syncedAt'));
  await Promise.all([...work, tx.done]);
  return changed;
}

let started = false;
const stopFns: (() => void)[] = [];

/** Starts keeping the copy fresh (idempotent); onChanged runs after a sync that changed a copy it already had. */
export function startOfflineSync(onChanged: () => void = () => {}): void {
  if (started) return;
  started = true;
  const quietly = () =>
    void syncNow()
      .then((r) => r.changed && r.hadCopy && onChanged())
      .catch(() => undefined);
  quietly();
  window.addEventListener('online', quietly);
  stopFns.push(() => window.removeEventListener('online', quietly));
  const timer = window.setInterval(() => {
    if (document.visibilityState === 'visible') quietly();
  }, SYNC_EVERY_MS);
  stopFns.push(() => window.clearInterval(timer));
}

export function stopOfflineSync(): void {
  started = false;
  backOff.reset();
  for (const stop of stopFns.splice(0)) stop();
}
