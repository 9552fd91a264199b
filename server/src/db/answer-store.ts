/**
 * Whole answers of read calls kept while the database is unchanged (decision 76).
 *
 * The read cache (read-cache.ts) keeps the rows of each statement; a call that reads the same rows
 * builds the same answer, so the answer's JSON bytes can be kept beside the rows, in the same
 * generation, and cleared with them by any write. A kept answer skips the handler's queries and
 * the serialisation. Which calls keep answers, and under what key (the viewer, the district's date),
 * is declared per call (lib/call-route.ts, `keepAnswer`).
 *
 * The store of a database is set by createDatabase: SQLite's one connection, or PostgreSQL's
 * driver (which reads the request's snapshot first; outside a request nothing is kept).
 */
import type { AnswerLookup } from './read-cache.js';

export type { AnswerLookup };

export interface AnswerStore {
  /** The kept answer for `key` at the database's current version; null when nothing may be kept now. */
  lookup(key: string): AnswerLookup | null | Promise<AnswerLookup | null>;
  /** Keeps `bytes` for `key`, computed after `lookup` gave `stamp`, unless the database changed since. */
  keep(key: string, bytes: Buffer, stamp: number): void;
}

const stores = new WeakMap<object, AnswerStore>();

export function attachAnswerStore(db: object, store: AnswerStore): void {
  stores.set(db, store);
}

/** The answer store of a database made by createDatabase (none for other Kysely instances). */
export function answerStoreOf(db: object): AnswerStore | undefined {
  return stores.get(db);
}
