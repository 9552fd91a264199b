/** `tel:` link for a stored mobile number; 10-digit Indian mobiles get the +91 prefix (spec section 9). */
export function telHref(mobile: string): string {
  const digits = mobile.replace(/[^\d+]/g, '');
  if (/^\d{10}$/.test(digits)) return `tel:+91${digits}`;
  return `tel:${digits}`;
}

/** Text for a value the server may leave empty (spec: missing values show "N/A"). */
export function orNA(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return 'N/A';
  const text = String(value).trim();
  return text === '' ? 'N/A' : text;
}
