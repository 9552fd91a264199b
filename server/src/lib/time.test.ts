import { describe, expect, it } from 'vitest';
import { todayIn } from './time.js';

describe('todayIn', () => {
  it('gives the day in the zone, across its midnight, asked minute after minute and out of order', () => {
    // Kolkata is UTC+05:30: its midnight is 18:30 UTC.
    const at = (iso: string) => new Date(iso);
    expect(todayIn('Asia/Kolkata', at('2026-11-25T18:29:59.999Z'))).toBe('2026-11-25');
    expect(todayIn('Asia/Kolkata', at('2026-11-25T18:29:00.000Z'))).toBe('2026-11-25');
    expect(todayIn('Asia/Kolkata', at('2026-11-25T18:30:00.000Z'))).toBe('2026-11-26');
    expect(todayIn('Asia/Kolkata', at('2026-11-25T18:30:59.000Z'))).toBe('2026-11-26');
    expect(todayIn('Asia/Kolkata', at('2026-11-25T18:29:30.000Z'))).toBe('2026-11-25');
    // Another zone asked in the same minute has its own day.
    expect(todayIn('America/New_York', at('2026-11-25T18:29:30.000Z'))).toBe('2026-11-25');
    expect(todayIn('Asia/Kathmandu', at('2026-11-25T18:15:00.000Z'))).toBe('2026-11-26');
    expect(todayIn('Asia/Kathmandu', at('2026-11-25T18:14:59.000Z'))).toBe('2026-11-25');
    expect(todayIn('Asia/Kolkata', at('2026-11-25T18:15:00.000Z'))).toBe('2026-11-25');
  });
});
