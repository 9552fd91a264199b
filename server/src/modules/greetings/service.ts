import type { Greeting } from '@d320b/contract';
import type { Database } from '../../db/database.js';
import { pageWindow } from '../../lib/paging.js';
import { greetedMonthDays } from './day-match.js';
import { toGreeting } from './mappers.js';
import { countGreetings, listGreetings, type GreetingKind } from './repository.js';

export async function greetingsPage(db: Database, date: string, page: number): Promise<{ data: Greeting[]; totalCount: number }> {
  const monthDays = greetedMonthDays(date);
  const [rows, counts] = await Promise.all([
    listGreetings(db, monthDays, pageWindow(page)),
    countGreetings(db, monthDays),
  ]);
  return { data: rows.map(toGreeting), totalCount: counts.birthday + counts.marriage };
}

/** Birthday and marriage-day counts of a date; the greetings list of that date has exactly these many cards. */
export async function greetingCounts(db: Database, date: string): Promise<Record<GreetingKind, number>> {
  return countGreetings(db, greetedMonthDays(date));
}
