/**
 * Member writes of an import, through the one member writer (db/member-writer), which computes
 * the derived columns (search_text, birth_md, marriage_md) and the time stamps.
 */
import type { Database } from '../../db/database.js';
import { insertMember, removeMember, updateMember, type MemberFieldChanges } from '../../db/member-writer.js';
import type { MemberValues } from './plan.js';

export async function insertImportedMember(
  db: Database,
  values: MemberValues & { name: string; mobile_number: string; club_id: number },
  at: string,
): Promise<number> {
  return insertMember(
    db,
    {
      club_id: values.club_id,
      name: values.name,
      mobile_number: values.mobile_number,
      membership_number: values.membership_number ?? null,
      phone_number: values.phone_number ?? null,
      email: values.email ?? null,
      date_of_birth: values.date_of_birth ?? null,
      marriage_day: values.marriage_day ?? null,
      spouse: values.spouse ?? null,
      profession: values.profession ?? null,
      postal_address: values.postal_address ?? null,
      date_of_joining: values.date_of_joining ?? null,
    },
    at,
  );
}

/** Writes the changed columns of a member (the writer recomputes the derived ones). */
export async function updateImportedMember(db: Database, memberId: number, changes: MemberFieldChanges, at: string): Promise<void> {
  await updateMember(db, memberId, changes, at);
}

export async function deactivateImportedMember(db: Database, memberId: number, at: string): Promise<void> {
  await updateMember(db, memberId, { is_active: 0 }, at);
}

/** Takes back a member an import added (undo); the database refuses it when rows refer to them. */
export async function removeImportedMember(db: Database, memberId: number): Promise<void> {
  await removeMember(db, memberId);
}
