/** ISO-8601 UTC timestamp, the only timestamp format stored. */
export const nowIso = (): string => new Date().toISOString();

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The last day answered per time zone, and the minute (since the epoch, UTC) it was asked in. */
const lastDays = new Map<string, { minute: number; day: string }>();

/**
 * Today's date ('YYYY-MM-DD') in the given IANA time zone. Asked on most requests: the answer is
 * reused within the same minute (a zone's offset is whole minutes, so its day changes only as a
 * UTC minute begins).
 */
export function todayIn(timeZone: string, at: Date = new Date()): string {
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const day = format.format(at);
  lastDays.set(timeZone, { minute, day });
  return day;
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

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function zoneOffsetMs(timeZone: string, at: Date): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    offsetFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(at).map((x) => [x.type, x.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a day ('YYYY-MM-DD') begins in the zone: '2026-11-25' in Asia/Kolkata → 2026-11-24T18:30:00Z. */
export function startOfDayIn(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  let at = guess - zoneOffsetMs(timeZone, new Date(guess));
  // Across a daylight-saving change the offset at the result can differ from the guess's.
  at = guess - zoneOffsetMs(timeZone, new Date(at));
  return new Date(at);
}

const whenFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as people in the zone read it: '25 Nov 2026, 6:12 pm'. */
export function formatWhenIn(timeZone: string, at: Date): string {
  let format = whenFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
    whenFormats.set(timeZone, format);
  }
  // ICU versions differ in the space before am/pm (a narrow no-break space in newer ones) and its case.
  return format.format(at).replace(/[\u202f\u00a0]/g, ' ').replace(/\b(AM|PM)\b/, (x) => x.toLowerCase());
}
