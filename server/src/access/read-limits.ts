/**
 * Per-account read limits: a person browsing never meets them, a script copying the directory
 * does (docs/security.md). Counted per signed-in member, per clock hour (per day for full offline
 * copies), in a `CountStore`: in memory by default, the one place to swap for a shared store when
 * several server processes answer. A read past a limit answers 429 with a plain message; the
 * first refusal of a window is logged, and every refusal is counted in read_outliers, which
 * district admins read as "Unusual Reading" (`admin/read-outliers`).
 *
 * Limits (per account):
 * - member details (get_member_details): 100 full profiles an hour. Opening a profile every 36
 *   seconds for an hour is far beyond reading the directory by hand.
 * - member list pages (get_members, list and search, 20 cards a page): 100 pages an hour.
 * - member records, every route together (profiles 1 each, list and search pages 20 each, the
 *   offline copy one per member row it sends): three full copies of the directory an hour
 *   (3 × active members), and never less than the two limits above allow together (2,100), so
 *   that a small district's members browse as before. A first offline copy is one copy.
 * - full offline copies (a new phone, a cleared browser): 4 a day, counted in the member rows of
 *   full-copy pages (4 × active members), so a copy restarted or resumed from an old cursor counts.
 */
import type { FastifyBaseLogger } from 'fastify';
import { PAGE_SIZE } from '@d320b/contract';
import type { Database } from '../db/database.js';
import { HttpError } from '../lib/errors.js';

export const READ_LIMITS = {
  member_details: 100,
  member_list: 100,
} as const;
export type ReadKind = keyof typeof READ_LIMITS;

/** Full copies of the directory's member records one account may read an hour, all routes together. */
export const COPIES_PER_HOUR = 3;
/** Full offline copies one account may start a day. */
export const FULL_COPIES_PER_DAY = 4;

/** What read_outliers and Unusual Reading call each count. */
export type OutlierKind = ReadKind | 'member_records' | 'sync_full_copies';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const READ_LIMIT_MESSAGE =
  'You have opened a great many member records in the last hour. Please wait a while and try again; if you need a full member list, ask the district office.';
export const FULL_COPY_LIMIT_MESSAGE =
  'This account has downloaded the whole directory for offline use several times today. The offline copy will be brought up to date tomorrow; everything works online meanwhile.';

/** A fixed window of time: [start, start + ms). */
export interface CountWindow {
  /** Epoch milliseconds, a multiple of `ms`. */
  start: number;
  ms: number;
}

/**
 * Where the counts live: a count per key and window. Implementations keep a window's count at
 * least until the window ends (a shared store lets it expire then).
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
      const now = window.start;
      // Ended windows go now and then, so the map stays the size of the current ones.
      if (now - sweptAt >= HOUR) {
        sweptAt = now;
        for (const [k, v] of counts) if (v.end <= now) counts.delete(k);
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

export interface ReadLimiterOptions {
  db: Database;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Where the counts live (default: this process's memory). */
  store?: CountStore;
  /** READ_LIMIT_PER_HOUR: replaces the default of member details and member list pages. */
  perHour?: number;
  /** READ_COPIES_PER_HOUR: full copies' worth of member records an hour (default COPIES_PER_HOUR). */
  copiesPerHour?: number;
  /** SYNC_FULL_COPIES_PER_DAY (default FULL_COPIES_PER_DAY). */
  fullCopiesPerDay?: number;
  /** Active members of the district: the size of one full copy. */
  copySize: () => Promise<number>;
}

const windowOf = (at: Date, ms: number): CountWindow => ({ start: Math.floor(at.getTime() / ms) * ms, ms });

export function createReadLimiter(options: ReadLimiterOptions) {
  const { db, log, now } = options;
  const store = options.store ?? memoryCountStore();
  const kindLimit = (kind: ReadKind) => options.perHour ?? READ_LIMITS[kind];
  const copiesPerHour = options.copiesPerHour ?? COPIES_PER_HOUR;
  const fullCopiesPerDay = options.fullCopiesPerDay ?? FULL_COPIES_PER_DAY;

  /** Member records an account may read an hour. */
  async function recordsPerHour(): Promise<number> {
    const floor = kindLimit('member_list') * PAGE_SIZE + kindLimit('member_details');
    return Math.max(copiesPerHour * (await options.copySize()), floor);
  }

  /** Records the refusal (read_outliers, one row per account, kind and window; the first is logged) and answers the 429. */
  async function refuse(memberId: number, kind: OutlierKind, window: CountWindow, limit: number, count: number, message: string): Promise<never> {
    const iso = now().toISOString();
    const windowStart = new Date(window.start).toISOString();
    const first = await db
      .selectFrom('read_outliers')
      .select('id')
      .where('member_id', '=', memberId)
      .where('kind', '=', kind)
      .where('window_start', '=', windowStart)
      .executeTakeFirst();
    if (!first) log.warn({ memberId, kind, limit, per: window.ms === DAY ? 'day' : 'hour', count }, 'read limit passed');
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
    // The wait until the window ends goes with the refusal (retryAfterSeconds and Retry-After), so
    // the phone's sync waits that long instead of asking again at its interval.
    throw new HttpError(429, message, Math.max(1, Math.ceil((window.start + window.ms - now().getTime()) / 1000)));
  }

  /** Counts `n` member records an account received (or is about to); 429 past the hour's budget. */
  async function takeRecords(memberId: number, n: number): Promise<void> {
    if (n <= 0) return;
    const window = windowOf(now(), HOUR);
    const count = await store.increment(`${memberId}:member_records`, window, n);
    const limit = await recordsPerHour();
    if (count > limit) await refuse(memberId, 'member_records', window, limit, count, READ_LIMIT_MESSAGE);
  }

  /** One read of a profile or a list page: its own limit, then its records. */
  async function hit(memberId: number, kind: ReadKind): Promise<void> {
    const window = windowOf(now(), HOUR);
    const count = await store.increment(`${memberId}:${kind}`, window, 1);
    const limit = kindLimit(kind);
    if (count > limit) await refuse(memberId, kind, window, limit, count, READ_LIMIT_MESSAGE);
    await takeRecords(memberId, kind === 'member_list' ? PAGE_SIZE : 1);
  }

  /**
   * Before a page of a full offline copy that carries `members` member rows: 429 when the account
   * would pass its day's full copies (their member rows, a copy resumed from an old cursor
   * included). Pages without member rows pass, so a copy whose members came in always finishes.
   */
  async function checkFullCopy(memberId: number, members: number): Promise<void> {
    if (members <= 0) return;
    const window = windowOf(now(), DAY);
    const used = await store.get(`${memberId}:sync_full_copies`, window);
    const size = Math.max(1, await options.copySize());
    if (used + members > fullCopiesPerDay * size) {
      await refuse(memberId, 'sync_full_copies', window, fullCopiesPerDay, Math.floor(used / size) + 1, FULL_COPY_LIMIT_MESSAGE);
    }
  }

  /** A full-copy page with `members` member rows was sent. */
  async function countFullCopy(memberId: number, members: number): Promise<void> {
    if (members > 0) await store.increment(`${memberId}:sync_full_copies`, windowOf(now(), DAY), members);
  }

  return { hit, takeRecords, checkFullCopy, countFullCopy };
}

export type ReadLimiter = ReturnType<typeof createReadLimiter>;

/** Whether an outlier kind is counted per day (full offline copies) rather than per hour. */
export const perDay = (kind: string): boolean => kind === 'sync_full_copies';
