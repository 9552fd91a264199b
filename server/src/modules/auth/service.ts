/**
 * Sign-in rules (one-time code by SMS or WhatsApp, then a bearer session). The limits, with the
 * reasoning, are in docs/sign-in-limits.md; keep that table in step with AUTH_POLICY.
 *
 * Codes
 * - Only the mobile number of an active member gets a code (404 otherwise).
 * - 6 digits from the CSPRNG, stored as a peppered HMAC (see otp-code.ts),
 *   valid 5 minutes, single use. A device checks its typed code against the
 *   code it is bound to (a resend binds the asking device to the new code).
 * - The same code rules and limits on both channels: a code sent on WhatsApp is
 *   one of the number's codes like an SMS one.
 *
 * Devices (the redesign against lock-outs, decision 49)
 * - Every `login` answers a random nonce; the device must send it with
 *   `otp-verify`. A code is accepted only together with the nonce of a device
 *   bound to it, so guesses from another device never touch the member's
 *   tries, and a stranger cannot "use up" the member's code.
 * - A new code is sent only when the number has no live code or its live code
 *   is older than the resend gap (60 s); otherwise the device is bound to the
 *   live code (the message the member already has), with nothing sent. While the
 *   number is at its cap, the newest code (already on the member's phone)
 *   is renewed for 5 minutes and the device bound to it, unless it was used or
 *   killed: a stranger exhausting the cap does not keep the member out.
 * - Codes per number: at most 5 per rolling hour and 10 per rolling 24 h.
 *
 * Per network (an IPv4 address, or an IPv6 /64: lib/client-network.ts), rolling hour: what an
 * attacker does and a member does not. "Not registered" answers (distinct numbers), numbers whose
 * codes went unused, and wrong codes; and, at any moment, numbers with a code not yet used. Each
 * allowance grows with the members who signed in from that network, so a hall where hundreds sign
 * in has room for their typos, a prober has not.
 * Successful sign-ins and repeated requests that send nothing never count against a network.
 * All counts live in the database (login_events, login_otps), shared by every server instance.
 *
 * Wrong tries
 * - per device: 5, then that device must ask again (new nonce, same live code);
 * - per code: 25 over all its devices, then the code is dead;
 * - per number: 100 in a rolling 24 h, then the number takes no code and no
 *   try until older ones age out;
 * - per network: 30 an hour, plus 2 per member signed in from it.
 * A successful sign-in does not erase earlier wrong tries (they still count
 * toward the number's ceiling).
 *
 * Every refusal says what happened, how long to wait and what else to try; the day's sign-ins
 * and refusals by reason are counted (daily_counts) for the office (admin/sign-in-stats).
 *
 * Sessions: 256-bit random token, only its SHA-256 stored, 30 days absolute
 * lifetime, revoked by logout; a deactivated member's sessions stop working
 * at once (checked on every request, see authenticate.ts).
 *
 * Time comes from the injected `now()` so tests can move the clock.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CallResponse, Calls } from '@d320b/contract';
import type { Database } from '../../db/database.js';
import { clientNetwork } from '../../lib/client-network.js';
import { type HttpError, notFound, refusal } from '../../lib/errors.js';
import { todayIn } from '../../lib/time.js';
import { findSignedInUser } from '../shared/signed-in-user.js';
import { maskMobile } from './mask.js';
import { hashOtp, newOtpCode, otpMatches } from './otp-code.js';
import * as repo from './repository.js';
import { BudgetSpentError, SmsError, type SmsProvider } from './sms/index.js';
import { hashToken, newToken } from './tokens.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type Channel = repo.Channel;

export const AUTH_POLICY = {
  codeLifetimeMs: 5 * MINUTE,
  /** A new code for a number at most this often; within it a device binds to the live code. */
  resendGapMs: 60 * SECOND,
  codesPerNumberPerHour: 5,
  codesPerNumberPerDay: 10,
  wrongTriesPerDevice: 5,
  wrongTriesPerCode: 25,
  wrongTriesPerNumberPerDay: 100,
  sessionLifetimeMs: 30 * DAY,
  /**
   * Per client network, over a rolling hour: `base` allowed, plus `perSignIn` for each distinct
   * member who signed in from that network in the same hour (rounded down).
   */
  network: {
    windowMs: HOUR,
    /** Distinct numbers answered "not registered" (membership probing). */
    notRegistered: { base: 10, perSignIn: 0.25 },
    /** Distinct numbers sent a code that was never used (and that did not sign in since). */
    unusedCodes: { base: 10, perSignIn: 0.5 },
    /**
     * Distinct numbers with a code from this network still live and not yet used: 50 members asking
     * within the same minute fit; someone sending codes to member after member does not (their
     * codes would count as unused only once expired).
     */
    pendingCodes: { base: 100, perSignIn: 1 },
    /** Wrong codes entered. */
    wrongCodes: { base: 30, perSignIn: 2 },
  },
} as const;

