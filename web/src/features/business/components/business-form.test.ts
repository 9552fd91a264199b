import { describe, expect, it } from 'vitest';
import { businessSchema, SELECT_CATEGORY_MESSAGE, WEBSITE_SPACES_MESSAGE } from './business-form';

function messages(values: Record<string, string>): Record<string, string> {
  const result = businessSchema.safeParse({ brCategory: '2', brTitle: 'Rao Opticals', brDescription: 'Spectacles', brWebSiteAddr: '', ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('business form rules (docs/product.md 5.4)', () => {
  it('needs category, title and description; the website is optional', () => {
    expect(messages({})).toEqual({});
    expect(messages({ brCategory: '' }).brCategory).toBe(SELECT_CATEGORY_MESSAGE);
    expect(messages({ brTitle: '' }).brTitle).toBe('This field is required.');
    expect(messages({ brDescription: '' }).brDescription).toBe('This field is required.');
  });
  it('takes a bare domain as website (https:// is added when shown)', () => {
    expect(messages({ brWebSiteAddr: 'raoopticals.in' })).toEqual({});
    expect(messages({ brWebSiteAddr: 'rao opticals' }).brWebSiteAddr).toBe(WEBSITE_SPACES_MESSAGE);
  });
});
