import { beforeAll, expect, it } from 'vitest';
import { calls, PAGE_SIZE, type DistrictEvent } from '@d320b/contract';
import { DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import { todayIn } from '../../lib/time.js';
import { describeEachDb } from '../../test/harness.js';

const DAY = 86_400_000;
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const lastDay = (e: DistrictEvent) => e.deEndDate ?? e.deStartDate;

describeEachDb('district events', (ctx) => {
  let token: string;
  let today: string;

  beforeAll(async () => {
    token = await ctx.signIn(DEMO_MEMBER_MOBILE);
    today = todayIn(ctx.config.district.timeZone, ctx.clock.now());
    const now = new Date().toISOString();
    const ev = (title: string, start: number, end: number | null) => ({
      title: `Orderprobe ${title}`,
      description: 'Event used by the ordering test',
      start_date: shift(today, start),
      end_date: end === null ? null : shift(today, end),
      created_at: now,
    });
    await ctx.db
      .insertInto('district_events')
      .values([
        ev('old past', -100, null),
        ev('later', 30, 32),
        ev('recent past', -5, -4),
        ev('running', -10, 5),
        ev('soon', 2, null),
        ev('ends today', -3, 0),
        ev('starts today', 0, null),
        ev('yesterday', -1, null),
      ])
      .execute();
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.call('get_district_events', {})).statusCode).toBe(401);
    expect((await ctx.call('get_district_event_details', { activity_id: 1 })).statusCode).toBe(401);
  });

  it('orders upcoming and running events first (soonest start first), then past events (latest first)', async () => {
    const res = await ctx.call('get_district_events', { page: 1, search: 'orderprobe' }, token);
    expect(res.statusCode).toBe(200);
    expect(calls['get_district_events'].response.safeParse(res.body).success).toBe(true);
    expect(res.body.totalCount).toBe(8);
    expect(res.body.data.map((e) => e.deTitle.replace('Orderprobe ', ''))).toEqual([
      'running',
      'ends today',
      'starts today',
      'soon',
      'later',
      'yesterday',
      'recent past',
      'old past',
    ]);
  });

  it('keeps the same rule over the whole paged list', async () => {
    const first = await ctx.call('get_district_events', { page: 1 }, token);
    const total = first.body.totalCount;
    const all = [...first.body.data];
    for (let page = 2; all.length < total; page++) {
      const res = await ctx.call('get_district_events', { page }, token);
      expect(res.body.data.length).toBeGreaterThan(0);
      expect(res.body.data.length).toBeLessThanOrEqual(PAGE_SIZE);
      all.push(...res.body.data);
    }
    expect(new Set(all.map((e) => e.deld)).size).toBe(total);
    const upcoming = all.filter((e) => lastDay(e) >= today);
    const past = all.filter((e) => lastDay(e) < today);
    expect(all).toEqual([...upcoming, ...past]);
    const up = upcoming.map((e) => e.deStartDate);
    expect([...up].sort()).toEqual(up);
    const down = past.map((e) => e.deStartDate);
    expect([...down].sort().reverse()).toEqual(down);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
  });

  it('searches title and description, ignoring case', async () => {
    const res = await ctx.call('get_district_events', { page: 1, search: 'USED BY THE ORDERING' }, token);
    expect(res.body.totalCount).toBe(8);
    const none = await ctx.call('get_district_events', { page: 1, search: 'nothing like this' }, token);
    expect(none.body).toMatchObject({ status: true, data: [], totalCount: 0 });
  });

  it('shows one event with dates and the display-size image; 404 unknown, 422 bad id', async () => {
    const row = await ctx.db.selectFrom('district_events').selectAll().where('image', 'is not', null).executeTakeFirstOrThrow();
    const res = await ctx.call('get_district_event_details', { activity_id: row.id }, token);
    expect(res.statusCode).toBe(200);
    expect(calls['get_district_event_details'].response.safeParse(res.body).success).toBe(true);
    expect(res.body.data).toMatchObject({
      deld: row.id,
      deTitle: row.title,
      deStartDate: row.start_date,
      deEndDate: row.end_date,
      distName: ctx.config.district.name,
    });
    expect(res.body.data.delmage).toBe(`/media/${row.image}/display.webp`);
    expect((await ctx.call('get_district_event_details', { activity_id: 99_999_999 }, token)).statusCode).toBe(404);
    expect((await ctx.call('get_district_event_details', { activity_id: '-1' }, token)).statusCode).toBe(422);
  });
});
