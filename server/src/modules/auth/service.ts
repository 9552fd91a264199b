/**
 * Sign-in rules (one-time code by SMS, then a bearer session).
 *
 * Codes
 * - Only the mobile number of an active member gets a code (404 otherwise).
 * - 6 digits from the CSPRNG, stored as a peppered HMAC (see otp-code.ts),
 *   valid 5 minutes, single use. A new code replaces the previous one: only
 *   the newest code of a number is accepted.
 * - Requests: at least 30 s between two codes for a number, at most 5 per
 *   rolling hour and 10 per rolling 24 h per number, at most 20 per rolling
 *   hour per IP (plus the per-IP request limits on the routes).
 *
 * Wrong tries: a budget per NUMBER, not per code. Wrong tries on every code
 * of the number issued in the last 30 minutes (and after its last successful
 * sign-in) add up to at most 5. So a resend does not hand out 5 fresh tries:
 * after 3 wrong tries the next code has 2 left. When the budget is spent the
 * code is dead ("request a new code"), and a new code is refused (429 with
 * the wait) until enough of those tries are older than 30 minutes.
 * Worst case for a guesser: 5 guesses per 30 minutes per number against
 * 10^6 codes.
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
import { mediaUrl } from '../../lib/media.js';
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
  resendGapMs: 30 * SECOND,
  codesPerNumberPerHour: 5,
  codesPerNumberPerDay: 10,
  codesPerIpPerHour: 20,
  wrongTries: 5,
  wrongTryWindowMs: 30 * MINUTE,
  sessionLifetimeMs: 30 * DAY,
} as const;

export const AUTH_MESSAGES = {
  codeSent: 'OTP sent to your mobile number.',
  notRegistered: 'This mobile number is not registered with the district. Please contact your club.',
  wrongCode: (left: number) => `The code is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  expired: 'The code has expired. Please request a new one.',
  used: 'This code has already been used. Please request a new one.',
  tooManyTries: 'Too many wrong tries. Please request a new code.',
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

/** Wrong tries that still count: codes in the window issued after the last successful sign-in. */
function countingCodes(rows: repo.CodeRow[], nowMs: number): repo.CodeRow[] {
  const windowStart = nowMs - AUTH_POLICY.wrongTryWindowMs;
  let lastSuccess = -Infinity;
  for (const r of rows) if (r.consumed_at) lastSuccess = Math.max(lastSuccess, ms(r.consumed_at));
  return rows.filter((r) => ms(r.created_at) > windowStart && ms(r.created_at) > lastSuccess && !r.consumed_at);
}

