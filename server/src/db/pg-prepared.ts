/**
 * Named statements on PostgreSQL (decision 135). node-postgres sends every statement unnamed, so
 * PostgreSQL parses and analyses its text again on every call. Texts that recur (the app's own
 * statements; Kysely compiles values as parameters, so a statement's text is the same on every
 * call) are given a name after a few calls: each connection then parses them once and only binds
 * values. PostgreSQL still plans each call with its values where a generic plan would be worse
 * (its default plan_cache_mode).
 *
 * Bounded: at most MAX_NAMED texts get a name, and only after SEEN_BEFORE_NAMING calls, so texts
 * made per request (lists of ids of varying length) do not fill it. Texts that select every column
 * stay unnamed (see ALL_COLUMNS). A statement whose prepared form no longer fits the schema anyway
 * (a column's type changed under a running server: "cached plan must not change result type") runs
 * unnamed from then on.
 */
import type { PoolClient, QueryResult } from 'pg';

const MAX_NAMED = 500;
const SEEN_BEFORE_NAMING = 3;
const MAX_COUNTED = 5_000;

/**
 * `select *` (or `t.*`, `returning *`): a column added to the table changes what a prepared form
 * answers, which PostgreSQL refuses ("cached plan must not change result type") — and inside a
 * transaction that refusal cannot be retried. Such texts stay unnamed; they are few and rare.
 */
const ALL_COLUMNS = /(\bselect\s+|\breturning\s+|,\s*|\.)\*/i;

const names = new Map<string, string>();
const seen = new Map<string, number>();
const unnamed = new Set<string>();
let next = 0;

/** The statement name of `text`, once it has been seen often enough; undefined to send it unnamed. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || unnamed.has(text)) return known;
  if (names.size >= MAX_NAMED || !/^\s*(select|insert|update|delete|with)\b/i.test(text) || ALL_COLUMNS.test(text)) return undefined;
  const calls = (seen.get(text) ?? 0) + 1;
  if (calls < SEEN_BEFORE_NAMING) {
    if (seen.size >= MAX_COUNTED) seen.clear();
    seen.set(text, calls);
    return undefined;
  }
  seen.delete(text);
  const name = `d320b_${(next++).toString(36)}`;
  names.set(text, name);
  return name;
}

const STALE_PLAN = 'cached plan must not change result type';

type Query = (text: unknown, values?: unknown, callback?: unknown) => Promise<QueryResult> | undefined;

/** Makes `client.query(text, values)` use named statements (see above); other calls pass through. */
export function useNamedStatements(client: PoolClient): void {
  const query = client.query.bind(client) as unknown as Query;
  const named: Query = (text, values, callback) => {
    if (typeof text !== 'string' || !Array.isArray(values) || callback !== undefined) return query(text, values, callback);
    const name = statementName(text);
    if (name === undefined) return query(text, values);
    return (query({ name, text, values }) as Promise<QueryResult>).catch((err: unknown) => {
      if (!(err instanceof Error) || !err.message.includes(STALE_PLAN)) throw err;
      names.delete(text);
      unnamed.add(text);
      return query(text, values) as Promise<QueryResult>;
    });
  };
  (client as unknown as { query: Query }).query = named;
}
