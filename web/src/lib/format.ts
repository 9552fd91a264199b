import { i18n } from '@/i18n/runtime';
import { formatDisplayDate } from './dates';

/** A stored date as '05 Jan 2025' (see formatDisplayDate); '' when there is none. */
export function formatDate(date: string | null | undefined): string {
  return date ? formatDisplayDate(date) : '';
}

/** Spec: missing values show "N/A". */
export function orNA(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return i18n._('N/A');
  const text = String(value).trim();
  return text ? text : i18n._('N/A');
}

/** A stored 'YYYY-MM-DD' date as '05 Jan 2025', or "N/A" when there is none. */
export function dateOrNA(date: string | null | undefined): string {
  return date ? formatDisplayDate(date) : i18n._('N/A');
}

/**
 * A count with Indian digit grouping ('1,23,456'), exactly as `toLocaleString('en-IN')` writes a
 * whole number, but without Intl: the first Intl formatter a page creates costs ~15 ms (ICU loads
 * its data), ~60 ms on the phones Lighthouse models, in the middle of the home screen's render.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-IN');
  const digits = String(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  // The last three digits, then groups of two (lakh, crore).
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}
