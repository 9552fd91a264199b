import { describe, expect, it } from 'vitest';
import {
  id,
  idOrAll,
  isIsoDate,
  MAX_WHOLE_NUMBER,
  MESSAGES,
  mobile10,
  normalizeMobile,
  optionalDate,
  optionalEmail,
  optionalId,
  optionalPhone,
  otp6,
  page,
  searchText,
  websiteHref,
  formatDisplayDate,
} from './fields';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('mobile10 / otp6', () => {
  it('accepts exactly 10 digits', () => {
    expect(mobile10.parse('9876543210')).toBe('9876543210');
    expect(mobile10.parse(' 9876543210 ')).toBe('9876543210');
  });
  it.each(['987654321', '98765432101', '98765abcde', '', '+919876543210'])('rejects %j with the app message', (v) => {
    expect(firstMessage(mobile10.safeParse(v))).toBe('Please enter a valid 10-digit mobile number.');
  });
  it('rejects non-strings with the app message', () => {
    expect(firstMessage(mobile10.safeParse(9876543210))).toBe(MESSAGES.mobile);
    expect(firstMessage(mobile10.safeParse(undefined))).toBe(MESSAGES.mobile);
  });
  it('otp: exactly 6 digits', () => {
    expect(otp6.parse('123456')).toBe('123456');
    for (const bad of ['12345', '1234567', 'abcdef', '']) {
      expect(firstMessage(otp6.safeParse(bad))).toBe('Please enter a valid 6-digit OTP.');
    }
  });
});

describe('normalizeMobile', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['9876543210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
  ])('%j → %j', (input, out) => expect(normalizeMobile(input)).toBe(out));
  it('leaves other values for the validator to reject', () => {
    expect(normalizeMobile('12345')).toBe('12345');
  });
});

describe('ids and pages', () => {
  it('id takes numbers and numeric strings', () => {
    expect(id.parse(7)).toBe(7);
    expect(id.parse('42')).toBe(42);
  });
  it.each([0, -1, 1.5, '', 'abc', '0', null, '1e3', '99999999999999999999'])('id rejects %j', (v) => {
    expect(firstMessage(id.safeParse(v))).toBe(MESSAGES.id);
  });
  it('optionalId maps absent/null/empty to null', () => {
    expect(optionalId.parse(undefined)).toBeNull();
    expect(optionalId.parse(null)).toBeNull();
    expect(optionalId.parse('')).toBeNull();
    expect(optionalId.parse('3')).toBe(3);
  });
  it('idOrAll maps all/empty/null to null', () => {
    for (const v of ['all', '', null, undefined]) expect(idOrAll.parse(v)).toBeNull();
    expect(idOrAll.parse('12')).toBe(12);
    expect(idOrAll.parse(12)).toBe(12);
    expect(idOrAll.safeParse('some').success).toBe(false);
  });
  it('page defaults to 1', () => {
    expect(page.parse(undefined)).toBe(1);
    expect(page.parse('3')).toBe(3);
    expect(page.parse(2)).toBe(2);
    expect(page.safeParse(0).success).toBe(false);
  });
  it('ids and pages stop at the largest 32-bit integer (the database id type)', () => {
    expect(id.parse(MAX_WHOLE_NUMBER)).toBe(2_147_483_647);
    expect(firstMessage(id.safeParse(MAX_WHOLE_NUMBER + 1))).toBe(MESSAGES.id);
    expect(firstMessage(id.safeParse('9007199254740991'))).toBe(MESSAGES.id);
    expect(page.parse(String(MAX_WHOLE_NUMBER))).toBe(MAX_WHOLE_NUMBER);
    expect(page.safeParse(MAX_WHOLE_NUMBER + 1).success).toBe(false);
  });
});

describe('dates, e-mail, phone, search', () => {
  it('isIsoDate checks the calendar', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('25-01-01')).toBe(false);
  });
  it('optionalDate', () => {
    expect(optionalDate.parse(undefined)).toBeUndefined();
    expect(optionalDate.parse('')).toBeNull();
    expect(optionalDate.parse('2025-01-05')).toBe('2025-01-05');
    expect(firstMessage(optionalDate.safeParse('2025-02-30'))).toBe(MESSAGES.date);
  });
  it('optionalEmail', () => {
    expect(optionalEmail.parse('')).toBeNull();
    expect(optionalEmail.parse(' a@b.in ')).toBe('a@b.in');
    expect(firstMessage(optionalEmail.safeParse('nope'))).toBe(MESSAGES.email);
  });
  it('optionalPhone: digits only, max 10', () => {
    expect(optionalPhone.parse('0442345678')).toBe('0442345678');
    expect(optionalPhone.parse('')).toBeNull();
    expect(optionalPhone.safeParse('044-234').success).toBe(false);
    expect(optionalPhone.safeParse('12345678901').success).toBe(false);
  });
  it('searchText defaults to empty', () => {
    expect(searchText.parse(undefined)).toBe('');
    expect(searchText.parse(null)).toBe('');
    expect(searchText.parse('  lions ')).toBe('lions');
  });
  it('websiteHref prefixes https://', () => {
    expect(websiteHref('example.com')).toBe('https://example.com');
    expect(websiteHref('http://example.com')).toBe('http://example.com');
  });
});

describe('formatDisplayDate', () => {
  it('formats YYYY-MM-DD as DD Mon YYYY', () => {
    expect(formatDisplayDate('2025-01-05')).toBe('05 Jan 2025');
    expect(formatDisplayDate('2024-12-31')).toBe('31 Dec 2024');
    expect(formatDisplayDate('garbage')).toBe('garbage');
  });
});
