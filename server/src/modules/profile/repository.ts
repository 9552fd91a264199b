import type { Database } from '../../db/database.js';
import type { MembersTable } from '../../db/schema.js';
import type { Updateable } from 'kysely';

export interface EditableMemberRow {
  id: number;
  name: string;
  photo: string | null;
  profession: string | null;
  mobile_number: string;
  club_name: string;
}

export async function findEditableMember(db: Database, memberId: number): Promise<EditableMemberRow | undefined> {
  return db
    .selectFrom('members as m')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .select(['m.id', 'm.name', 'm.photo', 'm.profession', 'm.mobile_number', 'c.name as club_name'])
    .where('m.id', '=', memberId)
    .where('m.is_active', '=', 1)
    .executeTakeFirst();
}

export type MemberChanges = Omit<Updateable<MembersTable>, 'id' | 'club_id' | 'is_active' | 'created_at'>;

/** Undefined values are left unchanged. Answers whether the active member was updated. */
export async function updateMember(db: Database, memberId: number, changes: MemberChanges): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set(changes)
    .where('id', '=', memberId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
