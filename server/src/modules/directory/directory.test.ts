import { expect, it } from 'vitest';
import { PAGE_SIZE, type MemberProfile } from '@d320b/contract';
import { DEMO_ADMIN_MOBILE } from '../../demo/index.js';
import { describeEachDb, type CallName } from '../../test/harness.js';
import { profileForm } from '../../test/profile-form.js';

function expectImage(url: string | null, size: 'thumb' | 'display') {
  if (url) expect(url).toMatch(new RegExp(`^/media/.+/${size}\\.webp$`));
}

describeEachDb('directory', (ctx) => {
  const years = () =>
    ctx.db.selectFrom('academic_years').select(['id', 'name', 'is_current', 'starts_on']).orderBy('starts_on', 'desc').execute();

  it('answers 401 without a token on every call', async () => {
    for (const [name, payload] of [
      ['get_directory', { year: null }],
      ['get_regions', {}],
      ['get_region_by_id', { region_id: 1 }],
      ['cab_leader_list', { dist_category_id: 1, page: 1 }],
      ['get_mjpf_profiles', {}],
      ['get_district_graduates', {}],
    ] as const) {
      const res = await ctx.call(name, payload);
      expect(res.statusCode, name).toBe(401);
    }
  });

  it('get_directory: the current year first (the default), then newest first; its cabinet categories', async () => {
    const token = await ctx.signIn();
    const res = await ctx.call('get_directory', { year: null }, token);
    expect(res.statusCode).toBe(200);
    const all = await years();
    const current = all.find((y) => y.is_current === 1)!;
    const { academic_years, cab_leaders } = res.body.data;
    expect(academic_years.map((y) => y.dAYld)).toEqual([current.id, ...all.filter((y) => y !== current).map((y) => y.id)]);
    expect(academic_years[0]!.dAYName).toBe(current.name);

    const expected = await ctx.db
      .selectFrom('cabinet_years as cy')
      .innerJoin('cabinet_categories as cc', 'cc.id', 'cy.category_id')
      .select(['cy.id', 'cc.name'])
      .where('cy.academic_year_id', '=', current.id)
      .orderBy('cc.sort')
      .orderBy('cc.name')
      .execute();
    expect(cab_leaders.length).toBeGreaterThan(0);
    expect(cab_leaders.map((c) => [c.dCAYId, c.dCabCategoryName])).toEqual(expected.map((e) => [e.id, e.name]));
    for (const c of cab_leaders) expectImage(c.iconImage, 'thumb');
  });

  it('get_directory: switching the year returns that year’s cabinet', async () => {
    const token = await ctx.signIn();
    const all = await years();
    const current = all.find((y) => y.is_current === 1)!;
    const previous = all.find((y) => y.starts_on < current.starts_on)!;
    const now = await ctx.call('get_directory', { year: null }, token);
    const before = await ctx.call('get_directory', { year: previous.id }, token);
    expect(before.statusCode).toBe(200);
    // The year list does not change with the selection.
    expect(before.body.data.academic_years).toEqual(now.body.data.academic_years);
    const ids = before.body.data.cab_leaders.map((c) => c.dCAYId);
    expect(ids.length).toBeGreaterThan(0);
    const rows = await ctx.db.selectFrom('cabinet_years').select(['id', 'academic_year_id']).where('id', 'in', ids).execute();
    expect(rows.every((r) => r.academic_year_id === previous.id)).toBe(true);
    expect(ids.some((id) => now.body.data.cab_leaders.some((c) => c.dCAYId === id))).toBe(false);
    // The id may come as a string (a select value).
    const asText = await ctx.call('get_directory', { year: String(previous.id) }, token);
    expect(asText.body.data.cab_leaders).toEqual(before.body.data.cab_leaders);
  });

  it('get_directory: a year without a cabinet is empty; unknown year 404; bad year 422', async () => {
    const token = await ctx.signIn();
    const all = await years();
    const withCabinet = new Set((await ctx.db.selectFrom('cabinet_years').select('academic_year_id').execute()).map((r) => r.academic_year_id));
    const bare = all.find((y) => !withCabinet.has(y.id));
    if (bare) {
      const empty = await ctx.call('get_directory', { year: bare.id }, token);
      expect(empty.statusCode).toBe(200);
      expect(empty.body.data.cab_leaders).toEqual([]);
    }
    const unknown = await ctx.call('get_directory', { year: 987_654 }, token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.status).toBe(false);
    const bad = await ctx.call('get_directory', { year: 'this year' }, token);
    expect(bad.statusCode).toBe(422);
    expect(bad.body.message).toContain('year');
  });

  it('get_regions: regions of the current year by default, of the chosen year otherwise', async () => {
    const token = await ctx.signIn();
    const all = await years();
    const current = all.find((y) => y.is_current === 1)!;
    const previous = all.find((y) => y.starts_on < current.starts_on)!;
    for (const [payload, yearId] of [
      [{}, current.id],
      [{ academic_year_id: null }, current.id],
      [{ academic_year_id: previous.id }, previous.id],
    ] as const) {
      const res = await ctx.call('get_regions', payload, token);
      expect(res.statusCode).toBe(200);
      const expected = await ctx.db
        .selectFrom('regions')
        .select(['id', 'name'])
        .where('academic_year_id', '=', yearId)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      expect(expected.length).toBeGreaterThan(0);
      expect(res.body.data).toEqual(expected.map((r) => ({ rpId: r.id, region_name: r.name })));
    }
    const unknown = await ctx.call('get_regions', { academic_year_id: 987_654 }, token);
    expect(unknown.statusCode).toBe(404);
  });

  it('get_region_by_id: region leaders, zone leaders with their clubs, region name', async () => {
    const token = await ctx.signIn();
    const regions = await ctx.call('get_regions', {}, token);
    const region = regions.body.data[0]!;
    const res = await ctx.call('get_region_by_id', { region_id: region.rpId }, token);
    expect(res.statusCode).toBe(200);
    expect(res.body.region_name).toBe(region.region_name);
    const { members, zoneMembers } = res.body.data;
    expect(members.map((m) => m.role_name)).toContain('Region CMan');
    for (const m of members) {
      expect(m.memName.length).toBeGreaterThan(0);
      expect(m.clubName.length).toBeGreaterThan(0);
      expect(m.mobileNumber).toMatch(/^\d{10}$/);
      expectImage(m.memPhoto, 'thumb');
    }
    expect(zoneMembers.length).toBeGreaterThan(0);
    const zones = await ctx.db.selectFrom('zones').select(['id', 'name']).where('region_id', '=', region.rpId).execute();
    for (const z of zoneMembers) {
      const zone = zones.find((x) => x.name === z.zone_name)!;
      expect(zone).toBeDefined();
      const clubs = await ctx.db
        .selectFrom('zone_clubs as zc')
        .innerJoin('clubs as c', 'c.id', 'zc.club_id')
        .select('c.name')
        .where('zc.zone_id', '=', zone.id)
        .execute();
      expect(z.clubs.map((c) => c.clubName).sort()).toEqual(clubs.map((c) => c.name).sort());
      expect(z.clubs.length).toBeGreaterThan(0);
    }
  });

  it('get_region_by_id: 404 unknown, 422 missing', async () => {
    const token = await ctx.signIn();
    expect((await ctx.call('get_region_by_id', { region_id: 987_654 }, token)).statusCode).toBe(404);
    expect((await ctx.call('get_region_by_id', {}, token)).statusCode).toBe(422);
  });

  it('cab_leader_list: a cabinet category-year with dcay_name', async () => {
    const token = await ctx.signIn();
    const dir = await ctx.call('get_directory', { year: null }, token);
    const category = dir.body.data.cab_leaders[0]!;
    const res = await ctx.call('cab_leader_list', { dist_category_id: category.dCAYId, page: 1 }, token);
    expect(res.statusCode).toBe(200);
    expect(res.body.dcay_name).toContain(category.dCabCategoryName);
    const expected = await ctx.db
      .selectFrom('cabinet_members')
      .select(['member_id', 'position'])
      .where('cabinet_year_id', '=', category.dCAYId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    expect(res.body.totalCount).toBe(expected.length);
    expect(res.body.data.map((d) => [d.memId, d.dCabPosition])).toEqual(expected.map((e) => [e.member_id, e.position]));
    for (const d of res.body.data) {
      expect(d.memMobNumber).toMatch(/^\d{10}$/);
      expect(d.clubName.length).toBeGreaterThan(0);
    }
  });

  it('cab_leader_list: pages of 20 with the exact total', async () => {
    const token = await ctx.signIn();
    const year = await ctx.db.selectFrom('academic_years').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow();
    // A large category, added for this test and removed after it.
    const category = await ctx.db.insertInto('cabinet_categories').values({ name: 'Test Committee', sort: 99 }).returning('id').executeTakeFirstOrThrow();
    const cy = await ctx.db.insertInto('cabinet_years').values({ category_id: category.id, academic_year_id: year.id }).returning('id').executeTakeFirstOrThrow();
    const people = await ctx.db.selectFrom('members').select('id').where('is_active', '=', 1).orderBy('id').limit(45).execute();
    await ctx.db
      .insertInto('cabinet_members')
      .values(people.map((p, i) => ({ cabinet_year_id: cy.id, member_id: p.id, position: `Member ${i + 1}`, sort: i })))
      .execute();
    try {
      const pages = [];
      for (const page of [1, 2, 3, 4]) {
        const res = await ctx.call('cab_leader_list', { dist_category_id: cy.id, page }, token);
        expect(res.statusCode).toBe(200);
        expect(res.body.totalCount).toBe(45);
        expect(res.body.dcay_name).toContain('Test Committee');
        pages.push(res.body.data.map((d) => d.dCabPosition));
      }
      expect(pages.map((p) => p.length)).toEqual([20, 20, 5, 0]);
      expect(pages.flat()).toEqual(people.map((_, i) => `Member ${i + 1}`));
      // A page size sent by the client is ignored.
      const big = await ctx.call('cab_leader_list', { dist_category_id: cy.id, page: 1, limit: 50, per_page: 100 }, token);
      expect(big.body.data).toHaveLength(20);
    } finally {
      await ctx.db.deleteFrom('cabinet_members').where('cabinet_year_id', '=', cy.id).execute();
      await ctx.db.deleteFrom('cabinet_years').where('id', '=', cy.id).execute();
      await ctx.db.deleteFrom('cabinet_categories').where('id', '=', category.id).execute();
    }
  });

  it('cab_leader_list: 404 unknown, 422 bad page', async () => {
    const token = await ctx.signIn();
    expect((await ctx.call('cab_leader_list', { dist_category_id: 987_654, page: 1 }, token)).statusCode).toBe(404);
    const bad = await ctx.call('cab_leader_list', { dist_category_id: 1, page: 0 }, token);
    expect(bad.statusCode).toBe(422);
    expect(bad.body.message).toContain('page');
  });

  it('get_mjpf_profiles: every MJF / PMJF of an active member, latest first', async () => {
    const token = await ctx.signIn();
    const res = await ctx.call('get_mjpf_profiles', {}, token);
    expect(res.statusCode).toBe(200);
    const { profiles } = res.body.data;
    const count = await ctx.db
      .selectFrom('mjf_records as r')
      .innerJoin('members as m', 'm.id', 'r.member_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('m.is_active', '=', 1)
      .executeTakeFirstOrThrow();
    expect(profiles.length).toBe(Number(count.n));
    expect(res.body.totalCount).toBe(profiles.length);
    expect(profiles.length).toBeGreaterThan(0);
    const years = profiles.map((p) => p.YearAchieved!);
    expect(years).toEqual([...years].sort().reverse());
    for (const p of profiles) {
      expect(p.mjType).toMatch(/MJF/);
      expect(p.mobileNumber).toMatch(/^\d{10}$/);
      expect(p.club_name.length).toBeGreaterThan(0);
    }
  });

  it('get_district_graduates: every graduate of an active member, latest first', async () => {
    const token = await ctx.signIn();
    const res = await ctx.call('get_district_graduates', {}, token);
    expect(res.statusCode).toBe(200);
    const count = await ctx.db
      .selectFrom('graduates as g')
      .innerJoin('members as m', 'm.id', 'g.member_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('m.is_active', '=', 1)
      .executeTakeFirstOrThrow();
    expect(res.body.data.length).toBe(Number(count.n));
    expect(res.body.totalCount).toBe(res.body.data.length);
    expect(res.body.data.length).toBeGreaterThan(0);
    const years = res.body.data.map((g) => g.YearGraduated!);
    expect(years).toEqual([...years].sort().reverse());
    for (const g of res.body.data) {
      expect(g.gradType.length).toBeGreaterThan(0);
      expect(g.memMobNumber).toMatch(/^\d{10}$/);
    }
  });

  it('get_mjpf_profiles and get_district_graduates with a page: that page of the whole list, with the total', async () => {
    const token = await ctx.signIn();
    const mjf = async (page: unknown) => {
      const res = await ctx.call('get_mjpf_profiles', page === undefined ? {} : { page }, token);
      return { res, items: res.body.data?.profiles ?? [] };
    };
    const graduates = async (page: unknown) => {
      const res = await ctx.call('get_district_graduates', page === undefined ? {} : { page }, token);
      return { res, items: res.body.data ?? [] };
    };
    for (const [name, fetchPage] of [['get_mjpf_profiles', mjf], ['get_district_graduates', graduates]] as const) {
      const whole = (await fetchPage(undefined)).items;
      expect((await fetchPage(null)).items, `${name}: null is the whole list too`).toEqual(whole);
      const pages = Math.ceil(whole.length / PAGE_SIZE);
      const seen: unknown[] = [];
      for (let page = 1; page <= pages; page++) {
        const { res, items } = await fetchPage(page);
        expect(res.statusCode, `${name} page ${page}`).toBe(200);
        expect(res.body.totalCount).toBe(whole.length);
        expect(items.length).toBe(Math.min(PAGE_SIZE, whole.length - (page - 1) * PAGE_SIZE));
        seen.push(...items);
      }
      expect(seen, name).toEqual(whole);
      const past = await fetchPage(pages + 1);
      expect(past.items).toEqual([]);
      expect(past.res.body).toMatchObject({ status: true, message: 'No Data Found', totalCount: whole.length });
      const bad = await fetchPage(0);
      expect(bad.res.statusCode).toBe(422);
      expect(bad.res.body).toMatchObject({ status: false, message: expect.stringContaining('page') });
      expect((await fetchPage('two')).res.statusCode).toBe(422);
    }
    expect((await mjf(undefined)).items.length, 'the demo has more than a page of MJF profiles').toBeGreaterThan(PAGE_SIZE);
  });
  it('MJF / PMJF and graduates: within a year by the member\'s name, also after a record is added and a member renamed', async () => {
    const token = await ctx.signIn();
    const admin = await ctx.signIn(DEMO_ADMIN_MOBILE);
    const me = (await ctx.call('get-profile-details', {}, token)).body.data as MemberProfile;
    // The database's own order of the records by the members' names (its collation), as the oracle.
    const expected = async (table: 'mjf_records' | 'graduates') => {
      const rows =
        table === 'mjf_records'
          ? await ctx.db
              .selectFrom('mjf_records as r')
              .innerJoin('members as m', 'm.id', 'r.member_id')
              .where('m.is_active', '=', 1)
              .select(['m.id', 'm.name'])
              .orderBy('r.year_achieved', 'desc')
              .orderBy('m.name')
              .orderBy('r.id')
              .execute()
          : await ctx.db
              .selectFrom('graduates as g')
              .innerJoin('members as m', 'm.id', 'g.member_id')
              .where('m.is_active', '=', 1)
              .select(['m.id', 'm.name'])
              .orderBy('g.year_graduated', 'desc')
              .orderBy('m.name')
              .orderBy('g.id')
              .execute();
      return rows.map((r) => [r.id, r.name]);
    };
    const shown = async () => ({
      mjf: (await ctx.call('get_mjpf_profiles', {}, token)).body.data.profiles.map((p) => [p.memId, p.memName]),
      graduates: (await ctx.call('get_district_graduates', {}, token)).body.data.map((g) => [g.memId, g.memName]),
      // Page by page as the screens read them.
      mjfPages: (await ctx.call('get_mjpf_profiles', { page: 1 }, token)).body.data.profiles.map((p) => [p.memId, p.memName]),
    });
    const check = async (when: string) => {
      const now = await shown();
      const mjf = await expected('mjf_records');
      expect(now.mjf, `MJF ${when}`).toEqual(mjf);
      expect(now.mjfPages, `MJF page 1 ${when}`).toEqual(mjf.slice(0, PAGE_SIZE));
      expect(now.graduates, `graduates ${when}`).toEqual(await expected('graduates'));
    };
    await check('as seeded');

    // The district office adds the signed-in member to both lists, in the latest year shown.
    const latest = (await ctx.call('get_mjpf_profiles', { page: 1 }, token)).body.data.profiles[0]!.YearAchieved!;
    const latestGrad = (await ctx.call('get_district_graduates', { page: 1 }, token)).body.data[0]!.YearGraduated!;
    const save = (name: string, form: Record<string, unknown>) => ctx.call(name as CallName, form, admin);
    expect((await save('admin/mjf/save', { memberId: me.memId, type: 'MJF', yearAchieved: latest })).statusCode).toBe(200);
    expect((await save('admin/graduates/save', { memberId: me.memId, gradType: 'LCIP', yearGraduated: latestGrad })).statusCode).toBe(200);
    await check('after the office added the member');

    // The member renames themself: to the end of the year's names, then to the start.
    const places: number[] = [];
    for (const name of ['Zzz Zachariah', 'Aaa Aaron']) {
      const fields = profileForm(me, { memName: name });
      const res = await ctx.upload('update_member_profile', fields, {}, token);
      expect(res.statusCode, res.body.message).toBe(200);
      await check(`after renaming to ${name}`);
      places.push((await shown()).mjf.findIndex(([id]) => id === me.memId));
    }
    // The rename moved the record (so a name not kept up to date would have shown).
    expect(places[1]).toBeLessThan(places[0]!);
  });
});
