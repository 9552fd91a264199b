import { describe, expect, it } from 'vitest';
import { greetedMonthDays, isLeapYear, monthDayOf } from './day-match.js';

describe('greeting day matching', () => {
  it('matches an ordinary date by month and day', () => {
    expect(greetedMonthDays('2025-07-14')).toEqual(['07-14']);
    expect(greetedMonthDays('2024-12-31')).toEqual(['12-31']);
  });

  it('greets 29 February people on 28 February in non-leap years', () => {
    expect(greetedMonthDays('2025-02-28')).toEqual(['02-28', '02-29']);
    expect(greetedMonthDays('2100-02-28')).toEqual(['02-28', '02-29']);
  });

  it('keeps 28 and 29 February apart in leap years', () => {
    expect(greetedMonthDays('2024-02-28')).toEqual(['02-28']);
    expect(greetedMonthDays('2024-02-29')).toEqual(['02-29']);
    expect(greetedMonthDays('2000-02-28')).toEqual(['02-28']);
  });

  it('does not move 1 March', () => {
    expect(greetedMonthDays('2025-03-01')).toEqual(['03-01']);
  });

  it('knows the leap-year rule', () => {
    expect([1900, 2000, 2023, 2024, 2100].map(isLeapYear)).toEqual([false, true, false, true, false]);
  });

  it('derives the stored month-day from a date', () => {
    expect(monthDayOf('1980-02-29')).toBe('02-29');
    expect(monthDayOf(null)).toBeNull();
  });
});
