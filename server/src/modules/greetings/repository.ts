import { canSee, type FieldVisibility, type Viewer } from '../../access/privacy.js';
import { cardOf, greetingLevel, greetingsOn, monthDayText, type GreetingKind, type IndexedGreeting } from '../members/member-index.js';
import type { MemberCardRow } from '../shared/member-card.js';

export type { GreetingKind };

export interface GreetingRow extends MemberCardRow {
  /** 'MM-DD' of the birthday and of the marriage day (members.birth_md / marriage_md). */
  birth_md: string | null;
  marriage_md: string | null;
  birthday_level: FieldVisibility | null;
  marriage_level: FieldVisibility | null;
  kind: GreetingKind;
}

/**
 * Every greeting of the month-days, for any viewer: active members, one per occasion (a member
 * with both has two), in list order (name, then id), birthday before marriage day. From the member
 * index (members/member-index.ts), which keeps the members of each month-day and follows each save
 * per member: exact at the database's current versions, and a save costs the members it changed.
 * With the club names of the same index, for the cards (greetingCards).
 */
export const greetingsOf = greetingsOn;

/**
 * Of `greetings`, those the viewer is greeted with: only where the viewer may see that date
 * (access/privacy.ts) — a hidden birthday is not greeted to whoever may not see it, and not
 * counted for them either. Decided per request.
 */
export function visibleGreetings(greetings: readonly IndexedGreeting[], viewer: Viewer): readonly IndexedGreeting[] {
  if (viewer.districtAdmin) return greetings;
  return greetings.filter((g) => {
    const level = greetingLevel(g);
    return (level ?? 'district') === 'district' || canSee(viewer, { id: g.member.id, clubId: g.member.clubId }, g.kind, level);
  });
}

/** Number of greetings per occasion. */
export function countByKind(greetings: readonly IndexedGreeting[]): Record<GreetingKind, number> {
  const counts = { birthday: 0, marriage: 0 };
  for (const g of greetings) counts[g.kind]++;
  return counts;
}

/**
 * The cards of one page of greetings, from the member index like the greetings themselves (photo,
 * name, club, mobile and its privacy level, the month-days and their privacy levels): no SQL.
 * `clubNames` from the same read as the greetings (greetingsOf).
 */
export function greetingCards(page: readonly IndexedGreeting[], clubNames: ReadonlyMap<number, string>): GreetingRow[] {
  return page.map((g): GreetingRow => {
    const m = g.member;
    return {
      ...cardOf(m, clubNames),
      birth_md: monthDayText(m.birth),
      marriage_md: monthDayText(m.marriage),
      birthday_level: greetingLevel({ member: m, kind: 'birthday' }),
      marriage_level: greetingLevel({ member: m, kind: 'marriage' }),
      kind: g.kind,
    };
  });
}