type NetworkRule = 'notRegistered' | 'unusedCodes' | 'pendingCodes' | 'wrongCodes';

/** Why a sign-in step was refused: the answer's `reason`, and the office's figures (daily_counts). */
export type RefusalReason =
  | 'not_registered'
  | 'network_probing'
  | 'network_unused'
  | 'network_pending'
  | 'network_wrong'
  | 'number_cap'
  | 'number_paused'
  | 'sms_budget'
  | 'whatsapp_budget'
  | 'send_failed'
  | 'no_whatsapp'
  | 'whatsapp_off'
  | 'wrong_code'
  | 'code_expired'
  | 'code_used'
  | 'too_many_tries';

const THIS_NETWORK = 'this network (for example the Wi-Fi you are on)';

export const AUTH_MESSAGES = {
  codeSent: 'OTP sent to your mobile number.',
  codeSentWhatsApp: 'Code sent on WhatsApp to your mobile number.',
  codeStillValid: (channel: Channel) =>
    `The code we just sent you ${channel === 'whatsapp' ? 'on WhatsApp' : 'by SMS'} is still valid. Please enter it.`,
  useLatestCode: 'No new code can be sent to this number just now. Please enter the most recent code we sent you.',
  notRegistered:
    'This mobile number is not registered with the district. Please check the number. If it is right, ask your club secretary to check the number the district has for you.',
  wrongCode: (left: number) => `The code is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  expired: 'The code has expired. Please request a new one.',
  used: 'This code has already been used. Please request a new one.',
  tooManyTries: 'Too many wrong tries. Please request a new code.',
  numberLocked: (wait: string) =>
    `Too many wrong codes have been tried for this number. For your safety, sign-in is paused for ${wait}. If this was not you, please tell your club secretary.`,
  numberCap: (wait: string) =>
    `Too many codes have been requested for this number. Please wait ${wait} before asking for a new one, and use the latest code you received meanwhile. If no code reaches you, ask your club secretary to check your number.`,
  networkProbing: (wait: string) =>
    `Too many numbers that are not registered have been tried from ${THIS_NETWORK} in the last hour, so codes cannot be asked from it for ${wait}. Switch to mobile data to try now, or wait. If your number is not accepted, ask your club secretary to check it.`,
  networkUnused: (wait: string) =>
    `Many codes asked from ${THIS_NETWORK} in the last hour were never used, so new codes cannot be asked from it for ${wait}. If you already have a code, enter it. Otherwise switch to mobile data to try now, or wait. If your codes don't arrive, ask your club secretary to check your number.`,
  networkPending: (wait: string) =>
    `Very many codes were just sent to members on ${THIS_NETWORK} and are not entered yet, so new codes cannot be asked from it for ${wait}. If you already have a code, enter it. Otherwise try again in ${wait}, or switch to mobile data.`,
  networkWrong: (wait: string) =>
    `Too many wrong codes have been entered from ${THIS_NETWORK} in the last hour, so codes from it cannot be checked for ${wait}. Switch to mobile data to try now, or wait.`,
  smsBudget: (wait: string, whatsapp: boolean) =>
    `Today's text messages for sign-in codes are used up. ${whatsapp ? 'Please use "Send the code on WhatsApp", or ask for an SMS again' : 'Please try again'} in ${wait}, after midnight. If you need to sign in today, ask your club secretary to tell the district office.`,
  whatsappBudget: (wait: string) =>
    `Today's WhatsApp messages for sign-in codes are used up. Please ask for the code by SMS, or try WhatsApp again in ${wait}, after midnight.`,
  smsFailed: (whatsapp: boolean) =>
    `The code could not be sent by SMS just now. Please try again in a minute${whatsapp ? ', or send the code on WhatsApp' : ''}.`,
  whatsappFailed: 'The code could not be sent on WhatsApp just now. Please try again in a minute, or ask for the code by SMS.',
  noWhatsApp:
    "The code could not be sent on WhatsApp: this number does not seem to use WhatsApp. Please ask for the code by SMS. If SMS codes don't reach you either, ask your club secretary to check your number.",
  whatsappOff: 'Codes cannot be sent on WhatsApp in this district. Please ask for the code by SMS.',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out successfully',
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
  /** The second channel, or null when WhatsApp is not set up. */
  whatsapp: SmsProvider | null;
  now: () => Date;
  pepper: Buffer;
  log: FastifyBaseLogger;
  /** The district's name in effect (lib/district-settings.ts). */
  districtName: () => Promise<string>;
  /** Name in the SMS text, e.g. "Lions Dist 320B". */
  appName: string;
  /** The app's public address: its host ends the SMS (the WebOTP line). */
  publicAppUrl: string;
  /** The district's time zone: the office's figures and the budgets count its days. */
  timeZone: string;
  /** The SMS gateway's sign-in template per language (SMS_TEMPLATE_ID_TE / _HI); English otherwise. */
  smsTemplates?: { te?: string; hi?: string };
}

