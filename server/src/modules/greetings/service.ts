import type { Greeting } from '@d320b/contract';
import type { Viewer } from '../../access/privacy.js';
import type { Database } from '../../db/database.js';
import { pageWindow } from '../../lib/paging.js';
import type { IndexedGreeting } from '../members/member-index.js';
import { greetedMonthDays } from './day-match.js';
import { toGreeting } from './mappers.js';
import { greetingCards, greetingsOf, visibleGreetings, type GreetingKind } from './repository.js';

export async function greetingsPage(
  db: Database,
  viewer: Viewer,
  date: string,
  page: number,
): Promise<{ data: Greeting[]; totalCount: number }> {
  const day = await greetingsOf(db, greetedMonthDays(date));
  const greetings = visibleGreetings(day.greetings, viewer);
  const { offset, limit } = pageWindow(page);
  const cards = greetingCards(greetings.window(offset, limit), day.clubNames);
  return { data: cards.map((r) => toGreeting(r, viewer)), totalCount: greetings.total };
}

/** Every greeting of a date, for any viewer (from the member index); see greetingCounts. */
export async function greetingsOfDate(db: Database, date: string): Promise<readonly IndexedGreeting[]> {
  return (await greetingsOf(db, greetedMonthDays(date))).greetings;
}

/** Birthday and marriage-day counts of a date's greetings (greetingsOfDate) as the viewer's greetings list shows them. */
export function greetingCounts(greetings: readonly IndexedGreeting[], viewer: Viewer): Record<GreetingKind, number> {
  return visibleGreetings(greetings, viewer).counts;
}
