import { describe, expect, it } from 'vitest';
import { formatDayMonth, todayIn } from './district-date';

describe('todayIn', () => {
  it('uses the district calendar, not the device one', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan (01:30) in India.
    const lateUtc = new Date('2025-12-31T20:00:00Z');
    expect(todayIn('Asia/Kolkata', lateUtc)).toBe('2026-01-01');
    expect(todayIn('UTC', lateUtc)).toBe('2025-12-31');
  });
  it('defaults to Asia/Kolkata', () => {
    expect(todayIn(undefined, new Date('2024-02-28T18:31:00Z'))).toBe('2024-02-29');
  });
  it('gives the district the same day as Intl does, around every midnight of a year', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
    // 18:29:59, 18:30 and 18:30:01 UTC: the last second of a day in India, its midnight, the next.
    for (let day = 0; day < 366; day++) {
      const midnight = Date.UTC(2027, 0, 1, 18, 30) + (day - 1) * 86_400_000;
      for (const at of [midnight - 1000, midnight, midnight + 1000]) {
        expect(todayIn('Asia/Kolkata', new Date(at)), new Date(at).toISOString()).toBe(intl.format(new Date(at)));
      }
    }
  });
  it('pads month and day', () => {
    expect(todayIn('Asia/Kolkata', new Date('2025-03-04T06:00:00Z'))).toBe('2025-03-04');
  });
});

describe('formatDayMonth', () => {
  it('shows day and month', () => {
    expect(formatDayMonth('1970-02-29')).toBe('29 Feb');
    expect(formatDayMonth('1985-11-05')).toBe('05 Nov');
  });
  it('is empty for missing or odd values', () => {
    expect(formatDayMonth(null)).toBe('');
    expect(formatDayMonth('soon')).toBe('');
  });
});
