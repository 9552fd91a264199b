import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadAppMessages } from '@/i18n/i18n';
import { positionText, roleLabel, withYear } from './api';

describe('directory labels', () => {
  afterEach(async () => {
    await activateLocale('en');
    await loadAppMessages();
  });

  it('shows "Region CMan" as "Region Chairman"', () => {
    expect(roleLabel('Region CMan')).toBe('Region Chairman');
    expect(roleLabel('Region Secretary')).toBe('Region Secretary');
  });
  it('puts the year in brackets when known', () => {
    expect(withYear('ELLI', '2021')).toBe('ELLI (2021)');
    expect(withYear('PMJF', null)).toBe('PMJF');
  });
  it('says the District Governor team’s titles in the member’s language, other positions as written', async () => {
    expect(positionText('First Vice District Governor')).toBe('First Vice District Governor');
    await activateLocale('te');
    await loadAppMessages();
    expect(positionText('District Governor')).toBe('డిస్ట్రిక్ట్ గవర్నర్');
    expect(positionText('Cabinet Secretary')).toBe('Cabinet Secretary');
  });
});
