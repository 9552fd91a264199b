import type { Database } from '../../db/database.js';

export interface ContactRow {
  unit_name: string;
  contact_person: string;
  mobile: string | null;
  email: string | null;
  photo: string | null;
}

export async function listContacts(db: Database): Promise<ContactRow[]> {
  return db
    .selectFrom('district_contacts')
    .select(['unit_name', 'contact_person', 'mobile', 'email', 'photo'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
