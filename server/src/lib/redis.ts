/**
 * The Redis connection of an instance (REDIS_URL): the limits and counters every instance shares
 * (the API rate limits, the sign-in request limits, the per-account read counts; decision 95).
 *
 * Built to fail fast rather than wait: commands are not queued while Redis is unreachable (they
 * fail at once), a command that gets no answer fails after COMMAND_TIMEOUT_MS, and the client
 * reconnects by itself in the background. What each caller does when Redis fails is its own rule:
 * sign-in refuses with a clear 503 (it never runs without its limits), reads go on uncounted.
 * Every key lives under REDIS_PREFIX, so several districts (or test runs) can share one Redis.
 */
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** Longest a command may wait for Redis's answer before it fails (a hung Redis stalls nothing). */
export const REDIS_COMMAND_TIMEOUT_MS = 2_000;

export const REDIS_UNAVAILABLE_MESSAGE =
  'Sign-in is paused for a moment: the server cannot check its sign-in limits just now. Please try again in a few minutes.';

export interface SharedState {
  readonly client: Redis;
  /** True while the connection is up (commands are sent). */
  connected(): boolean;
  /** Resolves when the connection is up, or after `ms` (false then). */
  waitConnected(ms: number): Promise<boolean>;
  /** PING, bounded by the command timeout: for readiness. */
  ping(): Promise<{ ok: boolean; detail: string }>;
  close(): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/** ioredis is loaded only when REDIS_URL is set. */
export async function createSharedState(redis: { url: string; prefix: string }, log: Log): Promise<SharedState> {
  const { Redis } = await import('ioredis');
  const client = new Redis(redis.url, {
    keyPrefix: redis.prefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 5_000,
    // Reconnect forever, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
  // One line per change of state, not one per failed reconnect.
  let down = false;
  client.on('error', (err: Error & { code?: string }) => {
    if (down) return;
    down = true;
    log.warn({ reason: err.code ?? err.message }, 'Redis unreachable: sign-in paused, reads go on uncounted; reconnecting');
  });
  client.on('ready', () => {
    if (down) log.info('Redis reachable again');
    down = false;
  });
  const where = describeRedisUrl(redis.url);
  return {
    client,
    connected: () => client.status === 'ready',
    waitConnected: (ms) =>
      client.status === 'ready'
        ? Promise.resolve(true)
        : new Promise((resolve) => {
            const done = (ok: boolean) => {
              clearTimeout(timer);
              client.off('ready', onReady);
              resolve(ok);
            };
            const onReady = () => done(true);
            const timer = setTimeout(() => done(false), ms);
            client.once('ready', onReady);
          }),
    ping: async () => {
      try {
        await client.ping();
        return { ok: true, detail: `Redis at ${where} answering` };
      } catch (err) {
        return { ok: false, detail: `Redis at ${where} not reachable (${(err as Error).message})` };
      }
    },
    close: async () => {
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}

/** Errors of the Redis client that mean "Redis is unreachable or not answering". */
export function isRedisUnavailable(err: unknown): boolean {
  const e = err as { name?: unknown; message?: unknown; code?: unknown } | null;
  if (!e) return false;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  const message = typeof e.message === 'string' ? e.message : '';
  if (
    message === 'Command timed out' ||
    message === 'Connection is closed.' ||
    message.startsWith("Stream isn't writeable") ||
    /^(LOADING|MASTERDOWN|READONLY|BUSY)\b/.test(message)
  )
    return true;
  return ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'].includes(String(e.code ?? ''));
}

/** host:port of a Redis URL, without credentials. */
export function describeRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '6379'}`;
  } catch {
    return '(unparsable URL)';
  }
}
