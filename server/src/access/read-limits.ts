/**
 * Per-account read limits: a person browsing never meets them, a script copying the directory
 * does. Counted per signed-in member per clock hour in a ReadCountStore: in Redis when REDIS_URL
 * is set, so every instance counts into the same budget (decision 95); otherwise in the
 * instance's memory (a restart forgets the counts, which only helps a scraper once per restart).
 * With Redis unreachable, reads go on uncounted (browsing never stops for the counter). A read
 * past the limit answers 429 with a clear message; the first refusal of an hour is logged and
 * every refusal is counted in read_outliers (in the database, shared by every instance), which
 * district admins read through `admin/read-outliers`.
 *
 * Limits (per account per hour):
 * - member details (get_member_details): 100 full profiles. Opening a profile every 36 seconds
 *   for an hour is far beyond reading the directory by hand.
 * - member list pages (get_members, 20 cards a page): 100 pages = 2,000 cards. Scrolling or
 *   searching that much in an hour is not browsing.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
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

/** Where reads are counted: one instance's memory, or Redis shared by every instance. */
export interface ReadCountStore {
  /**
   * Adds `amount` to the count of `key` in the hour `window` (hours since the epoch) and answers
   * the new count. `ttlMs`: how much longer the window runs (a shared store may forget it then).
   */
  add(window: number, key: string, amount: number, ttlMs: number): Promise<number>;
}

/** Counts in this process (one instance): the current hour's only. */
export function memoryReadCounts(): ReadCountStore {
  let current = -1;
  const counts = new Map<string, number>();
  return {
    add: async (window, key, amount) => {
      if (window !== current) {
        current = window;
        counts.clear();
      }
      const n = (counts.get(key) ?? 0) + amount;
      counts.set(key, n);
      return n;
    },
  };
}

/** Counts in Redis, shared by every instance: one key per account, kind and hour, gone a minute after its hour. */
export function redisReadCounts(client: Redis): ReadCountStore {
  return {
    add: async (window, key, amount, ttlMs) => {
      const replies = await client
        .multi()
        .incrby(`reads:${window}:${key}`, amount)
        .pexpire(`reads:${window}:${key}`, Math.max(1, Math.round(ttlMs)) + 60_000)
        .exec();
      const [err, count] = replies?.[0] ?? [new Error('Redis answered no count'), null];
      if (err) throw err;
      return Number(count);
    },
  };
}

/**
 * `perHour` (READ_LIMIT_PER_HOUR) replaces the default of both kinds. `store`: where reads are
 * counted (memory by default). A store that fails (Redis down) lets the read through, logged at
 * most once a minute.
 */
export function createReadLimiter(
  db: Database,
  log: FastifyBaseLogger,
  now: () => Date,
  perHour?: number,
  store: ReadCountStore = memoryReadCounts(),
) {
  let warnedAt = -Infinity;

  /** Counts one read; throws 429 past the limit (and records the outlier). */
  async function hit(memberId: number, kind: ReadKind): Promise<void> {
    const at = now();
    const w = Math.floor(at.getTime() / HOUR);
    let n: number;
    try {
      n = await store.add(w, `${memberId}:${kind}`, 1, (w + 1) * HOUR - at.getTime());
    } catch (err) {
      if (Date.now() - warnedAt > 60_000) {
        warnedAt = Date.now();
        log.warn({ reason: (err as Error).message }, 'read counts unavailable: reads go on uncounted');
      }
      return;
    }
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
