import { describe, expect, it } from 'vitest';
import { greetingBadge } from './api';

describe('greetingBadge', () => {
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
});
