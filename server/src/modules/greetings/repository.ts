import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { PageWindow } from '../../lib/paging.js';
import { memberCardColumns, type MemberCardRow } from '../shared/member-card.js';

export type GreetingKind = 'birthday' | 'marriage';

export interface GreetingRow extends MemberCardRow {
  date_of_birth: string | null;
  marriage_day: string | null;
  kind: GreetingKind;
}

const MD_COLUMN = { birthday: 'm.birth_md', marriage: 'm.marriage_md' } as const;

function greetedMembers(db: Database, kind: GreetingKind, monthDays: string[]) {
  return db
    .selectFrom('members as m')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .where('m.is_active', '=', 1)
    .where(MD_COLUMN[kind], 'in', monthDays);
}

/**
 * Birthdays and marriage days on the given month-days (see day-match.ts),
 * one card per occasion (a member with both gets two), ordered by name.
 */
export async function listGreetings(
  db: Database,
  monthDays: string[],
  window: PageWindow,
): Promise<GreetingRow[]> {
  const part = (kind: GreetingKind) =>
    greetedMembers(db, kind, monthDays).select([
      ...memberCardColumns,
      'm.date_of_birth',
      'm.marriage_day',
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
export async function countGreetings(db: Database, monthDays: string[]): Promise<Record<GreetingKind, number>> {
  const count = async (kind: GreetingKind) => {
    const row = await greetedMembers(db, kind, monthDays)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const [birthday, marriage] = await Promise.all([count('birthday'), count('marriage')]);
  return { birthday, marriage };
}
