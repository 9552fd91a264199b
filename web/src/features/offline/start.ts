/**
 * Wires the offline copy into the signed-in app: registers the local answers (loaded on first
 * use) and starts syncing when the phone is idle. The IndexedDB and sync code is a separate
 * chunk, never part of /login.
 */
import { registerLocalAnswers } from '@/lib/offline';

export function registerOfflineAnswers(): void {
  registerLocalAnswers(async () => (await import('./answers')).answerLocally);
}

/** Let the first screen's own requests go first: the first sync is the largest download of the app. */
const FIRST_SYNC_DELAY_MS = 10_000;

export function scheduleOfflineSync(): void {
  const start = () => void import('./sync').then((m) => m.startOfflineSync()).catch(() => undefined);
  window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 5000 });
    else start();
  }, FIRST_SYNC_DELAY_MS);
}
