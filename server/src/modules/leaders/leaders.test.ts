import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness.js';

/** Images are optional; when present they are media URLs of the given size. */
function expectImage(url: string | null, size: 'thumb' | 'display') {
  if (url) expect(url).toMatch(new RegExp(`^/media/.+/${size}\\.webp$`));
}

describeEachDb('leaders', (ctx) => {
  const currentYear = () =>
    ctx.db.selectFrom('academic_years').select(['id', 'name', 'starts_on']).where('is_current', '=', 1).executeTakeFirstOrThrow();

  it('answers 401 without a token', async () => {
    const res = await ctx.call('get_profile_list', { profile_type: 'dg' });
    expect(res.statusCode).toBe(401);
    expect(res.body.status).toBe(false);
  });

  it.each([
    ['dg', 'DG'],
    ['fvdg', 'FVDG'],
    ['svdg', 'SVDG'],
    ['ipdg', 'IPDG'],
  ] as const)('get_profile_list %s: the current year holder, pageName %s', async (type, pageName) => {
    const token = await ctx.signIn();
    const year = await currentYear();
    const res = await ctx.call('get_profile_list', { profile_type: type }, token);
    expect(res.statusCode).toBe(200);
    expect(res.body.pageName).toBe(pageName);
    const expected = await ctx.db
      .selectFrom('governor_profiles')
      .select(['id', 'member_id'])
      .where('profile_type', '=', type)
      .where('academic_year_id', '=', year.id)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    expect(expected.length).toBeGreaterThan(0);
    expect(res.body.data.map((d) => [d.dgld, d.memId])).toEqual(expected.map((e) => [e.id, e.member_id]));
    const [first] = res.body.data;
    expect(first!.distName).toBe(ctx.config.district.name);
    expectImage(first!.memPhoto, 'thumb');
    expect(first!.dgFamilyPic).toMatch(/\/display\.webp$/);
    expect(first!.memName.length).toBeGreaterThan(0);
    expect(first!.club_name.length).toBeGreaterThan(0);
    expect(first!.memMobileNumber).toMatch(/^\d{10}$/);
  });

  it.each([
    ['ipdg', -1],
    ['fvdg', 1],
  ] as const)("get_profile_list %s: each card's year is that leader's own DG term", async (type, offset) => {
    const token = await ctx.signIn();
    const years = await ctx.db.selectFrom('academic_years').select(['id', 'name', 'starts_on', 'is_current']).orderBy('starts_on').execute();
    const currentIndex = years.findIndex((y) => y.is_current === 1);
    const dgYear = years[currentIndex + offset]!;
    const res = await ctx.call('get_profile_list', { profile_type: type }, token);
    expect(res.statusCode).toBe(200);
    const leader = res.body.data[0]!;
    const term = await ctx.db
      .selectFrom('governor_profiles')
      .select('member_id')
      .where('profile_type', 'in', ['dg', 'pdgs'])
      .where('academic_year_id', '=', dgYear.id)
      .execute();
    expect(term.map((t) => t.member_id)).toContain(leader.memId);
    expect(leader.acYear).toBe(dgYear.name);
    expect(leader.acYear).not.toBe(years[currentIndex]!.name);
  });

  it('get_profile_list svdg: no DG year invented when the data holds none', async () => {
    const token = await ctx.signIn();
    const res = await ctx.call('get_profile_list', { profile_type: 'svdg' }, token);
    const leader = res.body.data[0]!;
    const terms = await ctx.db
      .selectFrom('governor_profiles as g')
      .innerJoin('academic_years as y', 'y.id', 'g.academic_year_id')
      .select('y.name')
      .where('g.member_id', '=', leader.memId)
      .where('g.profile_type', 'in', ['dg', 'pdgs'])
      .execute();
    const year = await currentYear();
    const expected = terms.map((t) => t.name).filter((name) => name > year.name).sort()[0] ?? null;
    expect(leader.acYear).toBe(expected);
    expect(leader.acYear).not.toBe(year.name);
  });

  it('get_profile_list dg feeds the welcome popup: logo, family picture, name, district', async () => {
    const token = await ctx.signIn();
    const res = await ctx.call('get_profile_list', { profile_type: 'dg' }, token);
    expect(res.body.data).toHaveLength(1);
    const dg = res.body.data[0]!;
    expect(dg.acYear).toBe((await currentYear()).name);
    expect(dg.dgLogoPic).toBeTruthy();
    expect(dg.dgFamilyPic).toBeTruthy();
    expect(dg.dgSlogan).toBeTruthy();
    expect(dg.dgProfile).toBeTruthy();
  });

  it("get_profile_list pdgs: every past DG, latest year first, pageName PDG's", async () => {
    const token = await ctx.signIn();
    const res = await ctx.call('get_profile_list', { profile_type: 'pdgs' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.body.pageName).toBe("PDG's");
    const count = await ctx.db
      .selectFrom('governor_profiles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('profile_type', '=', 'pdgs')
      .executeTakeFirstOrThrow();
    expect(res.body.data.length).toBe(Number(count.n));
    expect(res.body.data.length).toBeGreaterThan(1);
    const years = res.body.data.map((d) => d.acYear!);
    expect(years).toEqual([...years].sort().reverse());
    const year = await currentYear();
    // Past: every PDG year is before the current year.
    for (const y of years) expect(y < year.name).toBe(true);
  });

  it('get_profile_list rejects an unknown type with 422', async () => {
    const token = await ctx.signIn();
    const res = await ctx.call('get_profile_list', { profile_type: 'governor' }, token);
    expect(res.statusCode).toBe(422);
    expect(res.body).toEqual({ status: false, message: expect.stringContaining('profile_type') });
  });

  it('get_leader_profile: one PDG page with display-size photo', async () => {
    const token = await ctx.signIn();
    const list = await ctx.call('get_profile_list', { profile_type: 'pdgs' }, token);
    const pdg = list.body.data[1]!;
    const res = await ctx.call('get_leader_profile', { profile_type: 'pdgs', member_id: pdg.memId }, token);
    expect(res.statusCode).toBe(200);
    expect(res.body.pageName).toBe("PDG's");
    expect(res.body.data.leaders.length).toBeGreaterThan(0);
    for (const l of res.body.data.leaders) expect(l.memId).toBe(pdg.memId);
    expect(res.body.data.leaders[0]!.dgld).toBe(pdg.dgld);
    expectImage(res.body.data.leaders[0]!.memPhoto, 'display');
    // The member id may come as a string (route parameter).
    const asText = await ctx.call('get_leader_profile', { profile_type: 'pdgs', member_id: String(pdg.memId) }, token);
    expect(asText.statusCode).toBe(200);
  });

  it('get_leader_profile: 404 for a member without such a profile, 422 for a bad id', async () => {
    const token = await ctx.signIn();
    const member = await ctx.call('get_leader_profile', { profile_type: 'pdgs', member_id: 99_999_999 }, token);
    expect(member.statusCode).toBe(404);
    expect(member.body.status).toBe(false);
    const bad = await ctx.call('get_leader_profile', { profile_type: 'pdgs', member_id: 'abc' }, token);
    expect(bad.statusCode).toBe(422);
  });
});
