import type { SelectQueryBuilder } from 'kysely';
import type { PageWindow } from '../lib/paging.js';

/**
 * One page of a list and the number of rows of the whole list, read in
 * parallel. `base` holds the joins and filters only; `rows` is `base` with
 * its columns, order and any joins only the columns need (the window is
 * applied here).
 */
export async function fetchPage<DB, TB extends keyof DB, RowDB, RowTB extends keyof RowDB, R>(
  base: SelectQueryBuilder<DB, TB, object>,
  rows: SelectQueryBuilder<RowDB, RowTB, R>,
  window: PageWindow,
): Promise<{ rows: R[]; total: number }> {
  const [page, count] = await Promise.all([
    rows.limit(window.limit).offset(window.offset).execute(),
    // Kysely cannot name the selected column through generic table types; the query is plain count(*) as n.
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow() as Promise<{ n: number | string }>,
  ]);
  return { rows: page, total: Number(count.n) };
}
