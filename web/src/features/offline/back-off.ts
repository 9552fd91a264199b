/**
 * How long the offline sync waits after the server refused it for a while (429: the account's
 * sync budget or a rate limit; 503: the server is busy or being replaced). It asks again after
 * the longer of what the server said (`retryAfterSeconds`) and an exponential wait — twice the
 * sync interval after the first refusal, doubling each time, at most an hour — and after a sync
 * that went through, it is back to its interval. Other failures (offline, 401) do not count.
 */
import { isApiError } from '@/lib/api-client';

export const BACK_OFF_CAP_MS = 60 * 60_000;

export interface BackOff {
  /** Whether a sync may ask the server at `now` (ms). */
  mayRun(now: number): boolean;
  /** After a failed sync: starts or lengthens the wait when `error` is such a refusal. */
  failed(error: unknown, now: number): void;
  /** After a sync that went through (or a sign-out): no wait. */
  reset(): void;
  /** Until when it waits (ms; 0 = not waiting). */
  readonly until: number;
}

function askedMs(error: { body: unknown }): number {
  const seconds = (error.body as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

export function createBackOff(intervalMs: number, capMs = BACK_OFF_CAP_MS): BackOff {
  let refusals = 0;
  let until = 0;
  return {
    get until() {
      return until;
    },
    mayRun: (now) => now >= until,
    failed(error, now) {
      if (!isApiError(error) || (error.status !== 429 && error.status !== 503)) return;
      refusals += 1;
      const exponential = Math.min(capMs, intervalMs * 2 ** refusals);
      until = now + Math.max(exponential, askedMs(error));
    },
    reset() {
      refusals = 0;
      until = 0;
    },
  };
}
