import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadAppMessages } from '@/i18n/i18n';
import { greetingBadge } from './api';

describe('greetingBadge', () => {
  afterEach(async () => {
    await activateLocale('en');
    await loadAppMessages();
  });

  it('names the occasion and the member’s day', () => {
    expect(greetingBadge({ greetingType: 'birthday', dateOfBirth: '--03-04', marriageDay: '--06-01' }, '2025-03-04')).toBe(
      'Birthday on 04 Mar',
    );
    expect(greetingBadge({ greetingType: 'marriage', dateOfBirth: '--03-04', marriageDay: '--06-01' }, '2025-06-01')).toBe(
      'Marriage Day on 01 Jun',
    );
  });
  it('keeps 29 February as the member’s day', () => {
    expect(greetingBadge({ greetingType: 'birthday', dateOfBirth: '--02-29', marriageDay: null }, '2025-02-28')).toBe('Birthday on 29 Feb');
  });
  it('falls back to the chosen date', () => {
    expect(greetingBadge({ greetingType: 'birthday', dateOfBirth: null, marriageDay: null }, '2025-12-25')).toBe('Birthday on 25 Dec');
  });
  it('says the occasion and the day in Telugu and Hindi', async () => {
    await activateLocale('te');
    await loadAppMessages();
    const day = new Intl.DateTimeFormat('te-IN', { day: '2-digit', month: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, 1, 29));
    expect(greetingBadge({ greetingType: 'birthday', dateOfBirth: '--02-29', marriageDay: null }, '2025-02-28')).toBe(`పుట్టినరోజు: ${day}`);
    await activateLocale('hi');
    await loadAppMessages();
    const hiDay = new Intl.DateTimeFormat('hi-IN', { day: '2-digit', month: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, 5, 1));
    expect(greetingBadge({ greetingType: 'marriage', dateOfBirth: null, marriageDay: '--06-01' }, '2025-06-01')).toBe(`विवाह दिवस: ${hiDay}`);
  });
});
