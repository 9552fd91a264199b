import { beforeAll, expect, it } from 'vitest';
import { calls, PAGE_SIZE } from '@d320b/contract';
import { DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import { describeEachDb } from '../../test/harness.js';

describeEachDb('district activities', (ctx) => {
  let token: string;

  beforeAll(async () => {
    token = await ctx.signIn(DEMO_MEMBER_MOBILE);
    // Enough rows for two pages, with words to search for.
    const now = new Date().toISOString();
    await ctx.db
      .insertInto('district_activities')
      .values(
        Array.from({ length: PAGE_SIZE + 3 }, (_, i) => ({
          title: `Vision screening camp ${i}`,
          description: i === 0 ? 'Free spectacles, 100% funded by the district' : 'Checks for school children',
          activity_date: `2019-01-${String(i + 1).padStart(2, '0')}`,
          created_at: now,
        })),
      )
      .execute();
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.call('get_district_activities', {})).statusCode).toBe(401);
    expect((await ctx.call('get_district_activities_details', { activity_id: 1 })).statusCode).toBe(401);
  });

  it('lists newest first, 20 a page, with the total', async () => {
    const total = Number(
      (await ctx.db.selectFrom('district_activities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    );
    const first = await ctx.call('get_district_activities', { page: 1, search: '' }, token);
    expect(first.statusCode).toBe(200);
    expect(calls['get_district_activities'].response.safeParse(first.body).success).toBe(true);
    expect(first.body.totalCount).toBe(total);
    expect(first.body.data).toHaveLength(PAGE_SIZE);
    const all = [...first.body.data];
    for (let page = 2; all.length < total; page++) {
      const res = await ctx.call('get_district_activities', { page }, token);
      expect(res.body.data.length).toBeGreaterThan(0);
      all.push(...res.body.data);
    }
    const dates = all.map((a) => a.daDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(all.map((a) => a.dald)).size).toBe(total);
    const a = all[0]!;
    expect(a.district.distName).toBe(a.distName);
    expect(a.distName).toBe(ctx.config.district.name);
    if (a.dalmage) expect(a.dalmage).toMatch(/\/thumb\.webp$/);
  });

  it('searches title and description, ignoring case, with % and _ taken literally', async () => {
    const res = await ctx.call('get_district_activities', { page: 1, search: 'VISION SCREENING' }, token);
    expect(res.body.totalCount).toBe(PAGE_SIZE + 3);
    expect(res.body.data).toHaveLength(PAGE_SIZE);
    const page2 = await ctx.call('get_district_activities', { page: 2, search: 'vision screening' }, token);
    expect(page2.body.data).toHaveLength(3);
    expect(page2.body.data.at(-1)!.daTitle).toBe('Vision screening camp 0');
    const pct = await ctx.call('get_district_activities', { page: 1, search: '100%' }, token);
    expect(pct.body.data.map((a) => a.daTitle)).toEqual(['Vision screening camp 0']);
    expect((await ctx.call('get_district_activities', { page: 1, search: '1_0' }, token)).body.totalCount).toBe(0);
    const none = await ctx.call('get_district_activities', { page: 1, search: 'no such activity anywhere' }, token);
    expect(none.statusCode).toBe(200);
    expect(none.body).toMatchObject({ status: true, data: [], totalCount: 0 });
  });

  it('shows one activity with the display-size image; 404 unknown, 422 bad id', async () => {
    const row = await ctx.db.selectFrom('district_activities').selectAll().where('image', 'is not', null).executeTakeFirstOrThrow();
    const res = await ctx.call('get_district_activities_details', { activity_id: row.id }, token);
    expect(res.statusCode).toBe(200);
    expect(calls['get_district_activities_details'].response.safeParse(res.body).success).toBe(true);
    expect(res.body.data).toMatchObject({ dald: row.id, daTitle: row.title, daDesc: row.description, daDate: row.activity_date });
    expect(res.body.data.dalmage).toBe(`/media/${row.image}/display.webp`);
    expect((await ctx.call('get_district_activities_details', { activity_id: 99_999_999 }, token)).statusCode).toBe(404);
    const bad = await ctx.call('get_district_activities_details', { activity_id: 'x' }, token);
    expect(bad.statusCode).toBe(422);
    expect(bad.body.message).toContain('activity_id');
    expect((await ctx.call('get_district_activities_details', {}, token)).statusCode).toBe(422);
  });
});
