import { describe, expect, it } from 'vitest';
import { returnPathFrom, safeReturnPath, sessionEndedFrom } from './return-path';
import { ApiError } from '@/lib/api-client';
import { reasonOf, retryAfterOf } from './use-login-flow';

describe('safeReturnPath', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeReturnPath('/club-details/3')).toBe('/club-details/3');
    expect(safeReturnPath('/district-event-details/7?x=1#top')).toBe('/district-event-details/7?x=1#top');
  });
  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'club-details/3', '/login', '/', '', '/a\nb', 42, null])(
    'refuses %s',
    (from) => {
      expect(safeReturnPath(from)).toBeNull();
    },
  );
  it('reads the history state of /login', () => {
    expect(returnPathFrom({ from: '/clubs' })).toBe('/clubs');
    expect(returnPathFrom(null)).toBeNull();
    expect(sessionEndedFrom({ sessionEnded: true })).toBe(true);
    expect(sessionEndedFrom({ sessionEnded: 'yes' })).toBe(false);
  });
});

describe('a refusal\'s wait and reason', () => {
  it('reads retryAfterSeconds and reason from the answer', () => {
    const refused = new ApiError(429, 'Please wait 23 seconds.', { status: false, message: 'x', retryAfterSeconds: 23, reason: 'number_cap' });
    expect(retryAfterOf(refused)).toBe(23_000);
    expect(reasonOf(refused)).toBe('number_cap');
    expect(retryAfterOf(new ApiError(422, 'x', { status: false, message: 'x' }))).toBeNull();
    expect(reasonOf(new ApiError(0, 'offline'))).toBeNull();
    expect(retryAfterOf(new Error('x'))).toBeNull();
  });
});
