const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'YYYY-MM-DD' → 'DD Mon YYYY' (e.g. '05 Jan 2025'); anything else is returned unchanged.
 * Same output as the contract's formatDisplayDate, repeated so screens do not pull zod in.
 */
export function formatDisplayDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${m[3]} ${month} ${m[1]}` : date;
}

/** "05 Jan 2025 – 07 Jan 2025", or just the start for a one-day event. */
export function dateRange(start: string, end: string | null): string {
  return end && end !== start ? `${formatDisplayDate(start)} – ${formatDisplayDate(end)}` : formatDisplayDate(start);
}

/** Adds https:// to a website lacking a scheme (spec section 5). */
export function websiteHref(site: string): string {
  return /^https?:\/\//i.test(site) ? site : `https://${site}`;
}
