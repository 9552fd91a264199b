import { describe, expect, it } from 'vitest';
import { returnPathFrom, safeReturnPath, sessionEndedFrom } from './return-path';
import { waitFromMessage } from './use-login-flow';

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

describe('waitFromMessage', () => {
  it('reads the server wait', () => {
    expect(waitFromMessage('Please wait 23 seconds before requesting a new code.')).toBe(23_000);
    expect(waitFromMessage('Please wait 5 minutes before trying again.')).toBe(300_000);
    expect(waitFromMessage('Something else')).toBeNull();
  });
});
