/**
 * Two instances of the app on one database (each with its own connection, as two servers have)
 * and one Redis: what one counts, the other enforces; a code asked on one signs in on the other;
 * a save on one is what the other answers next. And an instance whose Redis cannot be reached:
 * sign-in refuses with a clear 503, reading goes on, readiness says why, nothing answers 500.
 * (server/src/cluster.process.test.ts proves the same with real processes, a bucket and kill -9.)
 *
 * Redis: the machine's shared one (TEST_REDIS_URL, default 127.0.0.1:6379), every key under a
 * random prefix of this run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls, callPath } from '@d320b/contract';
import { buildApp } from './app.js';
import { READ_LIMIT_MESSAGE } from './access/read-limits.js';
import { createDatabase, type Database } from './db/database.js';
import { REDIS_UNAVAILABLE_MESSAGE } from './lib/redis.js';
import { AUTH_MESSAGES } from './modules/auth/service.js';
import { DEMO_MEMBER_MOBILE } from './demo/index.js';
import { createTestContext, freshIp, testDatabases, type CallName, type TestContext } from './test/harness.js';
import { freePort, randomPrefix, sharedRedisUrl } from './test/services.js';

interface Answer {
  statusCode: number;
  body: { status: boolean; message: string; [k: string]: unknown };
}

async function call(app: FastifyInstance, name: CallName, payload: unknown, opts: { token?: string; ip?: string } = {}): Promise<Answer> {
  const def = calls[name];
  const res = await app.inject({
    method: def.method,
    url: callPath(def.name),
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    ...(def.method === 'GET' ? { query: (payload ?? {}) as Record<string, string> } : { payload: (payload ?? {}) as Record<string, unknown> }),
  });
  return { statusCode: res.statusCode, body: res.json() };
}

for (const kind of testDatabases()) {
  describe(`two instances on one database and one Redis [${kind}]`, () => {
    let ctx: TestContext;
    let a: FastifyInstance;
    let b: FastifyInstance;
    let bDb: Database;
    const prefix = randomPrefix();

    beforeAll(async () => {
      ctx = await createTestContext({
        db: kind,
        district: { clubs: 4, members: 100 },
        env: { REDIS_URL: sharedRedisUrl(), REDIS_PREFIX: prefix, RATE_LIMIT_PER_MINUTE: '20', READ_LIMIT_PER_HOUR: '6' },
      });
      a = ctx.app;
      // The second instance: its own database connection and its own Redis client; same settings.
      bDb = createDatabase(ctx.config.database);
      b = await buildApp({ config: ctx.config, db: bDb, images: ctx.images, sms: ctx.sms, logger: false, webDist: null, now: ctx.clock.now });
      await b.ready();
      expect(a.shared).not.toBeNull();
      expect(await a.shared!.waitConnected(30_000)).toBe(true);
      expect(await b.shared!.waitConnected(30_000)).toBe(true);
    }, 120_000);
    afterAll(async () => {
      await b?.close();
      await bDb?.destroy();
      await ctx?.close();
    });

    async function signInAcross(mobile: string): Promise<string> {
      // Earlier codes of the number are forgotten, so signing in often never meets its SMS limits.
      await ctx.db.deleteFrom('login_devices').where('mobile', '=', mobile).execute();
      await ctx.db.deleteFrom('login_otps').where('mobile', '=', mobile).execute();
      const ip = freshIp();
      const sent = await call(a, 'login', { mobile }, { ip });
      expect(sent.statusCode).toBe(200);
      const verified = await call(b, 'otp-verify', { phone: mobile, otp: ctx.sms.lastCode(mobile), nonce: sent.body.nonce }, { ip });
      expect(verified.statusCode, verified.body.message).toBe(200);
      return verified.body.token as string;
    }

    it('a code asked on A signs in on B (one code-hashing key, from the database)', async () => {
      const token = await signInAcross(DEMO_MEMBER_MOBILE);
      expect((await call(a, 'get_members', { page: 1 }, { token })).statusCode).toBe(200);
      expect((await call(b, 'get_members', { page: 1 }, { token })).statusCode).toBe(200);
      expect(a.otpPepper.equals(b.otpPepper)).toBe(true);
    });

    it('the code limits kept in the database hold across instances: 5 wrong tries of a device on A and B, then even the right code is refused', async () => {
      await ctx.db.deleteFrom('login_devices').where('mobile', '=', DEMO_MEMBER_MOBILE).execute();
      await ctx.db.deleteFrom('login_otps').where('mobile', '=', DEMO_MEMBER_MOBILE).execute();
      const ip = freshIp();
      const sent = await call(a, 'login', { mobile: DEMO_MEMBER_MOBILE }, { ip });
      expect(sent.statusCode).toBe(200);
      const code = ctx.sms.lastCode(DEMO_MEMBER_MOBILE)!;
      const wrong = code === '000000' ? '111111' : '000000';
      const left: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await call(i % 2 ? b : a, 'otp-verify', { phone: DEMO_MEMBER_MOBILE, otp: wrong, nonce: sent.body.nonce }, { ip });
        expect(res.statusCode).toBe(422);
        left.push(res.body.message);
      }
      expect(left).toEqual([...[4, 3, 2].map((n) => AUTH_MESSAGES.wrongCode(n)), AUTH_MESSAGES.wrongCode(1), AUTH_MESSAGES.tooManyTries]);
      const right = await call(b, 'otp-verify', { phone: DEMO_MEMBER_MOBILE, otp: code, nonce: sent.body.nonce }, { ip });
      expect(right.statusCode).toBe(422);
      expect(right.body.message).toBe(AUTH_MESSAGES.tooManyTries);
    });

    it('the API rate limit counts requests to both: 20 a minute for one session, the 21st refused on either', async () => {
      const token = await signInAcross(DEMO_MEMBER_MOBILE);
      const ip = freshIp();
      for (let i = 0; i < 20; i++) {
        const res = await call(i % 2 ? b : a, 'get_dashboard', {}, { ip, token });
        expect(res.statusCode, `request ${i + 1}`).toBe(200);
      }
      for (const app of [a, b]) {
        const refused = await call(app, 'get_dashboard', {}, { ip, token });
        expect(refused.statusCode).toBe(429);
        expect(refused.body.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
      }
      // Another address is not affected.
      expect((await call(b, 'get_dashboard', {}, { ip: freshIp(), token })).statusCode).toBe(200);
    });

    it('the sign-in brake counts tries on both: 600 a minute from one network, the 601st refused on either', async () => {
      const ip = freshIp();
      const tries = Array.from({ length: 600 }, (_, i) => i);
      // In batches, half to each instance.
      for (let i = 0; i < tries.length; i += 50) {
        const answers = await Promise.all(
          tries.slice(i, i + 50).map((n) => call(n % 2 ? b : a, 'otp-verify', { phone: DEMO_MEMBER_MOBILE, otp: '123456', nonce: 'x'.repeat(43) }, { ip })),
        );
        for (const res of answers) expect(res.statusCode).toBe(422);
      }
      for (const app of [a, b]) {
        const refused = await call(app, 'otp-verify', { phone: DEMO_MEMBER_MOBILE, otp: '123456', nonce: 'x'.repeat(43) }, { ip });
        expect(refused.statusCode).toBe(429);
        expect(refused.body.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
      }
      // Another network is not affected.
      expect((await call(b, 'otp-verify', { phone: DEMO_MEMBER_MOBILE, otp: '123456', nonce: 'x'.repeat(43) }, { ip: freshIp() })).statusCode).toBe(422);
    }, 120_000);

    it('the per-account read limit is one budget: 3 profiles on A and 3 on B, the 7th refused on either and listed once', async () => {
      const token = await signInAcross(DEMO_MEMBER_MOBILE);
      const ids = (await ctx.db.selectFrom('members').select('id').where('is_active', '=', 1).orderBy('id').limit(7).execute()).map((r) => r.id);
      for (let i = 0; i < 6; i++) {
        const res = await call(i < 3 ? a : b, 'get_member_details', { member_idd: ids[i] }, { token, ip: freshIp() });
        expect(res.statusCode, `profile ${i + 1}`).toBe(200);
      }
      for (const app of [a, b]) {
        const refused = await call(app, 'get_member_details', { member_idd: ids[6] }, { token, ip: freshIp() });
        expect(refused.statusCode).toBe(429);
        expect(refused.body.message).toBe(READ_LIMIT_MESSAGE);
      }
      const me = await ctx.db.selectFrom('members').select('id').where('mobile_number', '=', DEMO_MEMBER_MOBILE).where('is_active', '=', 1).executeTakeFirstOrThrow();
      const flagged = await ctx.db.selectFrom('read_outliers').selectAll().where('member_id', '=', me.id).execute();
      expect(flagged.map((f) => [f.kind, Number(f.refused), f.limit_per_hour])).toEqual([['member_details', 2, 6]]);
    });

    it('a profile saved on A is what B answers next (details and list)', async () => {
      const token = await signInAcross(DEMO_MEMBER_MOBILE);
      const me = await ctx.db.selectFrom('members').selectAll().where('mobile_number', '=', DEMO_MEMBER_MOBILE).where('is_active', '=', 1).executeTakeFirstOrThrow();
      // B reads first, so it has the old profile at hand.
      ctx.clock.advance(60 * 60 * 1000); // a fresh read budget
      const before = await call(b, 'get-profile-details', {}, { token, ip: freshIp() });
      expect(before.statusCode).toBe(200);
      const profession = `Profession ${prefix}`;
      const saved = await ctx.upload('update_member_profile', { memName: me.name, mobileNumber: me.mobile_number, profession }, {}, { token, ip: freshIp() });
      expect(saved.statusCode, saved.body.message).toBe(200);
      const after = await call(b, 'get-profile-details', {}, { token, ip: freshIp() });
      expect(JSON.stringify(after.body)).toContain(profession);
    });
  });

  describe(`an instance whose Redis cannot be reached [${kind}]`, () => {
    let ctx: TestContext;
    let app: FastifyInstance;
    let db: Database;
    let token = '';

    beforeAll(async () => {
      ctx = await createTestContext({ db: kind, district: { clubs: 4, members: 100 } });
      token = await ctx.signIn(DEMO_MEMBER_MOBILE);
      // Nothing listens on this port.
      const config = { ...ctx.config, redis: { url: `redis://127.0.0.1:${await freePort()}`, prefix: randomPrefix() } };
      db = createDatabase(config.database);
      app = await buildApp({ config, db, images: ctx.images, sms: ctx.sms, logger: false, webDist: null, now: ctx.clock.now });
      await app.ready();
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await db?.destroy();
      await ctx?.close();
    });

    it('sign-in answers 503 with a clear message (its limits are never dropped); no code is sent', async () => {
      const sent = ctx.sms.messages.length;
      const login = await call(app, 'login', { mobile: DEMO_MEMBER_MOBILE }, { ip: freshIp() });
      expect(login.statusCode).toBe(503);
      expect(login.body).toEqual({ status: false, message: REDIS_UNAVAILABLE_MESSAGE });
      const verify = await call(app, 'otp-verify', { phone: DEMO_MEMBER_MOBILE, otp: '123456', nonce: 'x'.repeat(43) }, { ip: freshIp() });
      expect(verify.statusCode).toBe(503);
      expect(verify.body.message).toBe(REDIS_UNAVAILABLE_MESSAGE);
      expect(ctx.sms.messages.length).toBe(sent);
    });

    it('browsing goes on (lists, search, profiles, sync), uncounted; nothing answers 500', async () => {
      const ids = (await ctx.db.selectFrom('members').select('id').where('is_active', '=', 1).limit(3).execute()).map((r) => r.id);
      const answers = [
        await call(app, 'get_members', { page: 1 }, { token }),
        await call(app, 'get_members', { page: 1, filter: 'a' }, { token }),
        await call(app, 'get_clubs_list', { page: 1 }, { token }),
        ...(await Promise.all(ids.map((id) => call(app, 'get_member_details', { member_idd: id }, { token })))),
        await call(app, 'sync/delta', {}, { token }),
      ];
      for (const res of answers) expect(res.statusCode, res.body.message).toBe(200);
    });

    it('/health stays ok; /health/ready answers 503 naming Redis', async () => {
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      const body = ready.json();
      expect(body.checks.redis.ok).toBe(false);
      expect(body.checks.database.ok).toBe(true);
      expect(body.message).toMatch(/^Not ready: Redis at 127\.0\.0\.1:\d+ not reachable/);
    });
  });
}
