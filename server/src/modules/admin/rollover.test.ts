/**
 * "Start Lions year": the new year gets the current year's structure (cabinet categories, regions,
 * zones, zone clubs) with each list's people carried over or left empty as chosen; the old year is
 * untouched; members' screens switch only when the new year is made current.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { describeEachDb } from '../../test/harness.js';
import { adminFixture, type Fixture } from './test-fixtures.js';

/** Everything hanging off one Lions year, in a comparable shape (ids of copies differ, content must not). */
async function yearContent(db: Database, yearId: number) {
  const cabinet = await db
    .selectFrom('cabinet_years as cy')
    .leftJoin('cabinet_members as cm', 'cm.cabinet_year_id', 'cy.id')
    .select(['cy.category_id', 'cm.member_id', 'cm.position', 'cm.sort'])
    .where('cy.academic_year_id', '=', yearId)
    .orderBy('cy.category_id').orderBy('cm.sort').orderBy('cm.member_id')
    .execute();
  const categories = [...new Set(cabinet.map((c) => c.category_id))];
  const regions = await db.selectFrom('regions').select(['id', 'name', 'sort']).where('academic_year_id', '=', yearId).orderBy('sort').orderBy('id').execute();
  const regionIds = regions.map((r) => r.id);
  const regionMembers = regionIds.length
    ? await db.selectFrom('region_members as rm').innerJoin('regions as r', 'r.id', 'rm.region_id')
      .select(['r.name', 'rm.member_id', 'rm.role_name']).where('rm.region_id', 'in', regionIds).orderBy('r.name').orderBy('rm.sort').orderBy('rm.member_id').execute()
    : [];
  const zones = regionIds.length
    ? await db.selectFrom('zones as z').innerJoin('regions as r', 'r.id', 'z.region_id')
      .select(['z.id', 'r.name as region', 'z.name']).where('z.region_id', 'in', regionIds).orderBy('r.name').orderBy('z.sort').orderBy('z.id').execute()
    : [];
  const zoneIds = zones.map((z) => z.id);
  const zoneClubs = zoneIds.length
    ? await db.selectFrom('zone_clubs as zc').innerJoin('zones as z', 'z.id', 'zc.zone_id').select(['z.name', 'zc.club_id']).where('zc.zone_id', 'in', zoneIds).orderBy('z.name').orderBy('zc.club_id').execute()
    : [];
  const zoneMembers = zoneIds.length
    ? await db.selectFrom('zone_members as zm').innerJoin('zones as z', 'z.id', 'zm.zone_id')
      .select(['z.name', 'zm.member_id', 'zm.role_name']).where('zm.zone_id', 'in', zoneIds).orderBy('z.name').orderBy('zm.sort').orderBy('zm.member_id').execute()
    : [];
  const officers = await db.selectFrom('club_officers').select(['club_id', 'member_id', 'position']).where('academic_year_id', '=', yearId).orderBy('club_id').orderBy('sort').orderBy('member_id').execute();
  return {
    categories,
    cabinetMembers: cabinet.filter((c) => c.member_id !== null).map(({ category_id, member_id, position }) => ({ category_id, member_id, position })),
    regions: regions.map((r) => r.name),
    regionMembers,
    zones: zones.map(({ region, name }) => ({ region, name })),
    zoneClubs,
    zoneMembers,
    officers,
  };
}

/** Raw rows of a year as stored (ids included): proof that the old year is not touched at all. */
async function rawRows(db: Database, yearId: number) {
  return {
    year: await db.selectFrom('academic_years').selectAll().where('id', '=', yearId).execute(),
    cabinetYears: await db.selectFrom('cabinet_years').selectAll().where('academic_year_id', '=', yearId).orderBy('id').execute(),
    regions: await db.selectFrom('regions').selectAll().where('academic_year_id', '=', yearId).orderBy('id').execute(),
    officers: await db.selectFrom('club_officers').selectAll().where('academic_year_id', '=', yearId).orderBy('id').execute(),
    content: await yearContent(db, yearId),
  };
}

