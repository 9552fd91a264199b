/**
 * Two server processes, A and B, on one database (PostgreSQL when TEST_DATABASE_URL is set, else
 * one SQLite file), one Redis of this test's own and one bucket on a real S3-compatible server, each
 * with its own data folder; requests alternate between them over real HTTP:
 * - a code asked on A signs in on B; limits counted on A refuse on B (requests per session in Redis,
 *   a device's wrong codes in the database, reads per account in Redis);
 * - a photo uploaded on A is served by B; a profile saved on A is what B answers next (list,
 *   search, details, and sync: B continues the offline copy's cursor that A gave);
 * - kill -9 of A in the middle of a stream of writes: every acknowledged write is in the database,
 *   B keeps answering, nothing 5xx on B;
 * - Redis stopped: sign-in says so clearly, browsing goes on, nothing 500s; Redis back: sign-in again.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, callPath } from '@d320b/contract';
import { READ_LIMIT_MESSAGE } from './access/read-limits.js';
import { REDIS_UNAVAILABLE_MESSAGE } from './lib/redis.js';
import { AUTH_MESSAGES } from './modules/auth/service.js';
import { DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE } from './demo/index.js';
import { formData, startCluster, type Cluster, type Instance } from './test/cluster.js';
import type { CallName } from './test/harness.js';
import { waitFor } from './test/services.js';

interface Answer {
  status: number;
  body: { status: boolean; message: string; [k: string]: unknown };
}

let ipCounter = 0;
/** A client address of its own (sent as X-Forwarded-For; the instances trust the loopback proxy). */
const nextIp = () => `127.88.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

async function api(
  at: Instance,
  name: CallName,
  payload: Record<string, unknown> | FormData = {},
  opts: { token?: string; ip?: string } = {},
): Promise<Answer> {
  const def = calls[name];
  const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? nextIp() };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | FormData | undefined;
  let url = callPath(def.name);
  if (def.method === 'GET') url += `?${new URLSearchParams(payload as Record<string, string>)}`;
  else if (payload instanceof FormData) body = payload;
  else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  const res = await at.fetch(url, { method: def.method, headers, body });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const describePg = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

describe(`two server processes on one database, Redis and bucket [${describePg}]`, () => {
  let cluster: Cluster;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    cluster = await startCluster({ READ_LIMIT_PER_HOUR: '10', RATE_LIMIT_PER_MINUTE: '50' });
    [a, b] = await Promise.all([cluster.start('a'), cluster.start('b')]);
  }, 240_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  async function signIn(mobile: string, ask: Instance, verify: Instance): Promise<string> {
    const ip = nextIp();
    const sent = await api(ask, 'login', { mobile }, { ip });
    expect(sent.status, sent.body.message).toBe(200);
    const otp = cluster.lastCode(mobile);
    const verified = await api(verify, 'otp-verify', { phone: mobile, otp, nonce: sent.body.nonce }, { ip });
    expect(verified.status, verified.body.message).toBe(200);
    return verified.body.token as string;
  }

  async function memberOf(mobile: string) {
    return cluster.db.selectFrom('members').selectAll().where('mobile_number', '=', mobile).where('is_active', '=', 1).executeTakeFirstOrThrow();
  }

  it('a code asked on A signs in on B, and the session works on both', async () => {
    const token = await signIn(DEMO_MEMBER_MOBILE, a, b);
    for (const at of [a, b, a, b]) expect((await api(at, 'get-profile-details', {}, { token })).status).toBe(200);
  });

  it('limits counted on A refuse on B: requests per session, wrong codes per device, reads per account', async () => {
    // RATE_LIMIT_PER_MINUTE=50: 25 requests on A and 25 on B from one session and network, the 51st refused on either.
    const session = await signIn(DEMO_MEMBER_MOBILE, a, b);
    const ip = nextIp();
    for (let i = 0; i < 50; i++) {
      const res = await api(i % 2 ? b : a, 'get-profile-details', {}, { token: session, ip });
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    for (const at of [a, b]) {
      const refused = await api(at, 'get-profile-details', {}, { token: session, ip });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    }

    // The code limits are database rows: a device's 5 wrong tries, split between A and B, spend it.
    const device = nextIp();
    const sent = await api(a, 'login', { mobile: DEMO_MEMBER_MOBILE }, { ip: device });
    expect(sent.status, sent.body.message).toBe(200);
    const code = cluster.lastCode(DEMO_MEMBER_MOBILE)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await api(i % 2 ? a : b, 'otp-verify', { phone: DEMO_MEMBER_MOBILE, otp: wrong, nonce: sent.body.nonce }, { ip: device });
      expect(res.status).toBe(422);
    }
    const spent = await api(a, 'otp-verify', { phone: DEMO_MEMBER_MOBILE, otp: code, nonce: sent.body.nonce }, { ip: device });
    expect(spent.status).toBe(422);
    expect(spent.body.message).toBe(AUTH_MESSAGES.tooManyTries);

    // READ_LIMIT_PER_HOUR=10: five profiles on A and five on B, the eleventh refused.
    const reader = (await cluster.db.selectFrom('members').select(['id', 'mobile_number']).where('is_active', '=', 1).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow());
    const token = await signIn(reader.mobile_number, b, a);
    const ids = (await cluster.db.selectFrom('members').select('id').where('is_active', '=', 1).orderBy('id').limit(11).execute()).map((r) => r.id);
    for (let i = 0; i < 10; i++) {
      const res = await api(i % 2 ? b : a, 'get_member_details', { member_idd: ids[i] }, { token });
      expect(res.status, `profile ${i + 1}`).toBe(200);
    }
    const over = await api(a, 'get_member_details', { member_idd: ids[10] }, { token });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(READ_LIMIT_MESSAGE);
    const flagged = await cluster.db.selectFrom('read_outliers').select(['kind', 'refused']).where('member_id', '=', reader.id).execute();
    expect(flagged.map((f) => [f.kind, Number(f.refused)])).toEqual([['member_details', 1]]);
  });

  it('a photo uploaded on A is served by B (from the bucket)', async () => {
    const token = await signIn(DEMO_MEMBER_MOBILE, a, a);
    const me = await memberOf(DEMO_MEMBER_MOBILE);
    const png = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#aa3355' } }).png().toBuffer();
    const saved = await api(a, 'update_member_profile', formData({ memName: me.name, mobileNumber: me.mobile_number }, { memPhoto: { data: png } }), { token });
    expect(saved.status, saved.body.message).toBe(200);
    const url = new URL((saved.body.data as { memPhoto: string }).memPhoto, 'http://x').pathname;
    expect(url).toMatch(/^\/media\/.+\/display\.webp$/);
    const served = await b.fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 240, 240]);
    // The data folders hold no images: both read the bucket.
    expect((await a.fetch(url.replace('display', 'thumb'))).status).toBe(200);
  });

  it('a profile saved on A is what B answers next: list, search, details and sync', async () => {
    const token = await signIn(DEMO_MANAGER_MOBILE, b, a);
    const me = await memberOf(DEMO_MANAGER_MOBILE);
    // B answers first (its caches hold the old profile), and a sync cursor from before.
    const listBefore = await api(b, 'get_members', { page: 1, filter_club_id: me.club_id }, { token });
    expect(listBefore.status).toBe(200);
    // The offline copy is taken from A; B continues it (one cursor key for every instance).
    const syncBefore = await api(a, 'sync/delta', {}, { token });
    expect(syncBefore.status).toBe(200);
    let cursor = syncBefore.body.cursor as string;
    for (let more = syncBefore.body.more; more; ) {
      const page = await api(a, 'sync/delta', { cursor }, { token });
      cursor = page.body.cursor as string;
      more = page.body.more;
    }
    expect((await api(b, 'get_member_details', { member_idd: me.id }, { token })).status).toBe(200);
    // B searches too, so its member index holds the old name.
    const oldWord = me.name.split(/\s+/).filter((w) => w.length >= 4 && !/^lion$/i.test(w))[0]!;
    const searchBefore = await api(b, 'get_members', { page: 1, filter: oldWord }, { token });
    expect((searchBefore.body.data as { memId: number }[]).map((m) => m.memId)).toContain(me.id);

    const name = 'Lion Zephyrine Quillfeather';
    const profession = 'Lighthouse keeper';
    const saved = await api(a, 'update_member_profile', formData({ memName: name, mobileNumber: me.mobile_number, profession }), { token });
    expect(saved.status, saved.body.message).toBe(200);

    const list = await api(b, 'get_members', { page: 1, filter_club_id: me.club_id }, { token });
    expect((list.body.data as { memId: number; memName: string; profession: string | null }[]).find((m) => m.memId === me.id)).toMatchObject({ memName: name, profession });
    const search = await api(b, 'get_members', { page: 1, filter: 'Zephyrine' }, { token });
    expect((search.body.data as { memId: number }[]).map((m) => m.memId)).toEqual([me.id]);
    const oldSearch = await api(b, 'get_members', { page: 1, filter: oldWord }, { token });
    expect((oldSearch.body.data as { memId: number }[]).map((m) => m.memId)).not.toContain(me.id);
    const details = await api(b, 'get_member_details', { member_idd: me.id }, { token });
    expect(JSON.stringify(details.body.data)).toContain(profession);
    const delta = await api(b, 'sync/delta', { cursor }, { token });
    expect(delta.status).toBe(200);
    expect(delta.body.reset).toBe(false);
    expect(JSON.stringify(delta.body.data)).toContain(name);
  });

  it('kill -9 of A in the middle of a stream of writes: every acknowledged write is stored, B keeps answering, nothing 5xx on B', async () => {
    const token = await signIn(DEMO_MANAGER_MOBILE, a, b);
    const me = await memberOf(DEMO_MANAGER_MOBILE);
    const run = `stream-${Date.now().toString(36)}`;
    const acknowledged: string[] = [];
    const onB: number[] = [];
    let stop = false;

    // Reads on B all along.
    const reader = (async () => {
      while (!stop) {
        const res = await api(b, 'get_club_activities', { club_id: me.club_id, page: 1 }, { token }).catch(() => ({ status: 0 }) as Answer);
        onB.push(res.status);
      }
    })();
    // Writes on A, one after another, until A is gone; A is killed while a write is on its way.
    const write = (at: Instance, i: number) =>
      api(at, 'add_club_activities', formData({ clubld: me.club_id, caTitle: `${run} ${i}`, caDesc: 'Written during the kill test.', caDate: '2026-11-20' }), { token });
    let i = 0;
    for (; ; i++) {
      if (i === 12) {
        // The 13th write goes out, and A dies under it.
        const inFlight = write(a, i).catch(() => null);
        a.kill('SIGKILL');
        const res = await inFlight;
        if (res?.status === 200) acknowledged.push(`${run} ${i}`);
        break;
      }
      const res = await write(a, i);
      expect(res.status, res.body.message).toBe(200);
      acknowledged.push(`${run} ${i}`);
    }
    expect((await a.exited).signal).toBe('SIGKILL');
    // B takes the writes from here on.
    for (let j = i + 1; j < i + 6; j++) {
      const res = await write(b, j);
      expect(res.status, res.body.message).toBe(200);
      acknowledged.push(`${run} ${j}`);
    }
    await waitFor(() => onB.length >= 20, 'reads on B');
    stop = true;
    await reader;

    const stored = (await cluster.db.selectFrom('club_activities').select('title').where('title', 'like', `${run} %`).execute()).map((r) => r.title);
    for (const title of acknowledged) expect(stored).toContain(title);
    expect(acknowledged.length).toBeGreaterThanOrEqual(17);
    expect(onB.filter((s) => s !== 200)).toEqual([]);
    // What B lists is what the database holds.
    const listed = await api(b, 'get_club_activities', { club_id: me.club_id, page: 1 }, { token });
    expect(listed.status).toBe(200);
  });

  it('Redis stopped: sign-in says so clearly (503), browsing goes on, nothing 500s; Redis back: sign-in works again', async () => {
    const token = await signIn(DEMO_MEMBER_MOBILE, b, b);
    await cluster.redis.stop();
    const login = await api(b, 'login', { mobile: DEMO_MEMBER_MOBILE });
    expect(login.status).toBe(503);
    expect(login.body).toEqual({ status: false, message: REDIS_UNAVAILABLE_MESSAGE });
    const verify = await api(b, 'otp-verify', { phone: DEMO_MEMBER_MOBILE, otp: '123456', nonce: 'x'.repeat(43) });
    expect(verify.status).toBe(503);

    const me = await memberOf(DEMO_MEMBER_MOBILE);
    const browsing = [
      await api(b, 'get_dashboard', {}, { token }),
      await api(b, 'get_members', { page: 1 }, { token }),
      await api(b, 'get_members', { page: 1, filter: 'Lion' }, { token }),
      await api(b, 'get_member_details', { member_idd: me.id }, { token }),
      await api(b, 'get_clubs_list', { page: 1 }, { token }),
      await api(b, 'sync/delta', {}, { token }),
    ];
    for (const res of browsing) expect(res.status, res.body.message).toBe(200);
    const ready = await b.fetch('/health/ready');
    expect(ready.status).toBe(503);
    const report = (await ready.json()) as { checks: { redis: { ok: boolean } } };
    expect(report.checks.redis.ok).toBe(false);
    expect((await b.fetch('/health')).status).toBe(200);

    await cluster.redis.start();
    await b.ready();
    await signIn(DEMO_MEMBER_MOBILE, b, b);
  });
});
