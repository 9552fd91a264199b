import { formatDisplayDate } from './dates';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'YYYY-MM-DD' → '05 Jan 2025'. Parsed by hand: `new Date('2025-01-05')` is
 * UTC midnight and shows as the previous day in some time zones.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${m[3]} ${month} ${m[1]}` : iso;
}

/** Spec: missing values show "N/A". */
export function orNA(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return 'N/A';
  const text = String(value).trim();
  return text ? text : 'N/A';
}

/** A stored 'YYYY-MM-DD' date as '05 Jan 2025', or "N/A" when there is none. */
export function dateOrNA(date: string | null | undefined): string {
  return date ? formatDisplayDate(date) : 'N/A';
}
