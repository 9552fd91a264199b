import { describe, expect, it } from 'vitest';
import { roleLabel, withYear } from './api';

describe('directory labels', () => {
  it('shows "Region CMan" as "Region Chairman"', () => {
    expect(roleLabel('Region CMan')).toBe('Region Chairman');
    expect(roleLabel('Region Secretary')).toBe('Region Secretary');
  });
  it('puts the year in brackets when known', () => {
    expect(withYear('ELLI', '2021')).toBe('ELLI (2021)');
    expect(withYear('PMJF', null)).toBe('PMJF');
  });
});
