/**
 * The read cache on PostgreSQL (decision 74): answers of read-only statements kept per database
 * snapshot, for the statements of an HTTP request.
 *
 * `pg_current_snapshot()` (xmin:xmax:in-progress ids) changes exactly when a writing transaction
 * ends, so two equal snapshots see the same data. Each request reads the snapshot once, on its
 * first statement (one round trip, on the connection that statement uses anyway; requests asking
 * while a read is under way share the next one, `SnapshotReads`); its later reads
 * are answered from the cache when the same statement with the same parameters was read at the same
 * snapshot, by any request. A statement that is not a plain SELECT (or runs inside a transaction)
 * goes to the database; after a write the request reads the snapshot again, so it sees its own
 * writes. Outside a request (CLI, migrations, tests' own handles) nothing is cached.
 *
 * Exact: a result is kept under the snapshot read before the statement ran. If another transaction
 * committed in between, the result is newer than its key, but that key is never read again: every
 * later request reads a later snapshot.
 */
import {
  CompiledQuery,
  PostgresDialect,
  type PostgresDialectConfig,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { READ_CACHE_LIMITS, ReadCache, type ReadCacheLimits } from './read-cache.js';
import type { AnswerStore } from './answer-store.js';
import { requestReads, type RequestReads } from './request-reads.js';

const SNAPSHOT = CompiledQuery.raw('select pg_current_snapshot()::text as snapshot');

/**
 * Short stand-ins for statement texts in the cache's keys (a short key hashes faster than a whole
 * text on every read), each unique to its text. Bounded: texts beyond MAX_TAGS are keyed by their
 * text, which stays exact.
 */
const MAX_TAGS = 1_000;
const tags = new Map<string, string>();

function tagOf(text: string): string | undefined {
  let tag = tags.get(text);
  if (tag === undefined && tags.size < MAX_TAGS) tags.set(text, (tag = `\u0001${tags.size.toString(36)}`));
  return tag;
}

/** Plain reads: a SELECT built by Kysely, or raw SQL that starts with SELECT and calls no pg_ or sequence function. */
function isPlainRead(compiled: CompiledQuery): boolean {
  if (compiled.query.kind === 'SelectQueryNode') return true;
  if (compiled.query.kind !== 'RawNode') return false;
  return /^\s*select\b/i.test(compiled.sql) && !/\b(pg_\w+|nextval|setval|currval|now|random|clock_timestamp|set_config)\s*\(/i.test(compiled.sql);
}

/**
 * Snapshot reads shared between requests: a request needs a snapshot read that began after it
 * did, and any such read will do. So while one read is under way, every request that asks waits for
 * the next one, which starts when it ends; one round trip answers them all.
 */
export class SnapshotReads {
  #running: Promise<string> | undefined;
  #next: Promise<string> | undefined;

  /** The result of a snapshot read that begins now or later (never one already under way). */
  fresh(read: () => Promise<string>): Promise<string> {
    if (this.#next) return this.#next;
    const running = this.#running;
    if (!running) return this.#start(read);
    const settled = () => undefined;
    this.#next = running.then(settled, settled).then(() => {
      this.#next = undefined;
      return this.#start(read);
    });
    return this.#next;
  }

  #start(read: () => Promise<string>): Promise<string> {
    const p = read();
    this.#running = p;
    const done = () => {
      if (this.#running === p) this.#running = undefined;
    };
    p.then(done, done);
    return p;
  }
}

/** The cache every connection of a driver shares, and the snapshot its kept entries belong to. */
class SharedCache {
  snapshot = '';
  readonly reads: ReadCache;
  readonly snapshots = new SnapshotReads();

  constructor(limits: ReadCacheLimits) {
    this.reads = new ReadCache(() => this.snapshot, limits);
  }

  /**
   * The snapshot this request reads at (read once per request, shared with requests asking at the
   * same time; forgotten if the read fails), made the cache's current one.
   */
  async enter(scope: RequestReads, read: () => Promise<string>): Promise<string> {
    scope.snapshot ??= this.snapshots.fresh(read);
    try {
      this.snapshot = await scope.snapshot;
    } catch (err) {
      scope.snapshot = undefined;
      throw err;
    }
    return this.snapshot;
  }
}

class CachingConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly cache: SharedCache,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const scope = requestReads();
    // Nothing kept (READ_CACHE=off): no snapshot to read either.
    if (!scope || this.inTransaction || !this.cache.reads.keepsRows) return this.inner.executeQuery<R>(compiled);
    if (!isPlainRead(compiled)) {
      try {
        return await this.inner.executeQuery<R>(compiled);
      } finally {
        scope.snapshot = undefined;
        this.cache.reads.invalidate();
      }
    }
    const key = ReadCache.keyOf(compiled.sql, compiled.parameters, tagOf(compiled.sql));
    if (key === null) return this.inner.executeQuery<R>(compiled);
    const snapshot = await this.cache.enter(scope, () =>
      this.inner.executeQuery<{ snapshot: string }>(SNAPSHOT).then((r) => String(r.rows[0]?.snapshot)),
    );
    const kept = this.cache.reads.get(key);
    if (kept) return { rows: kept as R[] };
    const result = await this.inner.executeQuery<R>(compiled);
    this.cache.snapshot = snapshot;
    return { ...result, rows: this.cache.reads.set(key, result.rows as unknown[]) as R[] };
  }

  streamQuery<R>(compiled: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiled, chunkSize);
  }
}

