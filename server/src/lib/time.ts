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

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds from `at` to the next midnight in the given IANA time zone (when "today" ends there). */
export function msUntilNextDay(timeZone: string, at: Date = new Date()): number {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    clockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  const elapsed = ((Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000 + at.getUTCMilliseconds();
  return 24 * 60 * 60 * 1000 - elapsed;
}
