/**
 * Answers of read-only statements kept while the SQLite database is unchanged (decision 69).
 *
 * A directory is read far more than written: the same regions, clubs, session and role lookups,
 * first pages and totals are asked for again and again between two writes. This cache keeps the
 * rows of a read-only statement by its SQL text and parameters and hands them out until anything
 * in the database changes:
 * - a write through this connection (any statement that is not read-only, and every commit or
 *   rollback) ends the generation at once;
 * - a commit by any other connection or process (a CLI import, a second server, a test's own
 *   handle) changes SQLite's `PRAGMA data_version`, read once per HTTP request (db/request-reads.ts)
 *   and before every lookup outside one.
 * So a cached answer is the answer the database gives at the request's first read: exact, never
 * older than the request.
 * Statements inside a transaction neither read nor fill the cache (they may see uncommitted rows).
 *
 * Rows are frozen when kept and handed out as a new array, so no caller can change what the next
 * one reads (a mapper that wrote into a row would throw, in tests and in production alike).
 * Bounded by entries and by rows; a statement answering more rows than `maxRowsPerEntry` is not
 * kept. PostgreSQL uses the same cache with the request's snapshot as its version (pg-read-cache.ts).
 */
export interface ReadCacheLimits {
  /** Statements kept at once (least recently used out first). */
  maxEntries: number;
  /** Rows kept at once, all statements together. */
  maxRows: number;
  /** A statement answering more rows than this is not kept. */
  maxRowsPerEntry: number;
  /** Bytes of whole answers kept at once (db/answer-store.ts; least recently kept out first). */
  maxAnswerBytes: number;
  /** An answer longer than this is not kept. */
  maxAnswerEntryBytes: number;
}

/**
 * A statement starting with this is never kept (rows too large to keep, such as image bytes):
 * `sql\`${sql.raw(UNCACHED_READ)} data from ...\``.
 */
export const UNCACHED_READ = 'select /* uncached */';

export const READ_CACHE_LIMITS: ReadCacheLimits = {
  maxEntries: 2_000,
  maxRows: 40_000,
  maxRowsPerEntry: 5_000,
  maxAnswerBytes: 16 * 1024 * 1024,
  maxAnswerEntryBytes: 4 * 1024 * 1024,
};

/** Which of the two kept layers run (settings READ_CACHE and ANSWER_CACHE, config/index.ts). */
export interface CacheSwitches {
  /** Rows of read-only statements. */
  reads: boolean;
  /** Whole answers of calls (db/answer-store.ts). */
  answers: boolean;
}

/** The limits with a switched-off layer keeping nothing. */
export function readCacheLimits(switches: CacheSwitches = { reads: true, answers: true }): ReadCacheLimits {
  return {
    ...READ_CACHE_LIMITS,
    ...(switches.reads ? {} : { maxEntries: 0, maxRows: 0, maxRowsPerEntry: -1 }),
    ...(switches.answers ? {} : { maxAnswerBytes: 0, maxAnswerEntryBytes: -1 }),
  };
}

/** A kept answer (or none) and the generation a new answer would be kept under. */
export interface AnswerLookup {
  bytes: Buffer | undefined;
  stamp: number;
}

interface Entry {
  rows: readonly unknown[];
}

