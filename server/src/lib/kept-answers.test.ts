/**
 * Kept answers (db/answer-store.ts, decision 76): a read call's answer is kept while the database is
 * unchanged, per viewer where it depends on who asks and per district day where it depends on the
 * date. Seen through the API: every answer stays the one the handler would give now.
 * (Writes by another process or connection are in db/read-cache.test.ts: get_regions, the clubs list
 * and the district name in member details are all kept answers.)
 */
import { expect, it } from 'vitest';
import { DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE } from '../demo/index.js';
import { describeEachDb } from '../test/harness.js';
import { todayIn } from './time.js';

describeEachDb(
  'kept answers',
  (ctx) => {
    it('are kept per viewer: two members asking in turn each get their own dashboard and club activities', async () => {
      const member = await ctx.signIn(DEMO_MEMBER_MOBILE);
      const manager = await ctx.signIn(DEMO_MANAGER_MOBILE);
      const clubOf = async (mobile: string) =>
        (await ctx.db.selectFrom('members').select('club_id').where('mobile_number', '=', mobile).where('is_active', '=', 1).executeTakeFirstOrThrow()).club_id;
      const [memberClub, managerClub] = [await clubOf(DEMO_MEMBER_MOBILE), await clubOf(DEMO_MANAGER_MOBILE)];
      expect(memberClub).not.toBe(managerClub);
      for (let round = 0; round < 2; round++) {
        expect((await ctx.call('get_dashboard', {}, member)).body.club_id).toBe(memberClub);
        expect((await ctx.call('get_dashboard', {}, manager)).body.club_id).toBe(managerClub);
        const body = { page: 1, club_id: String(managerClub), search_text: '' };
        const asManager = (await ctx.call('get_club_activities', body, manager)).body;
        const asMember = (await ctx.call('get_club_activities', body, member)).body;
        expect(asManager.isManager).toBe(1);
        expect(asMember.isManager).toBe(0);
      }
    });

    it('follow the district day with no write in between: greetings and the dashboard move to the next day', async () => {
      const saved = ctx.clock.now();
      try {
        const token = await ctx.signIn(DEMO_MEMBER_MOBILE);
        const zone = ctx.config.district.timeZone;
        // A member with a birthday tomorrow (district time), written before both reads.
        ctx.clock.set('2026-08-16T12:00:00Z');
        const tomorrow = todayIn(zone, new Date('2026-08-17T12:00:00Z'));
        const someone = await ctx.db.selectFrom('members').select('id').where('is_active', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
        await ctx.db.updateTable('members').set({ date_of_birth: `1980-${tomorrow.slice(5)}`, birth_md: tomorrow.slice(5) }).where('id', '=', someone.id).execute();
        const todays = await ctx.call('get_greetings', {}, token);
        const dashToday = await ctx.call('get_dashboard', {}, token);
        const explicitTomorrow = await ctx.call('get_greetings', { start_date: tomorrow, page: 1 }, token);
        expect(explicitTomorrow.body.data.length).toBeGreaterThan(0);
        expect(todays.body.data).not.toEqual(explicitTomorrow.body.data);

        ctx.clock.set('2026-08-17T12:00:00Z');
        const next = await ctx.call('get_greetings', {}, token);
        expect(next.body.data).toEqual(explicitTomorrow.body.data);
        expect(next.body.totalCount).toBe(explicitTomorrow.body.totalCount);
        const dashNext = await ctx.call('get_dashboard', {}, token);
        expect(dashNext.statusCode).toBe(200);
        expect(dashNext.body.data).not.toEqual(dashToday.body.data);
      } finally {
        ctx.clock.set(saved);
      }
    });

    it('still count towards the per-account read limits', async () => {
      const token = await ctx.signIn(DEMO_MEMBER_MOBILE);
      const page = { page: 1, filter_club_id: '', filter: '' };
      expect((await ctx.call('get_members', page, token)).statusCode).toBe(200);
      expect((await ctx.call('get_members', page, token)).statusCode).toBe(200);
      const third = await ctx.call('get_members', page, token);
      expect(third.statusCode).toBe(429);
      expect(third.body.status).toBe(false);
      const someone = (await ctx.db.selectFrom('members').select('id').where('is_active', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
      expect((await ctx.call('get_member_details', { member_idd: someone }, token)).statusCode).toBe(200);
      expect((await ctx.call('get_member_details', { member_idd: someone }, token)).statusCode).toBe(200);
      expect((await ctx.call('get_member_details', { member_idd: someone }, token)).statusCode).toBe(429);
    });
  },
  { district: { clubs: 4, members: 100 }, env: { READ_LIMIT_PER_HOUR: '2' } },
);
