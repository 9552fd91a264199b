/**
 * Member writes of an import. Derived columns (search_text, birth_md, marriage_md) follow the
 * written values exactly as every other member writer computes them.
 */
import type { Database } from '../../db/database.js';
import type { MemberValues } from './plan.js';

function searchText(parts: { name: string; clubName: string; profession: string | null; mobile: string }): string {
  return [parts.name, parts.clubName, parts.profession ?? '', parts.mobile]
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}
const md = (d: string | null | undefined) => (d ? d.slice(5, 10) : null);

export async function insertImportedMember(
  db: Database,
  values: MemberValues & { name: string; mobile_number: string; club_id: number },
  clubName: string,
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('members')
    .values({
      club_id: values.club_id,
      name: values.name,
      mobile_number: values.mobile_number,
      membership_number: values.membership_number ?? null,
      phone_number: values.phone_number ?? null,
      email: values.email ?? null,
      date_of_birth: values.date_of_birth ?? null,
      birth_md: md(values.date_of_birth),
      marriage_day: values.marriage_day ?? null,
      marriage_md: md(values.marriage_day),
      spouse: values.spouse ?? null,
      profession: values.profession ?? null,
      postal_address: values.postal_address ?? null,
      date_of_joining: values.date_of_joining ?? null,
      search_text: searchText({ name: values.name, clubName, profession: values.profession ?? null, mobile: values.mobile_number }),
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface MemberAfter {
  name: string;
  club_id: number;
  mobile_number: string;
  profession: string | null;
  date_of_birth: string | null;
  marriage_day: string | null;
}

/** Writes the changed columns of a member; `after` is the whole member after the change. */
export async function updateImportedMember(
  db: Database,
  memberId: number,
  changes: Record<string, string | number>,
  after: MemberAfter,
  clubName: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('members')
    .set({
      ...changes,
      birth_md: md(after.date_of_birth),
      marriage_md: md(after.marriage_day),
      search_text: searchText({ name: after.name, clubName, profession: after.profession, mobile: after.mobile_number }),
      updated_at: at,
    })
    .where('id', '=', memberId)
    .execute();
}

export async function deactivateImportedMember(db: Database, memberId: number, at: string): Promise<void> {
  await db.updateTable('members').set({ is_active: 0, updated_at: at }).where('id', '=', memberId).execute();
}
