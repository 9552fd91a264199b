/**
 * Sign-out wipe (logout and HTTP 401): nothing personal may stay on the phone.
 *
 * - local and session storage (token, user data, saved mobile, saved lists);
 * - every IndexedDB database of the origin (the offline copy of the directory and anything
 *   else a feature keeps there), found with `indexedDB.databases()`;
 * - every Cache Storage cache except the service worker's precache of the app's own files:
 *   member photos (`media-images`) and any cache of API answers. Keeping the precache lets
 *   /login open offline;
 * - the query cache: the shell registers `onUnauthorized` / the logout dialog clears it.
 *
 * Each part is best effort and independent: one failing (private mode, old browser) never stops
 * the others, and the promise never rejects.
 *
 * A photo still on its way when the wipe ran is stored by the service worker after it (the photo
 * in `media-images`, its date in workbox's own IndexedDB database). A second pass a moment later
 * removes whatever arrived meanwhile, unless somebody has signed in since.
 */
import { clearAllStorage, getToken } from './storage';

/** Caches of the service worker that hold only the app's own files (workbox precache). */
export function isAppShellCache(name: string): boolean {
  return name.startsWith('workbox-precache');
}

/** Fired on window before the databases are deleted, so open connections can close first. */
export const WIPE_EVENT = 'd320b:wipe';

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = () => resolve();
      request.onerror = () => resolve();
      // Another connection is still open: the deletion completes when it closes
      // (Dexie closes on 'versionchange'); don't keep the sign-out waiting for it.
      request.onblocked = () => resolve();
    } catch {
      resolve();
    }
  });
}

export async function deleteAllDatabases(): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  try {
    const databases = await indexedDB.databases();
    await Promise.all(databases.map((db) => (db.name ? deleteDatabase(db.name) : Promise.resolve())));
  } catch {
    /* IndexedDB unavailable (private mode): nothing stored there */
  }
}

export async function deletePersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !isAppShellCache(name)).map((name) => caches.delete(name)));
  } catch {
    /* Cache Storage unavailable (insecure context): nothing cached */
  }
}

let running: Promise<void> | null = null;

/** When the second pass runs, after the first. */
export const SECOND_PASS_MS = 1_500;

/** Wipes everything personal. Concurrent calls (several 401s at once) share one run. */
export function wipePersonalData(): Promise<void> {
  clearAllStorage();
  if (running) return running;
  try {
    window.dispatchEvent(new Event(WIPE_EVENT));
  } catch {
    /* no window */
  }
  const wipeStores = () => Promise.all([deleteAllDatabases(), deletePersonalCaches()]);
  running = wipeStores().then(
    () => {
      running = null;
    },
    () => {
      running = null;
    },
  );
  setTimeout(() => {
    if (!getToken()) void wipeStores().catch(() => undefined);
  }, SECOND_PASS_MS);
  return running;
}
