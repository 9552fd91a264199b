import { describe, expect, it } from 'vitest';
import { greetingFor, greetingForHour } from './greeting';

const at = (h: number, m: number) => new Date(2026, 0, 15, h, m, 0);

describe('greetingFor', () => {
  it.each([
    [0, 0, 'Good Evening'],
    [4, 59, 'Good Evening'],
    [5, 0, 'Good Morning'],
    [11, 59, 'Good Morning'],
    [12, 0, 'Good Afternoon'],
    [16, 59, 'Good Afternoon'],
    [17, 0, 'Good Evening'],
    [23, 59, 'Good Evening'],
  ] as const)('%i:%i → %s', (h, m, expected) => {
    expect(greetingFor(at(h, m))).toBe(expected);
  });

  it('covers every hour with one of the three greetings', () => {
    const seen = new Set(Array.from({ length: 24 }, (_, h) => greetingForHour(h)));
    expect([...seen].sort()).toEqual(['Good Afternoon', 'Good Evening', 'Good Morning']);
  });
});
