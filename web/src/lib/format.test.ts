import { describe, expect, it } from 'vitest';
import { formatDate, orNA } from './format';

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
