import { describe, expect, it } from 'vitest';
import { clubFromQuery } from './api';
import { contactSchema } from './components/edit-mobile-dialog';
import { canEditContact } from './permissions';

describe('members list', () => {
  it('reads ?id= as a club id, anything else as all clubs', () => {
    expect(clubFromQuery('12')).toBe('12');
    expect(clubFromQuery('all')).toBe('all');
    expect(clubFromQuery(null)).toBe('all');
    expect(clubFromQuery('0')).toBe('all');
    expect(clubFromQuery('x1')).toBe('all');
  });

  it('shows the edit button only for isManager 1 and selfLogin 0', () => {
    expect(canEditContact({ isManager: 1, selfLogin: 0 })).toBe(true);
    expect(canEditContact({ isManager: 1, selfLogin: 1 })).toBe(false);
    expect(canEditContact({ isManager: 0, selfLogin: 0 })).toBe(false);
  });
});

describe('Edit Mobile Number rules (docs/product.md 5.4)', () => {
  it('needs exactly 10 digits; e-mail is optional but must be valid', () => {
    expect(contactSchema.safeParse({ new_mobile: '9876543210', new_email: '' }).success).toBe(true);
    expect(contactSchema.safeParse({ new_mobile: '9876543210', new_email: 'a@b.in' }).success).toBe(true);
    expect(contactSchema.safeParse({ new_mobile: '', new_email: '' }).success).toBe(false);
    expect(contactSchema.safeParse({ new_mobile: '987654321', new_email: '' }).success).toBe(false);
    expect(contactSchema.safeParse({ new_mobile: '98765432101', new_email: '' }).success).toBe(false);
    expect(contactSchema.safeParse({ new_mobile: '9876543210', new_email: 'not-an-email' }).success).toBe(false);
  });
});
