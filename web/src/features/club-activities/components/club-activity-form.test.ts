import { describe, expect, it } from 'vitest';
import { activitySchema, SELECT_CLUB_MESSAGE } from './club-activity-form';

function messages(values: Record<string, string>): Record<string, string> {
  const result = activitySchema.safeParse({ clubld: '3', caTitle: 'Eye camp', caDesc: 'Free check-up', caDate: '2025-01-05', ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('club activity form rules (docs/product.md 5.4)', () => {
  it('accepts a complete activity', () => {
    expect(messages({})).toEqual({});
  });
  it('requires club, title, description and date', () => {
    expect(messages({ clubld: '' }).clubld).toBe(SELECT_CLUB_MESSAGE);
    expect(messages({ caTitle: ' ' }).caTitle).toBe('This field is required.');
    expect(messages({ caDesc: '' }).caDesc).toBe('This field is required.');
    expect(messages({ caDate: '' }).caDate).toBe('This field is required.');
  });
  it('refuses an impossible date', () => {
    expect(messages({ caDate: '2025-02-30' }).caDate).toBeDefined();
  });
});
