/** `tel:` link for a stored mobile number; 10-digit Indian mobiles get the +91 prefix (docs/product.md 2.1 and 5.5). */
export function telHref(mobile: string): string {
  const digits = mobile.replace(/[^\d+]/g, '');
  if (/^\d{10}$/.test(digits)) return `tel:+91${digits}`;
  return `tel:${digits}`;
}
