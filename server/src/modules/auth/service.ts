/**
 * Sign-in rules (one-time code by SMS, then a bearer session).
 *
 * Codes
 * - Only the mobile number of an active member gets a code (404 otherwise).
 * - 6 digits from the CSPRNG, stored as a peppered HMAC (see otp-code.ts),
 *   valid 5 minutes, single use. A device checks its typed code against the
 *   code it is bound to (a resend binds the asking device to the new code).
 *
 * Devices (the redesign against lock-outs, see docs/decisions/harden.md)
 * - Every `login` answers a random nonce; the device must send it with
 *   `otp-verify`. A code is accepted only together with the nonce of a device
 *   bound to it, so guesses from another device never touch the member's
 *   tries, and a stranger cannot "use up" the member's code.
 * - A new SMS is sent only when the number has no live code or its live code
 *   is older than the resend gap (60 s); otherwise the device is bound to the
 *   live code (the SMS the member already has), with no new SMS. While the
 *   number is at its SMS cap, the newest code (already on the member's phone)
 *   is renewed for 5 minutes and the device bound to it, unless it was used or
 *   killed: a stranger exhausting the SMS cap does not keep the member out.
 * - SMS per number: at most 5 per rolling hour and 10 per rolling 24 h. Code
 *   requests per IP: at most 20 per rolling hour (plus the per-IP request
 *   limits on the routes).
 *
 * Wrong tries
 * - per device: 5, then that device must ask again (new nonce, same live code);
 * - per code: 25 over all its devices, then the code is dead;
 * - per number: 100 in a rolling 24 h, then the number takes no code and no
 *   try until older ones age out. Only a sustained attack reaches it (20 code
 *   requests and 100 wrong guesses), and it caps what a guesser gets:
 *   100 guesses per number per day against 10^6 codes.
 * A successful sign-in does not erase earlier wrong tries (they still count
 * toward the number's ceiling).
 *
 * Sessions: 256-bit random token, only its SHA-256 stored, 30 days absolute
 * lifetime, revoked by logout; a deactivated member's sessions stop working
 * at once (checked on every request, see authenticate.ts).
 *
 * Time comes from the injected `now()` so tests can move the clock.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CallResponse, calls } from '@d320b/contract';
import type { Database } from '../../db/database.js';
import { HttpError, notFound, tooManyRequests, unprocessable } from '../../lib/errors.js';
import { findSignedInUser } from '../shared/signed-in-user.js';
import { maskMobile } from './mask.js';
import { hashOtp, newOtpCode, otpMatches } from './otp-code.js';
import * as repo from './repository.js';
import type { SmsProvider } from './sms/index.js';
import { hashToken, newToken } from './tokens.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const AUTH_POLICY = {
  codeLifetimeMs: 5 * MINUTE,
  /** A new SMS for a number at most this often; within it a device binds to the live code. */
  resendGapMs: 60 * SECOND,
  codesPerNumberPerHour: 5,
  codesPerNumberPerDay: 10,
  codesPerIpPerHour: 20,
  wrongTriesPerDevice: 5,
  wrongTriesPerCode: 25,
  wrongTriesPerNumberPerDay: 100,
  sessionLifetimeMs: 30 * DAY,
} as const;

