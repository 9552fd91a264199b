import type { Database } from '../../db/database.js';
import type { OtherType } from '../../db/schema.js';

export interface OtherEntryRow {
  heading: string;
  person_name: string | null;
  year_label: string | null;
  body: string | null;
  picture: string | null;
}

export async function listOtherEntries(db: Database, type: OtherType): Promise<OtherEntryRow[]> {
  return db
    .selectFrom('other_entries')
    .select(['heading', 'person_name', 'year_label', 'body', 'picture'])
    .where('type', '=', type)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
