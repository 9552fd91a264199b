/**
 * The signed-in member's own account: privacy settings, proving a new login mobile, signing out
 * of all devices; and district admins' view of read-limit outliers.
 *
 * Changing the login mobile (docs/product.md §5.3). A stolen session must not become a permanent
 * account, so the new number is proven first:
 * 1. `me/mobile/request-code` texts a 6-digit code to the new number (valid 10 minutes).
 *    SMS limits per number, counting login codes to it too: 30 s apart, ≤ 5 an hour, ≤ 10 a day;
 *    and ≤ 5 requests an hour per member (one session cannot text numbers at will).
 * 2. `me/mobile/confirm` with that code (5 wrong tries kill it) switches the login number,
 *    ends every OTHER session of the member (this device stays signed in), records the change in
 *    the audit log, then texts a notice to the old number.
 * `update_member_profile` keeps its shape (docs/product.md §4.2) but refuses a changed mobile (422 pointing here).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppLanguage, PrivacySettings, ReadOutlier } from '@d320b/contract';
import { requireDistrictAdmin } from '../../access/index.js';
import { perDay } from '../../access/read-limits.js';
import { privacyOfMember, savePrivacy } from '../../access/privacy.js';
import { revokeSessionsOf } from '../../access/sessions.js';
import { recordChanges } from '../../audit/index.js';
import { isUniqueViolation, type Database } from '../../db/database.js';
import { mobileTakenByOther, updateMember } from '../../db/member-writer.js';
import { conflict, HttpError, notFound, tooManyRequests, unprocessable } from '../../lib/errors.js';
import { pageWindow } from '../../lib/paging.js';
import { maskNumber, sendNotice } from '../../lib/sms-notice.js';
import { hashOtp, newOtpCode, otpMatches } from '../auth/otp-code.js';
import { BudgetSpentError, type SmsProvider } from '../auth/sms/index.js';
import * as repo from './repository.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const MOBILE_CHANGE_POLICY = {
  codeLifetimeMs: 10 * MINUTE,
  resendGapMs: 30 * SECOND,
  smsPerNumberPerHour: 5,
  smsPerNumberPerDay: 10,
  requestsPerMemberPerHour: 5,
  wrongTries: 5,
} as const;

export const ACCOUNT_MESSAGES = {
  languageSaved: 'Language saved.',
  codeSent: 'We have sent a code to the new number. Enter it to make that number your login.',
  sameNumber: 'mobile: this is already your login number.',
  taken: 'This mobile number is already registered to another member. Each member needs their own number.',
  noCode: 'Please request a code for this number first.',
  expired: 'The code has expired. Please request a new one.',
  wrong: (left: number) => `The code is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  tooManyTries: 'Too many wrong tries. Please request a new code.',
  changed: 'Your login mobile number is changed. Other devices have been signed out.',
  smsFailed: 'The code could not be sent just now. Please try again in a minute.',
  budgetSpent: "Today's text messages are used up, so the code cannot be sent. Please try again tomorrow.",
  signedOut: 'Signed out of all devices.',
  privacySaved: 'Privacy settings saved.',
} as const;

function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / SECOND));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** Wait until a slot frees in a window holding at most `limit` events (times ascending). */
const waitForSlot = (times: number[], limit: number, windowMs: number, nowMs: number) =>
  times.length < limit ? 0 : times[times.length - limit]! + windowMs - nowMs;

export interface AccountDeps {
  db: Database;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  now: () => Date;
  pepper: Buffer;
  appName: string;
}

