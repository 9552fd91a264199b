import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { calls, errorEnvelope } from '@d320b/contract';
import { DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import { createTestContext, describeEachDb, freshIp, testDatabases, type TestContext } from '../../test/harness.js';
import { AUTH_MESSAGES, AUTH_POLICY, formatWait, webOtpLine } from './service.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A code that is certainly not `code`. */
const wrong = (code: string) => ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0');

describe('formatWait', () => {
  it('rounds up and picks a readable unit', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(23_000)).toBe('23 seconds');
    expect(formatWait(22_001)).toBe('23 seconds');
    expect(formatWait(5 * MINUTE)).toBe('5 minutes');
    expect(formatWait(DAY)).toBe('24 hours');
  });
});

describeEachDb('auth', (ctx) => {
  // Every test uses its own members, so the per-number limits of one test
  // never leak into another; the clock only ever moves forward.
  let nextMemberOffset = 0;
  async function freshMobiles(count: number): Promise<string[]> {
    const rows = await ctx.db
      .selectFrom('members')
      .select('mobile_number')
      .where('is_active', '=', 1)
      .where('mobile_number', 'not in', [DEMO_MEMBER_MOBILE, DEMO_MANAGER_MOBILE])
      .orderBy('id')
      .offset(nextMemberOffset)
      .limit(count)
      .execute();
    nextMemberOffset += count;
    expect(rows).toHaveLength(count);
    return rows.map((r) => r.mobile_number);
  }
  const freshMobile = async () => (await freshMobiles(1))[0]!;

  async function requestCode(mobile: string, ip = freshIp()) {
    const res = await ctx.call('login', { mobile }, { ip });
    return { res, code: ctx.sms.lastCode(mobile), nonce: res.body.nonce };
  }
  const verify = (phone: string, otp: string, nonce: string) => ctx.call('otp-verify', { phone, otp, nonce }, { ip: freshIp() });
  const smsTo = (mobile: string) => ctx.sms.messages.filter((m) => m.to === mobile).length;
  const isActive = async (token: string) => (await ctx.call('logout', {}, { token, ip: freshIp() })).statusCode !== 401;

  describe('login', () => {
    it('sends a 6-digit code to an active member through the SMS provider', async () => {
      const mobile = await freshMobile();
      const before = ctx.sms.messages.length;
      const { res, code } = await requestCode(mobile);
      expect(res.statusCode).toBe(200);
      expect(res.body).toEqual({
        status: true,
        message: AUTH_MESSAGES.codeSent,
        nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        channel: 'sms',
        // The app's resend timer shows the server's gap.
        resendAfterSeconds: AUTH_POLICY.resendGapMs / SECOND,
        whatsapp: true,
      });
      expect(calls['login'].response.safeParse(res.body).success).toBe(true);
      expect(ctx.sms.messages).toHaveLength(before + 1);
      const sms = ctx.sms.messages.at(-1)!;
      expect(sms.to).toBe(mobile);
      expect(sms.code).toMatch(/^\d{6}$/);
      expect(code).toBe(sms.code);
      expect(sms.text).toContain(sms.code);
      expect(sms.text).toContain('5 minutes');
      // WebOTP: the last line binds the code to the app's host (PUBLIC_APP_URL, here the default http://localhost:3000/).
      expect(sms.text.split('\n').at(-1)).toBe(`@localhost #${sms.code}`);
      expect(webOtpLine('https://lions320b.example.org:8443/app/', '012345')).toBe('@lions320b.example.org #012345');
    });

    it('stores only a keyed hash of the code', async () => {
      const mobile = await freshMobile();
      const { code } = await requestCode(mobile);
      const row = await ctx.db.selectFrom('login_otps').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
      expect(row.code_hash).not.toContain(code!);
      expect(row.code_hash).toMatch(/^v1\$[\w-]+\$[\w-]{43}$/);
      // Not a plain (unkeyed) hash of the code either.
      expect(row.code_hash).not.toContain(createHash('sha256').update(code!).digest('base64url'));
    });

    it('refuses a number that is not registered, without sending anything', async () => {
      const before = ctx.sms.messages.length;
      const res = await ctx.call('login', { mobile: '9000000001' }, { ip: freshIp() });
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: false, message: AUTH_MESSAGES.notRegistered, reason: 'not_registered' });
      expect(ctx.sms.messages).toHaveLength(before);
    });

    it('refuses the number of an inactive member', async () => {
      const mobile = await freshMobile();
      await ctx.db.updateTable('members').set({ is_active: 0 }).where('mobile_number', '=', mobile).execute();
      try {
        const res = await ctx.call('login', { mobile }, { ip: freshIp() });
        expect(res.statusCode).toBe(404);
        expect(res.body.message).toBe(AUTH_MESSAGES.notRegistered);
      } finally {
        await ctx.db.updateTable('members').set({ is_active: 1 }).where('mobile_number', '=', mobile).execute();
      }
    });

    it.each([
      ['too short', { mobile: '98765' }],
      ['letters', { mobile: '98765abcde' }],
      ['missing', {}],
      ['a number, not text', { mobile: 9876500001 }],
    ])('answers 422 naming the field for an invalid mobile (%s)', async (_label, payload) => {
      const res = await ctx.call('login', payload, { ip: freshIp() });
      expect(res.statusCode).toBe(422);
      expect(res.body.status).toBe(false);
      expect(res.body.message).toBe('mobile: Please enter a valid 10-digit mobile number.');
    });

    it('accepts the number with +91, spaces or a leading 0', async () => {
      const [a, b] = await freshMobiles(2);
      const spaced = `+91 ${a!.slice(0, 5)} ${a!.slice(5)}`;
      expect((await requestCode(spaced)).res.statusCode).toBe(200);
      expect(ctx.sms.messages.at(-1)!.to).toBe(a);
      expect((await requestCode(`0${b}`)).res.statusCode).toBe(200);
      expect(ctx.sms.messages.at(-1)!.to).toBe(b);
    });

    it('sends no new SMS within 60 seconds: the second device is bound to the code already sent', async () => {
      const mobile = await freshMobile();
      const first = await requestCode(mobile);
      expect(first.res.statusCode).toBe(200);
      ctx.clock.advance(AUTH_POLICY.resendGapMs - SECOND);
      const second = await requestCode(mobile);
      expect(second.res.statusCode).toBe(200);
      expect(second.nonce).not.toBe(first.nonce);
      expect(smsTo(mobile)).toBe(1);
      // The answer says the code already sent still holds, and when a new one can be asked for.
      expect(second.res.body.message).toBe(AUTH_MESSAGES.codeStillValid('sms'));
      expect(second.res.body.resendAfterSeconds).toBe(1);
      // Both devices hold the one code that was sent.
      expect((await verify(mobile, first.code!, second.nonce)).statusCode).toBe(200);
      ctx.clock.advance(SECOND);
      expect((await requestCode(mobile)).res.statusCode).toBe(200);
      expect(smsTo(mobile)).toBe(2);
    });

    it('sends at most 5 codes per number per hour; past that a device is still bound to the live code', async () => {
      const mobile = await freshMobile();
      for (let i = 0; i < 5; i++) {
        expect((await requestCode(mobile)).res.statusCode).toBe(200);
        ctx.clock.advance(AUTH_POLICY.resendGapMs);
      }
      expect(smsTo(mobile)).toBe(5);
      // The fifth code (sent 60 s ago) is still live: no SMS, but the device can use it.
      const sixth = await requestCode(mobile);
      expect(sixth.res.statusCode).toBe(200);
      expect(smsTo(mobile)).toBe(5);
      // Once it has expired (4 min later), the newest code, already on the phone, is renewed for the asking device.
      ctx.clock.advance(AUTH_POLICY.codeLifetimeMs - AUTH_POLICY.resendGapMs);
      const renewed = await requestCode(mobile);
      expect(renewed.res.statusCode).toBe(200);
      expect(renewed.res.body.message).toBe(AUTH_MESSAGES.useLatestCode);
      expect(smsTo(mobile)).toBe(5);
      expect((await verify(mobile, ctx.sms.lastCode(mobile)!, renewed.nonce)).statusCode).toBe(200);
      // That code is used now: the cap shows, 51 minutes to go (9 min after the first code).
      const capped = await requestCode(mobile);
      expect(capped.res.statusCode).toBe(429);
      expect(capped.res.body).toEqual({
        status: false,
        message:
          'Too many codes have been requested for this number. Please wait 51 minutes before asking for a new one, and use the latest code you received meanwhile. If no code reaches you, ask your club secretary to check your number.',
        retryAfterSeconds: 51 * 60,
        reason: 'number_cap',
      });
      expect(capped.res.headers['retry-after']).toBe(String(51 * 60));
      // The window is the last hour: the first code stops counting exactly one hour after it was sent.
      ctx.clock.advance(HOUR - 4 * AUTH_POLICY.resendGapMs - AUTH_POLICY.codeLifetimeMs - 1);
      expect((await requestCode(mobile)).res.statusCode).toBe(429);
      ctx.clock.advance(1);
      expect((await requestCode(mobile)).res.statusCode).toBe(200);
      expect(smsTo(mobile)).toBe(6);
    });

    it('sends at most 10 codes per number per day', async () => {
      const mobile = await freshMobile();
      for (let i = 0; i < 10; i++) {
        expect((await requestCode(mobile)).res.statusCode).toBe(200);
        // Two codes an hour stays well under the hourly limit.
        ctx.clock.advance(30 * MINUTE);
      }
      // The newest code is renewed once for the asking device; after it is used, the cap shows.
      const renewed = await requestCode(mobile);
      expect(renewed.res.body.message).toBe(AUTH_MESSAGES.useLatestCode);
      expect((await verify(mobile, ctx.sms.lastCode(mobile)!, renewed.nonce)).statusCode).toBe(200);
      // The first code was 5 hours ago: 19 hours to go.
      const eleventh = await requestCode(mobile);
      expect(eleventh.res.statusCode).toBe(429);
      expect(eleventh.res.body.message).toMatch(/Please wait 19 hours before asking for a new one/);
      ctx.clock.advance(19 * HOUR);
      expect((await requestCode(mobile)).res.statusCode).toBe(200);
    });

    it('brakes a flood of login requests from one network at 600 a minute, before touching the database', async () => {
      const ip = freshIp();
      for (let i = 0; i < 600; i++) {
        expect((await ctx.call('login', { mobile: 'x' }, { ip })).statusCode).toBe(422);
      }
      const limited = await ctx.call('login', { mobile: 'x' }, { ip });
      expect(limited.statusCode).toBe(429);
      expect(errorEnvelope.safeParse(limited.body).success).toBe(true);
      expect(limited.body.message).toMatch(/^Too many requests\. Please wait \d+ seconds? and try again\.$/);
      expect(limited.body).toMatchObject({ retryAfterSeconds: expect.any(Number) });
      // Another network is not braked.
      expect((await ctx.call('login', { mobile: 'x' }, { ip: freshIp() })).statusCode).toBe(422);
    });

    it('answers 503 and kills the code when the SMS cannot be sent', async () => {
      const mobile = await freshMobile();
      ctx.sms.failWith = new Error('gateway down');
      try {
        const res = await ctx.call('login', { mobile }, { ip: freshIp() });
        expect(res.statusCode).toBe(503);
        expect(res.body).toEqual({ status: false, message: AUTH_MESSAGES.smsFailed(true), reason: 'send_failed' });
      } finally {
        ctx.sms.failWith = null;
      }
      const row = await ctx.db.selectFrom('login_otps').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
      expect(row.expires_at <= row.created_at).toBe(true);
    });
  });

  describe('otp-verify', () => {
    it('signs in with the code: token, member profile per contract, session stored as a hash', async () => {
      const { code, nonce } = await requestCode(DEMO_MEMBER_MOBILE);
      const res = await verify(DEMO_MEMBER_MOBILE, code!, nonce);
      expect(res.statusCode).toBe(200);
      const parsed = calls['otp-verify'].response.parse(res.body);
      expect(parsed.message).toBe('Login successful');
      expect(parsed.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(parsed.user.mobileNumber).toBe(DEMO_MEMBER_MOBILE);
      expect(parsed.user.distName).toBe(parsed.user.district.distName);
      expect(parsed.user.distName.length).toBeGreaterThan(0);
      expect(parsed.user.club_id).toBe(parsed.user.clubId);

      const member = await ctx.db
        .selectFrom('members as m')
        .innerJoin('clubs as c', 'c.id', 'm.club_id')
        .select(['m.id', 'm.name', 'm.club_id', 'c.name as club_name', 'm.photo'])
        .where('m.mobile_number', '=', DEMO_MEMBER_MOBILE)
        .executeTakeFirstOrThrow();
      expect(parsed.user).toMatchObject({ memId: member.id, memName: member.name, clubId: member.club_id, club_name: member.club_name });
      expect(parsed.user.memPhoto).toBe(member.photo ? `/media/${member.photo}/display.webp` : null);

      const sessions = await ctx.db.selectFrom('sessions').selectAll().where('member_id', '=', member.id).execute();
      const hash = createHash('sha256').update(parsed.token).digest('hex');
      expect(sessions.some((s) => s.token_hash === hash)).toBe(true);
      expect(sessions.some((s) => s.token_hash === parsed.token)).toBe(false);
    });

    it('takes the phone with a +91 prefix too', async () => {
      const mobile = await freshMobile();
      const { code, nonce } = await requestCode(mobile);
      expect((await verify(`+91${mobile}`, code!, nonce)).statusCode).toBe(200);
    });

    it('answers 422 naming the field for a malformed code', async () => {
      const res = await verify(DEMO_MEMBER_MOBILE, '12ab', 'A'.repeat(43));
      expect(res.statusCode).toBe(422);
      expect(res.body.message).toBe('otp: Please enter a valid 6-digit OTP.');
    });

    it('needs the nonce that login answered to this device', async () => {
      const mobile = await freshMobile();
      const { code, nonce } = await requestCode(mobile);
      const missing = await ctx.call('otp-verify', { phone: mobile, otp: code }, { ip: freshIp() });
      expect(missing.statusCode).toBe(422);
      expect(missing.body.message).toBe('nonce: Please request a new code on this screen.');
      // Another device's nonce (here: one login gave for another number) does not unlock this code.
      const other = await requestCode(await freshMobile());
      const foreign = await verify(mobile, code!, other.nonce);
      expect(foreign.statusCode).toBe(422);
      expect(foreign.body.message).toBe(AUTH_MESSAGES.expired);
      expect((await verify(mobile, code!, nonce)).statusCode).toBe(200);
    });

    it('refuses a number that has no code', async () => {
      const res = await verify(await freshMobile(), '123456', 'A'.repeat(43));
      expect(res.statusCode).toBe(422);
      expect(res.body).toEqual({ status: false, message: AUTH_MESSAGES.expired, reason: 'code_expired' });
    });

    it('accepts a code until 5 minutes have passed, not after', async () => {
      const [a, b] = await freshMobiles(2);
      const first = await requestCode(a!);
      ctx.clock.advance(AUTH_POLICY.codeLifetimeMs - SECOND);
      expect((await verify(a!, first.code!, first.nonce)).statusCode).toBe(200);

      const second = await requestCode(b!);
      ctx.clock.advance(AUTH_POLICY.codeLifetimeMs);
      const late = await verify(b!, second.code!, second.nonce);
      expect(late.statusCode).toBe(422);
      expect(late.body.message).toBe(AUTH_MESSAGES.expired);
    });

    it('accepts a code only once', async () => {
      const mobile = await freshMobile();
      const { code, nonce } = await requestCode(mobile);
      expect((await verify(mobile, code!, nonce)).statusCode).toBe(200);
      const again = await verify(mobile, code!, nonce);
      expect(again.statusCode).toBe(422);
      expect(again.body.message).toBe(AUTH_MESSAGES.used);
    });

    it('allows 5 wrong tries per device; then that device must ask again', async () => {
      const mobile = await freshMobile();
      const { code, nonce } = await requestCode(mobile);
      const messages: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await verify(mobile, wrong(code!), nonce);
        expect(res.statusCode).toBe(422);
        messages.push(res.body.message);
      }
      expect(messages).toEqual([
        'The code is incorrect. 4 tries left.',
        'The code is incorrect. 3 tries left.',
        'The code is incorrect. 2 tries left.',
        'The code is incorrect. 1 try left.',
        'Too many wrong tries. Please request a new code.',
      ]);
      const right = await verify(mobile, code!, nonce);
      expect(right.statusCode).toBe(422);
      expect(right.body.message).toBe(AUTH_MESSAGES.tooManyTries);
      // Asking again binds a fresh device to the same live code (no new SMS): 5 new tries.
      const again = await requestCode(mobile);
      expect(smsTo(mobile)).toBe(1);
      expect((await verify(mobile, code!, again.nonce)).statusCode).toBe(200);
    });

    it('a stranger cannot lock the member out: six requests from six addresses and their wrong guesses leave the member\'s sign-in working', async () => {
      const mobile = await freshMobile();
      // The attacker (no access to the phone) asks six times from six addresses, guessing 4 times each.
      for (let i = 0; i < 6; i++) {
        const attacker = await requestCode(mobile);
        expect(attacker.res.statusCode).toBe(200);
        const sent = Number(ctx.sms.lastCode(mobile));
        for (let g = 0; g < 4; g++) {
          // Wrong by construction: the attacker does not know the code.
          const guess = String((sent + 1 + i * 4 + g) % 1_000_000).padStart(6, '0');
          expect((await verify(mobile, guess, attacker.nonce)).statusCode).toBe(422);
        }
        ctx.clock.advance(5 * SECOND);
      }
      // One SMS reached the member's phone; the member's own device signs in with that code.
      expect(smsTo(mobile)).toBe(1);
      const member = await requestCode(mobile);
      expect(member.res.statusCode).toBe(200);
      expect(smsTo(mobile)).toBe(1);
      const res = await verify(mobile, ctx.sms.lastCode(mobile)!, member.nonce);
      expect(res.statusCode).toBe(200);
      expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('kills a code after 25 wrong tries over all devices', async () => {
      const mobile = await freshMobile();
      const { code } = await requestCode(mobile);
      for (let d = 0; d < AUTH_POLICY.wrongTriesPerCode / AUTH_POLICY.wrongTriesPerDevice; d++) {
        const device = await requestCode(mobile);
        for (let g = 0; g < AUTH_POLICY.wrongTriesPerDevice; g++) await verify(mobile, wrong(code!), device.nonce);
      }
      expect(smsTo(mobile)).toBe(1);
      // Dead code: a fresh device cannot use it; the next request sends a new code.
      ctx.clock.advance(AUTH_POLICY.resendGapMs);
      const next = await requestCode(mobile);
      expect(smsTo(mobile)).toBe(2);
      expect(next.code).not.toBeUndefined();
      expect((await verify(mobile, next.code!, next.nonce)).statusCode).toBe(200);
    });

    it('pauses a number after 100 wrong tries in 24 hours (a sustained attack), and says how long', async () => {
      const mobile = await freshMobile();
      let tries = 0;
      let nonce = '';
      while (tries < AUTH_POLICY.wrongTriesPerNumberPerDay) {
        const device = await requestCode(mobile);
        expect(device.res.statusCode).toBe(200);
        nonce = device.nonce;
        for (let g = 0; g < AUTH_POLICY.wrongTriesPerDevice; g++, tries++) {
          expect((await verify(mobile, wrong(ctx.sms.lastCode(mobile)!), device.nonce)).statusCode).toBe(422);
        }
      }
      // Every 25 wrong tries kill a code; the next request sends a new one.
      expect(smsTo(mobile)).toBe(AUTH_POLICY.wrongTriesPerNumberPerDay / AUTH_POLICY.wrongTriesPerCode);
      const refused = await requestCode(mobile);
      expect(refused.res.statusCode).toBe(429);
      expect(refused.res.body.message).toMatch(/^Too many wrong codes have been tried for this number\. For your safety, sign-in is paused for 24 hours\./);
      expect((await verify(mobile, ctx.sms.lastCode(mobile)!, nonce)).statusCode).toBe(429);
      ctx.clock.advance(DAY);
      const after = await requestCode(mobile);
      expect(after.res.statusCode).toBe(200);
      expect((await verify(mobile, after.code!, after.nonce)).statusCode).toBe(200);
    });

    it('refuses to sign in a member deactivated after the code was sent', async () => {
      const mobile = await freshMobile();
      const { code, nonce } = await requestCode(mobile);
      await ctx.db.updateTable('members').set({ is_active: 0 }).where('mobile_number', '=', mobile).execute();
      try {
        const res = await verify(mobile, code!, nonce);
        expect(res.statusCode).toBe(404);
        expect(res.body.message).toBe(AUTH_MESSAGES.notRegistered);
      } finally {
        await ctx.db.updateTable('members').set({ is_active: 1 }).where('mobile_number', '=', mobile).execute();
      }
    });

    it('brakes a flood of verify requests from one network at 600 a minute', async () => {
      const ip = freshIp();
      for (let i = 0; i < 600; i++) {
        expect((await ctx.call('otp-verify', { phone: 'x', otp: 'y' }, { ip })).statusCode).toBe(422);
      }
      expect((await ctx.call('otp-verify', { phone: 'x', otp: 'y' }, { ip })).statusCode).toBe(429);
    });
  });

  describe('sessions', () => {
    it('a token works until logout, then answers 401', async () => {
      const token = await ctx.signIn(DEMO_MANAGER_MOBILE);
      const out = await ctx.call('logout', {}, token);
      expect(out.statusCode).toBe(200);
      expect(calls['logout'].response.parse(out.body)).toEqual({ status: true, message: 'Logged out successfully' });
      const after = await ctx.call('logout', {}, token);
      expect(after.statusCode).toBe(401);
      expect(after.body).toEqual({ status: false, message: 'Your session has ended. Please sign in again.' });
      const row = await ctx.db
        .selectFrom('sessions')
        .select('revoked_at')
        .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
        .executeTakeFirstOrThrow();
      expect(row.revoked_at).not.toBeNull();
    });

    it('logout ends only its own session', async () => {
      const a = await ctx.signIn(DEMO_MEMBER_MOBILE);
      const b = await ctx.signIn(DEMO_MEMBER_MOBILE);
      expect((await ctx.call('logout', {}, a)).statusCode).toBe(200);
      expect(await isActive(b)).toBe(true);
    });

    it('a session lasts 30 days, not longer', async () => {
      const mobile = await freshMobile();
      const early = await ctx.signIn(mobile);
      const late = await ctx.signIn(mobile);
      // Used every 10 days (inside the 14-day idle timeout, docs/product.md §5.2) it lasts the 30 days; unused it does not.
      const use = async (token: string) => (await ctx.call('get-profile-details', {}, token)).statusCode;
      for (let i = 0; i < 2; i++) {
        ctx.clock.advance(10 * DAY);
        expect(await use(late)).toBe(200);
      }
      ctx.clock.advance(AUTH_POLICY.sessionLifetimeMs - 20 * DAY - SECOND);
      expect(await isActive(early)).toBe(false);
      expect(await use(late)).toBe(200);
      ctx.clock.advance(SECOND);
      const res = await ctx.call('logout', {}, late);
      expect(res.statusCode).toBe(401);
      expect(res.body.status).toBe(false);
    });

    it('a deactivated member is signed out at once', async () => {
      const mobile = await freshMobile();
      const token = await ctx.signIn(mobile);
      await ctx.db.updateTable('members').set({ is_active: 0 }).where('mobile_number', '=', mobile).execute();
      try {
        expect((await ctx.call('logout', {}, token)).statusCode).toBe(401);
      } finally {
        await ctx.db.updateTable('members').set({ is_active: 1 }).where('mobile_number', '=', mobile).execute();
      }
    });

    it.each([
      ['no header', undefined, 'Please sign in to continue.'],
      ['not a bearer token', 'Basic dXNlcjpwYXNz', 'Your session is not valid. Please sign in again.'],
      ['bearer with junk', 'Bearer <script>', 'Your session is not valid. Please sign in again.'],
      ['unknown token', `Bearer ${'A'.repeat(43)}`, 'Your session has ended. Please sign in again.'],
    ])('answers 401 with %s', async (_label, authorization, message) => {
      const res = await ctx.call('logout', {}, { headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.body).toEqual({ status: false, message });
    });
  });
});

/**
 * Log hygiene: codes, tokens and full numbers never reach the log, whatever
 * the level. One small district on each database is enough.
 */
describe.each(testDatabases())('auth logs [%s]', (kind) => {
  it('carry masked numbers only, never codes or tokens', async () => {
    const lines: string[] = [];
    let ctx: TestContext | null = null;
    try {
      ctx = await createTestContext({
        db: kind,
        district: { clubs: 4, members: 100 },
        logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } },
      });
      const sent = await ctx.call('login', { mobile: DEMO_MEMBER_MOBILE });
      const code = ctx.sms.lastCode(DEMO_MEMBER_MOBILE)!;
      const nonce = sent.body.nonce;
      await ctx.call('otp-verify', { phone: DEMO_MEMBER_MOBILE, otp: wrong(code), nonce });
      const ok = await ctx.call('otp-verify', { phone: DEMO_MEMBER_MOBILE, otp: code, nonce });
      expect(sent.statusCode).toBe(200);
      expect(ok.statusCode).toBe(200);
      await ctx.call('logout', {}, ok.body.token);
      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(5);
      expect(log).toContain(`******${DEMO_MEMBER_MOBILE.slice(-4)}`);
      expect(log).not.toContain(DEMO_MEMBER_MOBILE);
      expect(log).not.toContain(code);
      expect(log).not.toContain(wrong(code));
      expect(log).not.toContain(ok.body.token);
      expect(log).not.toContain(nonce);
    } finally {
      await ctx?.close();
    }
  }, 120_000);
});
