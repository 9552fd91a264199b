import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DIRECTORY_RESOURCES, calls, type AdminDirectoryResource } from '@d320b/contract';
import { DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import { describeEachDb, type CallName, type TestContext } from '../../test/harness.js';
import { keyOfUrl, pngImage, TEXT_AS_JPG } from '../club-activities/upload-fixtures.js';

type Payload = Record<string, unknown>;

/** A district admin: an active member who manages no club, granted the role in the database. */
async function grantDistrictAdmin(ctx: TestContext): Promise<{ token: string; id: number }> {
  const row = await ctx.db
    .selectFrom('members as m')
    .leftJoin('club_managers as cm', 'cm.member_id', 'm.id')
    .select(['m.id', 'm.mobile_number'])
    .where('m.is_active', '=', 1)
    .where('cm.member_id', 'is', null)
    .where('m.mobile_number', 'not in', [DEMO_MEMBER_MOBILE, DEMO_MANAGER_MOBILE])
    .orderBy('m.id', 'desc')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('district_admins')
    .values({ member_id: row.id, granted_by: null, granted_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  return { token: await ctx.signIn(row.mobile_number), id: row.id };
}

async function anyActiveMember(ctx: TestContext, offset = 0): Promise<number> {
  const row = await ctx.db.selectFrom('members').select('id').where('is_active', '=', 1).orderBy('id').offset(offset).limit(1).executeTakeFirstOrThrow();
  return row.id;
}

async function currentYearId(ctx: TestContext): Promise<number> {
  const row = await ctx.db.selectFrom('academic_years').select('id').orderBy('is_current', 'desc').orderBy('starts_on', 'desc').executeTakeFirstOrThrow();
  return row.id;
}

async function auditRows(ctx: TestContext, entity: string, entityId: number | null) {
  let q = ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', entity);
  q = entityId === null ? q.where('entity_id', 'is', null) : q.where('entity_id', '=', entityId);
  return q.orderBy('id').execute();
}

const call = (name: string) => name as CallName;

// A stand-in for web/dist whose index.html carries the district meta the server fills in.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'd320b-admin-dir-web-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><meta name="district-title" content="X"><meta name="share-text" content="">' +
    '<meta name="app-link" content=""></head><body><div id="root"></div></body></html>',
);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describeEachDb('admin: district lists', (ctx) => {
  let admin: { token: string; id: number };
  let member: string;
  let clubAdmin: string;
  let yearId: number;
  /** A valid new-row form of each resource (parents created once below). */
  const forms = {} as Record<AdminDirectoryResource, Payload>;
  /** An id of an existing row each resource may delete in the matrix. */
  const victims = {} as Record<AdminDirectoryResource, () => Promise<number>>;
  /** Extra list filter of each resource. */
  const filters = {} as Record<AdminDirectoryResource, Payload>;
  let freshCategory: () => Promise<number>;
  let freshCount = 0;

  beforeAll(async () => {
    admin = await grantDistrictAdmin(ctx);
    member = await ctx.signIn(DEMO_MEMBER_MOBILE);
    clubAdmin = await ctx.signIn(DEMO_MANAGER_MOBILE);
    yearId = await currentYearId(ctx);
    const memberId = await anyActiveMember(ctx, 3);
    const memberName = (await ctx.db.selectFrom('members').select('name').where('id', '=', memberId).executeTakeFirstOrThrow()).name;
    const clubId = (await ctx.db.selectFrom('clubs').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const save = async (resource: string, form: Payload) => {
      const res = await ctx.call(call(`admin/${resource}/save`), form, admin.token);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      return (res.body as unknown as { id: number }).id;
    };
    const category = await save('cabinet-categories', { name: 'Matrix category', sort: 99 });
    const cabinetYearId = await save('cabinet-years', { yearId, categoryId: category });
    const regionId = await save('regions', { yearId, name: 'Matrix region', sort: 50 });
    const zoneId = await save('zones', { regionId, name: 'Matrix zone', clubIds: [clubId] });

    Object.assign(forms, {
      'district-events': { title: 'Matrix event', description: 'Matrix event text', startDate: '2026-08-01', endDate: '2026-08-02' },
      'district-activities': { title: 'Matrix activity', description: 'Matrix activity text', activityDate: '2026-07-15' },
      'cabinet-categories': { name: 'Matrix category 2', sort: 3 },
      'cabinet-years': { yearId, categoryId: 0 },
      'cabinet-members': { cabinetYearId, memberId, position: 'Matrix Coordinator', sort: 1 },
      regions: { yearId, name: 'Matrix region 2', sort: 9 },
      'region-members': { regionId, memberId, roleName: 'Region CMan', sort: 0 },
      zones: { regionId, name: 'Matrix zone 2', clubIds: [clubId] },
      'zone-members': { zoneId, memberId, roleName: 'Zone Chairman', sort: 0 },
      governors: { type: 'pdgs', memberId, yearId, slogan: 'Matrix slogan', profile: 'Matrix profile' },
      mjf: { memberId, type: 'MJF', yearAchieved: '2021' },
      graduates: { memberId, gradType: 'Matrix Leadership Institute', yearGraduated: '2022' },
      others: { type: 'resource', heading: 'Matrix resource', body: 'Matrix resource text' },
      'business-categories': { title: 'Matrix category', sort: 7 },
      'district-contacts': { unitName: 'Matrix unit', contactPerson: 'Matrix person', mobile: '9000000001', email: 'unit@example.org' },
    } satisfies Record<AdminDirectoryResource, Payload>);
    Object.assign(filters, {
      'cabinet-years': { yearId },
      'cabinet-members': { cabinetYearId },
      regions: { yearId },
      'region-members': { regionId },
      zones: { regionId },
      'zone-members': { zoneId },
      others: { type: 'resource' },
      mjf: { search: memberName },
      graduates: { search: memberName },
    });
    // cabinet-years needs a category not yet in the year: a fresh one per save.
    freshCategory = async () => save('cabinet-categories', { name: `Matrix fresh ${++freshCount}` });
    for (const r of ADMIN_DIRECTORY_RESOURCES) {
      victims[r] = async () => {
        const form = r === 'cabinet-years' ? { yearId, categoryId: await freshCategory() } : forms[r];
        return save(r, form);
      };
    }
    forms['cabinet-years'] = { yearId, categoryId: await freshCategory() };
  });

  describe('permission matrix', () => {
    for (const resource of ADMIN_DIRECTORY_RESOURCES) {
      it(`${resource}: list, save and delete answer 401 / 403 / 403 and work for a district admin`, async () => {
        const list = call(`admin/${resource}/list`);
        const saveCall = call(`admin/${resource}/save`);
        const del = call(`admin/${resource}/delete`);
        const saveForm = resource === 'cabinet-years' ? { yearId, categoryId: await freshCategory() } : forms[resource];
        const victim = await victims[resource]();
        const auditBefore = (await ctx.db.selectFrom('audit_log').select('id').execute()).length;

        for (const [name, payload] of [[list, { page: 1, ...filters[resource] }], [saveCall, saveForm], [del, { id: victim }]] as const) {
          const none = await ctx.call(name, payload);
          expect(none.statusCode, `${name} without a token`).toBe(401);
          expect(none.body.status).toBe(false);
          for (const token of [member, clubAdmin]) {
            const refused = await ctx.call(name, payload, token);
            expect(refused.statusCode, `${name} as member / club admin`).toBe(403);
            expect(refused.body).toEqual({ status: false, message: 'Only a district admin can do this.' });
          }
        }
        // Refused calls wrote nothing.
        expect((await ctx.db.selectFrom('audit_log').select('id').execute()).length).toBe(auditBefore);

        const listed = await ctx.call(list, { page: 1, ...filters[resource] }, admin.token);
        expect(listed.statusCode, JSON.stringify(listed.body)).toBe(200);
        expect(calls[list as keyof typeof calls].response.safeParse(listed.body).success).toBe(true);
        const body = listed.body as unknown as { data: { id: number }[]; total: number };
        expect(body.total).toBeGreaterThan(0);
        expect(body.data.map((r) => r.id)).toContain(victim);

        const saved = await ctx.call(saveCall, saveForm, admin.token);
        expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
        const removed = await ctx.call(del, { id: victim }, admin.token);
        expect(removed.statusCode, JSON.stringify(removed.body)).toBe(200);
        const after = await ctx.call(list, { page: 1, ...filters[resource] }, admin.token);
        expect((after.body as unknown as { data: { id: number }[] }).data.map((r) => r.id)).not.toContain(victim);
      });
    }

    for (const [name, payload] of [
      ['admin/district-settings/get', {}],
      ['admin/district-settings/save', { districtTitle: 'Lions Dist - 320B', districtName: 'District 320B', shareText: 'Our directory' }],
      ['admin/district-lists/options', { kind: 'members', search: 'a' }],
    ] as const) {
      it(`${name} answers 401 / 403 / 403 and works for a district admin`, async () => {
        expect((await ctx.call(call(name), payload)).statusCode).toBe(401);
        expect((await ctx.call(call(name), payload, member)).statusCode).toBe(403);
        expect((await ctx.call(call(name), payload, clubAdmin)).statusCode).toBe(403);
        const ok = await ctx.call(call(name), payload, admin.token);
        expect(ok.statusCode, JSON.stringify(ok.body)).toBe(200);
        expect(calls[name].response.safeParse(ok.body).success).toBe(true);
      });
    }
  });

  describe('district events', () => {
    it('a saved event is on the members\' events list, with its image; every field is audited old → new', async () => {
      const image = await pngImage();
      const created = await ctx.upload(
        call('admin/district-events/save'),
        { title: 'Vision camp at Tambaram', description: 'Free eye screening for all.', startDate: '2099-03-01', endDate: '2099-03-02' },
        { image: { data: image } },
        admin.token,
      );
      expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
      const id = (created.body as unknown as { id: number }).id;

      const seen = await ctx.call('get_district_events', { page: 1, search: 'Vision camp at Tambaram' }, member);
      expect(seen.statusCode).toBe(200);
      expect(seen.body.data).toHaveLength(1);
      const event = seen.body.data[0]!;
      expect(event).toMatchObject({ deld: id, deTitle: 'Vision camp at Tambaram', deStartDate: '2099-03-01', deEndDate: '2099-03-02' });
      expect(keyOfUrl(event.delmage)).toMatch(/^events\//);
      const served = await ctx.app.inject({ method: 'GET', url: event.delmage! });
      expect(served.statusCode).toBe(200);

      const createdRows = await auditRows(ctx, 'district_event', id);
      expect(createdRows.map((r) => [r.action, r.field, r.old_value, r.new_value, r.actor_id, r.actor_role])).toEqual(
        expect.arrayContaining([
          ['create', 'title', null, 'Vision camp at Tambaram', admin.id, 'district_admin'],
          ['create', 'start_date', null, '2099-03-01', admin.id, 'district_admin'],
          ['create', 'end_date', null, '2099-03-02', admin.id, 'district_admin'],
          ['create', 'image', null, keyOfUrl(event.delmage), admin.id, 'district_admin'],
        ]),
      );
      expect(createdRows.every((r) => r.request_id && r.event_id === createdRows[0]!.event_id)).toBe(true);

      const edited = await ctx.call(
        call('admin/district-events/save'),
        { id, title: 'Vision camp at Tambaram', description: 'Free eye screening and spectacles.', startDate: '2099-03-01', endDate: '' },
        admin.token,
      );
      expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
      const updates = (await auditRows(ctx, 'district_event', id)).filter((r) => r.action === 'update');
      expect(updates.map((r) => [r.field, r.old_value, r.new_value]).sort()).toEqual([
        ['description', 'Free eye screening for all.', 'Free eye screening and spectacles.'],
        ['end_date', '2099-03-02', null],
      ]);
      const details = await ctx.call('get_district_event_details', { activity_id: id }, member);
      expect(details.body.data).toMatchObject({ deDesc: 'Free eye screening and spectacles.', deEndDate: null });
      // The image stays when the form sends none.
      expect(keyOfUrl(details.body.data.delmage)).toBe(keyOfUrl(event.delmage));

      const removed = await ctx.call(call('admin/district-events/delete'), { id }, admin.token);
      expect(removed.statusCode).toBe(200);
      expect((await ctx.call('get_district_event_details', { activity_id: id }, member)).statusCode).toBe(404);
      const deletes = (await auditRows(ctx, 'district_event', id)).filter((r) => r.action === 'delete');
      expect(deletes.map((r) => [r.field, r.old_value, r.new_value])).toEqual(
        expect.arrayContaining([['title', 'Vision camp at Tambaram', null], ['description', 'Free eye screening and spectacles.', null]]),
      );
      // The image left storage with the row.
      expect((await ctx.app.inject({ method: 'GET', url: event.delmage! })).statusCode).toBe(404);
    });

    it('answers 422 "field: reason" for bad input and writes nothing', async () => {
      const before = await ctx.db.selectFrom('district_events').select('id').execute();
      const auditBefore = (await ctx.db.selectFrom('audit_log').select('id').execute()).length;
      const cases: [Payload, RegExp][] = [
        [{ title: '', description: 'x', startDate: '2026-01-01' }, /^title: This field is required\./],
        [{ title: 'x', description: 'x', startDate: '2026-02-30' }, /^startDate: Please enter a valid date/],
        [{ title: 'x', description: 'x', startDate: '2026-02-03', endDate: '2026-02-01' }, /^endDate: must be on or after the start date/],
        [{ title: 'x'.repeat(201), description: 'x', startDate: '2026-01-01' }, /^title: Must be at most 200 characters\./],
        [{ id: 'abc', title: 'x', description: 'x', startDate: '2026-01-01' }, /^id: /],
      ];
      for (const [payload, message] of cases) {
        const res = await ctx.call(call('admin/district-events/save'), payload, admin.token);
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        expect(res.body.status).toBe(false);
        expect(res.body.message).toMatch(message);
      }
      const notImage = await ctx.upload(call('admin/district-events/save'), { title: 'Not an image', description: 'x', startDate: '2026-01-01' }, { image: TEXT_AS_JPG }, admin.token);
      expect(notImage.statusCode).toBe(422);
      expect(await ctx.db.selectFrom('district_events').select('id').execute()).toHaveLength(before.length);
      expect((await ctx.db.selectFrom('audit_log').select('id').execute()).length).toBe(auditBefore);
      const missing = await ctx.call(call('admin/district-events/save'), { id: 999999, title: 'x', description: 'x', startDate: '2026-01-01' }, admin.token);
      expect(missing.statusCode).toBe(404);
    });

    it('lists with search, paging and the total', async () => {
      const total = Number((await ctx.db.selectFrom('district_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const first = await ctx.call(call('admin/district-events/list'), { page: 1 }, admin.token);
      const body = first.body as unknown as { data: unknown[]; total: number; pageSize: number };
      expect(body.total).toBe(total);
      expect(body.data.length).toBe(Math.min(body.pageSize, total));
      const none = await ctx.call(call('admin/district-events/list'), { page: 1, search: 'zz-no-such-event-zz' }, admin.token);
      expect((none.body as unknown as { total: number }).total).toBe(0);
    });
  });

  it('a saved district activity is on the members\' activities list', async () => {
    const res = await ctx.call(call('admin/district-activities/save'), { title: 'Blood donation drive Guindy', description: '52 units collected.', activityDate: '2026-06-12' }, admin.token);
    expect(res.statusCode).toBe(200);
    const seen = await ctx.call('get_district_activities', { page: 1, search: 'Blood donation drive Guindy' }, member);
    expect(seen.body.data.map((a) => [a.dald, a.daTitle, a.daDate])).toEqual([[(res.body as unknown as { id: number }).id, 'Blood donation drive Guindy', '2026-06-12']]);
  });

  it('cabinet: a category added to a year with a member shows on the members\' cabinet screens; deletes in use answer 409', async () => {
    const category = (await ctx.call(call('admin/cabinet-categories/save'), { name: 'Diabetes Awareness', sort: 1 }, admin.token)).body as unknown as { id: number };
    const cy = await ctx.call(call('admin/cabinet-years/save'), { yearId, categoryId: category.id }, admin.token);
    expect(cy.statusCode).toBe(200);
    const cabinetYearId = (cy.body as unknown as { id: number }).id;
    const again = await ctx.call(call('admin/cabinet-years/save'), { yearId, categoryId: category.id }, admin.token);
    expect(again.statusCode).toBe(409);

    const directory = await ctx.call('get_directory', { year: yearId }, member);
    expect(directory.body.data.cab_leaders.map((c) => [c.dCAYId, c.dCabCategoryName])).toContainEqual([cabinetYearId, 'Diabetes Awareness']);

    const memberId = await anyActiveMember(ctx, 5);
    const saved = await ctx.call(call('admin/cabinet-members/save'), { cabinetYearId, memberId, position: 'District Chairperson' }, admin.token);
    expect(saved.statusCode).toBe(200);
    const cmId = (saved.body as unknown as { id: number }).id;
    let leaders = await ctx.call('cab_leader_list', { dist_category_id: cabinetYearId, page: 1 }, member);
    expect(leaders.body.data.map((l) => [l.memId, l.dCabPosition])).toEqual([[memberId, 'District Chairperson']]);

    await ctx.call(call('admin/cabinet-members/save'), { id: cmId, cabinetYearId, memberId, position: 'District Coordinator' }, admin.token);
    leaders = await ctx.call('cab_leader_list', { dist_category_id: cabinetYearId, page: 1 }, member);
    expect(leaders.body.data.map((l) => l.dCabPosition)).toEqual(['District Coordinator']);
    const audit = (await auditRows(ctx, 'cabinet_member', cmId)).filter((r) => r.action === 'update');
    expect(audit.map((r) => [r.field, r.old_value, r.new_value])).toEqual([['position', 'District Chairperson', 'District Coordinator']]);

    const inUse = await ctx.call(call('admin/cabinet-years/delete'), { id: cabinetYearId }, admin.token);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.body.message).toMatch(/1 member/);
    expect((await ctx.call(call('admin/cabinet-categories/delete'), { id: category.id }, admin.token)).statusCode).toBe(409);

    const badMember = await ctx.call(call('admin/cabinet-members/save'), { cabinetYearId, memberId: 999999, position: 'X' }, admin.token);
    expect(badMember.statusCode).toBe(422);
    expect(badMember.body.message).toBe('memberId: no active member has this id');
  });

  it('regions and zones: chairpersons and zone clubs show on the members\' region screen; zone clubs are audited', async () => {
    const regionId = (await ctx.call(call('admin/regions/save'), { yearId, name: 'Region Nine', sort: 90 }, admin.token)).body as unknown as { id: number };
    const regionsSeen = await ctx.call('get_regions', { academic_year_id: yearId }, member);
    expect(regionsSeen.body.data.map((r) => r.region_name)).toContain('Region Nine');
    const clubs = await ctx.db.selectFrom('clubs').select(['id', 'name']).orderBy('id').limit(2).execute();
    const zone = await ctx.call(call('admin/zones/save'), { regionId: regionId.id, name: 'Zone Nine-A', clubIds: [clubs[0]!.id] }, admin.token);
    expect(zone.statusCode).toBe(200);
    const zoneId = (zone.body as unknown as { id: number }).id;
    const chair = await anyActiveMember(ctx, 7);
    expect((await ctx.call(call('admin/region-members/save'), { regionId: regionId.id, memberId: chair, roleName: 'Region CMan' }, admin.token)).statusCode).toBe(200);
    expect((await ctx.call(call('admin/zone-members/save'), { zoneId, memberId: chair, roleName: 'Zone Chairman' }, admin.token)).statusCode).toBe(200);
    await ctx.call(call('admin/zones/save'), { id: zoneId, regionId: regionId.id, name: 'Zone Nine-A', clubIds: [clubs[1]!.id, clubs[0]!.id] }, admin.token);

    const region = await ctx.call('get_region_by_id', { region_id: regionId.id }, member);
    expect(region.body.region_name).toBe('Region Nine');
    expect(region.body.data.members.map((m) => [m.memId, m.role_name])).toEqual([[chair, 'Region CMan']]);
    expect(region.body.data.zoneMembers.map((m) => [m.zone_name, m.clubs.map((c) => c.clubName).sort()])).toEqual([
      ['Zone Nine-A', [clubs[0]!.name, clubs[1]!.name].sort()],
    ]);
    const clubAudit = (await auditRows(ctx, 'zone', zoneId)).filter((r) => r.field === 'clubs');
    expect(clubAudit.map((r) => [r.action, r.old_value, r.new_value])).toEqual([
      ['create', null, String(clubs[0]!.id)],
      ['update', String(clubs[0]!.id), [clubs[0]!.id, clubs[1]!.id].sort((a, b) => a - b).join(',')],
    ]);
    expect((await ctx.call(call('admin/regions/delete'), { id: regionId.id }, admin.token)).statusCode).toBe(409);
    const badClub = await ctx.call(call('admin/zones/save'), { id: zoneId, regionId: regionId.id, name: 'Zone Nine-A', clubIds: [999999] }, admin.token);
    expect(badClub.statusCode).toBe(422);
    // The refused save changed nothing (no partial write: the name and the clubs stay).
    const after = await ctx.db.selectFrom('zone_clubs').select('club_id').where('zone_id', '=', zoneId).execute();
    expect(after).toHaveLength(2);
  });

  it('governors, MJF, graduates, Others, business categories and contacts show on the members\' screens', async () => {
    const memberId = await anyActiveMember(ctx, 11);
    const family = await pngImage(400, 300);
    const gov = await ctx.upload(call('admin/governors/save'), { type: 'pdgs', memberId, yearId, slogan: 'Serve with a smile', profile: 'PDG profile' }, { familyPic: { data: family } }, admin.token);
    expect(gov.statusCode, JSON.stringify(gov.body)).toBe(200);
    const pdgs = await ctx.call('get_profile_list', { profile_type: 'pdgs' }, member);
    const mine = pdgs.body.data.find((p) => p.dgSlogan === 'Serve with a smile');
    expect(mine).toBeDefined();
    expect(mine!.dgFamilyPic).toMatch(/^\/media\/governors\//);

    await ctx.call(call('admin/mjf/save'), { memberId, type: 'PMJF', yearAchieved: '2001' }, admin.token);
    const mjfSeen = await ctx.call('get_mjpf_profiles', {}, member);
    expect(mjfSeen.body.data.profiles.filter((p) => p.memId === memberId).map((p) => [p.mjType, p.YearAchieved])).toContainEqual(['PMJF', '2001']);

    await ctx.call(call('admin/graduates/save'), { memberId, gradType: 'Faculty Development Institute', yearGraduated: '2003' }, admin.token);
    const grads = await ctx.call('get_district_graduates', {}, member);
    expect(grads.body.data.filter((g) => g.memId === memberId).map((g) => [g.gradType, g.YearGraduated])).toContainEqual(['Faculty Development Institute', '2003']);

    await ctx.call(call('admin/others/save'), { type: 'intdir', heading: 'International Director', personName: 'A. Kumar', yearLabel: '2025-2026', body: 'Profile text' }, admin.token);
    const other = await ctx.call('get_other_type', { type: 'intdir' }, member);
    expect(JSON.stringify(other.body.data)).toContain('A. Kumar');

    const cat = await ctx.call(call('admin/business-categories/save'), { title: 'Solar Energy', sort: 0 }, admin.token);
    const cats = await ctx.call('get_business_categories', {}, member);
    expect(cats.body.data.map((c) => [c.bcId, c.bcataTitle, c.totalRecords])).toContainEqual([(cat.body as unknown as { id: number }).id, 'Solar Energy', 0]);
    const used = await ctx.db.selectFrom('businesses').select('category_id').executeTakeFirstOrThrow();
    expect((await ctx.call(call('admin/business-categories/delete'), { id: used.category_id }, admin.token)).statusCode).toBe(409);

    const contact = await ctx.call(call('admin/district-contacts/save'), { unitName: 'District Office', contactPerson: 'Office Secretary', mobile: '9000000002', email: '' }, admin.token);
    expect(contact.statusCode).toBe(200);
    const contacts = await ctx.call('get_contact', {}, member);
    expect(contacts.body.data.map((c) => [c.distUName, c.distCPerson, c.distMobile, c.distEMail])).toContainEqual(['District Office', 'Office Secretary', '9000000002', null]);
    const badMobile = await ctx.call(call('admin/district-contacts/save'), { unitName: 'X', contactPerson: 'Y', mobile: '12345' }, admin.token);
    expect(badMobile.statusCode).toBe(422);
    expect(badMobile.body.message).toBe('mobile: Please enter a valid 10-digit mobile number.');
  });

  it('pickers: members by name or mobile (active only, 20 at most), Lions years current first, cabinet categories', async () => {
    const someone = await ctx.db.selectFrom('members').select(['id', 'name', 'mobile_number']).where('is_active', '=', 1).orderBy('id').offset(20).limit(1).executeTakeFirstOrThrow();
    const byMobile = await ctx.call(call('admin/district-lists/options'), { kind: 'members', search: someone.mobile_number }, admin.token);
    expect((byMobile.body as unknown as { data: { id: number }[] }).data.map((o) => o.id)).toEqual([someone.id]);
    const byName = await ctx.call(call('admin/district-lists/options'), { kind: 'members', search: someone.name.slice(0, 3) }, admin.token);
    const named = (byName.body as unknown as { data: { id: number; label: string }[] }).data;
    expect(named.length).toBeGreaterThan(0);
    expect(named.length).toBeLessThanOrEqual(20);
    expect(named.every((o) => o.label.toLowerCase().includes(someone.name.slice(0, 3).toLowerCase()))).toBe(true);
    const years = await ctx.call(call('admin/district-lists/options'), { kind: 'years' }, admin.token);
    expect((years.body as unknown as { data: { id: number; detail: string | null }[] }).data[0]).toMatchObject({ id: yearId, detail: 'current' });
    const categories = await ctx.call(call('admin/district-lists/options'), { kind: 'cabinet-categories' }, admin.token);
    const count = Number((await ctx.db.selectFrom('cabinet_categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect((categories.body as unknown as { data: unknown[] }).data).toHaveLength(count);
    const bad = await ctx.call(call('admin/district-lists/options'), { kind: 'everything' }, admin.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.body.message).toMatch(/^kind: /);
  });

  it('district settings: stored values override the defaults, are audited and reach the members\' answers', async () => {
    const before = await ctx.call(call('admin/district-settings/get'), {}, admin.token);
    expect((before.body as unknown as { data: { districtName: string } }).data.districtName).toBe(ctx.config.district.name);
    const saved = await ctx.call(call('admin/district-settings/save'), { districtTitle: 'Lions District 320B', districtName: 'Lions District 320B (Chennai)', shareText: 'Find any Lion in our district' }, admin.token);
    expect(saved.statusCode).toBe(200);
    const page = await ctx.app.inject({ method: 'GET', url: '/district-event' });
    expect(page.body).toContain('<meta name="district-title" content="Lions District 320B">');
    expect(page.body).toContain('<meta name="share-text" content="Find any Lion in our district">');
    const rows = await auditRows(ctx, 'district_settings', null);
    expect(rows.map((r) => [r.field, r.old_value, r.new_value])).toEqual(
      expect.arrayContaining([['district_name', ctx.config.district.name, 'Lions District 320B (Chennai)'], ['share_text', expect.any(String), 'Find any Lion in our district']]),
    );
    const events = await ctx.call('get_district_activities', { page: 1 }, member);
    expect(events.body.data[0]!.distName).toBe('Lions District 320B (Chennai)');
    const empty = await ctx.call(call('admin/district-settings/save'), { districtTitle: ' ', districtName: 'x', shareText: 'y' }, admin.token);
    expect(empty.statusCode).toBe(422);
    expect(empty.body.message).toBe('districtTitle: This field is required.');
    // Back to the defaults for the other tests of this block.
    await ctx.call(call('admin/district-settings/save'), { districtTitle: ctx.config.district.title, districtName: ctx.config.district.name, shareText: 'Find any Lion in our district' }, admin.token);
  });

  it('renaming the district in the console: the signed-in member\'s district name follows, on every path that shows it', async () => {
    const renamed = 'Lions District 320B (Renamed)';
    const save = (districtName: string) =>
      ctx.call(call('admin/district-settings/save'), { districtTitle: ctx.config.district.title, districtName, shareText: 'Find any Lion in our district' }, admin.token);
    expect((await save(renamed)).statusCode).toBe(200);
    // The profile (and a fresh sign-in's user, which the web stores), the member details, the printed directory.
    const profile = await ctx.call('get-profile-details', {}, member);
    expect([profile.body.data.distName, profile.body.data.district.distName]).toEqual([renamed, renamed]);
    const signedIn = await ctx.call('get-profile-details', {}, await ctx.signIn());
    expect(signedIn.body.data.distName).toBe(renamed);
    const details = await ctx.call('get_member_details', { member_idd: profile.body.data.memId }, member);
    expect(details.body.data.get_member.distName).toBe(renamed);
    const directory = await ctx.call(call('admin/roster/directory'), { scope: 'district' }, admin.token);
    expect((directory.body as unknown as { data: { districtName: string } }).data.districtName).toBe(renamed);
    await save(ctx.config.district.name);
    expect((await ctx.call('get-profile-details', {}, member)).body.data.distName).toBe(ctx.config.district.name);
  });
}, { webDist });