/** The sign-in SMS in a member's language (English, Telugu, Hindi); the WebOTP line ends each. */
export function signInSmsText(language: 'en' | 'te' | 'hi', code: string, appName: string, minutes: number, webOtp: string): string {
  const body = {
    en: `${code} is your ${appName} login code. It expires in ${minutes} minutes. Do not share it.`,
    te: `${code} మీ ${appName} లాగిన్ కోడ్. ఇది ${minutes} నిమిషాల్లో ముగుస్తుంది. దీన్ని ఎవరితోనూ పంచుకోవద్దు.`,
    hi: `${code} आपका ${appName} लॉग इन कोड है। यह ${minutes} मिनट में समाप्त हो जाएगा। इसे किसी से साझा न करें।`,
  }[language];
  return `${body}\n\n${webOtp}`;
}

export interface CodeRequest {
  nonce: string;
  message: string;
  /** Where the code this device is bound to was sent. */
  channel: Channel;
  /** When a new code can be sent to the number (ms from now; 0 = at once). */
  nextCodeInMs: number;
  whatsapp: boolean;
}

type User = CallResponse<Calls['otp-verify']>['user'];

/** Share of sent codes after which old codes, events and messages are deleted. */
const HOUSEKEEPING_SHARE = 0.05;

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

/** Wait until the number may be sent another code under the per-number caps, given its codes' times. */
function capWaitOf(issued: number[], nowMs: number): number {
  return Math.max(
    waitForSlot(issued, AUTH_POLICY.codesPerNumberPerHour, HOUR, nowMs),
    waitForSlot(issued, AUTH_POLICY.codesPerNumberPerDay, DAY, nowMs),
  );
}

const isLive = (r: repo.CodeRow, nowMs: number) =>
  !r.consumed_at && ms(r.expires_at) > nowMs && r.attempts < AUTH_POLICY.wrongTriesPerCode;

/**
 * The WebOTP line that ends a sign-in SMS: "@lions.example.org #123456" (the origin-bound
 * one-time code format; Chrome on Android hands the code to the login screen of that host only).
 * The host without a port: browsers read only letters, digits, dots and hyphens there.
 */
