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

/**
 * Starts the offline sync after the first screen, and syncs each time the app is shown again
 * (visible again, or its window focused): onChanged runs when that brought changes, so an open
 * app shows a change made in the console without a reload. Answers the cleanup.
 */
export function scheduleOfflineSync(onChanged: () => void): () => void {
  const start = () => void import('./sync').then((m) => m.startOfflineSync(onChanged)).catch(() => undefined);
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 5000 });
    else start();
  }, FIRST_SYNC_DELAY_MS);
  const shown = () => {
    if (document.visibilityState !== 'visible') return;
    void import('./sync').then((m) => m.syncOnShow(onChanged)).catch(() => undefined);
  };
  document.addEventListener('visibilitychange', shown);
  window.addEventListener('focus', shown);
  return () => {
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', shown);
    window.removeEventListener('focus', shown);
  };
}
