/**
 * Per-account read limits: a person browsing never meets them, a script copying the directory
 * does. Counted per signed-in member per clock hour in a CountStore: in Redis when REDIS_URL
 * is set, so every instance counts into the same budget (decision 95); otherwise in the
 * instance's memory (a restart forgets the counts, which only helps a scraper once per restart).
 * With Redis unreachable, reads go on uncounted (redis-count-store.ts). A read
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

/** A fixed window of time: [start, start + ms). */
export interface CountWindow {
  /** Epoch milliseconds, a multiple of `ms`. */
  start: number;
  ms: number;
}

/**
 * Where the counts live: a count per key and window. Implementations keep a window's count at
 * least until the window ends (a shared store lets it expire then): in this process's memory
 * (memoryCountStore), or in Redis, shared by every instance (access/redis-count-store.ts).
 */
export interface CountStore {
  /** Adds `by` to the key's count in the window and answers the new count. */
  increment(key: string, window: CountWindow, by: number): Promise<number>;
  /** The key's count in the window (0 when none). */
  get(key: string, window: CountWindow): Promise<number>;
}

/** Counts in this process's memory (one server process; a restart forgets them). */
export function memoryCountStore(): CountStore {
  const counts = new Map<string, { end: number; n: number }>();
  let sweptAt = 0;
  const slot = (key: string, w: CountWindow) => `${key}@${w.ms}:${w.start}`;
  return {
    async increment(key, window, by) {
      // Ended windows go now and then, so the map stays the size of the current ones.
      if (window.start - sweptAt >= HOUR) {
        sweptAt = window.start;
        for (const [k, v] of counts) if (v.end <= window.start) counts.delete(k);
      }
      const k = slot(key, window);
      const entry = counts.get(k) ?? { end: window.start + window.ms, n: 0 };
      entry.n += by;
      counts.set(k, entry);
      return entry.n;
    },
    async get(key, window) {
      return counts.get(slot(key, window))?.n ?? 0;
    },
  };
}

const windowOf = (at: Date, ms: number): CountWindow => ({ start: Math.floor(at.getTime() / ms) * ms, ms });

/** `perHour` (READ_LIMIT_PER_HOUR) replaces the default of both kinds; `store`: where reads are counted. */
export function createReadLimiter(
  db: Database,
  log: FastifyBaseLogger,
  now: () => Date,
  perHour?: number,
  store: CountStore = memoryCountStore(),
) {
  /** Counts one read; throws 429 past the limit (and records the outlier). */
  async function hit(memberId: number, kind: ReadKind): Promise<void> {
    const at = now();
    const window = windowOf(at, HOUR);
    const n = await store.increment(`${memberId}:${kind}`, window, 1);
    const limit = perHour ?? READ_LIMITS[kind];
    if (n <= limit) return;
    const windowStart = new Date(window.start).toISOString();
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
