import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createRequire } from 'node:module';
import {
  CompiledQuery,
  Kysely,
  sql,
  SqliteDialect,
  PostgresAdapter,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Config } from '../config/index.js';
import type { DB } from './schema.js';
import { ReadCache, readCacheLimits, statementTag, type CacheSwitches, type ReadCacheLimits } from './read-cache.js';
import { attachAnswerStore, type AnswerStore } from './answer-store.js';
import { CachingPostgresDialect } from './pg-read-cache.js';
import { useNamedStatements } from './pg-prepared.js';
import { requestEpoch } from './request-reads.js';

export type Database = Kysely<DB>;

export interface DatabaseOptions {
  /**
   * PostgreSQL: longest a statement may run (statement_timeout, also bounds
   * lock waits) and longest a new connection may take. SQLite: longest a
   * write waits for another process's write lock.
   */
  timeoutMs?: number;
  /** One line per dropped PostgreSQL connection (the pool replaces it on next use). */
  onConnectionError?: (message: string) => void;
  /** Which kept layers run (READ_CACHE, ANSWER_CACHE); both by default. */
  caches?: CacheSwitches;
}

export const DEFAULT_DB_TIMEOUT_MS = 10_000;

export function createDatabase(database: Config['database'], options: DatabaseOptions = {}): Database {
  const timeoutMs = Math.max(1, Math.round(options.timeoutMs ?? DEFAULT_DB_TIMEOUT_MS));
  const limits = readCacheLimits(options.caches);
  const onError = options.onConnectionError ?? ((message: string) => console.warn(message));
  if (database.kind === 'postgres') {
    // Loaded only for PostgreSQL: a SQLite server's boot does not pay for the pg driver.
    const pg = createRequire(import.meta.url)('pg') as typeof import('pg');
    // int8 (count(*)) arrives as a string by default; our counts fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      connectionTimeoutMillis: timeoutMs,
      // Server side: a statement (or its lock wait) running longer is cancelled.
      statement_timeout: timeoutMs,
      // Client side: a frozen server that never answers still releases the call.
      query_timeout: timeoutMs + 2_000,
      idle_in_transaction_session_timeout: timeoutMs * 3,
      keepAlive: true,
    });
    // A restart, failover or pg_terminate_backend kills pooled connections.
    // Without these listeners the 'error' event is unhandled and ends the
    // process; with them the dead client is dropped and the pool connects a
    // new one on the next query.
    pool.on('error', (err) => onError(`PostgreSQL connection lost (${describeDbError(err)}); reconnecting on next use.`));
    pool.on('connect', (client) => {
      useNamedStatements(client);
      client.on('error', (err) => onError(`PostgreSQL connection lost (${describeDbError(err)}); reconnecting on next use.`));
    });
    // Reads of an HTTP request answered per database snapshot (db/pg-read-cache.ts).
    const dialect = new CachingPostgresDialect({ pool }, limits);
    const db = new Kysely<DB>({ dialect });
    attachAnswerStore(db, dialect.answers());
    return db;
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // better-sqlite3 is synchronous: SQLite's own busy wait would freeze the
  // event loop (every request, /health included). Wait only a few ms inside
  // SQLite, and retry off the event loop (see BusyRetrySqliteDriver).
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_SPIN_MS}`);
  sqlite.pragma('synchronous = NORMAL');
  // ~64 MB page cache: a 100k-member district is ~90 MB and list queries are page-read bound.
  sqlite.pragma('cache_size = -65536');
  // Planner statistics: without them SQLite picks a 100,000-row scan for joins such as businesses by
  // title. `optimize` analyses only tables whose size changed a lot since the last analysis (a sampled
  // analysis, analysis_limit), so it costs ~200 ms once after a bulk load and ~1 ms on other boots.
  sqlite.pragma('analysis_limit = 1000');
  sqlite.pragma('optimize = 0x10002');
  const dialect = new BusyRetrySqliteDialect(sqlite, timeoutMs, limits);
  const db = new Kysely<DB>({ dialect });
  attachAnswerStore(db, dialect.answers());
  return db;
}

/** Short enough that a blocked statement never holds the event loop noticeably. */
const SQLITE_BUSY_SPIN_MS = 5;

function isSqliteBusy(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Kysely's SQLite driver, except: transactions start with BEGIN IMMEDIATE
 * (the write lock is taken up front, so a busy lock shows at BEGIN, where a
 * retry is safe), and a statement or BEGIN that finds the database locked by
 * another process releases the connection, waits with a timer (doubling,
 * 5 ms → 200 ms) and tries again until `maxWaitMs`, then fails with
 * SQLITE_BUSY (answered 503). Reads and /health keep running meanwhile: in
 * WAL mode they never wait for a writer.
 */
class BusyRetrySqliteDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly maxWaitMs: number,
    private readonly limits: ReadCacheLimits,
  ) {
    super({ database: sqlite });
  }

  #driver: BusyRetrySqliteDriver | undefined;

  override createDriver(): Driver {
    this.#driver = new BusyRetrySqliteDriver(this.sqlite, this.maxWaitMs, this.limits);
    return this.#driver;
  }

  /** Whole answers kept beside the read cache's rows (db/answer-store.ts); none inside a transaction. */
  answers(): AnswerStore {
    const connection = () => {
      if (!this.#driver) throw new Error('answers(): the dialect has no driver yet');
      return this.#driver.connection;
    };
    return {
      lookup: (key) => {
        const c = connection();
        return c.inTransaction || this.sqlite.inTransaction ? null : c.readCache.lookupAnswer(key);
      },
      keep: (key, bytes, stamp) => {
        const c = connection();
        if (!c.inTransaction && !this.sqlite.inTransaction) c.readCache.keepAnswer(key, bytes, stamp);
      },
    };
  }
}

class BusyRetrySqliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #connection: RetryingConnection;

  constructor(
    private readonly sqlite: SQLite.Database,
    maxWaitMs: number,
    limits: ReadCacheLimits,
  ) {
    this.#connection = new RetryingConnection(sqlite, this.#mutex, maxWaitMs, limits);
  }

  get connection(): RetryingConnection {
    return this.#connection;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(): Promise<void> {
    await this.#connection.begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('commit'));
    } finally {
      this.#connection.inTransaction = this.sqlite.inTransaction;
      this.#connection.readCache.invalidate();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('rollback'));
    } finally {
      this.#connection.inTransaction = this.sqlite.inTransaction;
      this.#connection.readCache.invalidate();
    }
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    this.sqlite.close();
  }
}

class RetryingConnection implements DatabaseConnection {
  inTransaction = false;
  /** Prepared statements kept by SQL text (see withStatementCache). */
  private readonly statements: StatementCache;

  /** Answers of read-only statements while nothing changed (db/read-cache.ts). */
  readonly readCache: ReadCache;

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly mutex: Mutex,
    private readonly maxWaitMs: number,
    limits: ReadCacheLimits,
  ) {
    this.statements = withStatementCache(sqlite);
    // What other connections committed: read again once a new HTTP request began (db/request-reads.ts).
    const dataVersion = sqlite.prepare('pragma data_version').pluck();
    const readVersion = () => Number(dataVersion.get());
    let readAt: number | null = null;
    let version = 0;
    this.readCache = new ReadCache(() => {
      const epoch = requestEpoch();
      if (epoch === null) return readVersion();
      if (epoch !== readAt) {
        version = readVersion();
        readAt = epoch;
      }
      return version;
    }, limits);
  }

  private run(compiled: CompiledQuery): QueryResult<unknown> {
    const stmt = this.statements.prepare(compiled.sql);
    const params = compiled.parameters as unknown[];
    if (!stmt.readonly) {
      // Whatever happens to it, a write ends every kept answer (before and after: it may throw half-way).
      this.readCache.invalidate();
      try {
        return this.write(stmt, params);
      } finally {
        this.readCache.invalidate();
      }
    }
    if (!stmt.reader) return this.write(stmt, params);
    const key = this.inTransaction || this.sqlite.inTransaction ? null : ReadCache.keyOf(compiled.sql, params, statementTag(stmt));
    if (key === null) return { rows: stmt.all(params) };
    const kept = this.readCache.get(key);
    if (kept) return { rows: kept };
    return { rows: this.readCache.set(key, stmt.all(params)) };
  }

  private write(stmt: SQLite.Statement, params: unknown[]): QueryResult<unknown> {
    // INSERT ... RETURNING is a reader that writes.
    if (stmt.reader) return { rows: stmt.all(params) };
    const { changes, lastInsertRowid } = stmt.run(params);
    return {
      numAffectedRows: changes !== undefined && changes !== null ? BigInt(changes) : undefined,
      insertId: lastInsertRowid !== undefined && lastInsertRowid !== null ? BigInt(lastInsertRowid) : undefined,
      rows: [],
    };
  }

  /**
   * Runs `work`; on SQLITE_BUSY outside a transaction, hands the connection
   * back while a timer runs (other queries go ahead), then retakes it.
   */
  private async withRetry<T>(work: () => T): Promise<T> {
    const started = Date.now();
    let delay = 5;
    for (;;) {
      try {
        return work();
      } catch (err) {
        if (!isSqliteBusy(err) || this.inTransaction || Date.now() - started >= this.maxWaitMs) throw err;
      }
      this.mutex.unlock();
      try {
        await sleep(Math.min(delay, Math.max(1, this.maxWaitMs - (Date.now() - started))));
      } finally {
        await this.mutex.lock();
      }
      delay = Math.min(delay * 2, 200);
    }
  }

  async begin(): Promise<void> {
    await this.withRetry(() => this.sqlite.prepare('begin immediate').run());
    this.inTransaction = true;
    this.readCache.invalidate();
  }

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return this.withRetry(() => this.run(compiled)) as Promise<QueryResult<R>>;
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const stmt = this.statements.prepare(compiled.sql);
    for (const row of stmt.iterate(compiled.parameters as unknown[])) yield { rows: [row as R] };
  }
}

class Mutex {
  #promise: Promise<void> | undefined;
  #resolve: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}

/**
 * Kysely's SQLite driver prepares every query anew; compiling the same SQL on every request was a
 * tenth of a cheap call's time. Prepared statements are kept by SQL text (the first prepared out
 * past `max`); a statement still being iterated (a streamed query) is not handed out twice.
 * SQLite re-prepares a kept statement by itself after a schema change.
 */
export interface StatementCache {
  close(): void;
  prepare(sqlText: string): SQLite.Statement;
}

export function withStatementCache(sqlite: SQLite.Database, max = 500): StatementCache {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      const kept = cache.get(sqlText);
      // Kept in first-prepared order (a hit does not reorder: that cost more than the rare re-prepare).
      if (kept && !kept.busy) return kept;
      const stmt = sqlite.prepare(sqlText);
      if (!kept) {
        cache.set(sqlText, stmt);
        if (cache.size > max) cache.delete(cache.keys().next().value!);
      }
      return stmt;
    },
  };
}

/** Refreshes the planner's statistics after a bulk load (SQLite ANALYZE, sampled; PostgreSQL ANALYZE). */
export async function analyzeDatabase(db: Database): Promise<void> {
  if (isPostgres(db)) {
    await sql`ANALYZE`.execute(db);
    return;
  }
  await sql`PRAGMA analysis_limit = 1000`.execute(db);
  await sql`ANALYZE`.execute(db);
}

/** A unique index (or primary key) refused the write, on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Short, single-line reason of a driver error (no stack, no credentials). */
export function describeDbError(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown; errors?: unknown[] } | null;
  // AggregateError (IPv4 + IPv6 refused) carries its reasons in `errors`.
  const first = Array.isArray(e?.errors) && e.errors.length ? (e.errors[0] as { code?: unknown; message?: unknown }) : null;
  const code = typeof e?.code === 'string' ? e.code : typeof first?.code === 'string' ? first.code : '';
  const message = typeof e?.message === 'string' && e.message ? e.message : typeof first?.message === 'string' ? first.message : String(err);
  return (code && !message.includes(code) ? `${code}: ${message}` : message).split('\n')[0]!;
}

/**
 * Errors that mean "the database is unavailable or cannot write just now"
 * rather than "this request is wrong": answered 503 with a clear message.
 */
export function databaseUnavailableReason(err: unknown): 'busy' | 'readonly' | 'full' | 'down' | null {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : '';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
  if (code.startsWith('SQLITE_READONLY') || code === 'EROFS' || code === '25006') return 'readonly';
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === '53100' || code === 'EDQUOT') return 'full';
  if (code === 'SQLITE_IOERR' || code.startsWith('SQLITE_IOERR') || code === 'SQLITE_CANTOPEN') return 'down';
  // 57014 statement timeout / cancel, 57P01-57P03 shutdown, 08xxx connection, 53300 too many connections.
  if (code === '57014' || code.startsWith('57P') || code.startsWith('08') || code === '53300' || code === '55P03') return 'busy';
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code)) return 'down';
  if (/Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error/i.test(message)) return 'down';
  return null;
}
