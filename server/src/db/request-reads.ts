/**
 * The reads of one HTTP request (decisions 69 and 74): the database version they are answered at
 * is read once, by the request's first statement, and kept for its later ones. On SQLite that is
 * `PRAGMA data_version` (what other connections committed); on PostgreSQL the snapshot. Writes
 * through this process are seen at once either way (they end the read cache's generation).
 *
 * So the reads of a request see the database as of its first read or later, as separate statements
 * always could; a request that began before another process committed may still be answered as of
 * its start. Outside a request (CLI, migrations, tests' own handles) the version is read every time.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestReads {
  /** SQLite: PRAGMA data_version at the request's first read. */
  sqliteVersion?: number;
  /** PostgreSQL: the snapshot this request reads at, once asked for; dropped after the request writes. */
  snapshot?: Promise<string>;
}

const store = new AsyncLocalStorage<RequestReads>();

/** Runs `next` (the rest of an HTTP request) with its own reads. */
export function withRequestReads(next: () => void): void {
  store.run({}, next);
}

/** The current request's reads, or undefined outside a request. */
export function requestReads(): RequestReads | undefined {
  return store.getStore();
}
