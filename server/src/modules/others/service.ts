import type { OtherType, OtherTypeData } from '@d320b/contract';
import type { Database } from '../../db/database.js';
import { OTHER_TITLES, toOtherItems } from './mappers.js';
import { listOtherEntries } from './repository.js';

export async function otherType(db: Database, type: OtherType): Promise<{ data: OtherTypeData; title: string }> {
  const rows = await listOtherEntries(db, type);
  return { data: toOtherItems(type, rows), title: OTHER_TITLES[type] };
}
