/**
 * Queries built and compiled by Kysely once per database, then run with new parameter values
 * (decision 71). For the few statements every signed-in request runs: building and compiling a
 * Kysely query costs several times what SQLite takes to answer it from the read cache.
 *
 * The query is built with a sentinel in place of the argument; each run swaps the sentinel for the
 * argument in the compiled parameters. The SQL text is therefore the same on every run (one
 * prepared statement, one read-cache key shape).
 */
import type { Compilable, CompiledQuery } from 'kysely';
import type { Database } from './database.js';

export function precompiled<R, A extends string | number = string>(
  build: (db: Database, arg: A) => Compilable<R>,
): (db: Database, arg: A) => Promise<R[]> {
  const sentinel = `\u0000precompiled-argument\u0000`;
  const perDb = new WeakMap<Database, CompiledQuery<R>>();
  return async (db, arg) => {
    let compiled = perDb.get(db);
    if (!compiled) {
      // Built once with a placeholder of the argument's place (a string the caller never passes).
      compiled = build(db, sentinel as A).compile();
      if (!compiled.parameters.includes(sentinel)) throw new Error('precompiled: the query does not use its argument');
      perDb.set(db, compiled);
    }
    const parameters = compiled.parameters.map((p) => (p === sentinel ? arg : p));
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
