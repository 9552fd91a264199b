/** Keeps digits only and cuts to `max` (mobile inputs: digits only, max 10). */
export function digitsOnly(value: string, max?: number): string {
  const digits = value.replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}

/**
 * "Code sent to {phone}": every digit but the last 4 hidden, so a phone left
 * on a table does not reveal the full number.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 4) return digits;
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

export const MOBILE_DIGITS = 10;

/**
 * A typed, pasted or autofilled Indian mobile number → its 10 digits. Non-digits go first, then a
 * country prefix (+91, 0091) or trunk 0, and only then the cut to 10: "+91 98765 43210",
 * "0091 98765 43210" and "098765 43210" all give "9876543210" (cutting first would keep
 * "9198765").
 */
export function cleanMobileInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length === 14 && digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, MOBILE_DIGITS);
}
