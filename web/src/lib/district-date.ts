/**
 * "Today" for the district. Members open the app around the clock, and a phone's clock may be set
 * to another zone (travel, a wrong setting); greetings must follow the calendar in India, the
 * same day the server uses for its own default.
 */
import { i18n } from '@/i18n/runtime';

export const DISTRICT_TIME_ZONE = 'Asia/Kolkata';

/** India Standard Time is UTC+05:30 all year: no daylight saving since 1945. */
const DISTRICT_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * 'YYYY-MM-DD' of `now` in `timeZone`. The district's own zone is worked out from its fixed
 * offset: the first Intl date formatter a page creates costs ~25 ms while ICU loads its zone data
 * (~100 ms on the phones Lighthouse models), in the middle of the greetings screen's render.
 */
export function todayIn(timeZone: string = DISTRICT_TIME_ZONE, now: Date = new Date()): string {
  if (timeZone === DISTRICT_TIME_ZONE) return new Date(now.getTime() + DISTRICT_UTC_OFFSET_MS).toISOString().slice(0, 10);
  // en-CA formats as YYYY-MM-DD; formatToParts keeps it independent of that locale detail.
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'YYYY-MM-DD' or '--MM-DD' (day and month only, as greetings answer) → '05 Jan' (a greeting is
 * about the day, not the year).
 */
export function formatDayMonth(iso: string | null | undefined): string {
  const m = iso ? /^(?:\d{4}|-)-(\d{2})-(\d{2})/.exec(iso) : null;
  const month = m ? MONTHS[Number(m[1]) - 1] : undefined;
  // Telugu and Hindi: the day and the month's short name as the language writes them.
  if (m && month && i18n.locale && i18n.locale !== 'en') return dayMonth(i18n.intl).format(Date.UTC(2000, Number(m[1]) - 1, Number(m[2])));
  return m && month ? `${m[2]} ${month}` : '';
}

let dayMonthFormat: { tag: string; format: Intl.DateTimeFormat } | null = null;

function dayMonth(tag: string): Intl.DateTimeFormat {
  if (dayMonthFormat?.tag !== tag) dayMonthFormat = { tag, format: new Intl.DateTimeFormat(tag, { day: '2-digit', month: 'short', timeZone: 'UTC' }) };
  return dayMonthFormat.format;
}
