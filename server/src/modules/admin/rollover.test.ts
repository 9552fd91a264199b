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
    // The demo district already holds the year after the current one: start from the latest year,
    // so the year after it is new.
    oldYear = await ctx.db.selectFrom('academic_years').select(['id', 'name']).orderBy('starts_on', 'desc').executeTakeFirstOrThrow();
    expect((await ctx.call('admin/years/set-current', { year_id: oldYear.id }, f.tokens.districtAdmin)).statusCode).toBe(200);
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
    const c = before.content;
    const named = (one: string, many: string, items: unknown[]) => ({ name: items.length === 1 ? one : many, count: items.length });
    // Each thing counted by its name: zones and the clubs placed in them apart.
    expect(plan.body.data.copies).toEqual([
      { list: 'cabinet', structure: [named('cabinet category', 'cabinet categories', c.categories)], people: named('cabinet member', 'cabinet members', c.cabinetMembers), carried: true },
      { list: 'regions', structure: [named('region', 'regions', c.regions)], people: named('region chairperson', 'region chairpersons', c.regionMembers), carried: true },
      {
        list: 'zones',
        structure: [named('zone', 'zones', c.zones), named('club in zones', 'clubs in zones', c.zoneClubs)],
        people: named('zone chairperson', 'zone chairpersons', c.zoneMembers),
        carried: true,
      },
      { list: 'officers', structure: [], people: named('club officer', 'club officers', c.officers), carried: true },
    ]);
    // Which year, and why.
    const next = `${Number(oldYear.name.slice(0, 4)) + 1}-${Number(oldYear.name.slice(0, 4)) + 2}`;
    expect(plan.body.data.newYear).toMatchObject({ name: next, exists: false });
    expect(plan.body.data.reason).toBe(`${next} is the Lions year after the current one, ${oldYear.name}.`);
    expect(plan.body.data.confirm).toBe(false);

    // Added beforehand, empty: the review says it is filled, not added again.
    const start = Number(next.slice(0, 4));
    const added = await ctx.call('admin/years/create', { name: next, startsOn: `${start}-07-01`, endsOn: `${start + 1}-06-30` }, f.tokens.districtAdmin);
    expect(added.statusCode, added.body.message).toBe(200);
    const again = await ctx.call('admin/years/rollover-preview', { carry }, f.tokens.districtAdmin);
    expect(again.body.data.newYear).toMatchObject({ name: next, exists: true });
    expect(again.body.data.reason).toBe(`${next} is the Lions year after the current one, ${oldYear.name}. It was added already and is still empty, so it is filled rather than added again.`);
    // The review writes nothing: no year, no structure, no audit row.
    const counts = async () => ({
      years: (await ctx.db.selectFrom('academic_years').select('id').execute()).length,
      regions: (await ctx.db.selectFrom('regions').select('id').execute()).length,
      audit: (await ctx.db.selectFrom('audit_log').select('id').execute()).length,
    });
    const beforeReview = await counts();
    await ctx.call('admin/years/rollover-preview', { carry }, f.tokens.districtAdmin);
    expect(await counts()).toEqual(beforeReview);

    const res = await ctx.call('admin/years/rollover', { carry, year: next }, f.tokens.districtAdmin);
    expect(res.statusCode, res.body.message).toBe(200);
    const newYear = res.body.data;
    expect(newYear).toMatchObject({ id: added.body.data.id, name: plan.body.data.newYear.name, current: false });
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

  it('never makes a second year ahead without asking: a repeated start is refused, the review says why', async () => {
    // The year after the current one was started by the test above (it holds data now).
    const next = await ctx.db.selectFrom('academic_years').select(['id', 'name']).where('name', '=', `${Number(oldYear.name.slice(0, 4)) + 1}-${Number(oldYear.name.slice(0, 4)) + 2}`).executeTakeFirstOrThrow();
    const years = async () => (await ctx.db.selectFrom('academic_years').select('name').execute()).map((y) => y.name).sort();
    const before = await years();

    // The same review clicked twice: the second start names a year that now holds data.
    const again = await ctx.call('admin/years/rollover', { carry: {}, year: next.name }, f.tokens.districtAdmin);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toMatch(new RegExp(`The Lions year to start is now \\d{4}-\\d{4}, not ${next.name}`));
    // An old client without the year: refused too, with the reason.
    const blind = await ctx.call('admin/years/rollover', { carry: {} }, f.tokens.districtAdmin);
    expect(blind.statusCode).toBe(409);
    expect(blind.body.message).toContain(`${next.name} (`);
    expect(await years()).toEqual(before);

    // The review names the year, says why and asks.
    const plan = await ctx.call('admin/years/rollover-preview', { carry: {} }, f.tokens.districtAdmin);
    const later = plan.body.data.newYear.name;
    expect(Number(later.slice(0, 4))).toBe(Number(next.name.slice(0, 4)) + 1);
    expect(plan.body.data.confirm).toBe(true);
    expect(plan.body.data.reason).toContain(`${next.name} (`);
    expect(plan.body.data.reason).toContain('region');
    expect(plan.body.data.reason).toContain(`The next free year is ${later}: starting it makes a second year ahead of ${oldYear.name}.`);

    // Confirmed by naming it: structure copied, no people, old year untouched.
    const old = await rawRows(ctx.db, oldYear.id);
    const res = await ctx.call('admin/years/rollover', { carry: {}, year: later }, f.tokens.districtAdmin);
    expect(res.statusCode, res.body.message).toBe(200);
    const copy = await yearContent(ctx.db, res.body.data.id);
    expect(copy).toEqual({ ...old.content, cabinetMembers: [], regionMembers: [], zoneMembers: [], officers: [] });
    expect(await rawRows(ctx.db, oldYear.id)).toEqual(old);
    expect(res.body.data.current).toBe(false);
    expect(await membersSeeYear()).toBe(oldYear.name);
  });

  it('deletes only a year that was never current and holds nothing of its own', async () => {
    const list = async () => (await ctx.call('admin/years/list', {}, f.tokens.districtAdmin)).body.data;
    const years = await list();
    const current = years.find((y) => y.current)!;
    expect(current.canDelete).toBe(false);
    expect(current.holds).toMatch(/\d+ regions?/);
    const refused = await ctx.call('admin/years/delete', { year_id: current.id }, f.tokens.districtAdmin);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(`${current.name} is the current Lions year: it cannot be deleted.`);

    // The year filled by the test above holds data: it stays.
    const filled = years.find((y) => !y.current && y.holds !== '' && y.startsOn > current.startsOn)!;
    const kept = await ctx.call('admin/years/delete', { year_id: filled.id }, f.tokens.districtAdmin);
    expect(kept.statusCode).toBe(409);
    expect(kept.body.message).toContain(`${filled.name} holds `);

    // An empty year added by mistake: deleted, and audited.
    const added = await ctx.call('admin/years/create', { name: '2091-2092', startsOn: '2091-07-01', endsOn: '2092-06-30' }, f.tokens.districtAdmin);
    const extra = (await list()).find((y) => y.id === added.body.data.id)!;
    expect(extra).toMatchObject({ holds: '', canDelete: true });
    const gone = await ctx.call('admin/years/delete', { year_id: extra.id }, f.tokens.districtAdmin);
    expect(gone.statusCode, gone.body.message).toBe(200);
    expect(gone.body.message).toBe('Lions year 2091-2092 deleted.');
    expect(gone.body.data.map((y) => y.id)).not.toContain(extra.id);
    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'field', 'old_value']).where('entity', '=', 'academic_year').where('entity_id', '=', extra.id).where('action', '=', 'delete').execute();
    expect(audit).toContainEqual({ action: 'delete', field: 'name', old_value: '2091-2092' });

    // An empty year that was once made current: it stays (its history).
    const once = await ctx.call('admin/years/create', { name: '2092-2093', startsOn: '2092-07-01', endsOn: '2093-06-30' }, f.tokens.districtAdmin);
    await ctx.call('admin/years/set-current', { year_id: once.body.data.id }, f.tokens.districtAdmin);
    await ctx.call('admin/years/set-current', { year_id: current.id }, f.tokens.districtAdmin);
    expect((await list()).find((y) => y.id === once.body.data.id)).toMatchObject({ holds: '', canDelete: false });
    const history = await ctx.call('admin/years/delete', { year_id: once.body.data.id }, f.tokens.districtAdmin);
    expect(history.statusCode).toBe(409);
    expect(history.body.message).toBe('2092-2093 has been the current Lions year: it stays, with its history.');
    expect((await ctx.call('admin/years/delete', { year_id: 999999 }, f.tokens.districtAdmin)).statusCode).toBe(404);
  });
});
