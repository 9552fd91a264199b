import { beforeAll, expect, it } from 'vitest';
import { calls, type DistrictEvent, type Greeting } from '@d320b/contract';
import { DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import { todayIn } from '../../lib/time.js';
import { describeEachDb, type TestContext } from '../../test/harness.js';

/** Every greeting card of a date (all pages). */
async function allGreetings(ctx: TestContext, token: string, start_date?: string): Promise<{ cards: Greeting[]; total: number }> {
  const cards: Greeting[] = [];
  let total = 0;
  for (let page = 1; page < 100; page++) {
    const res = await ctx.call('get_greetings', { page, ...(start_date ? { start_date } : {}) }, token);
    expect(res.statusCode).toBe(200);
    total = res.body.totalCount;
    cards.push(...res.body.data);
    if (res.body.data.length === 0 || cards.length >= total) break;
  }
  return { cards, total };
}

const lastDay = (e: DistrictEvent) => e.deEndDate ?? e.deStartDate;

let leapMobile = 5_100_000_000;

describeEachDb('dashboard', (ctx) => {
  let token: string;
  let me: { id: number; club_id: number };
  const today = () => todayIn(ctx.config.district.timeZone, ctx.clock.now());

  beforeAll(async () => {
    token = await ctx.signIn(DEMO_MEMBER_MOBILE);
    me = await ctx.db.selectFrom('members').select(['id', 'club_id']).where('mobile_number', '=', DEMO_MEMBER_MOBILE).executeTakeFirstOrThrow();
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.call('get_dashboard', {});
    expect(res.statusCode).toBe(401);
    expect(res.body).toMatchObject({ status: false });
  });

  it('answers the contract shape with the district and own-club counts', async () => {
    const res = await ctx.call('get_dashboard', {}, token);
    expect(res.statusCode).toBe(200);
    expect(calls['get_dashboard'].response.safeParse(res.body).success).toBe(true);
    const count = async (q: Promise<{ n: number | string | bigint }>) => Number((await q).n);
    const clubs = await count(
      ctx.db.selectFrom('clubs').select((eb) => eb.fn.countAll<number>().as('n')).where('is_active', '=', 1).executeTakeFirstOrThrow(),
    );
    const members = await count(
      ctx.db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).where('is_active', '=', 1).executeTakeFirstOrThrow(),
    );
    const mine = await count(
      ctx.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('is_active', '=', 1)
        .where('club_id', '=', me.club_id)
        .executeTakeFirstOrThrow(),
    );
    expect(res.body.club_id).toBe(me.club_id);
    expect(res.body.data).toMatchObject({ total_clubs_count: clubs, total_members_count: members, total_members_count_byclubs: mine });
    expect(mine).toBeGreaterThan(0);
  });

  it('counts today’s birthdays and marriage days exactly as get_greetings lists them', async () => {
    const dash = (await ctx.call('get_dashboard', {}, token)).body.data;
    const { cards, total } = await allGreetings(ctx, token);
    expect(total).toBe(dash.birthday_count + dash.marriage_count);
    expect(cards.filter((c) => c.greetingType === 'birthday')).toHaveLength(dash.birthday_count);
    expect(cards.filter((c) => c.greetingType === 'marriage')).toHaveLength(dash.marriage_count);
    // The demo district has celebrations every day.
    expect(total).toBeGreaterThan(0);
    // The default date is the district's today.
    expect((await allGreetings(ctx, token, today())).total).toBe(total);
  });

  it('uses the district’s calendar day, not the server’s (UTC evening is the next day in India)', async () => {
    const saved = ctx.clock.now();
    try {
      ctx.clock.set('2026-03-01T20:00:00Z'); // 02 March, 01:30 in Asia/Kolkata
      const t = await ctx.signIn(DEMO_MEMBER_MOBILE);
      const dash = (await ctx.call('get_dashboard', {}, t)).body.data;
      const march2 = await allGreetings(ctx, t, '2026-03-02');
      expect(dash.birthday_count + dash.marriage_count).toBe(march2.total);
      expect((await allGreetings(ctx, t)).total).toBe(march2.total);
    } finally {
      ctx.clock.set(saved);
      token = await ctx.signIn(DEMO_MEMBER_MOBILE);
    }
  });

  it('greets 29 February people on 28 February of a non-leap year, in the counts and the list alike', async () => {
    const saved = ctx.clock.now();
    const now = new Date().toISOString();
    const mobile = String(leapMobile++);
    const inserted = await ctx.db
      .insertInto('members')
      .values({
        club_id: me.club_id,
        name: 'Leap Day Lion',
        mobile_number: mobile,
        date_of_birth: '1988-02-29',
        birth_md: '02-29',
        marriage_day: '2012-02-29',
        marriage_md: '02-29',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      for (const [at, date, greeted] of [
        ['2027-02-28T06:00:00Z', '2027-02-28', true],
        ['2028-02-28T06:00:00Z', '2028-02-28', false],
        ['2028-02-29T06:00:00Z', '2028-02-29', true],
        ['2027-03-01T06:00:00Z', '2027-03-01', false],
      ] as const) {
        ctx.clock.set(at);
        const t = await ctx.signIn(DEMO_MEMBER_MOBILE);
        const dash = (await ctx.call('get_dashboard', {}, t)).body.data;
        const { cards, total } = await allGreetings(ctx, t);
        expect(total, date).toBe(dash.birthday_count + dash.marriage_count);
        expect(cards.filter((c) => c.greetingType === 'birthday')).toHaveLength(dash.birthday_count);
        const mine = cards.filter((c) => c.memId === inserted.id).map((c) => c.greetingType).sort();
        expect(mine, date).toEqual(greeted ? ['birthday', 'marriage'] : []);
      }
    } finally {
      ctx.clock.set(saved);
      await ctx.db.deleteFrom('members').where('id', '=', inserted.id).execute();
      // Signing in years ahead tidied away the older sessions.
      token = await ctx.signIn(DEMO_MEMBER_MOBILE);
    }
  });

  it('follows member and privacy writes straight to the database at once', async () => {
    const t = await ctx.signIn(DEMO_MEMBER_MOBILE);
    const dash = async () => (await ctx.call('get_dashboard', {}, t)).body.data;
    const managed = (await ctx.db.selectFrom('club_managers').select('club_id').where('member_id', '=', me.id).execute()).map((r) => r.club_id);
    const other = await ctx.db
      .selectFrom('clubs')
      .select('id')
      .where('id', 'not in', [me.club_id, ...managed])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await dash();
    const now = new Date().toISOString();
    const day = today();
    const { id } = await ctx.db
      .insertInto('members')
      .values({
        club_id: other.id,
        name: 'Dashboard Written Directly',
        mobile_number: String(leapMobile++),
        date_of_birth: `1980-${day.slice(5)}`,
        birth_md: day.slice(5),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const added = await dash();
      expect(added.total_members_count).toBe(before.total_members_count + 1);
      expect(added.total_members_count_byclubs).toBe(before.total_members_count_byclubs);
      expect(added.birthday_count).toBe(before.birthday_count + 1);
      // Hidden from other clubs: not counted for this viewer any more.
      await ctx.db.insertInto('member_privacy').values({ member_id: id, birthday: 'club', updated_at: now }).execute();
      expect((await dash()).birthday_count).toBe(before.birthday_count);
      await ctx.db.updateTable('member_privacy').set({ birthday: 'district' }).where('member_id', '=', id).execute();
      expect((await dash()).birthday_count).toBe(before.birthday_count + 1);
    } finally {
      await ctx.db.deleteFrom('member_privacy').where('member_id', '=', id).execute();
      await ctx.db.deleteFrom('members').where('id', '=', id).execute();
    }
    expect(await dash()).toEqual(before);
  });

  it('follows writes of events, district activities and leaders straight to the database at once', async () => {
    const t = await ctx.signIn(DEMO_MEMBER_MOBILE);
    const dash = async () => (await ctx.call('get_dashboard', {}, t)).body.data;
    const before = await dash();
    const now = new Date().toISOString();
    const year = await ctx.db
      .selectFrom('academic_years')
      .select('id')
      .orderBy('is_current', 'desc')
      .orderBy('starts_on', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const dg = await ctx.db
      .selectFrom('governor_profiles')
      .select(['id', 'member_id'])
      .where('profile_type', '=', 'dg')
      .where('academic_year_id', '=', year.id)
      .orderBy('sort')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const added = { event: 0, activity: 0 };
    // One write at a time, each seen on its own. The event runs from 2000 to today: the first upcoming one.
    try {
      added.event = (
        await ctx.db
          .insertInto('district_events')
          .values({ title: 'Event Written Directly', description: 'x', start_date: '2000-01-01', end_date: today(), created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      expect((await dash()).get_upcoming_events[0]?.deld).toBe(added.event);
      added.activity = (
        await ctx.db
          .insertInto('district_activities')
          .values({ title: 'Activity Written Directly', description: 'x', activity_date: '2999-01-01', created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      expect((await dash()).get_latest_district_activities[0]?.dald).toBe(added.activity);
      await ctx.db.updateTable('governor_profiles').set({ member_id: me.id }).where('id', '=', dg.id).execute();
      const mine = await ctx.db.selectFrom('members').select('name').where('id', '=', me.id).executeTakeFirstOrThrow();
      expect((await dash()).dgData?.memName).toBe(mine.name);
    } finally {
      await ctx.db.updateTable('governor_profiles').set({ member_id: dg.member_id }).where('id', '=', dg.id).execute();
      await ctx.db.deleteFrom('district_events').where('id', '=', added.event).execute();
      await ctx.db.deleteFrom('district_activities').where('id', '=', added.activity).execute();
    }
    expect(await dash()).toEqual(before);
  });

  it('shows upcoming events soonest first, the same as the head of get_district_events', async () => {
    const dash = (await ctx.call('get_dashboard', {}, token)).body.data;
    const events = dash.get_upcoming_events;
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThanOrEqual(3);
    for (const e of events) expect(lastDay(e) >= today()).toBe(true);
    const starts = events.map((e) => e.deStartDate);
    expect([...starts].sort()).toEqual(starts);
    const list = (await ctx.call('get_district_events', { page: 1 }, token)).body.data;
    const head = list.filter((e) => lastDay(e) >= today()).slice(0, 3);
    expect(events.map((e) => e.deld)).toEqual(head.map((e) => e.deld));
    expect(list.slice(0, head.length).map((e) => e.deld)).toEqual(head.map((e) => e.deld));
  });

  it('shows the latest 2 club activities and 3 district activities, as their lists start', async () => {
    const dash = (await ctx.call('get_dashboard', {}, token)).body.data;
    const clubList = (await ctx.call('get_club_activities', { page: 1, club_id: 'all' }, token)).body.data;
    const distList = (await ctx.call('get_district_activities', { page: 1 }, token)).body.data;
    expect(dash.get_latest_club_activities.map((a) => a.cald)).toEqual(clubList.slice(0, 2).map((a) => a.cald));
    expect(dash.get_latest_district_activities.map((a) => a.dald)).toEqual(distList.slice(0, 3).map((a) => a.dald));
    expect(dash.get_latest_club_activities).toHaveLength(2);
    expect(dash.get_latest_district_activities).toHaveLength(3);
  });

  it('names the same DG, FVDG and SVDG as get_profile_list', async () => {
    const dash = (await ctx.call('get_dashboard', {}, token)).body.data;
    for (const [type, card] of [
      ['dg', dash.dgData],
      ['fvdg', dash.fvdgData],
      ['svdg', dash.svdgData],
    ] as const) {
      const list = (await ctx.call('get_profile_list', { profile_type: type }, token)).body.data;
      if (list.length === 0) {
        expect(card).toBeNull();
      } else {
        expect(card).toMatchObject({ memName: list[0]!.memName, club_name: list[0]!.club_name });
      }
    }
    expect(dash.dgData).not.toBeNull();
  });

  it('gives the manager their own club as club_id', async () => {
    const t = await ctx.signIn(DEMO_MANAGER_MOBILE);
    const mgr = await ctx.db.selectFrom('members').select('club_id').where('mobile_number', '=', DEMO_MANAGER_MOBILE).executeTakeFirstOrThrow();
    const res = await ctx.call('get_dashboard', {}, t);
    expect(res.body.club_id).toBe(mgr.club_id);
  });
});
