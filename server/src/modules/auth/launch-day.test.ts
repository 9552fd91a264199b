/**
 * Launch day (docs/sign-in-limits.md): hundreds of members sign in from one hall's address, while
 * the per-network rules still stop a prober, a guesser and an SMS waster. Simulated time (the
 * injected clock) throughout: nothing waits.
 */
import { expect, it } from 'vitest';
import { describeEachDb, freshIp } from '../../test/harness.js';
import { AUTH_POLICY } from './service.js';
import { memberNumbers, unregisteredNumbers, wrongCode } from './sign-in-test-support.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describeEachDb(
  'launch day',
  (ctx) => {
    const members = memberNumbers(ctx);
    const unregistered = unregisteredNumbers(ctx);
    const login = (mobile: string, ip: string) => ctx.call('login', { mobile }, { ip });
    const verify = (mobile: string, otp: string, nonce: string, ip: string) => ctx.call('otp-verify', { phone: mobile, otp, nonce }, { ip });
    const smsTo = (mobile: string) => ctx.sms.messages.filter((m) => m.to === mobile).length;

    it('300 members from one address within 30 minutes, 50 of them in the same minute, all get their code and sign in', async () => {
      const hall = '203.0.113.10';
      const crowd = await members(300);
      // Like a real hall: every tenth member first types a wrong (unregistered) number, every
      // seventh presses Send twice, every fifth mistypes the code once.
      const typos = await unregistered(30);
      const smsBefore = ctx.sms.messages.length;
      const start = ctx.clock.now().getTime();
      const nonces = new Map<string, string>();
      let typo = 0;

      async function ask(mobile: string, i: number) {
        if (i % 10 === 3) expect((await login(typos[typo++]!, hall)).statusCode).toBe(404);
        const sent = await login(mobile, hall);
        expect(sent.statusCode, sent.body.message).toBe(200);
        nonces.set(mobile, sent.body.nonce);
        if (i % 7 === 0) {
          const again = await login(mobile, hall);
          expect(again.statusCode, again.body.message).toBe(200);
          nonces.set(mobile, again.body.nonce);
        }
      }
      async function type(mobile: string, i: number) {
        const code = ctx.sms.lastCode(mobile)!;
        if (i % 5 === 0) expect((await verify(mobile, wrongCode(code), nonces.get(mobile)!, hall)).statusCode).toBe(422);
        const ok = await verify(mobile, code, nonces.get(mobile)!, hall);
        expect(ok.statusCode, ok.body.message).toBe(200);
        expect(ok.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }

      // The first 50 within one minute: all ask, then all type their code.
      for (let i = 0; i < 50; i++) {
        await ask(crowd[i]!, i);
        ctx.clock.advance(500);
      }
      for (let i = 0; i < 50; i++) {
        await type(crowd[i]!, i);
        ctx.clock.advance(500);
      }
      expect(ctx.clock.now().getTime() - start).toBeLessThanOrEqual(MINUTE);
      // The other 250 over the next 29 minutes.
      for (let i = 50; i < 300; i++) {
        await ask(crowd[i]!, i);
        ctx.clock.advance(3 * SECOND);
        await type(crowd[i]!, i);
        ctx.clock.advance(3900);
      }
      expect(ctx.clock.now().getTime() - start).toBeLessThanOrEqual(30 * MINUTE);
      expect(typo).toBe(30);
      // One SMS per member: the second press of Send sent nothing.
      expect(ctx.sms.messages.length - smsBefore).toBe(300);
    }, 300_000);

    it('from one address, probing more than 10 unregistered numbers an hour is refused, for every number, with what to do', async () => {
      const ip = '198.51.100.20';
      const fake = await unregistered(11);
      const [member] = await members(1);
      for (const [i, n] of fake.slice(0, 10).entries()) {
        expect((await login(n, ip)).statusCode).toBe(404);
        // A member retrying the same mistyped number counts once.
        if (i === 4) expect((await login(fake[0]!, ip)).statusCode).toBe(404);
      }
      const refused = await login(fake[10]!, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toMatchObject({ status: false, reason: 'network_probing', retryAfterSeconds: 3600 });
      expect(refused.headers['retry-after']).toBe('3600');
      expect(refused.body.message).toMatch(/^Too many numbers that are not registered have been tried from this network .* for 60 minutes\./);
      expect(refused.body.message).toMatch(/Switch to mobile data/);
      expect(refused.body.message).toMatch(/ask your club secretary/);
      // A registered number gets the same answer: the prober learns nothing, and no SMS goes out.
      const same = await login(member!, ip);
      expect(same.statusCode).toBe(429);
      expect(same.body).toMatchObject({ reason: 'network_probing' });
      expect(smsTo(member!)).toBe(0);
      // Another network is not affected.
      expect((await login(member!, freshIp())).statusCode).toBe(200);
      // An hour after the probes, the network may ask again.
      ctx.clock.advance(HOUR);
      expect((await login(fake[10]!, ip)).statusCode).toBe(404);
    });

    it('members who sign in from a network earn it room for typos: 8 sign-ins, 2 more unregistered numbers', async () => {
      const ip = '198.51.100.21';
      const signedIn = await members(8);
      for (const m of signedIn) {
        const sent = await login(m, ip);
        expect((await verify(m, ctx.sms.lastCode(m)!, sent.body.nonce, ip)).statusCode).toBe(200);
      }
      const fake = await unregistered(13);
      for (const n of fake.slice(0, 12)) expect((await login(n, ip)).statusCode).toBe(404);
      expect((await login(fake[12]!, ip)).statusCode).toBe(429);
    });

    it('groups IPv6 addresses per /64, and counts an IPv4-mapped address as its IPv4 address', async () => {
      const fake = await unregistered(24);
      // Ten addresses of one /64: one network.
      for (let i = 0; i < 10; i++) expect((await login(fake[i]!, `2001:db8:20:1::${(i + 1).toString(16)}`)).statusCode).toBe(404);
      const sameNet = await login(fake[10]!, '2001:db8:20:1:ffff:1:2:3');
      expect(sameNet.statusCode).toBe(429);
      expect(sameNet.body).toMatchObject({ reason: 'network_probing' });
      // The next /64 is another network.
      expect((await login(fake[10]!, '2001:db8:20:2::1')).statusCode).toBe(404);
      // ::ffff:198.51.100.77 and 198.51.100.77 are one address.
      for (let i = 11; i < 21; i++) expect((await login(fake[i]!, i % 2 ? '::ffff:198.51.100.77' : '198.51.100.77')).statusCode).toBe(404);
      expect((await login(fake[21]!, '198.51.100.77')).statusCode).toBe(429);
      expect((await login(fake[22]!, '::ffff:198.51.100.77')).statusCode).toBe(429);
      expect((await login(fake[23]!, '198.51.100.78')).statusCode).toBe(404);
    });

    it('a network whose codes go unused gets no new ones; requests that send nothing never count, and the refused can still sign in', async () => {
      const ip = '198.51.100.30';
      const m = await members(12);
      // One member presses Send 25 times: one SMS, and at most one unused number.
      for (let k = 0; k < 25; k++) expect((await login(m[0]!, ip)).statusCode).toBe(200);
      expect(smsTo(m[0]!)).toBe(1);
      // Eight more ask and never type their code: 9 unused numbers once the codes expire.
      for (const n of m.slice(1, 9)) expect((await login(n, ip)).statusCode).toBe(200);
      ctx.clock.advance(AUTH_POLICY.codeLifetimeMs);
      // Nine: a tenth member still gets a code (the 25 presses counted once).
      expect((await login(m[9]!, ip)).statusCode).toBe(200);
      ctx.clock.advance(AUTH_POLICY.codeLifetimeMs - 30 * SECOND);
      const late = await login(m[10]!, ip);
      expect(late.statusCode).toBe(200);
      ctx.clock.advance(30 * SECOND);
      // The tenth member's code expired unused: 10 unused numbers, no new code from this network.
      const refused = await login(m[11]!, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toMatchObject({ reason: 'network_unused' });
      expect(refused.body.message).toMatch(/If you already have a code, enter it\. Otherwise switch to mobile data/);
      expect(smsTo(m[11]!)).toBe(0);
      // A member whose code is still live is bound to it (nothing sent) and signs in.
      const again = await login(m[10]!, ip);
      expect(again.statusCode).toBe(200);
      expect(smsTo(m[10]!)).toBe(1);
      expect((await verify(m[10]!, ctx.sms.lastCode(m[10]!)!, again.body.nonce, ip)).statusCode).toBe(200);
      // A member who signs in elsewhere stops counting against this network: room for one more.
      const elsewhere = freshIp();
      ctx.clock.advance(AUTH_POLICY.resendGapMs);
      const other = await login(m[1]!, elsewhere);
      expect((await verify(m[1]!, ctx.sms.lastCode(m[1]!)!, other.body.nonce, elsewhere)).statusCode).toBe(200);
      expect((await login(m[11]!, ip)).statusCode).toBe(200);
    });

    it('a network with codes not yet entered for 100 numbers at once gets no more until one is used or expires', async () => {
      const ip = '198.51.100.35';
      const m = await members(103);
      const firsts: string[] = [];
      for (const n of m.slice(0, 100)) {
        const res = await login(n, ip);
        expect(res.statusCode, res.body.message).toBe(200);
        firsts.push(res.body.nonce);
        ctx.clock.advance(SECOND);
      }
      const refused = await login(m[100]!, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toMatchObject({ reason: 'network_pending' });
      // The first code expires 5 minutes after it was sent: 100 s of them have passed.
      expect(refused.body).toMatchObject({ retryAfterSeconds: AUTH_POLICY.codeLifetimeMs / SECOND - 100 });
      expect(refused.body.message).toMatch(/If you already have a code, enter it\./);
      // One member enters their code: that frees their place, and their sign-in earns the network one more.
      expect((await verify(m[0]!, ctx.sms.lastCode(m[0]!)!, firsts[0]!, ip)).statusCode).toBe(200);
      expect((await login(m[100]!, ip)).statusCode).toBe(200);
      expect((await login(m[101]!, ip)).statusCode).toBe(200);
      expect((await login(m[102]!, ip)).statusCode).toBe(429);
    });

    it('from one network, past 30 wrong codes an hour no code is checked; the member signs in elsewhere and the number is not paused', async () => {
      const attacker = '198.51.100.40';
      const [victim] = await members(1);
      const member = freshIp();
      expect((await login(victim!, member)).statusCode).toBe(200);
      // The attacker binds devices to the member's live code (nothing sent) and guesses, 5 a
      // device. 25 wrong tries kill a code (today's rule); the attacker's next request then
      // sends a new code, and the guessing goes on against it.
      let wrong = 0;
      let device = await login(victim!, attacker);
      while (wrong < AUTH_POLICY.network.wrongCodes.base) {
        if (wrong % AUTH_POLICY.wrongTriesPerDevice === 0 && wrong > 0) device = await login(victim!, attacker);
        expect(device.statusCode).toBe(200);
        const code = ctx.sms.lastCode(victim!)!;
        expect((await verify(victim!, wrongCode(code), device.body.nonce, attacker)).statusCode).toBe(422);
        wrong++;
      }
      expect(smsTo(victim!)).toBe(2);
      // The 31st try from that network is not checked at all, not even with the right code.
      device = await login(victim!, attacker);
      const stopped = await verify(victim!, ctx.sms.lastCode(victim!)!, device.body.nonce, attacker);
      expect(stopped.statusCode).toBe(429);
      expect(stopped.body).toMatchObject({ reason: 'network_wrong' });
      expect(stopped.body.message).toMatch(/^Too many wrong codes have been entered from this network .* for 60 minutes\. Switch to mobile data/);
      // The number is not paused (that takes 100 wrong tries a day): the member, on their own
      // network, is bound to the code on their phone and signs in.
      const mine = await login(victim!, member);
      expect(mine.statusCode).toBe(200);
      expect(smsTo(victim!)).toBe(2);
      expect((await verify(victim!, ctx.sms.lastCode(victim!)!, mine.body.nonce, member)).statusCode).toBe(200);
    });

    it('members behind one address each have their own allowance of app requests once signed in', async () => {
      const hall = '203.0.113.99';
      const tokens: string[] = [];
      for (const m of await members(2)) {
        const sent = await login(m, hall);
        const ok = await verify(m, ctx.sms.lastCode(m)!, sent.body.nonce, hall);
        expect(ok.statusCode).toBe(200);
        tokens.push(ok.body.token);
      }
      for (let i = 0; i < 600; i++) {
        const res = await ctx.call('me/privacy', {}, { token: tokens[0], ip: hall });
        if (res.statusCode !== 200) expect.fail(`request ${i + 1}: ${res.statusCode} ${res.body.message}`);
      }
      const braked = await ctx.call('me/privacy', {}, { token: tokens[0], ip: hall });
      expect(braked.statusCode).toBe(429);
      // The next member in the hall is not held up by the first.
      expect((await ctx.call('me/privacy', {}, { token: tokens[1], ip: hall })).statusCode).toBe(200);
    });
  },
  { district: { clubs: 12, members: 480 } },
);
