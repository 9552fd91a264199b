/**
 * The one writer of member rows. Every path that creates or changes a member (own profile,
 * contact correction, login-mobile change, admin console with (de)activation, roster import,
 * demo seed) goes through here, so the derived columns are computed in one place:
 *
 * - search_text: lower-case "name clubname profession mobile" (memberSearchText, @d320b/contract member-search);
 * - birth_md / marriage_md: 'MM-DD' of date_of_birth / marriage_day (greetings);
 * - updated_at (and created_at on insert);
 * - member_name of the member's MJF / PMJF and graduate records (the lists' order).
 *
 * Call inside the caller's transaction when the write is part of a larger one (audit rows).
 * Unique mobile among active members is the caller's check (`mobileTakenByOther`); the partial
 * unique index backs it up.
 */
import type { Insertable, Updateable } from 'kysely';
import { memberSearchText } from '@d320b/contract';
import type { Database } from './database.js';
import type { Member, MembersTable } from './schema.js';

/** 'MM-DD' of a stored 'YYYY-MM-DD' date (null stays null): what birth_md / marriage_md hold. */
export function monthDayOf(date: string | null | undefined): string | null {
  return date ? date.slice(5, 10) : null;
}

/** Columns a writer may set; the derived ones are not among them. */
export type MemberFields = Omit<Insertable<MembersTable>, 'id' | 'search_text' | 'birth_md' | 'marriage_md' | 'created_at' | 'updated_at'>;
export type MemberFieldChanges = Omit<Updateable<MembersTable>, 'id' | 'search_text' | 'birth_md' | 'marriage_md' | 'created_at' | 'updated_at'>;

/** The derived columns of a full member row. */
export function derivedMemberColumns(row: {
  name: string;
  clubName: string;
  profession: string | null | undefined;
  mobile: string;
  dateOfBirth: string | null | undefined;
  marriageDay: string | null | undefined;
}): { search_text: string; birth_md: string | null; marriage_md: string | null } {
  return {
    search_text: memberSearchText({ name: row.name, clubName: row.clubName, profession: row.profession ?? null, mobile: row.mobile }),
    birth_md: monthDayOf(row.dateOfBirth),
    marriage_md: monthDayOf(row.marriageDay),
  };
}

async function clubName(db: Database, clubId: number): Promise<string | undefined> {
  const row = await db.selectFrom('clubs').select('name').where('id', '=', clubId).executeTakeFirst();
  return row?.name;
}

const stamp = (at: Date | string) => (typeof at === 'string' ? at : at.toISOString());

/** Inserts a member; answers the new id. Throws when the club does not exist. */
export async function insertMember(db: Database, fields: MemberFields, at: Date | string): Promise<number> {
  const club = await clubName(db, fields.club_id);
  if (club === undefined) throw new Error(`insertMember: no club ${fields.club_id}`);
  const when = stamp(at);
  const row = await db
    .insertInto('members')
    .values({
      ...fields,
      ...derivedMemberColumns({
        name: fields.name,
        clubName: club,
        profession: fields.profession,
        mobile: fields.mobile_number,
        dateOfBirth: fields.date_of_birth,
        marriageDay: fields.marriage_day,
      }),
      created_at: when,
      updated_at: when,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface MemberUpdateResult {
  before: Member;
  after: Member;
}

/**
 * Changes a member (undefined = unchanged); answers the row before and after, or undefined when
 * there is no such member (or it is inactive and `activeOnly` is set). Recomputes the derived
 * columns from the merged row, whichever fields changed.
 */
export async function updateMember(
  db: Database,
  memberId: number,
  changes: MemberFieldChanges,
  at: Date | string,
  options: { activeOnly?: boolean } = {},
): Promise<MemberUpdateResult | undefined> {
  let q = db.selectFrom('members').selectAll().where('id', '=', memberId);
  if (options.activeOnly) q = q.where('is_active', '=', 1);
  const before = await q.executeTakeFirst();
  if (!before) return undefined;
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as MemberFieldChanges;
  const merged = { ...before, ...defined } as Member;
  const club = await clubName(db, merged.club_id);
  if (club === undefined) throw new Error(`updateMember: no club ${merged.club_id}`);
  const derived = derivedMemberColumns({
    name: merged.name,
    clubName: club,
    profession: merged.profession,
    mobile: merged.mobile_number,
    dateOfBirth: merged.date_of_birth,
    marriageDay: merged.marriage_day,
  });
  const updatedAt = stamp(at);
  await db
    .updateTable('members')
    .set({ ...defined, ...derived, updated_at: updatedAt })
    .where('id', '=', memberId)
    .execute();
  if (merged.name !== before.name) await refreshHonourNames(db, memberId);
  return { before, after: { ...merged, ...derived, updated_at: updatedAt } };
}

/**
 * Recomputes search_text of every member of a club (after the club's name changed).
 * One statement per member keeps it portable; clubs hold tens of members.
 */
export async function refreshClubSearchText(db: Database, clubId: number): Promise<void> {
  const name = await clubName(db, clubId);
  if (name === undefined) return;
  const rows = await db.selectFrom('members').select(['id', 'name', 'profession', 'mobile_number']).where('club_id', '=', clubId).execute();
  for (const r of rows) {
    await db
      .updateTable('members')
      .set({ search_text: memberSearchText({ name: r.name, clubName: name, profession: r.profession, mobile: r.mobile_number }) })
      .where('id', '=', r.id)
      .execute();
  }
}

/**
 * Copies a member's name onto their MJF / PMJF and graduate records (`member_name`, the second key
 * of those lists' order, migration 0014).
 */
export async function refreshHonourNames(db: Database, memberId: number): Promise<void> {
  for (const table of ['mjf_records', 'graduates'] as const) {
    await db
      .updateTable(table)
      .set((eb) => ({ member_name: eb.fn.coalesce(eb.selectFrom('members as m').select('m.name').whereRef('m.id', '=', `${table}.member_id`), eb.val('')) }))
      .where('member_id', '=', memberId)
      .execute();
  }
}

/**
 * Whether another active member (not `exceptMemberId`) has this mobile number: checked before any
 * write that gives a member a number (the unique index of active numbers is the last word).
 */
export async function mobileTakenByOther(db: Database, mobile: string, exceptMemberId: number | null): Promise<boolean> {
  let q = db.selectFrom('members').select('id').where('mobile_number', '=', mobile).where('is_active', '=', 1);
  if (exceptMemberId !== null) q = q.where('id', '!=', exceptMemberId);
  return !!(await q.executeTakeFirst());
}

/**
 * Removes a member row (an import taken back before the member had any data of their own).
 * Rows that refer to the member make the database refuse it (foreign keys): callers run it where
 * that refusal is expected (roster undo, in a savepoint).
 */
export async function removeMember(db: Database, memberId: number): Promise<void> {
  await db.deleteFrom('members').where('id', '=', memberId).execute();
}
