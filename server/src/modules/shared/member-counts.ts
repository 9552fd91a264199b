/**
 * Active-member counts per club and in all: the dashboard tiles, "All Clubs (n)", the clubs list
 * and club details. One grouped pass over the partial index of active members, kept while the
 * members table's data version is unchanged (db/data-version.ts), so every figure stays exact.
 */
import { versionedCache } from '../../db/data-version.js';

export interface ActiveMemberCounts {
  /** Every active member, whatever their club. */
  total: number;
  byClub: ReadonlyMap<number, number>;
}

export const activeMemberCounts = versionedCache(['members'], async (db): Promise<ActiveMemberCounts> => {
  const rows = await db
    .selectFrom('members')
    .select(['club_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('is_active', '=', 1)
    .groupBy('club_id')
    .execute();
  const byClub = new Map<number, number>();
  let total = 0;
  for (const r of rows) {
    const n = Number(r.n);
    byClub.set(Number(r.club_id), n);
    total += n;
  }
  return { total, byClub };
});
