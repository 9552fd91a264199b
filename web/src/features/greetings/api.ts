import type { Greeting } from '@d320b/contract';
import { readOrOffline } from '@/lib/offline';
import { formatDayMonth } from '@/lib/district-date';
import type { ListPage } from '@/lib/list-session';

export type GreetingFilters = {
  /** 'YYYY-MM-DD' chosen in the date picker. */
  date: string;
};

export async function fetchGreetingsPage(page: number, filters: GreetingFilters, signal: AbortSignal): Promise<ListPage<Greeting>> {
  const res = await readOrOffline('get_greetings', { start_date: filters.date, page }, signal);
  return { items: res.data, total: res.totalCount };
}

/**
 * Badge of a greeting card: "Marriage Day on 05 Jan" or "Birthday on 05 Jan". The member's own
 * day is shown (a 29 February birthday greeted on 28 February still reads 29 Feb); the chosen
 * date stands in if the record lacks it.
 */
export function greetingBadge(g: Pick<Greeting, 'greetingType' | 'marriageDay' | 'dateOfBirth'>, chosenDate: string): string {
  const marriage = g.greetingType === 'marriage';
  const day = formatDayMonth(marriage ? g.marriageDay : g.dateOfBirth) || formatDayMonth(chosenDate);
  return `${marriage ? 'Marriage Day' : 'Birthday'} on ${day}`;
}
