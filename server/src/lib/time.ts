/** ISO-8601 UTC timestamp, the only timestamp format stored. */
export const nowIso = (): string => new Date().toISOString();

/** Today's date ('YYYY-MM-DD') in the given IANA time zone. */
export function todayIn(timeZone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
