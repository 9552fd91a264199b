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