export function webOtpLine(publicAppUrl: string, code: string): string {
  return `@${new URL(publicAppUrl).hostname} #${code}`;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, sms, whatsapp, log, pepper } = deps;
  const senders: Record<Channel, SmsProvider | null> = { sms, whatsapp };
  const rules = AUTH_POLICY.network;

  const dayOf = (nowMs: number) => todayIn(deps.timeZone, new Date(nowMs));

  /** Counts a refusal for the office's figures and builds its answer. */
  async function refuse(nowMs: number, status: number, reason: RefusalReason, message: string, waitMs?: number): Promise<HttpError> {
    await repo.countDaily(db, dayOf(nowMs), `refused:${reason}`);
    return refusal(status, message, reason, waitMs);
  }

  /**
   * How long a network must wait under one of its rules (0: it may go on). The allowance is read
   * only when the plain base is used up: most networks never need the second query.
   */
  async function networkWait(network: string, rule: NetworkRule, nowMs: number): Promise<number> {
    const since = iso(nowMs - rules.windowMs);
    // Each counted thing and when it stops counting.
    const until = (
      rule === 'wrongCodes'
        ? await repo.eventTimes(db, network, 'wrong_code', since)
        : rule === 'notRegistered'
          ? await repo.latestEventPerNumber(db, network, 'not_registered', since)
          : rule === 'unusedCodes'
            ? await repo.unusedCodeTimes(db, network, since, iso(nowMs))
            : await repo.pendingCodeExpiries(db, network, iso(nowMs - DAY), iso(nowMs), AUTH_POLICY.wrongTriesPerCode)
    ).map((t) => ms(t) + (rule === 'pendingCodes' ? 0 : rules.windowMs));
    const { base, perSignIn } = rules[rule];
    if (until.length < base) return 0;
    const allowance = base + Math.floor(perSignIn * (await repo.signedInNumbers(db, network, since)));
    // The slot that frees first among those over the allowance (times ascending).
    return until.length < allowance ? 0 : until[until.length - allowance]! - nowMs;
  }

  /** Sends a code (or binds to the live one) and answers the device's nonce. */
  async function requestCode(mobile: string, ip: string | null, wanted: Channel = 'sms'): Promise<CodeRequest> {
    const nowMs = deps.now().getTime();
    const network = clientNetwork(ip);
    const hasWhatsApp = whatsapp !== null;

    // Per network first: a network past its probing allowance learns nothing about which numbers exist.
    const probing = await networkWait(network, 'notRegistered', nowMs);
    if (probing > 0) {
      log.warn({ network }, 'otp refused: probing allowance of the network used up');
      throw await refuse(nowMs, 429, 'network_probing', AUTH_MESSAGES.networkProbing(formatWait(probing)), probing);
    }

    const memberId = await repo.findActiveMemberIdByMobile(db, mobile);
    if (memberId === null) {
      await repo.recordEvent(db, { network, kind: 'not_registered', mobile, createdAt: iso(nowMs) }, { day: dayOf(nowMs), name: 'refused:not_registered' });
      log.info({ to: maskMobile(mobile), network }, 'otp refused: number not registered');
      throw refusal(404, AUTH_MESSAGES.notRegistered, 'not_registered');
    }
    if (wanted === 'whatsapp' && !hasWhatsApp) throw await refuse(nowMs, 422, 'whatsapp_off', AUTH_MESSAGES.whatsappOff);

    const rows = await repo.codesSince(db, mobile, iso(nowMs - DAY));
    const locked = lockWait(rows, nowMs);
    if (locked > 0) {
      log.warn({ to: maskMobile(mobile) }, 'otp refused: wrong-try ceiling of the number');
      throw await refuse(nowMs, 429, 'number_paused', AUTH_MESSAGES.numberLocked(formatWait(locked)), locked);
    }

    const nonce = newToken();
    const bind = async (otpId: number) =>
      repo.insertDevice(db, { mobile, otpId, deviceHash: hashToken(nonce), ip, createdAt: iso(nowMs) });

    const latest = rows.at(-1);
    const live = latest && isLive(latest, nowMs) ? latest : undefined;
    const issued = rows.map((r) => ms(r.created_at));
    const capWait = capWaitOf(issued, nowMs);
    if (live && (ms(live.created_at) + AUTH_POLICY.resendGapMs > nowMs || capWait > 0)) {
      // The member's phone already has this code: nothing is sent, and a stranger's request
      // neither spends the budget nor replaces the member's code nor counts against the network.
      await bind(live.id);
      log.info({ to: maskMobile(mobile) }, 'otp: device bound to the live code');
      const nextCodeInMs = Math.max(ms(live.created_at) + AUTH_POLICY.resendGapMs - nowMs, capWait, 0);
      return { nonce, message: AUTH_MESSAGES.codeStillValid(live.channel), channel: live.channel, nextCodeInMs, whatsapp: hasWhatsApp };
    }
    // (A code whose sending failed was expired at once: expires_at = created_at; never renewed.)
    const delivered = latest && ms(latest.expires_at) > ms(latest.created_at);
    if (capWait > 0 && latest && delivered && !latest.consumed_at && latest.attempts < AUTH_POLICY.wrongTriesPerCode) {
      // At the cap (e.g. a stranger kept asking): the newest code, already on the member's phone,
      // is made valid again for this device instead of leaving the member without a way in.
      await repo.extendCode(db, latest.id, iso(nowMs + AUTH_POLICY.codeLifetimeMs));
      await bind(latest.id);
      log.warn({ to: maskMobile(mobile) }, 'otp: code cap reached, newest code renewed for this device');
      return { nonce, message: AUTH_MESSAGES.useLatestCode, channel: latest.channel, nextCodeInMs: capWait, whatsapp: hasWhatsApp };
    }
    if (capWait > 0) {
      log.info({ to: maskMobile(mobile) }, 'otp refused: per-number code limit');
      throw await refuse(nowMs, 429, 'number_cap', AUTH_MESSAGES.numberCap(formatWait(capWait)), capWait);
    }

    // A new message goes out: a network whose earlier codes went unused gets no more.
    const unused = await networkWait(network, 'unusedCodes', nowMs);
    if (unused > 0) {
      log.warn({ network }, 'otp refused: unused-code allowance of the network used up');
      throw await refuse(nowMs, 429, 'network_unused', AUTH_MESSAGES.networkUnused(formatWait(unused)), unused);
    }
    const pending = await networkWait(network, 'pendingCodes', nowMs);
    if (pending > 0) {
      log.warn({ network }, 'otp refused: pending-code allowance of the network used up');
      throw await refuse(nowMs, 429, 'network_pending', AUTH_MESSAGES.networkPending(formatWait(pending)), pending);
    }

    const channel: Channel = wanted;
    const sender = senders[channel]!;
    const code = newOtpCode();
    const id = await repo.insertCodeForDevice(
      db,
      {
        mobile,
        codeHash: hashOtp(pepper, mobile, code),
        ip,
        network,
        channel,
        createdAt: iso(nowMs),
        expiresAt: iso(nowMs + AUTH_POLICY.codeLifetimeMs),
      },
      { deviceHash: hashToken(nonce) },
    );
    const minutes = AUTH_POLICY.codeLifetimeMs / MINUTE;
    // The last line lets the browser hand the code to the login screen (WebOTP).
    // By SMS in the member's language where the gateway has a template for it; else English.
    const chosen = channel === 'sms' ? await repo.languageForMobile(db, mobile) : null;
    const templateId = chosen && chosen !== 'en' ? deps.smsTemplates?.[chosen] : undefined;
    const language = templateId && chosen ? chosen : 'en';
    const text = signInSmsText(language, code, deps.appName, minutes, webOtpLine(deps.publicAppUrl, code));
    try {
      await sender.sendOtp({ to: mobile, code, text, purpose: 'sign-in', ...(templateId ? { language, templateId } : {}) });
    } catch (err) {
      if (err instanceof BudgetSpentError) {
        // Nothing was sent: the code never existed for the number's limits either.
        await repo.deleteCode(db, id);
        log.error({ channel }, 'otp not sent: the daily budget is used up');
        throw channel === 'sms'
          ? await refuse(nowMs, 503, 'sms_budget', AUTH_MESSAGES.smsBudget(formatWait(err.waitMs), hasWhatsApp), err.waitMs)
          : await refuse(nowMs, 503, 'whatsapp_budget', AUTH_MESSAGES.whatsappBudget(formatWait(err.waitMs)), err.waitMs);
      }
      // The code never reached the member: kill it, but keep counting it so a
      // failing gateway cannot be hammered through this endpoint.
      await repo.expireCode(db, id, iso(nowMs));
      log.error({ provider: sender.name, to: maskMobile(mobile), reason: (err as Error).message }, 'otp not sent');
      if (err instanceof SmsError && err.recipient) throw await refuse(nowMs, 422, 'no_whatsapp', AUTH_MESSAGES.noWhatsApp);
      throw await refuse(nowMs, 503, 'send_failed', channel === 'sms' ? AUTH_MESSAGES.smsFailed(hasWhatsApp) : AUTH_MESSAGES.whatsappFailed);
    }
    log.info({ provider: sender.name, channel, to: maskMobile(mobile) }, 'otp sent');
    // Housekeeping now and then (every row carries its time, so late clean-up changes no count).
    if (Math.random() < HOUSEKEEPING_SHARE) await repo.deleteOldSignInRows(db, iso(nowMs - 2 * DAY), dayOf(nowMs - 35 * DAY));
    return {
      nonce,
      message: channel === 'whatsapp' ? AUTH_MESSAGES.codeSentWhatsApp : AUTH_MESSAGES.codeSent,
      channel,
      nextCodeInMs: Math.max(AUTH_POLICY.resendGapMs, capWaitOf([...issued, nowMs], nowMs)),
      whatsapp: hasWhatsApp,
    };
  }

  async function verifyCode(mobile: string, code: string, nonce: string, ip: string | null): Promise<{ token: string; user: User }> {
    const nowMs = deps.now().getTime();
    const network = clientNetwork(ip);

    // Per network first: past its wrong-code allowance no code from it is checked at all.
    const guessing = await networkWait(network, 'wrongCodes', nowMs);
    if (guessing > 0) {
      log.warn({ network }, 'otp-verify refused: wrong-code allowance of the network used up');
      throw await refuse(nowMs, 429, 'network_wrong', AUTH_MESSAGES.networkWrong(formatWait(guessing)), guessing);
    }

    const device = await repo.findDevice(db, mobile, hashToken(nonce));
    const row = device ? await repo.findCode(db, device.otp_id) : null;
    if (!device || !row) throw await refuse(nowMs, 422, 'code_expired', AUTH_MESSAGES.expired);
    if (row.consumed_at) throw await refuse(nowMs, 422, 'code_used', AUTH_MESSAGES.used);
    if (ms(row.expires_at) <= nowMs) throw await refuse(nowMs, 422, 'code_expired', AUTH_MESSAGES.expired);

    const locked = lockWait(await repo.codesSince(db, mobile, iso(nowMs - DAY)), nowMs);
    if (locked > 0) throw await refuse(nowMs, 429, 'number_paused', AUTH_MESSAGES.numberLocked(formatWait(locked)), locked);
    if (device.attempts >= AUTH_POLICY.wrongTriesPerDevice || row.attempts >= AUTH_POLICY.wrongTriesPerCode) {
      throw await refuse(nowMs, 422, 'too_many_tries', AUTH_MESSAGES.tooManyTries);
    }
    if (!(await repo.reserveAttempt(db, device.id, row.id, AUTH_POLICY.wrongTriesPerDevice, AUTH_POLICY.wrongTriesPerCode))) {
      throw await refuse(nowMs, 422, 'too_many_tries', AUTH_MESSAGES.tooManyTries);
    }

    if (!otpMatches(pepper, mobile, code, row.code_hash)) {
      const left = Math.min(
        AUTH_POLICY.wrongTriesPerDevice - (device.attempts + 1),
        AUTH_POLICY.wrongTriesPerCode - (row.attempts + 1),
      );
      await repo.recordEvent(db, { network, kind: 'wrong_code', mobile: null, createdAt: iso(nowMs) }, { day: dayOf(nowMs), name: 'refused:wrong_code' });
      log.info({ to: maskMobile(mobile), left }, 'otp wrong');
      throw refusal(422, left > 0 ? AUTH_MESSAGES.wrongCode(left) : AUTH_MESSAGES.tooManyTries, 'wrong_code');
    }
    if (!(await repo.consumeCode(db, row.id, device.id, iso(nowMs)))) throw await refuse(nowMs, 422, 'code_used', AUTH_MESSAGES.used);

    // The member may have been deactivated after the code was sent.
    const memberId = await repo.findActiveMemberIdByMobile(db, mobile);
    if (memberId === null) throw notFound(AUTH_MESSAGES.notRegistered);

    const token = newToken();
    await repo.recordSignIn(db, {
      tokenHash: hashToken(token),
      memberId,
      createdAt: iso(nowMs),
      expiresAt: iso(nowMs + AUTH_POLICY.sessionLifetimeMs),
      network,
      mobile,
      day: dayOf(nowMs),
      endedBefore: iso(nowMs - 7 * DAY),
    });
    log.info({ memberId }, 'signed in');
    return { token, user: await loadUser(memberId) };
  }

  async function loadUser(memberId: number): Promise<User> {
    const user = await findSignedInUser(db, memberId, await deps.districtName());
    if (!user) throw notFound(AUTH_MESSAGES.notRegistered);
    return user;
  }

  async function logout(sessionId: number): Promise<void> {
    await repo.revokeSession(db, sessionId, deps.now().toISOString());
  }

  return { requestCode, verifyCode, logout, loadUser };
}

export type AuthService = ReturnType<typeof createAuthService>;
