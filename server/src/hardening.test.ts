/**
 * Hardening at the API: text safety in every field of every call, body limits
 * and nesting depth, the session checked before the body is read, readiness
 * and 503s for storage/database that cannot write, the image queue, trusted
 * proxies, cache headers and /media dot-files. On SQLite and PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { callPath, calls, errorEnvelope, MESSAGES, type CallDef, type CallName } from '@d320b/contract';
import { z } from 'zod';
import { buildApp } from './app.js';
import { createDatabase, type Database } from './db/database.js';
import { sql } from 'kysely';
import { IMAGE_BUSY_MESSAGE, IMAGE_QUEUE, IMAGE_WORKERS } from './lib/images/index.js';
import { JSON_DEPTH_MESSAGE } from './lib/json-body.js';
import { UNAVAILABLE_MESSAGES } from './lib/readiness.js';
import { LOGIN_RATE_LIMIT } from './modules/auth/routes.js';
import { memoryOutbox } from './modules/auth/sms/index.js';
import { DEMO_ADMIN_MOBILE, DEMO_MEMBER_MOBILE } from './demo/index.js';
import { createTestContext, describeEachDb, freshIp, signInDemoAccounts, testDatabases, type TestContext } from './test/harness.js';

const NUL = 'a\u0000b';
const LONE_HIGH = 'x\uD800y';
const LONE_LOW = '\uDC00z';

/** Top-level request field names of a call (its zod object's keys). */
function fieldsOf(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

describeEachDb('hardening', (ctx) => {
  let member = '';
  let memberId = 0;
  /** A district admin: the admin calls refuse anyone else before they look at the body. */
  let admin = '';
  beforeAll(async () => {
    ({ member, memberId } = await signInDemoAccounts(ctx));
    admin = await ctx.signIn(DEMO_ADMIN_MOBILE);
  });

  const inject = (opts: InjectOptions) => ctx.app.inject(opts);

  describe('text safety (NUL bytes, lone surrogates)', () => {
    // Hundreds of calls (every text field of every call, three bad values each): more than the default time.
    it('answers 422 naming the field, never 5xx, for every text field of every call', { timeout: 240_000 }, async () => {
      let checked = 0;
      for (const def of Object.values(calls) as CallDef[]) {
        for (const field of fieldsOf(def.request)) {
          // A call that takes only a file upload (the roster import) gets its text fields as multipart
          // text, which is UTF-8: only a NUL can travel there (a lone surrogate arrives as U+FFFD).
          const uploadOnly = def.files?.some((f) => f.required) ?? false;
          const token = (def as { access?: string }).access ? admin : member;
          for (const bad of uploadOnly ? [NUL] : [NUL, LONE_HIGH, LONE_LOW]) {
            const res = uploadOnly
              ? await ctx.upload(def.name as CallName, { [field]: bad }, { file: { data: Buffer.from('Name,Mobile\n'), filename: 'roster.csv', type: 'text/csv' } }, { token, ip: freshIp() })
              : await ctx.call(def.name as CallName, { [field]: bad }, { token, ip: freshIp() });
            expect([def.name, field, res.statusCode]).toEqual([def.name, field, 422]);
            const message = errorEnvelope.parse(res.body).message;
            // A URL cannot carry a lone surrogate (it arrives as U+FFFD, refused by the field's own rule);
            // every JSON body and every NUL is refused by the text rule.
            const expected = def.method === 'GET' && bad !== NUL ? message : `${field}: ${MESSAGES.badCharacters}`;
            expect(message).toBe(expected);
            checked++;
          }
        }
      }
      // Every call with fields was covered (a few dozen calls, well over a hundred fields × values).
      expect(checked).toBeGreaterThan(100);
    });

    it('refuses NUL in an otherwise valid profile form (multipart) and changes nothing', async () => {
      const before = await ctx.db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
      for (const field of ['memName', 'profession', 'spouse', 'postalAddress', 'positionsheld', 'aboutMe', 'websiteAddress']) {
        // Multipart text is UTF-8: a lone surrogate cannot be sent there at all (it arrives as U+FFFD).
        for (const bad of [NUL, `${NUL}${NUL}`]) {
          const res = await ctx.upload(
            'update_member_profile',
            { memName: before.name, mobileNumber: before.mobile_number, [field]: bad },
            {},
            member,
          );
          expect([field, res.statusCode]).toEqual([field, 422]);
          expect(res.body.message).toBe(`${field}: ${MESSAGES.badCharacters}`);
        }
      }
      const after = await ctx.db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
      expect(after).toEqual(before);
    });

    it('refuses NUL in a query string and in an object key', async () => {
      const getCall = (Object.values(calls) as CallDef[]).find((c) => c.method === 'GET' && c.auth && fieldsOf(c.request).length > 0);
      expect(getCall).toBeDefined();
      const field = fieldsOf(getCall!.request)[0]!;
      const res = await inject({
        method: 'GET',
        url: `${callPath(getCall!.name)}?${field}=a%00b`,
        headers: { authorization: `Bearer ${member}` },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(`${field}: ${MESSAGES.badCharacters}`);
      const key = await ctx.call('get_members', { 'x\u0000': 1 }, member);
      expect(key.statusCode).toBe(422);
    });

    it('still takes tabs, newlines and emoji (real text)', async () => {
      const row = await ctx.db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
      const aboutMe = 'Line one\tLine two 🙂 மதுரை';
      const res = await ctx.upload('update_member_profile', { memName: row.name, mobileNumber: row.mobile_number, aboutMe }, {}, member);
      expect(res.statusCode).toBe(200);
      const after = await ctx.db.selectFrom('members').select('about_me').where('id', '=', memberId).executeTakeFirstOrThrow();
      expect(after.about_me).toBe(aboutMe);
      await ctx.db.updateTable('members').set({ about_me: row.about_me }).where('id', '=', memberId).execute();
    });
  });

  describe('bodies: limits, nesting, session first', () => {
    it('login and otp-verify take only a few hundred bytes (413 with the envelope)', async () => {
      for (const name of ['login', 'otp-verify'] as const) {
        const res = await ctx.call(name, { mobile: DEMO_MEMBER_MOBILE, phone: DEMO_MEMBER_MOBILE, pad: 'x'.repeat(600) }, { ip: freshIp() });
        expect([name, res.statusCode]).toEqual([name, 413]);
        expect(errorEnvelope.parse(res.body).message).toBe('The request is too large.');
      }
    });

    it('refuses deeply nested JSON cheaply with 400 and the envelope', async () => {
      // Refused by a scan of the text before any parsing (lib/json-body.ts), so no parser recursion.
      const deep = '['.repeat(200_000) + ']'.repeat(200_000);
      const res = await inject({
        method: 'POST',
        url: callPath('get_members'),
        headers: { authorization: `Bearer ${member}`, 'content-type': 'application/json' },
        payload: `{"page":1,"x":${deep}}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: false, message: JSON_DEPTH_MESSAGE });
      // Ordinary nesting is fine.
      const ok = await inject({
        method: 'POST',
        url: callPath('get_members'),
        headers: { authorization: `Bearer ${member}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ page: 1, filter: '', filter_club_id: '', extra: { a: [[1, 2], { b: [3] }] } }),
      });
      expect(ok.statusCode).toBe(200);
    });

    it('checks the session before reading the body: no token answers 401, not a parse error or 413', async () => {
      const url = callPath('get_members');
      const broken = await inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"page":' });
      expect(broken.statusCode).toBe(401);
      const deep = await inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '['.repeat(400_000) + ']'.repeat(400_000) });
      expect(deep.statusCode).toBe(401);
      const huge = await inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: `{"x":"${'a'.repeat(2 * 1024 * 1024)}"}` });
      expect(huge.statusCode).toBe(401);
      expect(errorEnvelope.safeParse(huge.json()).success).toBe(true);
    });
  });

  describe('cache headers and /media', () => {
    it('API answers with personal data carry Cache-Control: no-store (success and error)', async () => {
      const ok = await ctx.call('get_members', { page: 1 }, member);
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['cache-control']).toBe('no-store');
      const details = await ctx.call('get-profile-details', {}, member);
      expect(details.headers['cache-control']).toBe('no-store');
      const refused = await ctx.call('get_members', { page: 1 });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['cache-control']).toBe('no-store');
    });

    it('/media never serves dot-files; images are still served', async () => {
      const media = path.join(ctx.dataDir, 'media');
      fs.writeFileSync(path.join(media, '.secret'), 'not for you');
      fs.mkdirSync(path.join(media, '.git'), { recursive: true });
      fs.writeFileSync(path.join(media, '.git', 'config'), '[core]');
      for (const url of ['/media/.secret', '/media/.git/config', '/media/%2esecret']) {
        const res = await inject({ method: 'GET', url });
        expect([url, res.statusCode]).toEqual([url, 404]);
        expect(res.body).not.toContain('not for you');
      }
      const photo = await ctx.db.selectFrom('members').select('photo').where('photo', 'is not', null).executeTakeFirstOrThrow();
      const img = await inject({ method: 'GET', url: `/media/${photo.photo}/thumb.webp` });
      expect(img.statusCode).toBe(200);
    });
  });

  describe('image queue', () => {
    it(`decodes at most ${IMAGE_WORKERS} uploads at a time with ${IMAGE_QUEUE} waiting; past that 503 with a message`, async () => {
      // 36 megapixels of flat colour: a small file that costs a full decode.
      const big = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      const row = await ctx.db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
      const parallel = IMAGE_WORKERS + IMAGE_QUEUE + 4;
      const answers = await Promise.all(
        Array.from({ length: parallel }, () =>
          ctx.upload('update_member_profile', { memName: row.name, mobileNumber: row.mobile_number }, { memPhoto: { data: big } }, member),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(IMAGE_WORKERS);
      expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(IMAGE_WORKERS + IMAGE_QUEUE);
      const busy = answers.filter((a) => a.statusCode === 503);
      expect(busy.length).toBeGreaterThanOrEqual(parallel - IMAGE_WORKERS - IMAGE_QUEUE);
      expect(busy.every((a) => a.body.message === IMAGE_BUSY_MESSAGE)).toBe(true);
      expect(codes.every((c) => c === 200 || c === 503)).toBe(true);
      // Once the queue drains, an upload goes through again.
      const later = await ctx.upload('update_member_profile', { memName: row.name, mobileNumber: row.mobile_number }, { memPhoto: { data: big } }, member);
      expect(later.statusCode).toBe(200);
    }, 120_000);
  });

  describe('readiness', () => {
    it('/health/ready reports storage, disk and database; /health stays liveness', async () => {
      const res = await inject({ method: 'GET', url: '/health/ready' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.status).toBe(true);
      expect(body.checks.storage.ok).toBe(true);
      expect(body.checks.disk.ok).toBe(true);
      expect(body.checks.database.ok).toBe(true);
      expect(body.checks.disk.detail).toMatch(/^\d+ MB free$/);
    });
  });
});

/**
 * A second app on the same database, opened read-only (SQLite: query_only;
 * PostgreSQL: default_transaction_read_only), or with a media folder that
 * cannot take files.
 */
describe.each(testDatabases())('hardening: storage and database that cannot write [%s]', (kind) => {
  let ctx: TestContext;
  let token = '';
  beforeAll(async () => {
    ctx = await createTestContext({ db: kind, district: { clubs: 4, members: 100 } });
    token = await ctx.signIn(DEMO_MEMBER_MOBILE);
    return () => ctx.close();
  }, 120_000);

  async function readOnlyDatabase(): Promise<Database> {
    const database = ctx.config.database;
    if (database.kind === 'sqlite') {
      const db = createDatabase(database);
      await sql`pragma query_only = 1`.execute(db);
      return db;
    }
    const url = new URL(database.url);
    url.searchParams.set('options', `${url.searchParams.get('options') ?? ''} -c default_transaction_read_only=on`.trim());
    return createDatabase({ kind: 'postgres', url: url.toString() });
  }

  it('a read-only database: /health stays ok, /health/ready answers 503 naming the database, writes answer a clear 503', async () => {
    const db = await readOnlyDatabase();
    const app = await buildApp({ config: ctx.config, db, sms: memoryOutbox(), logger: false, webDist: null, now: ctx.clock.now });
    try {
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.database.ok).toBe(false);
      expect(ready.json().checks.storage.ok).toBe(true);
      expect(ready.json().message).toMatch(/^Not ready: database not writable/);
      // Reads still work; a write (logout revokes the session) answers 503 with the message.
      const read = await app.inject({ method: 'POST', url: callPath('get_members'), headers: { authorization: `Bearer ${token}` }, payload: { page: 1 } });
      expect(read.statusCode).toBe(200);
      const write = await app.inject({ method: 'POST', url: callPath('logout'), headers: { authorization: `Bearer ${token}` }, payload: {} });
      expect(write.statusCode).toBe(503);
      expect(write.json()).toEqual({ status: false, message: UNAVAILABLE_MESSAGES.readonly });
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  it('a media folder that cannot take files: /health/ready answers 503 naming storage, an upload answers a clear 503', async () => {
    const media = path.join(ctx.dataDir, 'media');
    const moved = `${media}-moved`;
    fs.renameSync(media, moved);
    // Root ignores permission bits, so make "media" a file: nothing can be written under it.
    fs.writeFileSync(media, 'not a folder');
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.storage.ok).toBe(false);
      expect(ready.json().checks.database.ok).toBe(true);
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } }).png().toBuffer();
      const row = await ctx.db.selectFrom('members').selectAll().where('mobile_number', '=', DEMO_MEMBER_MOBILE).executeTakeFirstOrThrow();
      const res = await ctx.upload('update_member_profile', { memName: row.name, mobileNumber: row.mobile_number }, { memPhoto: { data: png } }, token);
      expect(res.statusCode).toBe(503);
      expect(res.body).toEqual({ status: false, message: UNAVAILABLE_MESSAGES.readonly });
    } finally {
      fs.rmSync(media, { force: true });
      fs.renameSync(moved, media);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });
});

