import { sql } from 'kysely';
import { visibleSql, type FieldVisibility, type Viewer } from '../../access/privacy.js';
import type { Database } from '../../db/database.js';
import type { PageWindow } from '../../lib/paging.js';
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
 * Members greeted on the month-days: active, and only where the viewer may
 * see that date (access/privacy.ts) — a hidden birthday is not greeted to
 * whoever may not see it, and not counted for them either.
 */
function greetedMembers(db: Database, viewer: Viewer, kind: GreetingKind, monthDays: string[]) {
  return db
    .selectFrom('members as m')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .where('m.is_active', '=', 1)
    .where(MD_COLUMN[kind], 'in', monthDays)
    .where(visibleSql(viewer, kind));
}

/**
 * Birthdays and marriage days on the given month-days (see day-match.ts),
 * one card per occasion (a member with both gets two), ordered by name.
 */
export async function listGreetings(
  db: Database,
  viewer: Viewer,
  monthDays: string[],
  window: PageWindow,
): Promise<GreetingRow[]> {
  const part = (kind: GreetingKind) =>
    greetedMembers(db, viewer, kind, monthDays)
      .leftJoin('member_privacy as gp', 'gp.member_id', 'm.id')
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
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

/** Number of greeted members per occasion: the dashboard counts and the list total. */
export async function countGreetings(db: Database, viewer: Viewer, monthDays: string[]): Promise<Record<GreetingKind, number>> {
  const count = async (kind: GreetingKind) => {
    const row = await greetedMembers(db, viewer, kind, monthDays)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const [birthday, marriage] = await Promise.all([count('birthday'), count('marriage')]);
  return { birthday, marriage };
}
