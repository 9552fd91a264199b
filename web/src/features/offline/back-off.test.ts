import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { BACK_OFF_CAP_MS, createBackOff } from './back-off';

const MIN = 60_000;
const refused = (status: number, retryAfterSeconds?: number) =>
  new ApiError(status, 'Too many requests', { status: false, message: 'Too many requests', ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) });

describe('sync back-off', () => {
  it('waits longer after each refusal, doubling up to an hour, and not at all once a sync went through', () => {
    const b = createBackOff(5 * MIN);
    let now = 1_000_000;
    expect(b.mayRun(now)).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      b.failed(refused(429), now);
      waits.push(b.until - now);
      expect(b.mayRun(now + b.until - now - 1)).toBe(false);
      now = b.until;
      expect(b.mayRun(now)).toBe(true);
    }
    expect(waits).toEqual([10 * MIN, 20 * MIN, 40 * MIN, BACK_OFF_CAP_MS, BACK_OFF_CAP_MS, BACK_OFF_CAP_MS]);
    b.reset();
    expect(b.mayRun(now)).toBe(true);
    b.failed(refused(503), now);
    expect(b.until - now).toBe(10 * MIN);
  });

  it("honours the server's retryAfterSeconds when it asks for longer", () => {
    const b = createBackOff(5 * MIN);
    b.failed(refused(429, 3 * 60 * 60), 0);
    expect(b.until).toBe(3 * 60 * 60 * 1000);
    expect(b.mayRun(2 * 60 * 60 * 1000)).toBe(false);
    // A shorter wait than the back-off's own does not shorten it.
    const c = createBackOff(5 * MIN);
    c.failed(refused(429, 30), 0);
    expect(c.until).toBe(10 * MIN);
  });

  it('does not wait after failures that are not refusals (offline, signed out, a bad answer)', () => {
    const b = createBackOff(5 * MIN);
    for (const error of [new ApiError(0, 'offline'), new ApiError(401, 'signed out'), new ApiError(500, 'broken'), new TypeError('x')]) b.failed(error, 0);
    expect(b.mayRun(0)).toBe(true);
    expect(b.until).toBe(0);
  });
});
