/**
 * Active-member counts per club and in all: the dashboard tiles, "All Clubs (n)", the clubs list
 * and club details. Read from the member index (modules/members/member-index.ts), which is exact at
 * the database's current versions and follows each save per member, so a save costs no count over
 * every member.
 */
import type { Database } from '../../db/database.js';
import { memberIndex } from '../members/member-index.js';

export interface ActiveMemberCounts {
  /** Every active member, whatever their club. */
  total: number;
  byClub: ReadonlyMap<number, number>;
}

export async function activeMemberCounts(db: Database): Promise<ActiveMemberCounts> {
  return (await memberIndex(db)).counts;
}
