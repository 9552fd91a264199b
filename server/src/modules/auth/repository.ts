/** The auth module's only SQL: login codes, sessions and the signed-in member's profile. */
import { sql } from 'kysely';
import { isPostgres, type Database } from '../../db/database.js';
import { precompiled } from '../../db/precompiled.js';
import type { AuthMember } from '../../lib/call-route.js';

/**
 * The live session of a token: not revoked, its member active, not past `now` and used after
 * `idleSince` (ISO-8601 strings, compared as the columns are). The statement reads by token only,
 * so between two writes its answer comes from the read cache (db/read-cache.ts); the times are
 * checked here. The member's roles come in the same statement (one round trip on PostgreSQL):
 * every signed-in call needs them to decide what the member may see (access/privacy.ts viewerOf).
 * Compiled once (db/precompiled.ts): it runs on every signed-in request.
 */
const sessionByToken = precompiled((db, tokenHash) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select((eb) => [
      's.id as sessionId',
      'm.id as id',
      'm.club_id as clubId',
      'm.name as name',
      'm.mobile_number as mobile',
      's.expires_at as expiresAt',
      eb.fn.coalesce('s.last_used_at', 's.created_at').as('lastUsedAt'),
      eb.exists(eb.selectFrom('district_admins as da').select('da.member_id').whereRef('da.member_id', '=', 'm.id')).as('districtAdmin'),
      (isPostgres(db)
        ? sql<string | null>`(select string_agg(cast(cm.club_id as text), ',') from club_managers cm where cm.member_id = m.id)`
        : sql<string | null>`(select group_concat(cm.club_id) from club_managers cm where cm.member_id = m.id)`
      ).as('managedClubs'),
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('m.is_active', '=', 1),
);

export async function findActiveSession(
  db: Database,
  tokenHash: string,
  now: string,
  idleSince: string,
): Promise<(AuthMember & { lastUsedAt: string }) | null> {
  const [row] = await sessionByToken(db, tokenHash);
  if (!row) return null;
  const { expiresAt, lastUsedAt, districtAdmin, managedClubs, ...member } = row;
  if (!(String(expiresAt) > now) || !(String(lastUsedAt) > idleSince)) return null;
  const clubAdminOf = managedClubs ? String(managedClubs).split(',').map(Number).sort((a, b) => a - b) : [];
  return { ...member, lastUsedAt: String(lastUsedAt), roles: { districtAdmin: Boolean(Number(districtAdmin)), clubAdminOf } };
}

export async function findActiveMemberIdByMobile(db: Database, mobile: string): Promise<number | null> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('mobile_number', '=', mobile)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

/** Codes issued to a number since `since`, oldest first. */
export async function codesSince(db: Database, mobile: string, since: string): Promise<CodeRow[]> {
  return db
    .selectFrom('login_otps')
    .select(['id', 'code_hash', 'attempts', 'created_at', 'expires_at', 'consumed_at'])
    .where('mobile', '=', mobile)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Times of code requests (device bindings) from an IP since `since`, oldest first. */
export async function requestTimesByIp(db: Database, ip: string, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('login_devices')
    .select('created_at')
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.created_at);
}

export async function insertCode(
  db: Database,
  row: { mobile: string; codeHash: string; ip: string | null; createdAt: string; expiresAt: string },
): Promise<number> {
  const inserted = await db
    .insertInto('login_otps')
    .values({ mobile: row.mobile, code_hash: row.codeHash, ip: row.ip, created_at: row.createdAt, expires_at: row.expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Binds a device (its nonce's hash) to a code. */
export async function insertDevice(
  db: Database,
  row: { mobile: string; otpId: number; deviceHash: string; ip: string | null; createdAt: string },
): Promise<void> {
  await db
    .insertInto('login_devices')
    .values({ mobile: row.mobile, otp_id: row.otpId, device_hash: row.deviceHash, ip: row.ip, created_at: row.createdAt })
    .execute();
}

export interface DeviceRow {
  id: number;
  otp_id: number;
  attempts: number;
}

export async function findDevice(db: Database, mobile: string, deviceHash: string): Promise<DeviceRow | null> {
  const row = await db
    .selectFrom('login_devices')
    .select(['id', 'otp_id', 'attempts'])
    .where('device_hash', '=', deviceHash)
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  return row ?? null;
}

export async function findCode(db: Database, id: number): Promise<CodeRow | null> {
  const row = await db
    .selectFrom('login_otps')
    .select(['id', 'code_hash', 'attempts', 'created_at', 'expires_at', 'consumed_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Counts one try against the device and the code, only while the device has
 * made fewer than `deviceMax` and the code fewer than `codeMax`: check and
 * increment are one statement each, in one transaction, so parallel guesses
 * cannot exceed either limit.
 */
export async function reserveAttempt(db: Database, deviceId: number, codeId: number, deviceMax: number, codeMax: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const code = await trx
      .updateTable('login_otps')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', codeId)
      .where('attempts', '<', codeMax)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (Number(code.numUpdatedRows) !== 1) return false;
    const device = await trx
      .updateTable('login_devices')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', deviceId)
      .where('attempts', '<', deviceMax)
      .executeTakeFirst();
    if (Number(device.numUpdatedRows) !== 1) {
      await trx.updateTable('login_otps').set((eb) => ({ attempts: eb('attempts', '-', 1) })).where('id', '=', codeId).execute();
      return false;
    }
    return true;
  });
}

/** Makes an unused code valid until `until` (the number is at its SMS cap). */
export async function extendCode(db: Database, id: number, until: string): Promise<void> {
  await db.updateTable('login_otps').set({ expires_at: until }).where('id', '=', id).where('consumed_at', 'is', null).execute();
}

/** Kills a code without forgetting it (it still counts toward the request limits). */
export async function expireCode(db: Database, id: number, now: string): Promise<void> {
  await db.updateTable('login_otps').set({ expires_at: now }).where('id', '=', id).execute();
}

/**
 * Marks the code used; false when a parallel request used it first. The try
 * reserved for this (right) guess is given back: attempts count wrong tries.
 */
export async function consumeCode(db: Database, id: number, deviceId: number, now: string): Promise<boolean> {
  const res = await db
    .updateTable('login_otps')
    .set((eb) => ({ consumed_at: now, attempts: eb('attempts', '-', 1) }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await db.updateTable('login_devices').set((eb) => ({ attempts: eb('attempts', '-', 1) })).where('id', '=', deviceId).execute();
  return true;
}

/** Housekeeping: codes older than every limit window are no longer needed. */
export async function deleteCodesBefore(db: Database, before: string): Promise<void> {
  await db.deleteFrom('login_devices').where('created_at', '<', before).execute();
  await db.deleteFrom('login_otps').where('created_at', '<', before).execute();
}

export async function insertSession(
  db: Database,
  row: { tokenHash: string; memberId: number; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ token_hash: row.tokenHash, member_id: row.memberId, created_at: row.createdAt, expires_at: row.expiresAt })
    .execute();
}

export async function revokeSession(db: Database, sessionId: number, now: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Housekeeping: sessions that ended more than `before` ago. */
export async function deleteSessionsEndedBefore(db: Database, before: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .execute();
}
