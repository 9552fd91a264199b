/**
 * The auth module's only SQL: login codes, sessions, the signed-in member's profile, and what the
 * sign-in limits and the office's daily figures count (login events, daily counters, message log).
 */
import { sql } from 'kysely';
import { isPostgres, type Database } from '../../db/database.js';
import { precompiled } from '../../db/precompiled.js';
import type { AuthMember } from '../../lib/call-route.js';

/**
 * The live session of a token: not revoked, its member active, not past `now` and used after
 * `idleSince` (ISO-8601 strings, compared as the columns are). The statements read by token and by
 * member only, so between two writes their answers come from the read cache (db/read-cache.ts);
 * the times are checked here. The member's roles come with the member: every signed-in call needs
 * them to decide what the member may see (access/privacy.ts viewerOf). Compiled once
 * (db/precompiled.ts): they run on every signed-in request.
 *
 * SQLite: two single-table statements (the session, then the member with their roles). The SQLite
 * that better-sqlite3 ships plans a join again each time a parameter is bound (~30 µs here against
 * ~5 µs for the two, decision 133). PostgreSQL: one join, one round trip.
 */
const memberRoles = (db: Database) =>
  [
    sql<number | boolean>`exists (select 1 from district_admins da where da.member_id = m.id)`.as('districtAdmin'),
    (isPostgres(db)
      ? sql<string | null>`(select string_agg(cast(cm.club_id as text), ',') from club_managers cm where cm.member_id = m.id)`
      : sql<string | null>`(select group_concat(cm.club_id) from club_managers cm where cm.member_id = m.id)`
    ).as('managedClubs'),
  ] as const;

const sessionJoined = precompiled((db, tokenHash: string) =>
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
      ...memberRoles(db),
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('m.is_active', '=', 1),
);

const sessionOnly = precompiled((db, tokenHash: string) =>
  db
    .selectFrom('sessions as s')
    .select((eb) => ['s.id as sessionId', 's.member_id as memberId', 's.expires_at as expiresAt', eb.fn.coalesce('s.last_used_at', 's.created_at').as('lastUsedAt')])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null),
);

const memberWithRoles = precompiled((db, memberId: number) =>
  db
    .selectFrom('members as m')
    .select(['m.id as id', 'm.club_id as clubId', 'm.name as name', 'm.mobile_number as mobile', ...memberRoles(db)])
    .where('m.id', '=', memberId)
    .where('m.is_active', '=', 1),
);

async function sessionByToken(db: Database, tokenHash: string) {
  if (isPostgres(db)) return (await sessionJoined(db, tokenHash))[0];
  const [session] = await sessionOnly(db, tokenHash);
  if (!session) return undefined;
  const [member] = await memberWithRoles(db, Number(session.memberId));
  if (!member) return undefined;
  return { sessionId: session.sessionId, expiresAt: session.expiresAt, lastUsedAt: session.lastUsedAt, ...member };
}

export async function findActiveSession(
  db: Database,
  tokenHash: string,
  now: string,
  idleSince: string,
): Promise<(AuthMember & { lastUsedAt: string }) | null> {
  const row = await sessionByToken(db, tokenHash);
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

export type Channel = 'sms' | 'whatsapp';

export interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
  channel: Channel;
}

const CODE_COLUMNS = ['id', 'code_hash', 'attempts', 'created_at', 'expires_at', 'consumed_at', 'channel'] as const;

/** Codes issued to a number since `since`, oldest first. */
export async function codesSince(db: Database, mobile: string, since: string): Promise<CodeRow[]> {
  return db
    .selectFrom('login_otps')
    .select(CODE_COLUMNS)
    .where('mobile', '=', mobile)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertCode(
  db: Database,
  row: { mobile: string; codeHash: string; ip: string | null; network: string; channel: Channel; createdAt: string; expiresAt: string },
): Promise<number> {
  const inserted = await db
    .insertInto('login_otps')
    .values({
      mobile: row.mobile,
      code_hash: row.codeHash,
      ip: row.ip,
      network: row.network,
      channel: row.channel,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** A new code and the device that asked for it, in one transaction. */
export async function insertCodeForDevice(
  db: Database,
  code: Parameters<typeof insertCode>[1],
  device: { deviceHash: string },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await insertCode(trx, code);
    await insertDevice(trx, { mobile: code.mobile, otpId: id, deviceHash: device.deviceHash, ip: code.ip, createdAt: code.createdAt });
    return id;
  });
}

/** Forgets a code that was never handed to a gateway (the day's budget was spent), and its devices. */
export async function deleteCode(db: Database, id: number): Promise<void> {
  await db.deleteFrom('login_devices').where('otp_id', '=', id).execute();
  await db.deleteFrom('login_otps').where('id', '=', id).execute();
}

// --- Per-network counts (docs/sign-in-limits.md) ---------------------------------------------

export type LoginEventKind = 'not_registered' | 'wrong_code' | 'signed_in';

/**
 * Records a network's event and adds one to a daily counter, in one transaction (one commit: on
 * a busy PostgreSQL each commit is the expensive part of a sign-in).
 */
export async function recordEvent(
  db: Database,
  event: { network: string; kind: LoginEventKind; mobile: string | null; createdAt: string },
  daily: { day: string; name: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('login_events').values({ network: event.network, kind: event.kind, mobile: event.mobile, created_at: event.createdAt }).execute();
    await countDaily(trx, daily.day, daily.name);
  });
}

/** Times of a network's events of one kind since `since`, oldest first. */
export async function eventTimes(db: Database, network: string, kind: LoginEventKind, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('login_events')
    .select('created_at')
    .where('network', '=', network)
    .where('kind', '=', kind)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.created_at);
}