export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  #rows = 0;
  /** Whole answers of calls (db/answer-store.ts), cleared with the rows. */
  readonly #answers = new Map<string, Buffer>();
  #answerBytes = 0;
  /** Counts generations: an answer computed in one is not kept in the next. */
  #generationId = 0;
  #localWrites = 0;
  /** The generation the kept entries belong to: local writes and the other connections' data version. */
  #generation: { local: number; external: number | string } = { local: -1, external: -1 };

  constructor(
    /**
     * What other writers have done: SQLite's PRAGMA data_version of this connection (changes when
     * another connection commits); on PostgreSQL the snapshot the request reads at (pg-read-cache.ts).
     */
    private readonly externalVersion: () => number | string,
    private readonly limits: ReadCacheLimits = READ_CACHE_LIMITS,
  ) {}

  /** Whether statement rows are kept at all (READ_CACHE). */
  get keepsRows(): boolean {
    return this.limits.maxRowsPerEntry >= 0;
  }

  /** Whether whole answers are kept at all (ANSWER_CACHE). */
  get keepsAnswers(): boolean {
    return this.limits.maxAnswerEntryBytes >= 0;
  }

  /** Something may have been written through this connection: nothing kept is valid any more. */
  invalidate(): void {
    this.#localWrites += 1;
  }

  /**
   * The key of a statement, or null when its parameters are not plain values. `tag` names the
   * prepared statement in place of its text (statementTag): a short key hashes faster than the
   * statement's whole text on every read.
   */
  static keyOf(sqlText: string, parameters: readonly unknown[], tag?: string): string | null {
    if (sqlText.startsWith(UNCACHED_READ)) return null;
    for (const p of parameters) {
      const t = typeof p;
      if (p !== null && t !== 'string' && t !== 'number') return null;
    }
    // JSON keeps 1 and "1" apart, as SQLite does.
    return `${tag ?? sqlText}\u0000${JSON.stringify(parameters)}`;
  }

  /** Rows kept for `key` in the current generation (a new array each time). */
  get(key: string): unknown[] | undefined {
    this.#checkGeneration();
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    // Most recently used last.
    this.#entries.delete(key);
    this.#entries.set(key, hit);
    return hit.rows.slice();
  }

  /**
   * Keeps `rows` (frozen) for `key`, read by a statement that ran right after `get(key)` missed;
   * answers them as a new array. If the database changed meanwhile (another process committed while
   * the statement ran), the rows may be older than the change: they are not kept.
   */
  set(key: string, rows: unknown[]): unknown[] {
    if (rows.length > this.limits.maxRowsPerEntry || this.#checkGeneration()) return rows;
    for (const row of rows) if (row && typeof row === 'object') Object.freeze(row);
    const old = this.#entries.get(key);
    if (old) {
      this.#rows -= old.rows.length;
      this.#entries.delete(key);
    }
    this.#entries.set(key, { rows: Object.freeze(rows.slice()) });
    this.#rows += rows.length;
    while (this.#entries.size > this.limits.maxEntries || this.#rows > this.limits.maxRows) {
      const [oldestKey, oldest] = this.#entries.entries().next().value as [string, Entry];
      this.#entries.delete(oldestKey);
      this.#rows -= oldest.rows.length;
    }
    return rows;
  }

  /**
   * The answer kept for `key` in the current generation, and the stamp to keep a newly computed one
   * under (`keepAnswer`).
   */
  lookupAnswer(key: string): AnswerLookup {
    this.#checkGeneration();
    return { bytes: this.#answers.get(key), stamp: this.#generationId };
  }

  /**
   * Keeps `bytes` as the answer for `key`, computed from reads that began in generation `stamp`.
   * Not kept when the database changed since (the reads may straddle the change) or it is too long.
   */
  keepAnswer(key: string, bytes: Buffer, stamp: number): void {
    if (this.#checkGeneration() || stamp !== this.#generationId || bytes.length > this.limits.maxAnswerEntryBytes) return;
    const old = this.#answers.get(key);
    if (old) {
      this.#answerBytes -= old.length;
      this.#answers.delete(key);
    }
    this.#answers.set(key, bytes);
    this.#answerBytes += bytes.length;
    while (this.#answerBytes > this.limits.maxAnswerBytes) {
      const [oldestKey, oldest] = this.#answers.entries().next().value as [string, Buffer];
      this.#answers.delete(oldestKey);
      this.#answerBytes -= oldest.length;
    }
  }

  get size(): { entries: number; rows: number; answers: number; answerBytes: number } {
    return { entries: this.#entries.size, rows: this.#rows, answers: this.#answers.size, answerBytes: this.#answerBytes };
  }

  /** Starts a new generation when the database changed; answers whether it did. */
  #checkGeneration(): boolean {
    const external = this.externalVersion();
    if (this.#generation.local === this.#localWrites && this.#generation.external === external) return false;
    this.#entries.clear();
    this.#rows = 0;
    this.#answers.clear();
    this.#answerBytes = 0;
    this.#generationId += 1;
    this.#generation = { local: this.#localWrites, external };
    return true;
  }
}

/** Tags of prepared statements: one per statement object, never reused, so one tag is one SQL text. */
const tags = new WeakMap<object, string>();
let lastTag = 0;

export function statementTag(statement: object): string {
  let tag = tags.get(statement);
  if (tag === undefined) {
    lastTag += 1;
    tag = `#${lastTag}`;
    tags.set(statement, tag);
  }
  return tag;
}