describeEachDb('Lions-year rollover', (ctx) => {
  let f: Fixture;
  let oldYear: { id: number; name: string };
  beforeAll(async () => {
    f = await adminFixture(ctx);
    oldYear = await ctx.db.selectFrom('academic_years').select(['id', 'name']).where('is_current', '=', 1).executeTakeFirstOrThrow();
  });

  const membersSeeYear = async () => (await ctx.call('get_directory', {}, f.tokens.member)).body.data.academic_years[0]!.dAYName;
  const membersRegions = async () => (await ctx.call('get_regions', {}, f.tokens.member)).body;

  it('carrying every list over: the new year has the same structure and people; members switch only when it is made current', async () => {
    const before = await rawRows(ctx.db, oldYear.id);
    expect(before.content.categories.length).toBeGreaterThan(0);
    expect(before.content.regions.length).toBeGreaterThan(0);
    const regionsSeen = await membersRegions();

    const carry = { cabinet: true, regions: true, zones: true, officers: true };
    const plan = await ctx.call('admin/years/rollover-preview', { carry }, f.tokens.districtAdmin);
    expect(plan.statusCode).toBe(200);
    expect(plan.body.data.fromYear.name).toBe(oldYear.name);
    expect(plan.body.data.copies).toEqual([
      { list: 'cabinet', structure: before.content.categories.length, assignments: before.content.cabinetMembers.length, carried: true },
      { list: 'regions', structure: before.content.regions.length, assignments: before.content.regionMembers.length, carried: true },
      { list: 'zones', structure: before.content.zones.length + before.content.zoneClubs.length, assignments: before.content.zoneMembers.length, carried: true },
      { list: 'officers', structure: 0, assignments: before.content.officers.length, carried: true },
    ]);
    // The review writes nothing: no year, no structure, no audit row.
    const counts = async () => ({
      years: (await ctx.db.selectFrom('academic_years').select('id').execute()).length,
      regions: (await ctx.db.selectFrom('regions').select('id').execute()).length,
      audit: (await ctx.db.selectFrom('audit_log').select('id').execute()).length,
    });
    const beforeReview = await counts();
    await ctx.call('admin/years/rollover-preview', { carry }, f.tokens.districtAdmin);
    expect(await counts()).toEqual(beforeReview);

    const res = await ctx.call('admin/years/rollover', { carry }, f.tokens.districtAdmin);
    expect(res.statusCode, res.body.message).toBe(200);
    const newYear = res.body.data;
    expect(newYear).toMatchObject({ name: plan.body.data.newYear.name, current: false });
    expect(Number(newYear.name.slice(0, 4))).toBeGreaterThan(Number(oldYear.name.slice(0, 4)));

    // Copied structure and people.
    const copy = await yearContent(ctx.db, newYear.id);
    expect(copy).toEqual(before.content);
    // Old year untouched, row for row.
    expect(await rawRows(ctx.db, oldYear.id)).toEqual(before);
    // Audited.
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'academic_year').where('entity_id', '=', newYear.id).execute();
    expect(audit.map((a) => [a.action, a.field, a.new_value])).toEqual(expect.arrayContaining([
      ['rollover', 'copied_from', oldYear.name],
      ['rollover', 'carried_over', 'cabinet, regions, zones, officers'],
    ]));

    // Members still see the old year.
    expect(await membersSeeYear()).toBe(oldYear.name);
    expect(await membersRegions()).toEqual(regionsSeen);

    // Made current: now they see the new one (same regions by name, new ids).
    expect((await ctx.call('admin/years/set-current', { year_id: newYear.id }, f.tokens.districtAdmin)).statusCode).toBe(200);
    expect(await membersSeeYear()).toBe(newYear.name);
    const newRegions = await ctx.db.selectFrom('regions').select('id').where('academic_year_id', '=', newYear.id).execute();
    expect(JSON.stringify(await membersRegions())).toContain(`${newRegions[0]!.id}`);

    // Back to the old year for the next test.
    await ctx.call('admin/years/set-current', { year_id: oldYear.id }, f.tokens.districtAdmin);
    expect(await membersSeeYear()).toBe(oldYear.name);
  });

  it('leaving the people empty: structure copied, no assignments, old year untouched', async () => {
    const before = await rawRows(ctx.db, oldYear.id);
    const res = await ctx.call('admin/years/rollover', { carry: {} }, f.tokens.districtAdmin);
    expect(res.statusCode, res.body.message).toBe(200);
    const copy = await yearContent(ctx.db, res.body.data.id);
    expect(copy).toEqual({
      ...before.content,
      cabinetMembers: [],
      regionMembers: [],
      zoneMembers: [],
      officers: [],
    });
    expect(await rawRows(ctx.db, oldYear.id)).toEqual(before);
    expect(res.body.data.current).toBe(false);
    expect(await membersSeeYear()).toBe(oldYear.name);
  });
});
