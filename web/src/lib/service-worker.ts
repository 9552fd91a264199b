/**
 * The app's service worker (sw.js, made by vite-plugin-pwa: the precache of every file of the build,
 * the offline fallbacks). Registered once the app has committed its first screen (the route guard)
 * and the phone is idle, not at the page's `load` event: on a first visit, installing it downloads
 * the whole build (~170 files), and on a 2-core phone that download and the worker's thread compete
 * with the first screen's own work (decision 138). A returning visit's worker is already active;
 * registering again only asks for an update.
 */
import { whenIdle } from './idle';

const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    whenIdle(() => {
      // A refusal (private mode, storage off) leaves the app online-only: nothing to tell the member.
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
    }, 5000);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
