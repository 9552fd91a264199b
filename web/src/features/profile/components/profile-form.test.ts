import { describe, expect, it } from 'vitest';
import { FUTURE_DATE_MESSAGE, profileSchema, type ProfileValues } from './profile-form';

const valid: ProfileValues = {
  memName: 'Asha Rao',
  mobileNumber: '9876500001',
  phoneNumber: '',
  emailAddress: '',
  profession: '',
  dateOfBirth: '',
  marriageDay: '',
  spouse: '',
  websiteAddress: '',
  postalAddress: '',
  positionsheld: '',
  aboutMe: '',
};

function messages(values: Partial<ProfileValues>): Record<string, string> {
  const result = profileSchema('2025-06-01').safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('profile form rules (docs/product.md 5.4)', () => {
  it('accepts a member with only name and mobile, empty optional fields meaning "cleared"', () => {
    expect(messages({})).toEqual({});
  });
  it('requires the name', () => {
    expect(messages({ memName: '  ' }).memName).toBe('This field is required.');
  });
  it('wants exactly 10 digits for the mobile, with the documented message', () => {
    expect(messages({ mobileNumber: '98765' }).mobileNumber).toBe('Please enter a valid 10-digit mobile number.');
    expect(messages({ mobileNumber: '98765000012' }).mobileNumber).toBe('Please enter a valid 10-digit mobile number.');
    expect(messages({ mobileNumber: '' }).mobileNumber).toBe('Please enter a valid 10-digit mobile number.');
  });
  it('allows a phone of up to 10 digits only', () => {
    expect(messages({ phoneNumber: '0402345678' })).toEqual({});
    expect(messages({ phoneNumber: '04023456789' }).phoneNumber).toBeDefined();
    expect(messages({ phoneNumber: '040-234' }).phoneNumber).toBeDefined();
  });
  it('checks the e-mail', () => {
    expect(messages({ emailAddress: 'asha@example' }).emailAddress).toBe('Please enter a valid e-mail address.');
    expect(messages({ emailAddress: 'asha@example.in' })).toEqual({});
  });
  it('refuses dates in the future, like the server', () => {
    expect(messages({ dateOfBirth: '2025-06-02' }).dateOfBirth).toBe(FUTURE_DATE_MESSAGE);
    expect(messages({ marriageDay: '2030-01-01' }).marriageDay).toBe(FUTURE_DATE_MESSAGE);
    expect(messages({ dateOfBirth: '2025-06-01', marriageDay: '2000-02-29' })).toEqual({});
    expect(messages({ marriageDay: '2001-02-29' }).marriageDay).toBeDefined();
  });
});
