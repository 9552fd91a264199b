import type { Database } from '../../db/database.js';

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

