/**
 * The read counts in Redis, shared by every instance (REDIS_URL; decision 95): one key per count
 * and window, `counts:<key>@<window ms>:<window start>`, kept for one window's length after its
 * latest count (so at least until the window ends, whatever the clocks say).
 *
 * Reads never stop for the counter: while Redis cannot be reached (or does not answer in time) a
 * count answers 0, so the read goes through uncounted; this is logged at most once a minute.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { CountStore, CountWindow } from './read-limits.js';

export function redisCountStore(client: Redis, log: Pick<FastifyBaseLogger, 'warn'>): CountStore {
  const keyOf = (key: string, w: CountWindow) => `counts:${key}@${w.ms}:${w.start}`;
  let warnedAt = -Infinity;
  const uncounted = (err: unknown): number => {
    if (Date.now() - warnedAt > 60_000) {
      warnedAt = Date.now();
      log.warn({ reason: (err as Error).message }, 'read counts unavailable (Redis): reads go on uncounted');
    }
    return 0;
  };
  return {
    async increment(key, window, by) {
      const k = keyOf(key, window);
      try {
        const replies = await client.multi().incrby(k, by).pexpire(k, window.ms).exec();
        const [err, count] = replies?.[0] ?? [new Error('Redis answered no count'), null];
        if (err) throw err;
        return Number(count);
      } catch (err) {
        return uncounted(err);
      }
    },
    async get(key, window) {
      try {
        return Number((await client.get(keyOf(key, window))) ?? 0);
      } catch (err) {
        return uncounted(err);
      }
    },
  };
}
