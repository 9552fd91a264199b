/** Offline directory: the IndexedDB copy kept by `sync/delta` and the local answers of lib/offline's fallback. */
export { registerOfflineAnswers, scheduleOfflineSync } from './start';
