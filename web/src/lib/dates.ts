import { i18n } from '@/i18n/runtime';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'YYYY-MM-DD' → 'DD Mon YYYY' (e.g. '05 Jan 2025'); anything else is returned unchanged.
 * Same output as the contract's formatDisplayDate, repeated so screens do not pull zod in.
 */
export function formatDisplayDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (m && month && i18n.locale && i18n.locale !== 'en') return localDate(i18n.intl).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return m && month ? `${m[3]} ${month} ${m[1]}` : date;
}

let dateFormat: { tag: string; format: Intl.DateTimeFormat } | null = null;

/** Telugu and Hindi: the day, the month's short name and the year as the language writes them. */
function localDate(tag: string): Intl.DateTimeFormat {
  if (dateFormat?.tag !== tag) dateFormat = { tag, format: new Intl.DateTimeFormat(tag, { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }) };
  return dateFormat.format;
}

/** "05 Jan 2025 – 07 Jan 2025", or just the start for a one-day event. */
export function dateRange(start: string, end: string | null): string {
  return end && end !== start ? `${formatDisplayDate(start)} – ${formatDisplayDate(end)}` : formatDisplayDate(start);
}

/** Adds https:// to a website lacking a scheme (docs/product.md 5.4). */
export function websiteHref(site: string): string {
  return /^https?:\/\//i.test(site) ? site : `https://${site}`;
}
