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
