/** ISO-8601 UTC timestamp, the only timestamp format stored. */
export const nowIso = (): string => new Date().toISOString();

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date ('YYYY-MM-DD') in the given IANA time zone. */
export function todayIn(timeZone: string, at: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}
