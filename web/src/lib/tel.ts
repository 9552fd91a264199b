/** `tel:` link for a stored mobile number; 10-digit Indian mobiles get the +91 prefix (docs/product.md 2.1 and 5.5). */
import { MOBILE_PATTERN } from '@d320b/contract/rules';

export function telHref(mobile: string): string {
  const digits = mobile.replace(/[^\d+]/g, '');
  if (MOBILE_PATTERN.test(digits)) return `tel:+91${digits}`;
  return `tel:${digits}`;
}
