/**
 * The offline copy is not a bulk export (access/read-limits.ts, modules/sync): one account gets at
 * most three full copies' worth of member records an hour by every route together — the offline
 * copy, member details, list pages and search — and a few full offline copies a day; a person
 * syncing and browsing never meets the limits; every refusal is an entry in Unusual Reading and a
 * log line.
 */
import { beforeAll, expect, it } from 'vitest';
import { DEMO_ADMIN_MOBILE } from '../demo/index.js';
import { describeEachDb, type TestContext } from '../test/harness.js';
import { FULL_COPIES_PER_DAY, FULL_COPY_LIMIT_MESSAGE, READ_LIMIT_MESSAGE } from './read-limits.js';

const HOUR = 60 * 60 * 1000;
const lines: string[] = [];

/** Members of the district, not yet used by another test of the file. */
async function freshMembers(ctx: TestContext, count: number) {
  const used = await ctx.db.selectFrom('sessions').select('member_id').distinct().execute();
  return ctx.db
    .selectFrom('members')
    .select(['id', 'mobile_number'])
    .where('is_active', '=', 1)
    .where('id', 'not in', [0, ...used.map((u) => u.member_id)])
    .where('id', 'not in', ctx.db.selectFrom('district_admins').select('member_id'))
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
}

/** A refusal's wait (its answer's retryAfterSeconds). */
const waitOf = (body: unknown) => (body as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;

describeEachDb(
  'read limits: the offline copy is not a bulk export',
  (ctx) => {
    /** Active members: the size of one full copy. */
    let copy: number;

    /** Every page of one sync run from `cursor`: the member rows received, the pages' cursors, and the first refusal. */
    async function syncRun(token: string, cursor?: string) {
      let next = cursor;
      let members = 0;
      const cursors: string[] = [];
      let reset = false;
      for (let i = 0; i < 100; i += 1) {
        const res = await ctx.call('sync/delta', next ? { cursor: next } : {}, token);
        if (res.statusCode !== 200) return { members, cursors, reset, refused: res, cursor: next };
        reset ||= res.body.reset;
        members += res.body.data.m?.length ?? 0;
        next = res.body.cursor;
        cursors.push(next);
        if (!res.body.more) break;
      }
      return { members, cursors, reset, refused: null, cursor: next! };
    }

    beforeAll(async () => {
      // This context's log lines only (the file runs once per database).
      lines.length = 0;
      ctx.clock.set('2026-11-25T06:10:00.000Z');
      copy = Number((await ctx.db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).where('is_active', '=', 1).executeTakeFirstOrThrow()).n);
      expect(copy).toBeGreaterThan(900);
    });

    it('one token gets at most 3 full copies’ worth of member records in an hour, by every route together', async () => {
      const [who] = await freshMembers(ctx, 1);
      const token = await ctx.signIn(who!.mobile_number);
      let received = 0;
      const refusals: { route: string; message: string; retryAfterSeconds?: number }[] = [];

      // 1. The offline copy: fresh copies (a new phone each time), then an old cursor of the first copy again and again.
      const first = await syncRun(token);
      expect(first.refused).toBeNull();
      expect(first.members).toBe(copy);
      received += first.members;
      for (let i = 0; i < 10; i += 1) {
        const run = await syncRun(token, i % 2 ? first.cursors[0] : undefined);
        received += run.members;
        if (run.refused) {
          refusals.push({ route: 'sync/delta', message: run.refused.body.message, retryAfterSeconds: waitOf(run.refused.body) });
          break;
        }
      }
      // 2. Member list pages, 3. search pages, 4. member details: each until refused.
      for (let page = 1; page <= 200; page += 1) {
        const res = await ctx.call('get_members', { page: (page % 40) + 1 }, token);
        if (res.statusCode !== 200) {
          refusals.push({ route: 'get_members', message: res.body.message, retryAfterSeconds: waitOf(res.body) });
          break;
        }
        received += res.body.data.length;
      }
      for (const filter of ['a', 'e', 'ra', 'sh', 'ku']) {
        const res = await ctx.call('get_members', { page: 1, filter }, token);
        if (res.statusCode === 200) received += res.body.data.length;
        else refusals.push({ route: 'search', message: res.body.message, retryAfterSeconds: waitOf(res.body) });
      }
      const ids = await ctx.db.selectFrom('members').select('id').where('is_active', '=', 1).limit(150).execute();
      for (const { id } of ids) {
        const res = await ctx.call('get_member_details', { member_idd: id }, token);
        if (res.statusCode !== 200) {
          refusals.push({ route: 'get_member_details', message: res.body.message, retryAfterSeconds: waitOf(res.body) });
          break;
        }
        received += 1;
      }

      expect(received).toBeLessThanOrEqual(3 * copy);
      // The copy itself got at least one full copy through; every other route was refused with the plain message.
      expect(received).toBeGreaterThanOrEqual(2 * copy);
      expect(refusals.map((r) => r.route)).toEqual(['sync/delta', 'get_members', 'search', 'search', 'search', 'search', 'search', 'get_member_details']);
      expect(new Set(refusals.map((r) => r.message))).toEqual(new Set([READ_LIMIT_MESSAGE]));
      expect(refusals.every((r) => r.retryAfterSeconds! > 0 && r.retryAfterSeconds! <= HOUR / 1000)).toBe(true);

      // The next hour reads again — but the day's full offline copies run out.
      ctx.clock.advance(HOUR);
      let copies = Math.floor(received / copy);
      let refused = null as Awaited<ReturnType<typeof syncRun>>['refused'];
      for (let i = 0; i < FULL_COPIES_PER_DAY + 1 && !refused; i += 1) {
        const run = await syncRun(token);
        copies += run.members / copy;
        refused = run.refused;
      }
      expect(refused?.statusCode).toBe(429);
      expect(refused?.body.message).toBe(FULL_COPY_LIMIT_MESSAGE);
      // It says how long until the day's copies renew (the phone's sync waits that long).
      const nowMs = ctx.clock.now().getTime();
      expect(waitOf(refused?.body)).toBe(Math.max(1, Math.ceil((24 * HOUR - (nowMs % (24 * HOUR))) / 1000)));
      expect(refused?.headers['retry-after']).toBe(String(waitOf(refused?.body)));
      expect(copies).toBeLessThanOrEqual(FULL_COPIES_PER_DAY);
      // Deltas from the account's own cursor go on: the copy stays up to date.
      const delta = await ctx.call('sync/delta', { cursor: first.cursor }, token);
      expect(delta.statusCode, delta.body.message).toBe(200);
      expect(delta.body.reset).toBe(false);
      // And the next day, a new phone gets its copy.
      ctx.clock.advance(24 * HOUR);
      expect((await syncRun(token)).members).toBe(copy);
    });

    it('a person who syncs on two phones and browses all day never meets a limit', async () => {
      const [who] = await freshMembers(ctx, 1);
      const phone = await ctx.signIn(who!.mobile_number);
      const browser = await ctx.signIn(who!.mobile_number);
      const a = await syncRun(phone);
      const b = await syncRun(browser);
      expect([a.refused, b.refused]).toEqual([null, null]);
      let cursor = a.cursor;
      for (let hour = 0; hour < 8; hour += 1) {
        // Twelve deltas an hour (every five minutes), thirty list pages, a search, twenty profiles.
        for (let i = 0; i < 12; i += 1) {
          const res = await ctx.call('sync/delta', { cursor }, phone);
          expect(res.statusCode, res.body.message).toBe(200);
          cursor = res.body.cursor;
        }
        for (let page = 1; page <= 30; page += 1) expect((await ctx.call('get_members', { page }, phone)).statusCode).toBe(200);
        expect((await ctx.call('get_members', { page: 1, filter: 'ra' }, phone)).statusCode).toBe(200);
        const some = await ctx.db.selectFrom('members').select('id').where('is_active', '=', 1).limit(20).offset(hour * 20).execute();
        for (const { id } of some) expect((await ctx.call('get_member_details', { member_idd: id }, phone)).statusCode).toBe(200);
        ctx.clock.advance(HOUR);
      }
      // A cleared browser later that day copies again.
      expect((await syncRun(browser)).refused).toBeNull();
    });

    it('every refusal is an entry in Unusual Reading (per hour, or per day for full copies) and a log line', async () => {
      const admin = await ctx.signIn(DEMO_ADMIN_MOBILE);
      const list = await ctx.call('admin/read-outliers', { page: 1 }, admin);
      expect(list.statusCode).toBe(200);
      const kinds = list.body.data.map((o) => [o.kind, o.per, o.limitPerHour]);
      expect(kinds).toEqual(
        expect.arrayContaining([
          ['member_records', 'hour', 3 * copy],
          ['sync_full_copies', 'day', FULL_COPIES_PER_DAY],
        ]),
      );
      const records = list.body.data.find((o) => o.kind === 'member_records')!;
      expect(records.refused).toBeGreaterThanOrEqual(8);
      const warned = lines.map((l) => JSON.parse(l) as { msg: string; kind?: string; memberId?: number }).filter((l) => l.msg === 'read limit passed');
      expect(warned.map((l) => l.kind).sort()).toEqual(['member_records', 'sync_full_copies']);
      expect(warned.every((l) => l.memberId === records.memberId)).toBe(true);
    });
  },
  {
    district: { clubs: 12, members: 1000 },
    logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
  },
);
