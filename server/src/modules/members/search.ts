/**
 * Member search text and query parsing. Pure functions: the repository turns
 * the parsed terms into index lookups.
 */

/** The members.search_text value; computed by the one member writer (db/member-writer.ts). */
export { memberSearchText } from '../../db/member-writer.js';

/** More words than this add nothing but work. */
const MAX_TERMS = 6;

/**
 * Terms that must all appear in search_text (lower-case, no duplicates).
 * A query made only of digits, spaces, dashes, brackets and a leading +
 * is a phone number: its digits form one term, without a +91/91/0 prefix.
 * Anything else is split into words, so "ramesh anna nagar" finds Ramesh of
 * Anna Nagar club.
 */
export function parseMemberQuery(raw: string): string[] {
  const text = raw.trim().toLowerCase();
  if (!text) return [];
  const compact = text.replace(/[\s\-()]/g, '');
  if (/^\+?\d+$/.test(compact)) {
    let digits = compact;
    if (digits.startsWith('+91')) digits = digits.slice(3);
    else if (digits.startsWith('+')) digits = digits.slice(1);
    else if (/^91\d{10}$/.test(digits)) digits = digits.slice(2);
    else if (/^0\d{10}$/.test(digits)) digits = digits.slice(1);
    return digits ? [digits] : [];
  }
  return [...new Set(text.split(/\s+/).filter(Boolean))].slice(0, MAX_TERMS);
}
