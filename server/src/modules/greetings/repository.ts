import { sql } from 'kysely';
import { canSee, type FieldVisibility, type Viewer } from '../../access/privacy.js';
import { versionedCacheBy } from '../../db/data-version.js';
import { memberCardColumns, type MemberCardRow } from '../shared/member-card.js';

export type GreetingKind = 'birthday' | 'marriage';

export interface GreetingRow extends MemberCardRow {
  date_of_birth: string | null;
  marriage_day: string | null;
  birthday_level: FieldVisibility | null;
  marriage_level: FieldVisibility | null;
  kind: GreetingKind;
}

const MD_COLUMN = { birthday: 'm.birth_md', marriage: 'm.marriage_md' } as const;

/**
 * Every greeting card of the month-days, for any viewer: active members, one card per occasion
 * (a member with both gets two), ordered by name, id and kind, with each member's privacy levels.
 * Kept per data version of members, clubs and member_privacy (db/data-version.ts): a day has a few
 * hundred cards at 100,000 members, read once per version instead of per request.
 */
export const greetingCards = versionedCacheBy(
  ['members', 'clubs', 'member_privacy'],
  (monthDays: readonly string[]) => monthDays.join(','),
  async (db, monthDays): Promise<GreetingRow[]> => {
    const part = (kind: GreetingKind) =>
      db
        .selectFrom('members as m')
        .innerJoin('clubs as c', 'c.id', 'm.club_id')
        .leftJoin('member_privacy as gp', 'gp.member_id', 'm.id')
        .where('m.is_active', '=', 1)
        .where(MD_COLUMN[kind], 'in', [...monthDays])
        .select([
          ...memberCardColumns,
          'm.date_of_birth',
          'm.marriage_day',
          'gp.birthday as birthday_level',
          'gp.marriage as marriage_level',
          sql<GreetingKind>`${sql.lit(kind)}`.as('kind'),
        ]);
    return db
      .selectFrom(part('birthday').unionAll(part('marriage')).as('g'))
      .selectAll()
      .orderBy('g.member_name')
      .orderBy('g.member_id')
      .orderBy('g.kind')
      .execute();
  },
);

const levelOf = (r: GreetingRow) => (r.kind === 'birthday' ? r.birthday_level : r.marriage_level);
/** Cached card lists in which every date is seen by everyone (no card needs a check per viewer). */
const openToAll = new WeakMap<readonly GreetingRow[], boolean>();

/**
 * Of `cards`, those the viewer is greeted with: only where the viewer may see that date
 * (access/privacy.ts) — a hidden birthday is not greeted to whoever may not see it, and not
 * counted for them either. Decided per request over the cached cards.
 */
export function visibleGreetings(cards: readonly GreetingRow[], viewer: Viewer): readonly GreetingRow[] {
  let open = openToAll.get(cards);
  if (open === undefined) {
    open = cards.every((r) => (levelOf(r) ?? 'district') === 'district');
    openToAll.set(cards, open);
  }
  if (open || viewer.districtAdmin) return cards;
  return cards.filter((r) => canSee(viewer, { id: r.member_id, clubId: r.member_club_id }, r.kind, levelOf(r)));
}

/** Number of cards per occasion. */
export function countByKind(cards: readonly GreetingRow[]): Record<GreetingKind, number> {
  const counts = { birthday: 0, marriage: 0 };
  for (const r of cards) counts[r.kind]++;
  return counts;
}
