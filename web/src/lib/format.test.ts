import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, orNA } from './format';

describe('formatDate', () => {
  it('formats ISO dates without time-zone shifts', () => {
    expect(formatDate('2025-01-05')).toBe('05 Jan 2025');
    expect(formatDate('2024-12-31')).toBe('31 Dec 2024');
  });
  it('passes through empty and unexpected values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('orNA', () => {
  it('shows N/A for missing values', () => {
    expect(orNA(null)).toBe('N/A');
    expect(orNA('  ')).toBe('N/A');
    expect(orNA('Doctor')).toBe('Doctor');
    expect(orNA(0)).toBe('0');
  });
});

describe('formatCount', () => {
  it('groups digits as en-IN does (lakh and crore)', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(100000)).toBe('1,00,000');
    expect(formatCount(12345678)).toBe('1,23,45,678');
    expect(formatCount(-4500)).toBe('-4,500');
  });
  it('writes every whole number as toLocaleString("en-IN")', () => {
    const values = [Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    for (let digits = 1; digits <= 16; digits++) {
      const top = 10 ** digits;
      values.push(top - 1, top, top + 1, Math.floor(top / 7), -Math.floor(top / 3));
    }
    for (const value of values) expect(formatCount(value), String(value)).toBe(value.toLocaleString('en-IN'));
  });
  it('leaves fractions to Intl', () => {
    expect(formatCount(1234.5)).toBe((1234.5).toLocaleString('en-IN'));
  });
});