/** When the oldest of the last `limit` events leaves a window of `windowMs` (times sorted ascending). */
function waitForSlot(times: number[], limit: number, windowMs: number, nowMs: number): number {
  if (times.length < limit) return 0;
  return times[times.length - limit]! + windowMs - nowMs;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, sms, log, pepper } = deps;

  async function requestCode(mobile: string, ip: string | null): Promise<void> {
    const nowMs = deps.now().getTime();

    // Per-IP first: a caller over its limit learns nothing about which numbers exist.
    if (ip) {
      const byIp = (await repo.codeTimesByIp(db, ip, iso(nowMs - HOUR))).map(ms);
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
    const issued = rows.map((r) => ms(r.created_at));
    const waits: Array<[number, string]> = [];
    const last = issued.at(-1);
    if (last !== undefined) waits.push([last + AUTH_POLICY.resendGapMs - nowMs, 'Please wait {wait} before requesting a new code.']);
    const perHour = `Too many codes have been requested for this number. Please wait {wait} before requesting a new code.`;
    waits.push([waitForSlot(issued, AUTH_POLICY.codesPerNumberPerHour, HOUR, nowMs), perHour]);
    waits.push([waitForSlot(issued, AUTH_POLICY.codesPerNumberPerDay, DAY, nowMs), perHour]);
    // Spent wrong-try budget: blocked until enough of those tries age out of the window.
    const counting = countingCodes(rows, nowMs);
    let failures = counting.reduce((n, r) => n + r.attempts, 0);
    if (failures >= AUTH_POLICY.wrongTries) {
      let releaseAt = nowMs;
      for (const r of counting) {
        failures -= r.attempts;
        releaseAt = ms(r.created_at) + AUTH_POLICY.wrongTryWindowMs;
        if (failures < AUTH_POLICY.wrongTries) break;
      }
      waits.push([releaseAt - nowMs, 'Too many wrong tries. Please wait {wait} before requesting a new code.']);
    }
    const [wait, template] = waits.reduce((a, b) => (b[0] > a[0] ? b : a), [0, ''] as [number, string]);
    if (wait > 0) {
      log.info({ to: maskMobile(mobile) }, 'otp refused: per-number limit');
      throw tooManyRequests(template.replace('{wait}', formatWait(wait)));
    }

    const code = newOtpCode();
    const id = await repo.insertCode(db, {
      mobile,
      codeHash: hashOtp(pepper, mobile, code),
      ip,
      createdAt: iso(nowMs),
      expiresAt: iso(nowMs + AUTH_POLICY.codeLifetimeMs),
    });
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
  }

  async function verifyCode(mobile: string, code: string): Promise<{ token: string; user: User }> {
    const nowMs = deps.now().getTime();
    const rows = await repo.codesSince(db, mobile, iso(nowMs - AUTH_POLICY.wrongTryWindowMs));
    const latest = rows.at(-1);
    if (!latest) throw unprocessable(AUTH_MESSAGES.expired);
    if (latest.consumed_at) throw unprocessable(AUTH_MESSAGES.used);

    const earlierFailures = countingCodes(rows, nowMs)
      .filter((r) => r.id !== latest.id)
      .reduce((n, r) => n + r.attempts, 0);
    const allowed = AUTH_POLICY.wrongTries - earlierFailures;
    if (latest.attempts >= allowed) throw unprocessable(AUTH_MESSAGES.tooManyTries);
    if (ms(latest.expires_at) <= nowMs) throw unprocessable(AUTH_MESSAGES.expired);
    if (!(await repo.reserveAttempt(db, latest.id, allowed))) throw unprocessable(AUTH_MESSAGES.tooManyTries);

    if (!otpMatches(pepper, mobile, code, latest.code_hash)) {
      const left = allowed - (latest.attempts + 1);
      log.info({ to: maskMobile(mobile), left }, 'otp wrong');
      throw unprocessable(left > 0 ? AUTH_MESSAGES.wrongCode(left) : AUTH_MESSAGES.tooManyTries);
    }
    if (!(await repo.consumeCode(db, latest.id, iso(nowMs)))) throw unprocessable(AUTH_MESSAGES.used);

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
    const row = await repo.findMemberProfile(db, memberId);
    if (!row) throw notFound(AUTH_MESSAGES.notRegistered);
    const distName = (await repo.findDistrictName(db)) ?? deps.fallbackDistrictName;
    return toUser(row, distName);
  }

  async function logout(sessionId: number): Promise<void> {
    await repo.revokeSession(db, sessionId, deps.now().toISOString());
  }

  return { requestCode, verifyCode, logout, loadUser };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Row → the contract's member profile (wire names of spec section 3). */
export function toUser(row: repo.MemberProfileRow, distName: string): User {
  return {
    memId: row.id,
    memName: row.name,
    memPhoto: row.photo ? mediaUrl(row.photo, 'display') : null,
    profession: row.profession,
    dateOfBirth: row.date_of_birth,
    marriageDay: row.marriage_day,
    spouse: row.spouse,
    phoneNumber: row.phone_number,
    mobileNumber: row.mobile_number,
    postalAddress: row.postal_address,
    emailAddress: row.email,
    websiteAddress: row.website,
    positionsheld: row.positions_held,
    aboutMe: row.about_me,
    membershipNumber: row.membership_number,
    dateOfJoining: row.date_of_joining,
    sponsoredBy: row.sponsored_by,
    distName,
    district: { distName },
    clubId: row.club_id,
    club_id: row.club_id,
    club_name: row.club_name,
  };
}
