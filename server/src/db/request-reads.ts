/**
 * The reads of one HTTP request (decisions 69, 74 and 76): the database version they are answered
 * at is read once and kept for the request's later reads. On SQLite that is `PRAGMA data_version`
 * (what other connections committed); on PostgreSQL the snapshot. Writes through this process are
 * seen at once either way (they end the read cache's generation).
 *
 * So the reads of a request see the database as of its start or later, as separate statements
 * always could; a request that began before another process committed may still be answered as of
 * its start. Outside a request (CLI, migrations, tests' own handles) the version is read every time.
 *
 * - PostgreSQL keeps each request's snapshot in an AsyncLocalStorage (`withRequestReads`).
 * - SQLite needs no per-request store (AsyncLocalStorage puts a hook on every promise, ~4% of a
 *   cheap call): a version read stays valid until the next request begins (`requestStarted`), and
 *   only while a request is open. A read after any request began reads the version again, so no
 *   read misses a commit that ended before its own request began.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestReads {
  /** PostgreSQL: the snapshot this request reads at, once asked for; dropped after the request writes. */
  snapshot?: Promise<string>;
}

const store = new AsyncLocalStorage<RequestReads>();

/** Runs `next` (the rest of an HTTP request) with its own reads (PostgreSQL). */
export function withRequestReads(next: () => void): void {
  store.run({}, next);
}

/** The current request's reads, or undefined outside a request (PostgreSQL). */
export function requestReads(): RequestReads | undefined {
  return store.getStore();
}

let epoch = 0;
let open = 0;

/** An HTTP request began (SQLite): versions read before it are read again. */
export function requestStarted(): void {
  epoch += 1;
  open += 1;
}

/** An HTTP request ended (answered or abandoned), once per `requestStarted`. */
export function requestEnded(): void {
  if (open > 0) open -= 1;
}

/**
 * How long a version read stays valid on SQLite: the number of the latest request to begin, while
 * any request is open; null outside requests (read the version every time).
 */
export function requestEpoch(): number | null {
  return open > 0 ? epoch : null;
}
