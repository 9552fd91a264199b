/**
 * Login field rules (docs/product.md 5.4). The messages are the documented exact
 * wording and equal the contract's MESSAGES (checked by a test); they are
 * repeated here so the /login chunk does not pull zod and the whole contract. Shown in the
 * member's language.
 */
import { MOBILE_LENGTH, OTP_LENGTH } from '@d320b/contract/rules';
import { i18n } from '@/i18n/i18n';

export { MOBILE_LENGTH, OTP_LENGTH };
export const MOBILE_MESSAGE = /*i18n*/ 'Please enter a valid 10-digit mobile number.';
export const OTP_MESSAGE = /*i18n*/ 'Please enter a valid 6-digit OTP.';

/** One normalisation for every mobile field (components/phone-input). */
export { cleanMobileInput } from '@/lib/phone';

export function cleanOtpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** Message while typing: only when the value is neither empty nor complete. */
export function mobileError(mobile: string): string | null {
  return mobile.length !== 0 && mobile.length !== MOBILE_LENGTH ? i18n._(MOBILE_MESSAGE) : null;
}

export function otpError(otp: string): string | null {
  return otp.length !== 0 && otp.length !== OTP_LENGTH ? i18n._(OTP_MESSAGE) : null;
}
