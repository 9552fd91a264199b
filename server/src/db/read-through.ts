import { sql, type AliasedRawBuilder } from 'kysely';
import { isPostgres, type Database } from './database.js';
import type { DB } from './schema.js';

/**
 * `table as alias` for a FROM clause, read through `index` on SQLite (INDEXED BY). For a paged
 * list ordered by an indexed column and then by a joined one, SQLite's planner would rather sort
 * the whole table than walk the index and sort only the rows of the first values; PostgreSQL's
 * incremental sort finds the index by itself.
 */
export function readThrough<T extends keyof DB & string, A extends string>(
  db: Database,
  table: T,
  alias: A,
  index: string,
): AliasedRawBuilder<DB[T], A> {
  const source = sql<DB[T]>`${sql.table(table)}`;
  return isPostgres(db) ? source.as<A>(sql.id(alias)) : source.as<A>(sql`${sql.id(alias)} indexed by ${sql.id(index)}`);
}
