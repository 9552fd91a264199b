/**
 * Per-account read limits: a person browsing never meets them, a script copying the directory
 * does. Counted per signed-in member per clock hour, in memory (a restart forgets the counts,
 * which only helps a scraper once per restart). A read past the limit answers 429 with a clear
 * message; the first refusal of an hour is logged and every refusal is counted in read_outliers,
 * which district admins read through `admin/read-outliers`.
 *
 * Limits (per account per hour):
 * - member details (get_member_details): 100 full profiles. Opening a profile every 36 seconds
 *   for an hour is far beyond reading the directory by hand.
 * - member list pages (get_members, 20 cards a page): 100 pages = 2,000 cards. Scrolling or
 *   searching that much in an hour is not browsing.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { tooManyRequests } from '../lib/errors.js';

export const READ_LIMITS = {
  member_details: 100,
  member_list: 100,
} as const;
export type ReadKind = keyof typeof READ_LIMITS;

const HOUR = 60 * 60 * 1000;

export const READ_LIMIT_MESSAGE =
  'You have opened a great many member records in the last hour. Please wait a while and try again; if you need a full member list, ask the district office.';

/** `perHour` (READ_LIMIT_PER_HOUR) replaces the default of both kinds. */
export function createReadLimiter(db: Database, log: FastifyBaseLogger, now: () => Date, perHour?: number) {
  let window = -1;
  const counts = new Map<string, number>();

  /** Counts one read; throws 429 past the limit (and records the outlier). */
  async function hit(memberId: number, kind: ReadKind): Promise<void> {
    const at = now();
    const w = Math.floor(at.getTime() / HOUR);
    if (w !== window) {
      window = w;
      counts.clear();
    }
    const key = `${memberId}:${kind}`;
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    const limit = perHour ?? READ_LIMITS[kind];
    if (n <= limit) return;
    const windowStart = new Date(w * HOUR).toISOString();
    const iso = at.toISOString();
    if (n === limit + 1) log.warn({ memberId, kind, limitPerHour: limit }, 'read limit passed');
    await db
      .insertInto('read_outliers')
      .values({ member_id: memberId, kind, window_start: windowStart, limit_per_hour: limit, refused: 1, first_refused_at: iso, last_refused_at: iso })
      .onConflict((oc) =>
        oc.columns(['member_id', 'kind', 'window_start']).doUpdateSet((eb) => ({
          refused: eb('read_outliers.refused', '+', 1),
          last_refused_at: iso,
        })),
      )
      .execute();
    throw tooManyRequests(READ_LIMIT_MESSAGE);
  }

  return { hit };
}

export type ReadLimiter = ReturnType<typeof createReadLimiter>;
