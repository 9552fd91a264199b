import { canSee, type FieldVisibility, type Viewer } from '../../access/privacy.js';
import type { Database } from '../../db/database.js';
import { greetingLevel, greetingsOn, type GreetingKind, type IndexedGreeting } from '../members/member-index.js';
import { memberCardColumns, type MemberCardRow } from '../shared/member-card.js';

export type { GreetingKind };

export interface GreetingRow extends MemberCardRow {
  date_of_birth: string | null;
  marriage_day: string | null;
  birthday_level: FieldVisibility | null;
  marriage_level: FieldVisibility | null;
  kind: GreetingKind;
}

/**
 * Every greeting of the month-days, for any viewer: active members, one per occasion (a member
 * with both has two), in list order (name, then id), birthday before marriage day. From the member
 * index (members/member-index.ts), which keeps the members of each month-day and follows each save
 * per member: exact at the database's current versions, and a save costs the members it changed.
 */
export function greetingsOf(db: Database, monthDays: readonly string[]): Promise<readonly IndexedGreeting[]> {
  return greetingsOn(db, monthDays);
}

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

/** The cards of one page of greetings, read by id (a member gone since is left out). */
export async function greetingCards(db: Database, page: readonly IndexedGreeting[]): Promise<GreetingRow[]> {
  if (page.length === 0) return [];
  const ids = [...new Set(page.map((g) => g.member.id))];
  const rows = await db
    .selectFrom('members as m')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .leftJoin('member_privacy as gp', 'gp.member_id', 'm.id')
    .where('m.is_active', '=', 1)
    .where('m.id', 'in', ids)
    .select([...memberCardColumns, 'm.date_of_birth', 'm.marriage_day', 'gp.birthday as birthday_level', 'gp.marriage as marriage_level'])
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.member_id), r]));
  return page.flatMap((g) => {
    const row = byId.get(g.member.id);
    return row ? [{ ...row, kind: g.kind } as GreetingRow] : [];
  });
}
