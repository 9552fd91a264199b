/**
 * Cached counts (db/data-version.ts) stay exact: every write to a watched table, made straight in
 * the database as an import or another process would, shows in the next answer of every call
 * that reports the count.
 */
import { beforeAll, expect, it } from 'vitest';
import type { ClubListRow } from '@d320b/contract';
import { DEMO_MEMBER_MOBILE } from '../demo/index.js';
import { describeEachDb } from '../test/harness.js';

let nextMobile = 5_300_000_000;

describeEachDb('cached counts follow every write', (ctx) => {
  let token: string;
  let clubId: number;
  let otherClubId: number;

  beforeAll(async () => {
    token = await ctx.signIn(DEMO_MEMBER_MOBILE);
    const me = await ctx.db.selectFrom('members').select('club_id').where('mobile_number', '=', DEMO_MEMBER_MOBILE).executeTakeFirstOrThrow();
    clubId = me.club_id;
    const other = await ctx.db
      .selectFrom('clubs')
      .select('id')
      .where('is_active', '=', 1)
      .where('id', '!=', clubId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    otherClubId = other.id;
  });

  /** Every figure that counts the members of `clubId` and `otherClubId`, read through the API. */
  async function figures() {
    const dash = (await ctx.call('get_dashboard', {}, token)).body;
    const options = (await ctx.call('get_clubs', {}, token)).body;
    const details = (await ctx.call('get_club_details', { club_id: clubId }, token)).body.data.club;
    const other = (await ctx.call('get_club_details', { club_id: otherClubId }, token)).body.data.club;
    const rows: ClubListRow[] = [];
    for (let page = 1; page < 50; page++) {
      const res = (await ctx.call('get_clubs_list', { page, search: '' }, token)).body;
      rows.push(...res.data);
      if (res.data.length === 0 || rows.length >= res.totalCount) break;
    }
    const listed = (id: number) => rows.find((r) => r.clubld === id)?.members_count;
    return {
      total: dash.data.total_members_count,
      mine: dash.data.total_members_count_byclubs,
      allClubs: options.total_members_count,
      option: options.data.find((o) => o.clubld === clubId)?.memberCount,
      details: details.members_count,
      listed: listed(clubId),
      otherDetails: other.members_count,
      otherListed: listed(otherClubId),
      activities: details.activity_count,
    };
  }

  it('adds, deactivates and moves a member: every count follows at once', async () => {
    const before = await figures();
    expect(before.mine).toBe(before.details);
    expect(before.listed).toBe(before.details);
    expect(before.option).toBe(before.details);

    const now = new Date().toISOString();
    const added = await ctx.db
      .insertInto('members')
      .values({ club_id: clubId, name: 'Count Check Lion', mobile_number: String(nextMobile++), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const plus = await figures();
      expect(plus).toEqual({ ...before, total: before.total + 1, mine: before.mine + 1, allClubs: before.allClubs + 1, option: before.option! + 1, details: before.details + 1, listed: before.listed! + 1 });

      await ctx.db.updateTable('members').set({ club_id: otherClubId }).where('id', '=', added.id).execute();
      const moved = await figures();
      expect(moved).toEqual({ ...before, total: before.total + 1, allClubs: before.allClubs + 1, otherDetails: before.otherDetails + 1, otherListed: before.otherListed! + 1 });

      await ctx.db.updateTable('members').set({ is_active: 0 }).where('id', '=', added.id).execute();
      expect(await figures()).toEqual(before);
    } finally {
      await ctx.db.deleteFrom('members').where('id', '=', added.id).execute();
    }
    expect(await figures()).toEqual(before);
  });

  it('counts a new club activity in the club details at once', async () => {
    const before = await figures();
    const now = new Date().toISOString();
    const activity = await ctx.db
      .insertInto('club_activities')
      .values({ club_id: clubId, title: 'Count check', description: 'x', activity_date: '2026-01-01', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect((await figures()).activities).toBe(before.activities + 1);
    } finally {
      await ctx.db.deleteFrom('club_activities').where('id', '=', activity.id).execute();
    }
    expect((await figures()).activities).toBe(before.activities);
  });

  it('counts businesses per category and in all, following new businesses and their owners leaving', async () => {
    const categories = async () => (await ctx.call('get_business_categories', {}, token)).body.data;
    const info = async (category_id: number | 'all') => (await ctx.call('get_business_info', { category_id, page: 1 }, token)).body.totalCount;
    const cats = await categories();
    const category = cats[0]!;
    const before = { listed: category.totalRecords, page: await info(category.bcId), all: await info('all') };
    expect(before.page).toBe(before.listed);

    const now = new Date().toISOString();
    const owner = await ctx.db
      .insertInto('members')
      .values({ club_id: clubId, name: 'Count Check Trader', mobile_number: String(nextMobile++), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      await ctx.db
        .insertInto('businesses')
        .values({ member_id: owner.id, category_id: category.bcId, title: 'Count Check Traders', description: 'x', created_at: now, updated_at: now })
        .execute();
      const listed = (await categories()).find((c) => c.bcId === category.bcId)!.totalRecords;
      expect({ listed, page: await info(category.bcId), all: await info('all') }).toEqual({ listed: before.listed + 1, page: before.page + 1, all: before.all + 1 });

      // The owner leaves: the business leaves the directory with them.
      await ctx.db.updateTable('members').set({ is_active: 0 }).where('id', '=', owner.id).execute();
      const after = (await categories()).find((c) => c.bcId === category.bcId)!.totalRecords;
      expect({ listed: after, page: await info(category.bcId), all: await info('all') }).toEqual(before);
    } finally {
      await ctx.db.deleteFrom('businesses').where('member_id', '=', owner.id).execute();
      await ctx.db.deleteFrom('members').where('id', '=', owner.id).execute();
    }
  });
});