export const AUTH_MESSAGES = {
  codeSent: 'OTP sent to your mobile number.',
  useLatestCode: 'No new SMS can be sent to this number just now. Please enter the most recent code we sent you by SMS.',
  notRegistered: 'This mobile number is not registered with the district. Please contact your club.',
  wrongCode: (left: number) => `The code is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  expired: 'The code has expired. Please request a new one.',
  used: 'This code has already been used. Please request a new one.',
  tooManyTries: 'Too many wrong tries. Please request a new code.',
  numberLocked: (wait: string) =>
    `Too many wrong codes have been tried for this number. For your safety, sign-in is paused for ${wait}. If this was not you, please tell your club.`,
  loggedIn: 'Login successful',
  loggedOut: 'Logged out successfully',
  smsFailed: 'The code could not be sent just now. Please try again in a minute.',
} as const;

/** "23 seconds", "5 minutes", "3 hours": always rounded up, never "0". */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / SECOND));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (seconds < 120) return unit(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return unit(minutes, 'minute');
  return unit(Math.ceil(minutes / 60), 'hour');
}

export interface AuthServiceDeps {
  db: Database;
  sms: SmsProvider;
  now: () => Date;
  pepper: Buffer;
  log: FastifyBaseLogger;
  /** District name when the districts table is empty. */
  fallbackDistrictName: string;
  /** Name in the SMS text, e.g. "Lions Dist 320B". */
  appName: string;
}

type User = CallResponse<typeof calls['otp-verify']>['user'];

const ms = (iso: string) => Date.parse(iso);
const iso = (t: number) => new Date(t).toISOString();

/** When the oldest of the last `limit` events leaves a window of `windowMs` (times sorted ascending). */
function waitForSlot(times: number[], limit: number, windowMs: number, nowMs: number): number {
  if (times.length < limit) return 0;
  return times[times.length - limit]! + windowMs - nowMs;
}

/** Wait until the number's wrong tries of the last 24 h drop under the ceiling (0: not locked). */
function lockWait(rows: repo.CodeRow[], nowMs: number): number {
  let failures = rows.reduce((n, r) => n + r.attempts, 0);
  if (failures < AUTH_POLICY.wrongTriesPerNumberPerDay) return 0;
  for (const r of rows) {
    failures -= r.attempts;
    if (failures < AUTH_POLICY.wrongTriesPerNumberPerDay) return ms(r.created_at) + DAY - nowMs;
  }
  return DAY;
}

const isLive = (r: repo.CodeRow, nowMs: number) =>
  !r.consumed_at && ms(r.expires_at) > nowMs && r.attempts < AUTH_POLICY.wrongTriesPerCode;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, sms, log, pepper } = deps;

  /** Sends a code (or binds to the live one) and answers the device's nonce. */
  async function requestCode(mobile: string, ip: string | null): Promise<{ nonce: string; message: string }> {
    const nowMs = deps.now().getTime();

    // Per-IP first: a caller over its limit learns nothing about which numbers exist.
    if (ip) {
      const byIp = (await repo.requestTimesByIp(db, ip, iso(nowMs - HOUR))).map(ms);
      const wait = waitForSlot(byIp, AUTH_POLICY.codesPerIpPerHour, HOUR, nowMs);
      if (wait > 0) {
        log.warn({ ip }, 'otp refused: per-IP limit');
        throw tooManyRequests(`Too many codes have been requested from this network. Please wait ${formatWait(wait)} before trying again.`);
      }
    }

    const memberId = await repo.findActiveMemberIdByMobile(db, mobile);
    if (memberId === null) {
      log.info({ to: maskMobile(mobile) }, 'otp refused: number not registered');
      throw notFound(AUTH_MESSAGES.notRegistered);
    }

    const rows = await repo.codesSince(db, mobile, iso(nowMs - DAY));
    const locked = lockWait(rows, nowMs);
    if (locked > 0) {
      log.warn({ to: maskMobile(mobile) }, 'otp refused: wrong-try ceiling of the number');
      throw tooManyRequests(AUTH_MESSAGES.numberLocked(formatWait(locked)));
    }

    const nonce = newToken();
    const bind = async (otpId: number) =>
      repo.insertDevice(db, { mobile, otpId, deviceHash: hashToken(nonce), ip, createdAt: iso(nowMs) });

    const latest = rows.at(-1);
    const live = latest && isLive(latest, nowMs) ? latest : undefined;
    const issued = rows.map((r) => ms(r.created_at));
    const capWait = Math.max(
      waitForSlot(issued, AUTH_POLICY.codesPerNumberPerHour, HOUR, nowMs),
      waitForSlot(issued, AUTH_POLICY.codesPerNumberPerDay, DAY, nowMs),
    );
    if (live && (ms(live.created_at) + AUTH_POLICY.resendGapMs > nowMs || capWait > 0)) {
      // The member's phone already has this code: no new SMS, and a stranger's
      // request neither spends the SMS budget nor replaces the member's code.
      await bind(live.id);
      log.info({ to: maskMobile(mobile) }, 'otp: device bound to the live code');
      return { nonce, message: AUTH_MESSAGES.codeSent };
    }
    // (A code whose SMS failed was expired at once: expires_at = created_at; never renewed.)
    const delivered = latest && ms(latest.expires_at) > ms(latest.created_at);
    if (capWait > 0 && latest && delivered && !latest.consumed_at && latest.attempts < AUTH_POLICY.wrongTriesPerCode) {
      // At the SMS cap (e.g. a stranger kept asking): the newest code, already on
      // the member's phone, is made valid again for this device instead of
      // leaving the member without a way in until the cap frees.
      await repo.extendCode(db, latest.id, iso(nowMs + AUTH_POLICY.codeLifetimeMs));
      await bind(latest.id);
      log.warn({ to: maskMobile(mobile) }, 'otp: SMS cap reached, newest code renewed for this device');
      return { nonce, message: AUTH_MESSAGES.useLatestCode };
    }
    if (capWait > 0) {
      log.info({ to: maskMobile(mobile) }, 'otp refused: per-number SMS limit');
      throw tooManyRequests(
        `Too many codes have been requested for this number. Please wait ${formatWait(capWait)} before requesting a new code.`,
      );
    }

    const code = newOtpCode();
    const id = await repo.insertCode(db, {
      mobile,
      codeHash: hashOtp(pepper, mobile, code),
      ip,
      createdAt: iso(nowMs),
      expiresAt: iso(nowMs + AUTH_POLICY.codeLifetimeMs),
    });
    await bind(id);
    const minutes = AUTH_POLICY.codeLifetimeMs / MINUTE;
    const text = `${code} is your ${deps.appName} login code. It expires in ${minutes} minutes. Do not share it.`;
    try {
      await sms.sendOtp({ to: mobile, code, text });
    } catch (err) {
      // The code never reached the member: kill it, but keep counting it so a
      // failing gateway cannot be hammered through this endpoint.
      await repo.expireCode(db, id, iso(nowMs));
      log.error({ provider: sms.name, to: maskMobile(mobile), reason: (err as Error).message }, 'otp not sent');
      throw new HttpError(503, AUTH_MESSAGES.smsFailed);
    }
    log.info({ provider: sms.name, to: maskMobile(mobile) }, 'otp sent');
    await repo.deleteCodesBefore(db, iso(nowMs - 2 * DAY));
    return { nonce, message: AUTH_MESSAGES.codeSent };
  }

  async function verifyCode(mobile: string, code: string, nonce: string): Promise<{ token: string; user: User }> {
    const nowMs = deps.now().getTime();
    const device = await repo.findDevice(db, mobile, hashToken(nonce));
    const row = device ? await repo.findCode(db, device.otp_id) : null;
    if (!device || !row) throw unprocessable(AUTH_MESSAGES.expired);
    if (row.consumed_at) throw unprocessable(AUTH_MESSAGES.used);
    if (ms(row.expires_at) <= nowMs) throw unprocessable(AUTH_MESSAGES.expired);

    const locked = lockWait(await repo.codesSince(db, mobile, iso(nowMs - DAY)), nowMs);
    if (locked > 0) throw tooManyRequests(AUTH_MESSAGES.numberLocked(formatWait(locked)));
    if (device.attempts >= AUTH_POLICY.wrongTriesPerDevice || row.attempts >= AUTH_POLICY.wrongTriesPerCode) {
      throw unprocessable(AUTH_MESSAGES.tooManyTries);
    }
    if (!(await repo.reserveAttempt(db, device.id, row.id, AUTH_POLICY.wrongTriesPerDevice, AUTH_POLICY.wrongTriesPerCode))) {
      throw unprocessable(AUTH_MESSAGES.tooManyTries);
    }

    if (!otpMatches(pepper, mobile, code, row.code_hash)) {
      const left = Math.min(
        AUTH_POLICY.wrongTriesPerDevice - (device.attempts + 1),
        AUTH_POLICY.wrongTriesPerCode - (row.attempts + 1),
      );
      log.info({ to: maskMobile(mobile), left }, 'otp wrong');
      throw unprocessable(left > 0 ? AUTH_MESSAGES.wrongCode(left) : AUTH_MESSAGES.tooManyTries);
    }
    if (!(await repo.consumeCode(db, row.id, device.id, iso(nowMs)))) throw unprocessable(AUTH_MESSAGES.used);

    // The member may have been deactivated after the code was sent.
    const memberId = await repo.findActiveMemberIdByMobile(db, mobile);
    if (memberId === null) throw notFound(AUTH_MESSAGES.notRegistered);

    const token = newToken();
    await repo.insertSession(db, {
      tokenHash: hashToken(token),
      memberId,
      createdAt: iso(nowMs),
      expiresAt: iso(nowMs + AUTH_POLICY.sessionLifetimeMs),
    });
    await repo.deleteSessionsEndedBefore(db, iso(nowMs - 7 * DAY));
    log.info({ memberId }, 'signed in');
    return { token, user: await loadUser(memberId) };
  }

  async function loadUser(memberId: number): Promise<User> {
    const user = await findSignedInUser(db, memberId, deps.fallbackDistrictName);
    if (!user) throw notFound(AUTH_MESSAGES.notRegistered);
    return user;
  }

  async function logout(sessionId: number): Promise<void> {
    await repo.revokeSession(db, sessionId, deps.now().toISOString());
  }

  return { requestCode, verifyCode, logout, loadUser };
}

export type AuthService = ReturnType<typeof createAuthService>;
