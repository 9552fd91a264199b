/** The account module's SQL: codes for a new login mobile, the switch itself, read outliers. */
import type { Database } from '../../db/database.js';

export interface ChangeCodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  expires_at: string;
  consumed_at: string | null;
}

/** Issue times of every code texted to a number since `since` (mobile-change codes and login codes), ascending. */
export async function smsTimesTo(db: Database, mobile: string, since: string): Promise<number[]> {
  const [change, login] = await Promise.all([
    db.selectFrom('mobile_change_codes').select('created_at').where('new_mobile', '=', mobile).where('created_at', '>', since).execute(),
    db.selectFrom('login_otps').select('created_at').where('mobile', '=', mobile).where('created_at', '>', since).execute(),
  ]);
  return [...change, ...login].map((r) => Date.parse(r.created_at)).sort((a, b) => a - b);
}

/** Issue times of the member's mobile-change codes since `since`, ascending. */
export async function changeCodeTimesOf(db: Database, memberId: number, since: string): Promise<number[]> {
  const rows = await db
    .selectFrom('mobile_change_codes')
    .select('created_at')
    .where('member_id', '=', memberId)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => Date.parse(r.created_at));
}

export async function insertChangeCode(
  db: Database,
  row: { memberId: number; mobile: string; codeHash: string; createdAt: string; expiresAt: string },
): Promise<number> {
  const inserted = await db
    .insertInto('mobile_change_codes')
    .values({ member_id: row.memberId, new_mobile: row.mobile, code_hash: row.codeHash, created_at: row.createdAt, expires_at: row.expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function expireChangeCode(db: Database, id: number, at: string): Promise<void> {
  await db.updateTable('mobile_change_codes').set({ expires_at: at }).where('id', '=', id).execute();
}

/** The member's newest code for that number. */
export async function latestChangeCode(db: Database, memberId: number, mobile: string): Promise<ChangeCodeRow | undefined> {
  return db
    .selectFrom('mobile_change_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at', 'consumed_at'])
    .where('member_id', '=', memberId)
    .where('new_mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts one try while fewer than `max` were made (check and increment in one statement). */
export async function reserveChangeAttempt(db: Database, id: number, max: number): Promise<boolean> {
  const res = await db
    .updateTable('mobile_change_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', max)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function consumeChangeCode(db: Database, id: number, at: string): Promise<boolean> {
  const res = await db
    .updateTable('mobile_change_codes')
    .set({ consumed_at: at })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function findOwnLogin(db: Database, memberId: number) {
  return db
    .selectFrom('members as m')
    .select(['m.id', 'm.mobile_number'])
    .where('m.id', '=', memberId)
    .where('m.is_active', '=', 1)
    .executeTakeFirst();
}

export async function readOutliersPage(db: Database, window: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('read_outliers as o')
      .innerJoin('members as m', 'm.id', 'o.member_id')
      .innerJoin('clubs as c', 'c.id', 'm.club_id')
      .select([
        'o.member_id', 'm.name', 'c.name as club_name', 'o.kind', 'o.window_start', 'o.limit_per_hour', 'o.refused',
        'o.first_refused_at', 'o.last_refused_at',
      ])
      .orderBy('o.last_refused_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    db.selectFrom('read_outliers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The app language the member chose, or null. */
export async function languageOf(db: Database, memberId: number): Promise<'en' | 'te' | 'hi' | null> {
  const row = await db.selectFrom('member_language').select('language').where('member_id', '=', memberId).executeTakeFirst();
  return row?.language ?? null;
}

/** Keeps the member's app language. */
export async function saveLanguage(db: Database, memberId: number, language: 'en' | 'te' | 'hi', at: string): Promise<void> {
  await db
    .insertInto('member_language')
    .values({ member_id: memberId, language, updated_at: at })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ language, updated_at: at }))
    .execute();
}
