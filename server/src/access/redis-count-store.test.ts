/**
 * The read counts in Redis (the machine's shared Redis, keys under a random prefix): two stores
 * (two instances) add into one count per key and window; a Redis that cannot be reached counts 0.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createSharedState, type SharedState } from '../lib/redis.js';
import { freePort, randomPrefix, sharedRedisUrl } from '../test/services.js';
import { memoryCountStore, type CountStore } from './read-limits.js';
import { redisCountStore } from './redis-count-store.js';

const HOUR = 3_600_000;
const warnings: string[] = [];
const log = { warn: (_o: unknown, msg?: string) => void warnings.push(msg ?? ''), info: () => undefined };
const opened: SharedState[] = [];
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
});

async function open(url: string, prefix: string): Promise<SharedState> {
  const state = await createSharedState({ url, prefix }, log);
  opened.push(state);
  return state;
}

describe('read counts', () => {
  it('in Redis: two instances count into one total per key and window; other keys and windows apart', async () => {
    const prefix = randomPrefix();
    const [one, two] = await Promise.all([open(sharedRedisUrl(), prefix), open(sharedRedisUrl(), prefix)]);
    expect(await one.waitConnected(30_000)).toBe(true);
    expect(await two.waitConnected(30_000)).toBe(true);
    const a = redisCountStore(one.client, log);
    const b = redisCountStore(two.client, log);
    const w = { start: 100 * HOUR, ms: HOUR };
    expect(await a.increment('7:member_details', w, 1)).toBe(1);
    expect(await b.increment('7:member_details', w, 1)).toBe(2);
    expect(await a.increment('7:member_details', w, 20)).toBe(22);
    expect(await b.get('7:member_details', w)).toBe(22);
    expect(await b.increment('7:member_list', w, 1)).toBe(1);
    expect(await a.increment('7:member_details', { start: 101 * HOUR, ms: HOUR }, 1)).toBe(1);
    expect(await a.get('8:member_details', w)).toBe(0);
    // The key expires by itself (no later than a window's length after its latest count).
    const ttl = await one.client.pttl(`counts:7:member_details@${HOUR}:${100 * HOUR}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(HOUR);
  });

  it('in memory: the same answers, one process only', async () => {
    const store: CountStore = memoryCountStore();
    const w = { start: 5 * HOUR, ms: HOUR };
    expect(await store.increment('1:member_list', w, 1)).toBe(1);
    expect(await store.increment('1:member_list', w, 2)).toBe(3);
    expect(await store.get('1:member_list', w)).toBe(3);
    expect(await store.get('1:member_list', { start: 6 * HOUR, ms: HOUR })).toBe(0);
  });

  it('Redis unreachable: counts answer 0 (reads go on), one warning', async () => {
    warnings.length = 0;
    const down = await open(`redis://127.0.0.1:${await freePort()}`, randomPrefix());
    const store = redisCountStore(down.client, log);
    const w = { start: 0, ms: HOUR };
    expect(await store.increment('1:member_details', w, 1)).toBe(0);
    expect(await store.get('1:member_details', w)).toBe(0);
    expect(warnings.filter((m) => m.startsWith('read counts unavailable'))).toHaveLength(1);
  });
});
