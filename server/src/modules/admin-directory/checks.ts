/** Checks of the rows a district-list form refers to (SQL lives here and in the resource files). */
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { conflict, unprocessable } from '../../lib/errors.js';

export async function requireActiveMember(db: Database, memberId: unknown): Promise<void> {
  const row = await db.selectFrom('members').select('id').where('id', '=', Number(memberId)).where('is_active', '=', 1).executeTakeFirst();
  if (!row) throw unprocessable('memberId: no active member has this id');
}

/** 422 naming the field when the referenced row does not exist. */
export async function requireRow(db: Database, table: 'academic_years' | 'cabinet_years' | 'cabinet_categories' | 'regions' | 'zones' | 'clubs', id: unknown, field: string, what: string): Promise<void> {
  const row = await db.selectFrom(table).select('id').where('id', '=', Number(id)).executeTakeFirst();
  if (!row) throw unprocessable(`${field}: no ${what} has this id`);
}

type Counted = 'cabinet_years' | 'cabinet_members' | 'zones' | 'region_members' | 'zone_members' | 'businesses';

/** 409 while `table` still has rows whose `column` is `id`. */
export async function refuseWhileUsed<T extends Counted>(
  db: Database,
  table: T,
  column: string,
  id: number,
  message: (n: number) => string,
): Promise<void> {
  const row = (await db
    .selectFrom(table as keyof DB)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column as never, '=', id as never)
    .executeTakeFirstOrThrow()) as { n: number | string };
  const n = Number(row.n);
  if (n > 0) throw conflict(message(n));
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