/** The login brake per client network (modules/auth/routes.ts). */
const LOGIN_MAX = LOGIN_RATE_LIMIT.max;

/** TRUST_PROXY: a hop count or the proxy's addresses; a client cannot pick its own address. */
describe.each(testDatabases())('hardening: trusted proxies [%s]', (kind) => {
  const loginFrom = (ctx: TestContext, remoteAddress: string, forwarded: string) =>
    ctx.app.inject({
      method: 'POST',
      url: callPath('login'),
      remoteAddress,
      headers: { 'x-forwarded-for': forwarded },
      payload: { mobile: 'x' },
    });

  it('with the proxy address listed, only that proxy may name the client; anyone else is limited by their own address', async () => {
    const ctx = await createTestContext({ db: kind, district: { clubs: 4, members: 100 }, env: { TRUST_PROXY: '10.9.9.9' } });
    try {
      // A client connecting directly rotates X-Forwarded-For: still one address, limited after the login brake.
      const direct = [];
      for (let i = 0; i <= LOGIN_MAX; i++) direct.push((await loginFrom(ctx, '127.50.0.1', `1.2.${i >> 8}.${i & 255}`)).statusCode);
      expect(direct.slice(0, LOGIN_MAX).every((c) => c === 422)).toBe(true);
      expect(direct[LOGIN_MAX]).toBe(429);
      // Through the trusted proxy, each client has its own limit.
      const proxied = [];
      for (let i = 0; i <= LOGIN_MAX; i++) proxied.push((await loginFrom(ctx, '10.9.9.9', `1.3.${i >> 8}.${i & 255}`)).statusCode);
      expect(proxied.every((c) => c === 422)).toBe(true);
    } finally {
      await ctx.close();
    }
  }, 120_000);

  it('with a hop count of 1, only the address the proxy saw counts (earlier X-Forwarded-For entries are ignored)', async () => {
    const ctx = await createTestContext({ db: kind, district: { clubs: 4, members: 100 }, env: { TRUST_PROXY: '1' } });
    try {
      const answers = [];
      for (let i = 0; i <= LOGIN_MAX; i++) answers.push(await loginFrom(ctx, '10.9.9.9', `6.6.${i >> 8}.${i & 255}, 7.7.7.7`));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.slice(0, LOGIN_MAX).every((c) => c === 422)).toBe(true);
      expect(codes[LOGIN_MAX]).toBe(429);
      // The limit's headers come with the refusal only (with how long to wait).
      expect(answers[0]!.headers['x-ratelimit-remaining']).toBeUndefined();
      expect(Number(answers[LOGIN_MAX]!.headers['retry-after'])).toBeGreaterThan(0);
      expect(answers[LOGIN_MAX]!.headers['x-ratelimit-remaining']).toBe('0');
    } finally {
      await ctx.close();
    }
  }, 120_000);
});