/**
 * Per distinct number, the newest event of one kind from a network since `since` (oldest first):
 * one member retrying the same mistyped number counts once.
 */
export async function latestEventPerNumber(db: Database, network: string, kind: LoginEventKind, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('login_events')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('network', '=', network)
    .where('kind', '=', kind)
    .where('created_at', '>', since)
    .groupBy('mobile')
    .execute();
  return rows.map((r) => String(r.at)).sort();
}

/**
 * Numbers a network asked codes for since `since` that went unused: no code of the number is
 * live from that network any more, and the number has not signed in since (with any code, from
 * anywhere). Per number, the time of its newest such code, oldest first. Codes whose sending
 * failed (expired at once) are the gateway's fault, not the network's: not counted.
 */
export async function unusedCodeTimes(db: Database, network: string, since: string, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('login_otps as o')
    .select((eb) => eb.fn.max('o.created_at').as('at'))
    .where('o.network', '=', network)
    .where('o.created_at', '>', since)
    .whereRef('o.expires_at', '>', 'o.created_at')
    .groupBy('o.mobile')
    .having((eb) => eb.fn.max('o.expires_at'), '<=', now)
    .having(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('login_otps as c')
            .select('c.id')
            .whereRef('c.mobile', '=', 'o.mobile')
            .where('c.consumed_at', 'is not', null)
            .where('c.created_at', '>', since),
        ),
      ),
    )
    .execute();
  return rows.map((r) => String(r.at)).sort();
}

/**
 * Per number with a code from a network that is live and unused now (created since `since`, not
 * killed by `deadAtAttempts` wrong tries), the latest expiry of those codes, soonest first: when
 * each stops counting.
 */
export async function pendingCodeExpiries(db: Database, network: string, since: string, now: string, deadAtAttempts: number): Promise<string[]> {
  const rows = await db
    .selectFrom('login_otps')
    .select((eb) => eb.fn.max('expires_at').as('until'))
    .where('network', '=', network)
    .where('created_at', '>', since)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', deadAtAttempts)
    .groupBy('mobile')
    .execute();
  return rows.map((r) => String(r.until)).sort();
}

/** Distinct numbers signed in from a network since `since`. */
export async function signedInNumbers(db: Database, network: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('login_events')
    .select((eb) => eb.fn.count<number | string | bigint>('mobile').distinct().as('n'))
    .where('network', '=', network)
    .where('kind', '=', 'signed_in')
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

// --- Daily counters: refusals, sign-ins, message budgets ---------------------------------------

/** Adds one to a named counter of a day. */
export async function countDaily(db: Database, day: string, name: string): Promise<void> {
  await db
    .insertInto('daily_counts')
    .values({ day, name, count: 1 })
    .onConflict((oc) => oc.columns(['day', 'name']).doUpdateSet((eb) => ({ count: eb('daily_counts.count', '+', 1) })))
    .execute();
}

/**
 * Takes one unit of a day's budget when fewer than `max` are taken: check and increment are one
 * statement (an upsert whose update holds a condition), so instances sending at once never take
 * more than `max` between them.
 */
export async function reserveBudget(db: Database, day: string, name: string, max: number): Promise<boolean> {
  const row = await db
    .insertInto('daily_counts')
    .values({ day, name, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['day', 'name'])
        .doUpdateSet((eb) => ({ count: eb('daily_counts.count', '+', 1) }))
        .where('daily_counts.count', '<', max),
    )
    .returning('count')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a unit back (the gateway did not take the message). */
export async function releaseBudget(db: Database, day: string, name: string): Promise<void> {
  await db
    .updateTable('daily_counts')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('day', '=', day)
    .where('name', '=', name)
    .where('count', '>', 0)
    .execute();
}

export async function dailyCounts(db: Database, day: string): Promise<Array<{ name: string; count: number }>> {
  const rows = await db.selectFrom('daily_counts').select(['name', 'count']).where('day', '=', day).execute();
  return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
}

// --- Message log -------------------------------------------------------------------------------

export type MessageStatus = 'sending' | 'sent' | 'failed' | 'delivered' | 'undelivered';

/**
 * Takes a unit of the channel's daily budget and logs the message as being sent, in one
 * transaction; null (nothing written) when the budget is used up.
 */
export async function startMessage(
  db: Database,
  row: { day: string; channel: Channel; purpose: 'sign-in' | 'other'; provider: string; createdAt: string },
  budget: { name: string; max: number },
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await reserveBudget(trx, row.day, budget.name, budget.max))) return null;
    const inserted = await trx
      .insertInto('message_log')
      .values({
        day: row.day,
        channel: row.channel,
        purpose: row.purpose,
        provider: row.provider,
        status: 'sending',
        created_at: row.createdAt,
        updated_at: row.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  });
}

