import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Kysely, sql, PostgresDialect, SqliteDialect, PostgresAdapter, type SqliteDatabase } from 'kysely';
import type { Config } from '../config/index.js';
import type { DB } from './schema.js';

export type Database = Kysely<DB>;

export function createDatabase(database: Config['database']): Database {
  if (database.kind === 'postgres') {
    // Loaded only for PostgreSQL: a SQLite server's boot does not pay for the pg driver.
    const pg = createRequire(import.meta.url)('pg') as typeof import('pg');
    // int8 (count(*)) arrives as a string by default; our counts fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    return new Kysely<DB>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 10 }) }),
    });
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // ~64 MB page cache: a 100k-member district is ~90 MB and list queries are page-read bound.
  sqlite.pragma('cache_size = -65536');
  // Planner statistics: without them SQLite picks a 100,000-row scan for joins such as businesses by
  // title. `optimize` analyses only tables whose size changed a lot since the last analysis (a sampled
  // analysis, analysis_limit), so it costs ~200 ms once after a bulk load and ~1 ms on other boots.
  sqlite.pragma('analysis_limit = 1000');
  sqlite.pragma('optimize = 0x10002');
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * Kysely's SQLite driver prepares every query anew; compiling the same SQL on every request was a
 * tenth of a cheap call's time. Prepared statements are kept by SQL text (least recently used out
 * past `max`); a statement still being iterated (a streamed query) is not handed out twice.
 * SQLite re-prepares a kept statement by itself after a schema change.
 */
export function withStatementCache(sqlite: SQLite.Database, max = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      const kept = cache.get(sqlText);
      if (kept && !kept.busy) {
        cache.delete(sqlText);
        cache.set(sqlText, kept);
        return kept;
      }
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
