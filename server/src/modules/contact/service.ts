import type { Contact } from '@d320b/contract';
import type { Database } from '../../db/database.js';
import { toContact } from './mappers.js';
import { listContacts } from './repository.js';

export async function districtContacts(db: Database): Promise<Contact[]> {
  return (await listContacts(db)).map(toContact);
}
