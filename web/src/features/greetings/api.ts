import type { Greeting } from '@d320b/contract';
import type { ResponseOf } from '@/lib/calls';
import { formatDayMonth } from '@/lib/district-date';
import { i18n } from '@/i18n/i18n';
import type { ListPage } from '@/lib/list-session';

export type GreetingFilters = {
  /** 'YYYY-MM-DD' chosen in the date picker. */
  date: string;
};

/** The list of /greetings: get_greetings of the chosen day, a page at a time. */
export const greetingsList = {
  call: 'get_greetings',
  payload: (page: number, filters: GreetingFilters) => ({ start_date: filters.date, page }),
  toPage: (res: ResponseOf<'get_greetings'>): ListPage<Greeting> => ({ items: res.data, total: res.totalCount }),
} as const;

/**
 * Badge of a greeting card: "Marriage Day on 05 Jan" or "Birthday on 05 Jan". The member's own
 * day is shown (a 29 February birthday greeted on 28 February still reads 29 Feb); the chosen
 * date stands in if the record lacks it.
 */
export function greetingBadge(g: Pick<Greeting, 'greetingType' | 'marriageDay' | 'dateOfBirth'>, chosenDate: string): string {
  const marriage = g.greetingType === 'marriage';
  const own = marriage ? g.marriageDay : g.dateOfBirth;
  const day = dayMonth(own) || dayMonth(chosenDate);
  return marriage ? i18n._('Marriage Day on {day}', { day }) : i18n._('Birthday on {day}', { day });
}

let dayMonthFormat: { tag: string; format: Intl.DateTimeFormat } | null = null;

/** '05 Jan' in English; in Telugu and Hindi the day and the month's short name as the language writes them. */
function dayMonth(iso: string | null | undefined): string {
  const english = formatDayMonth(iso);
  if (!english || !i18n.locale || i18n.locale === 'en') return english;
  const m = /^(?:\d{4}|-)-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!m) return english;
  if (dayMonthFormat?.tag !== i18n.intl) {
    dayMonthFormat = { tag: i18n.intl, format: new Intl.DateTimeFormat(i18n.intl, { day: '2-digit', month: 'short', timeZone: 'UTC' }) };
  }
  // A leap year, so a 29 February day stays 29 February.
  return dayMonthFormat.format.format(Date.UTC(2000, Number(m[1]) - 1, Number(m[2])));
}