export async function markMessage(
  db: Database,
  id: number,
  change: { status: 'sent' | 'failed'; ref?: string | null; error?: string | null; at: string },
): Promise<void> {
  await db
    .updateTable('message_log')
    .set({ status: change.status, provider_ref: change.ref ?? null, error: change.error ?? null, updated_at: change.at })
    .where('id', '=', id)
    .execute();
}

/**
 * A gateway's delivery report for the message it knows as `ref`. A report never turns a
 * delivered message back (reports can arrive out of order). Answers whether a message matched.
 */
export async function reportDelivery(db: Database, provider: string, ref: string, status: 'delivered' | 'undelivered', at: string): Promise<boolean> {
  let q = db
    .updateTable('message_log')
    .set({ status, updated_at: at })
    .where('provider', '=', provider)
    .where('provider_ref', '=', ref);
  if (status === 'undelivered') q = q.where('status', '!=', 'delivered');
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** A day's messages per channel, purpose and status. */
export async function messageCounts(
  db: Database,
  day: string,
): Promise<Array<{ channel: Channel; purpose: string; status: MessageStatus; count: number }>> {
  const rows = await db
    .selectFrom('message_log')
    .select((eb) => ['channel', 'purpose', 'status', eb.fn.countAll<number | string | bigint>().as('n')])
    .where('day', '=', day)
    .groupBy(['channel', 'purpose', 'status'])
    .execute();
  return rows.map((r) => ({ channel: r.channel, purpose: r.purpose, status: r.status, count: Number(r.n) }));
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
    .select(CODE_COLUMNS)
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
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('login_otps')
      .set((eb) => ({ consumed_at: now, attempts: eb('attempts', '-', 1) }))
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return false;
    await trx.updateTable('login_devices').set((eb) => ({ attempts: eb('attempts', '-', 1) })).where('id', '=', deviceId).execute();
    return true;
  });
}

/**
 * Housekeeping: codes and login events older than every limit window are no longer needed; the
 * message log is kept for the office's figures up to `messagesBefore` (a day).
 */
export async function deleteOldSignInRows(db: Database, before: string, messagesBefore: string): Promise<void> {
  await db.deleteFrom('login_devices').where('created_at', '<', before).execute();
  await db.deleteFrom('login_otps').where('created_at', '<', before).execute();
  await db.deleteFrom('login_events').where('created_at', '<', before).execute();
  await db.deleteFrom('message_log').where('day', '<', messagesBefore).execute();
}

/**
 * A sign-in, in one transaction: the session, the network's sign-in event (room for its typos),
 * the day's count, and the housekeeping of sessions that ended before `endedBefore`.
 */
export async function recordSignIn(
  db: Database,
  row: { tokenHash: string; memberId: number; createdAt: string; expiresAt: string; network: string; mobile: string; day: string; endedBefore: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sessions')
      .values({ token_hash: row.tokenHash, member_id: row.memberId, created_at: row.createdAt, expires_at: row.expiresAt })
      .execute();
    await trx.insertInto('login_events').values({ network: row.network, kind: 'signed_in', mobile: row.mobile, created_at: row.createdAt }).execute();
    await countDaily(trx, row.day, 'signed_in');
    await trx
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<', row.endedBefore), eb('revoked_at', '<', row.endedBefore)]))
      .execute();
  });
}

export async function revokeSession(db: Database, sessionId: number, now: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}


/** The app language chosen by the active member with this login mobile (migration 0028), or null. */
export async function languageForMobile(db: Database, mobile: string): Promise<'en' | 'te' | 'hi' | null> {
  const row = await db
    .selectFrom('member_language')
    .innerJoin('members', 'members.id', 'member_language.member_id')
    .select('member_language.language')
    .where('members.mobile_number', '=', mobile)
    .where('members.is_active', '=', 1)
    .executeTakeFirst();
  return row?.language ?? null;
}
