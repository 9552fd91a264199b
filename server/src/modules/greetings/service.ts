import type { Greeting } from '@d320b/contract';
import type { Viewer } from '../../access/privacy.js';
import type { Database } from '../../db/database.js';
import { pageWindow } from '../../lib/paging.js';
import { greetedMonthDays } from './day-match.js';
import { toGreeting } from './mappers.js';
import { countGreetings, listGreetings, type GreetingKind } from './repository.js';

export async function greetingsPage(
  db: Database,
  viewer: Viewer,
  date: string,
  page: number,
): Promise<{ data: Greeting[]; totalCount: number }> {
  const monthDays = greetedMonthDays(date);
  const [rows, counts] = await Promise.all([
    listGreetings(db, viewer, monthDays, pageWindow(page)),
    countGreetings(db, viewer, monthDays),
  ]);
  return { data: rows.map((r) => toGreeting(r, viewer)), totalCount: counts.birthday + counts.marriage };
}

/** Birthday and marriage-day counts of a date as the viewer's greetings list shows them (same cards). */
export async function greetingCounts(db: Database, viewer: Viewer, date: string): Promise<Record<GreetingKind, number>> {
  return countGreetings(db, viewer, greetedMonthDays(date));
}