class CachingDriver implements Driver {
  /** Whole answers (db/answer-store.ts): kept per snapshot like rows; nothing outside a request. */
  readonly answers: AnswerStore = {
    lookup: async (key) => {
      const scope = requestReads();
      if (!scope || !this.cache.reads.keepsAnswers) return null;
      await this.cache.enter(scope, () => this.readSnapshot());
      return this.cache.reads.lookupAnswer(key);
    },
    keep: (key, bytes, stamp) => {
      if (requestReads()) this.cache.reads.keepAnswer(key, bytes, stamp);
    },
  };

  private readonly cache: SharedCache;

  constructor(
    private readonly inner: Driver,
    limits: ReadCacheLimits,
  ) {
    this.cache = new SharedCache(limits);
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  /** One wrapper per pooled connection, for as long as the pool keeps it (Kysely tracks each wrapper it is given). */
  readonly #wrappers = new WeakMap<DatabaseConnection, CachingConnection>();

  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await this.inner.acquireConnection();
    let wrapper = this.#wrappers.get(inner);
    if (!wrapper) this.#wrappers.set(inner, (wrapper = new CachingConnection(inner, this.cache)));
    return wrapper;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = connection as CachingConnection;
    c.inTransaction = true;
    await this.inner.beginTransaction(c.inner, settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.endTransaction(connection, () => this.inner.commitTransaction((connection as CachingConnection).inner));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.endTransaction(connection, () => this.inner.rollbackTransaction((connection as CachingConnection).inner));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint?.((connection as CachingConnection).inner, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint?.((connection as CachingConnection).inner, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint?.((connection as CachingConnection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    const c = connection as CachingConnection;
    // Reused by the next acquire: no transaction state carries over (one whose BEGIN failed, say).
    c.inTransaction = false;
    return this.inner.releaseConnection(c.inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  /** The current snapshot, on a connection of its own (a request that asks before any statement). */
  private async readSnapshot(): Promise<string> {
    const connection = await this.inner.acquireConnection();
    try {
      return String((await connection.executeQuery<{ snapshot: string }>(SNAPSHOT)).rows[0]?.snapshot);
    } finally {
      await this.inner.releaseConnection(connection);
    }
  }

  private async endTransaction(connection: DatabaseConnection, end: () => Promise<void>): Promise<void> {
    try {
      await end();
    } finally {
      (connection as CachingConnection).inTransaction = false;
      // The transaction may have written: this request reads a new snapshot from now on.
      const scope = requestReads();
      if (scope) scope.snapshot = undefined;
      this.cache.reads.invalidate();
    }
  }
}

/** Kysely's PostgreSQL dialect with the read cache in front of its driver. */
export class CachingPostgresDialect extends PostgresDialect {
  #driver: CachingDriver | undefined;

  constructor(
    config: PostgresDialectConfig,
    private readonly limits: ReadCacheLimits = READ_CACHE_LIMITS,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    this.#driver = new CachingDriver(super.createDriver(), this.limits);
    return this.#driver;
  }

  /** The driver's answer store (db/answer-store.ts). */
  answers(): AnswerStore {
    return {
      lookup: (key) => this.#driverOrThrow().answers.lookup(key),
      keep: (key, bytes, stamp) => this.#driverOrThrow().answers.keep(key, bytes, stamp),
    };
  }

  #driverOrThrow(): CachingDriver {
    if (!this.#driver) throw new Error('answers(): the dialect has no driver yet');
    return this.#driver;
  }
}
