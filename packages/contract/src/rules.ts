/**
 * The field rules every side applies, written once and without zod, so the login screen (which
 * must not download zod) checks a number with the same rule the server's schemas use (fields.ts
 * builds `mobile10` and `otp6` from these).
 */
export const MOBILE_LENGTH = 10;
export const OTP_LENGTH = 6;
/** An Indian mobile number as stored and sent: exactly 10 digits. */
export const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_LENGTH}}$`);
/** A sign-in or proof code: exactly 6 digits. */
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
