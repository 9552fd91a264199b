import type { Greeting } from '@d320b/contract';
import type { Viewer } from '../../access/privacy.js';
import type { Database } from '../../db/database.js';
import { pageWindow } from '../../lib/paging.js';
import { greetedMonthDays } from './day-match.js';
import { toGreeting } from './mappers.js';
import { countByKind, greetingCards, visibleGreetings, type GreetingKind, type GreetingRow } from './repository.js';

export async function greetingsPage(
  db: Database,
  viewer: Viewer,
  date: string,
  page: number,
): Promise<{ data: Greeting[]; totalCount: number }> {
  const cards = visibleGreetings(await greetingCards(db, greetedMonthDays(date)), viewer);
  const { offset, limit } = pageWindow(page);
  return { data: cards.slice(offset, offset + limit).map((r) => toGreeting(r, viewer)), totalCount: cards.length };
}

/** Every greeting card of a date, for any viewer (cached per data version); see greetingCounts. */
export function greetingCardsOf(db: Database, date: string): Promise<readonly GreetingRow[]> {
  return greetingCards(db, greetedMonthDays(date));
}

/** Birthday and marriage-day counts of a date's cards (greetingCardsOf) as the viewer's greetings list shows them. */
export function greetingCounts(cards: readonly GreetingRow[], viewer: Viewer): Record<GreetingKind, number> {
  return countByKind(visibleGreetings(cards, viewer));
}