export function createAccountService(deps: AccountDeps) {
  const { db, sms, log, pepper } = deps;

  async function getLanguage(memberId: number): Promise<AppLanguage | null> {
    return repo.languageOf(db, memberId);
  }

  async function setLanguage(memberId: number, language: AppLanguage): Promise<AppLanguage> {
    await repo.saveLanguage(db, memberId, language, deps.now().toISOString());
    return language;
  }

  async function getPrivacy(memberId: number): Promise<PrivacySettings> {
    return privacyOfMember(db, memberId);
  }

  async function setPrivacy(memberId: number, settings: PrivacySettings): Promise<PrivacySettings> {
    const at = deps.now();
    await db.transaction().execute(async (trx) => {
      const before = await privacyOfMember(trx, memberId);
      await savePrivacy(trx, memberId, settings, at.toISOString());
      const changes = Object.keys(settings)
        .filter((k) => before[k as keyof PrivacySettings] !== settings[k as keyof PrivacySettings])
        .map((k) => ({ field: `privacy.${k}`, old: before[k as keyof PrivacySettings], new: settings[k as keyof PrivacySettings] }));
      if (changes.length) {
        await recordChanges(trx, { actor: { id: memberId, role: 'member' }, action: 'update', entity: 'member_privacy', entityId: memberId, changes, at });
      }
    });
    return privacyOfMember(db, memberId);
  }

  async function requestMobileCode(memberId: number, mobile: string): Promise<void> {
    const nowMs = deps.now().getTime();
    const me = await repo.findOwnLogin(db, memberId);
    if (!me) throw notFound('Member not found.');
    if (me.mobile_number === mobile) throw unprocessable(ACCOUNT_MESSAGES.sameNumber);
    if (await mobileTakenByOther(db, mobile, memberId)) throw conflict(ACCOUNT_MESSAGES.taken);

    const mine = await repo.changeCodeTimesOf(db, memberId, new Date(nowMs - HOUR).toISOString());
    const texts = await repo.smsTimesTo(db, mobile, new Date(nowMs - DAY).toISOString());
    const last = texts.at(-1);
    const waits = [
      last === undefined ? 0 : last + MOBILE_CHANGE_POLICY.resendGapMs - nowMs,
      waitForSlot(texts, MOBILE_CHANGE_POLICY.smsPerNumberPerHour, HOUR, nowMs),
      waitForSlot(texts, MOBILE_CHANGE_POLICY.smsPerNumberPerDay, DAY, nowMs),
      waitForSlot(mine, MOBILE_CHANGE_POLICY.requestsPerMemberPerHour, HOUR, nowMs),
    ];
    const wait = Math.max(...waits);
    if (wait > 0) throw tooManyRequests(`Too many codes have been requested. Please wait ${formatWait(wait)} before requesting a new code.`);

    const code = newOtpCode();
    const id = await repo.insertChangeCode(db, {
      memberId,
      mobile,
      codeHash: hashOtp(pepper, mobile, code),
      createdAt: new Date(nowMs).toISOString(),
      expiresAt: new Date(nowMs + MOBILE_CHANGE_POLICY.codeLifetimeMs).toISOString(),
    });
    const text = `${code} is your code to make this number your ${deps.appName} login. It expires in 10 minutes. If you did not ask for it, ignore this message.`;
    try {
      await sms.sendOtp({ to: mobile, code, text });
    } catch (err) {
      await repo.expireChangeCode(db, id, new Date(nowMs).toISOString());
      log.error({ provider: sms.name, to: maskNumber(mobile), reason: (err as Error).message }, 'mobile change code not sent');
      if (err instanceof BudgetSpentError) throw new HttpError(503, ACCOUNT_MESSAGES.budgetSpent, Math.ceil(err.waitMs / 1000), 'sms_budget');
      throw new HttpError(503, ACCOUNT_MESSAGES.smsFailed);
    }
  }

  async function confirmMobileChange(member: { id: number; sessionId: number }, mobile: string, code: string): Promise<string> {
    const at = deps.now();
    const nowIso = at.toISOString();
    const latest = await repo.latestChangeCode(db, member.id, mobile);
    if (!latest || latest.consumed_at) throw unprocessable(ACCOUNT_MESSAGES.noCode);
    if (Date.parse(latest.expires_at) <= at.getTime()) throw unprocessable(ACCOUNT_MESSAGES.expired);
    if (!(await repo.reserveChangeAttempt(db, latest.id, MOBILE_CHANGE_POLICY.wrongTries))) throw unprocessable(ACCOUNT_MESSAGES.tooManyTries);
    if (!otpMatches(pepper, mobile, code, latest.code_hash)) {
      const left = MOBILE_CHANGE_POLICY.wrongTries - (latest.attempts + 1);
      throw unprocessable(left > 0 ? ACCOUNT_MESSAGES.wrong(left) : ACCOUNT_MESSAGES.tooManyTries);
    }
    let oldMobile: string;
    try {
      oldMobile = await db.transaction().execute(async (trx) => {
        if (!(await repo.consumeChangeCode(trx, latest.id, nowIso))) throw unprocessable(ACCOUNT_MESSAGES.noCode);
        const me = await repo.findOwnLogin(trx, member.id);
        if (!me) throw notFound('Member not found.');
        if (await mobileTakenByOther(trx, mobile, member.id)) throw conflict(ACCOUNT_MESSAGES.taken);
        await updateMember(trx, member.id, { mobile_number: mobile }, nowIso);
        await revokeSessionsOf(trx, member.id, nowIso, member.sessionId);
        await recordChanges(trx, {
          actor: { id: member.id, role: 'member' },
          action: 'change_login_mobile',
          entity: 'member',
          entityId: member.id,
          changes: [{ field: 'mobile_number', old: me.mobile_number, new: mobile }],
          at,
        });
        return me.mobile_number;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(ACCOUNT_MESSAGES.taken);
      throw err;
    }
    await sendNotice(
      sms,
      log,
      oldMobile,
      `${deps.appName}: your login mobile number was changed to ${maskNumber(mobile)}. If you did not do this, contact your club or the district office at once.`,
    );
    return mobile;
  }

  async function signOutEverywhere(memberId: number): Promise<number> {
    return revokeSessionsOf(db, memberId, deps.now().toISOString());
  }

  async function readOutliers(viewerId: number, page: number): Promise<{ data: ReadOutlier[]; totalCount: number }> {
    await requireDistrictAdmin(db, viewerId);
    const { rows, total } = await repo.readOutliersPage(db, pageWindow(page));
    return {
      data: rows.map((r) => ({
        memberId: r.member_id,
        memName: r.name,
        clubName: r.club_name,
        kind: r.kind,
        windowStart: r.window_start,
        per: perDay(r.kind) ? ('day' as const) : ('hour' as const),
        limitPerHour: r.limit_per_hour,
        refused: Number(r.refused),
        firstRefusedAt: r.first_refused_at,
        lastRefusedAt: r.last_refused_at,
      })),
      totalCount: total,
    };
  }

  return { getLanguage, setLanguage, getPrivacy, setPrivacy, requestMobileCode, confirmMobileChange, signOutEverywhere, readOutliers };
}
