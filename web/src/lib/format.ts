import { formatDisplayDate } from './dates';

/** A stored date as '05 Jan 2025' (see formatDisplayDate); '' when there is none. */
export function formatDate(date: string | null | undefined): string {
  return date ? formatDisplayDate(date) : '';
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
