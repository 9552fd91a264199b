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
 * A day's greetings split once per array (the member index hands out the same array until a
 * member greeted in it changes, and a new one then): how many every viewer is greeted with, per
 * occasion, and the positions of those only some viewers see (a date not shown to the district).
 * Kept as long as the index keeps the array, so a request decides only the restricted ones.
 */
interface Split {
  openCounts: Record<GreetingKind, number>;
  restricted: number[];
}
const splits = new WeakMap<readonly IndexedGreeting[], Split>();

function splitOf(greetings: readonly IndexedGreeting[]): Split {
  let split = splits.get(greetings);
  if (!split) {
    split = { openCounts: { birthday: 0, marriage: 0 }, restricted: [] };
    for (let i = 0; i < greetings.length; i++) {
      const g = greetings[i]!;
      if ((greetingLevel(g) ?? 'district') === 'district') split.openCounts[g.kind]++;
      else split.restricted.push(i);
    }
    splits.set(greetings, split);
  }
  return split;
}

/** The greetings a viewer is greeted with, out of a day's: how many (in all, per occasion) and any window of them. */
export interface VisibleGreetings {
  total: number;
  counts: Record<GreetingKind, number>;
  /** `limit` of them from `offset`, in list order. */
  window(offset: number, limit: number): readonly IndexedGreeting[];
}

/**
 * Of `greetings`, those the viewer is greeted with: only where the viewer may see that date
 * (access/privacy.ts) — a hidden birthday is not greeted to whoever may not see it, and not
 * counted for them either. Decided per request, for the restricted ones only (splitOf).
 */
export function visibleGreetings(greetings: readonly IndexedGreeting[], viewer: Viewer): VisibleGreetings {
  const { openCounts, restricted } = splitOf(greetings);
  const hidden = new Set<number>();
  const counts = { ...openCounts };
  for (const i of restricted) {
    const g = greetings[i]!;
    if (viewer.districtAdmin || canSee(viewer, { id: g.member.id, clubId: g.member.clubId }, g.kind, greetingLevel(g))) counts[g.kind]++;
    else hidden.add(i);
  }
  return {
    total: counts.birthday + counts.marriage,
    counts,
    window(offset, limit) {
      if (hidden.size === 0) return greetings.slice(offset, offset + limit);
      const out: IndexedGreeting[] = [];
      let seen = 0;
      for (let i = 0; i < greetings.length && out.length < limit; i++) {
        if (hidden.has(i)) continue;
        if (seen++ >= offset) out.push(greetings[i]!);
      }
      return out;
    },
  };
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
