import { sql, type AliasedRawBuilder } from 'kysely';
import { isPostgres, type Database } from './database.js';
import type { DB } from './schema.js';

/**
 * `table as alias` for a FROM clause, read through `index` on SQLite (INDEXED BY): a paged list
 * stays on the index that holds its order, and a missing index is an error rather than a quiet
 * sort of every record for each page. (Before migration 0014 the order's second key was a joined
 * column and SQLite's planner did choose that sort.) PostgreSQL finds the index by itself.
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
