/**
 * What each admin write does and the audit rows it leaves (field, old → new), plus the clash and
 * validation answers (409, 422, 404, 413).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { todayIn } from '../../lib/time.js';
import { describeEachDb, type TestContext } from '../../test/harness.js';
import { pngImage } from '../club-activities/upload-fixtures.js';
import { adminFixture, type Fixture } from './test-fixtures.js';

async function auditOf(ctx: TestContext, entity: string, entityId: number) {
  const rows = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', entityId).orderBy('id').execute();
  return rows;
}
const changes = (rows: { action: string; field: string | null; old_value: string | null; new_value: string | null }[]) =>
  rows.map((r) => [r.action, r.field, r.old_value, r.new_value]);

describeEachDb('admin writes and their audit rows', (ctx) => {
  let f: Fixture;
  let adminId: number;
  beforeAll(async () => {
    f = await adminFixture(ctx);
    adminId = (await ctx.db.selectFrom('district_admins').select('member_id').executeTakeFirstOrThrow()).member_id;
  });

  it('creates a member with a photo: derived columns, the photo stored, one audit row per field', async () => {
    const photo = await pngImage(400, 300);
    const res = await ctx.upload(
      'admin/members/create',
      { club_id: f.clubId, name: 'Anita Desai', mobile: '+91 51234 00001', dateOfBirth: '1980-02-29', profession: 'Architect' },
      { photo: { data: photo } },
      f.tokens.clubAdmin,
    );
    expect(res.statusCode, res.body.message).toBe(200);
    const m = res.body.data;
    expect(m).toMatchObject({ name: 'Anita Desai', mobile: '5123400001', clubId: f.clubId, active: true, dateOfBirth: '1980-02-29' });
    const row = await ctx.db.selectFrom('members').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.birth_md).toBe('02-29');
    expect(row.search_text).toContain('anita desai');
    expect(row.search_text).toContain('5123400001');
    // The photo went through the image pipeline: a real WebP, read back.
    expect(await ctx.images.exists(row.photo!)).toBe(true);
    const display = fs.readFileSync(path.join(ctx.dataDir, 'media', row.photo!, 'display.webp'));
    expect((await sharp(display).metadata()).format).toBe('webp');

    const audit = await auditOf(ctx, 'member', m.id);
    expect(new Set(audit.map((a) => a.action))).toEqual(new Set(['create']));
    expect(audit.every((a) => a.actor_role === 'club_admin' && a.request_id)).toBe(true);
    expect(changes(audit)).toEqual(expect.arrayContaining([
      ['create', 'name', null, 'Anita Desai'],
      ['create', 'mobile_number', null, '5123400001'],
      ['create', 'date_of_birth', null, '1980-02-29'],
      ['create', 'club_id', null, String(f.clubId)],
    ]));

    // The members' own list finds the new member at once.
    const found = await ctx.call('get_members', { page: 1, filter: 'anita desai' }, f.tokens.member);
    expect(found.body.data.map((r) => r.memId)).toContain(m.id);
  });

  it('edits a member: only changed fields are audited, old → new', async () => {
    const t = f.targets[5]!;
    const before = await ctx.db.selectFrom('members').selectAll().where('id', '=', t.id).executeTakeFirstOrThrow();
    const res = await ctx.call('admin/members/update', { member_id: t.id, name: t.name, mobile: t.mobile, profession: 'Sculptor', email: 'sculptor@example.com' }, f.tokens.districtAdmin);
    expect(res.statusCode, res.body.message).toBe(200);
    const audit = await auditOf(ctx, 'member', t.id);
    // Fields not sent (phone, dates, ...) are unchanged and leave no row.
    expect(changes(audit)).toEqual([
      ['update', 'email', before.email, 'sculptor@example.com'],
      ['update', 'profession', before.profession, 'Sculptor'],
    ]);
    expect(audit[0]).toMatchObject({ actor_id: adminId, actor_role: 'district_admin' });
    const after = await ctx.db.selectFrom('members').select(['search_text', 'email']).where('id', '=', t.id).executeTakeFirstOrThrow();
    expect(after.search_text).toContain('sculptor');
    expect(after.email).toBe('sculptor@example.com');
  });

  it('refuses a mobile another active member has (409), bad input (422), unknown ids (404): nothing written', async () => {
    const [a, b] = [f.targets[0]!, f.targets[3]!];
    const count = async () => (await ctx.db.selectFrom('audit_log').select('id').execute()).length;
    const n = await count();
    const clash = await ctx.call('admin/members/update', { member_id: a.id, name: a.name, mobile: b.mobile }, f.tokens.clubAdmin);
    expect(clash.statusCode).toBe(409);
    expect(clash.body.message).toContain(b.mobile);
    expect((await ctx.call('admin/members/create', { club_id: f.clubId, name: 'X', mobile: b.mobile }, f.tokens.clubAdmin)).statusCode).toBe(409);
    const bad = await ctx.call('admin/members/create', { club_id: f.clubId, name: '', mobile: '12' }, f.tokens.clubAdmin);
    expect(bad.statusCode).toBe(422);
    expect(bad.body.message).toMatch(/name|mobile/);
    const future = await ctx.call('admin/members/update', { member_id: a.id, name: a.name, mobile: a.mobile, dateOfBirth: '2999-01-01' }, f.tokens.clubAdmin);
    expect(future.statusCode).toBe(422);
    expect(future.body.message).toContain('dateOfBirth');
    expect((await ctx.call('admin/members/get', { member_id: 987_654 }, f.tokens.districtAdmin)).statusCode).toBe(404);
    expect((await ctx.call('admin/members/create', { club_id: 987_654, name: 'Y', mobile: '5999999999' }, f.tokens.districtAdmin)).statusCode).toBe(404);
    expect((await ctx.call('admin/members/get', { member_id: 'x' }, f.tokens.districtAdmin)).statusCode).toBe(422);
    expect(await count()).toBe(n);
  });

  it('lists members with search (name, club, mobile), club and status filters, counts and paging', async () => {
    const t = f.targets[0]!;
    const club = await ctx.db.selectFrom('clubs').select('name').where('id', '=', f.clubId).executeTakeFirstOrThrow();
    const byMobile = await ctx.call('admin/members/list', { search: t.mobile }, f.tokens.districtAdmin);
    expect(byMobile.body.data.map((m) => m.id)).toEqual([t.id]);
    const byNameAndClub = await ctx.call('admin/members/list', { search: `${t.name.split(' ')[0]} ${club.name.split(' ').at(-1)}` }, f.tokens.districtAdmin);
    expect(byNameAndClub.body.data.map((m) => m.id)).toContain(t.id);

    const clubList = await ctx.call('admin/members/list', { club_id: f.clubId, status: 'all' }, f.tokens.districtAdmin);
    const inDb = await ctx.db.selectFrom('members').select(['id', 'is_active']).where('club_id', '=', f.clubId).execute();
    expect(clubList.body.counts).toEqual({ active: inDb.filter((m) => m.is_active === 1).length, inactive: inDb.filter((m) => m.is_active === 0).length });
    expect(clubList.body.total).toBe(inDb.length);
    const page2 = await ctx.call('admin/members/list', { club_id: f.clubId, status: 'all', page: 2 }, f.tokens.districtAdmin);
    const ids1 = clubList.body.data.map((m) => m.id);
    expect(page2.body.data.every((m) => !ids1.includes(m.id))).toBe(true);
    expect(ids1.length + page2.body.data.length).toBe(Math.min(inDb.length, 40));
  });

  it('refuses an image over 8 MB with 413', async () => {
    const res = await ctx.upload(
      'admin/members/update',
      { member_id: f.targets[0]!.id, name: f.targets[0]!.name, mobile: f.targets[0]!.mobile },
      { photo: { data: Buffer.alloc(9 * 1024 * 1024, 1) } },
      f.tokens.clubAdmin,
    );
    expect(res.statusCode).toBe(413);
  });

  it('deactivation signs the member out and hides them; reactivation is refused while their number is taken', async () => {
    const t = f.targets[4]!;
    const token = await ctx.signIn(t.mobile);
    expect((await ctx.call('get_members', { page: 1 }, token)).statusCode).toBe(200);
    const off = await ctx.call('admin/members/deactivate', { member_id: t.id }, f.tokens.clubAdmin);
    expect(off.statusCode).toBe(200);
    expect(off.body.data.active).toBe(false);
    expect((await ctx.call('get_members', { page: 1 }, token)).statusCode).toBe(401);
    expect((await ctx.call('get_member_details', { member_idd: t.id }, f.tokens.member)).statusCode).toBe(404);
    expect(changes(await auditOf(ctx, 'member', t.id)).slice(-1)).toEqual([['deactivate', 'is_active', '1', '0']]);

    // Someone else now has the number: reactivating would give two active members one login.
    const taker = await ctx.call('admin/members/create', { club_id: f.clubId, name: 'Number Taker', mobile: t.mobile }, f.tokens.clubAdmin);
    expect(taker.statusCode).toBe(200);
    expect((await ctx.call('admin/members/reactivate', { member_id: t.id }, f.tokens.clubAdmin)).statusCode).toBe(409);
    await ctx.call('admin/members/deactivate', { member_id: taker.body.data.id }, f.tokens.clubAdmin);
    const on = await ctx.call('admin/members/reactivate', { member_id: t.id }, f.tokens.clubAdmin);
    expect(on.statusCode).toBe(200);
    expect(changes(await auditOf(ctx, 'member', t.id)).slice(-1)).toEqual([['reactivate', 'is_active', '0', '1']]);
    // Nobody deactivates themselves.
    const self = await ctx.db.selectFrom('members').select('id').where('id', '=', adminId).executeTakeFirstOrThrow();
    expect((await ctx.call('admin/members/deactivate', { member_id: self.id }, f.tokens.districtAdmin)).statusCode).toBe(409);
  });

  it('moves a member: district admin anywhere, a club admin not into a club they do not administer', async () => {
    const t = f.targets[2]!;
    expect((await ctx.call('admin/members/move', { member_id: t.id, club_id: f.otherClubId }, f.tokens.clubAdmin)).statusCode).toBe(403);
    const res = await ctx.call('admin/members/move', { member_id: t.id, club_id: f.otherClubId }, f.tokens.districtAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.clubId).toBe(f.otherClubId);
    const club = await ctx.db.selectFrom('clubs').select('name').where('id', '=', f.otherClubId).executeTakeFirstOrThrow();
    const row = await ctx.db.selectFrom('members').select('search_text').where('id', '=', t.id).executeTakeFirstOrThrow();
    expect(row.search_text).toContain(club.name.toLowerCase());
    expect(changes(await auditOf(ctx, 'member', t.id)).slice(-1)).toEqual([['move', 'club_id', String(f.clubId), String(f.otherClubId)]]);
    await ctx.call('admin/members/move', { member_id: t.id, club_id: f.clubId }, f.tokens.districtAdmin);
  });

  it('clubs: create, rename (members’ search text follows), deactivate and reactivate, each audited', async () => {
    const created = await ctx.call('admin/clubs/create', { name: 'Lions Club of Audit Town', meetsOn: 'Every Monday', charterDate: '2001-05-01' }, f.tokens.districtAdmin);
    expect(created.statusCode, created.body.message).toBe(200);
    const id = created.body.data.id;
    expect(changes(await auditOf(ctx, 'club', id))).toEqual(expect.arrayContaining([
      ['create', 'name', null, 'Lions Club of Audit Town'],
      ['create', 'meets_on', null, 'Every Monday'],
    ]));
    expect((await ctx.call('admin/clubs/create', { name: 'lions club of audit town' }, f.tokens.districtAdmin)).statusCode).toBe(409);

    const member = await ctx.call('admin/members/create', { club_id: id, name: 'Town Member', mobile: '5123400077' }, f.tokens.districtAdmin);
    const renamed = await ctx.call('admin/clubs/update', { club_id: id, name: 'Lions Club of Ledger Town', meetsOn: 'Every Tuesday' }, f.tokens.districtAdmin);
    expect(renamed.statusCode).toBe(200);
    expect(changes((await auditOf(ctx, 'club', id)).filter((a) => a.action === 'update'))).toEqual([
      ['update', 'name', 'Lions Club of Audit Town', 'Lions Club of Ledger Town'],
      ['update', 'meets_on', 'Every Monday', 'Every Tuesday'],
    ]);
    const row = await ctx.db.selectFrom('members').select('search_text').where('id', '=', member.body.data.id).executeTakeFirstOrThrow();
    expect(row.search_text).toContain('lions club of ledger town');

    expect((await ctx.call('admin/clubs/deactivate', { club_id: id }, f.tokens.districtAdmin)).body.data.active).toBe(false);
    expect((await ctx.call('admin/clubs/reactivate', { club_id: id }, f.tokens.districtAdmin)).body.data.active).toBe(true);
    expect(changes((await auditOf(ctx, 'club', id)).slice(-2))).toEqual([
      ['deactivate', 'is_active', '1', '0'],
      ['reactivate', 'is_active', '0', '1'],
    ]);
  });

  it('officers per Lions year: saved as a whole list, audited; only active members of the club', async () => {
    const [a, b] = [f.targets[0]!, f.targets[3]!];
    const res = await ctx.call('admin/clubs/officers/save', {
      club_id: f.clubId, year_id: f.currentYearId, officers: [{ member_id: a.id, position: 'President' }, { member_id: b.id, position: 'Secretary' }],
    }, f.tokens.clubAdmin);
    expect(res.statusCode, res.body.message).toBe(200);
    expect(res.body.data.map((o) => [o.memberId, o.position])).toEqual([[a.id, 'President'], [b.id, 'Secretary']]);
    const read = await ctx.call('admin/clubs/officers', { club_id: f.clubId, year_id: f.currentYearId }, f.tokens.clubAdmin);
    expect(read.body.data.map((o) => o.memberId)).toEqual([a.id, b.id]);
    const last = (await auditOf(ctx, 'club_officers', f.clubId)).at(-1)!;
    expect(last.new_value).toBe(`President: ${a.name} (#${a.id})\nSecretary: ${b.name} (#${b.id})`);

    const outsider = await ctx.db.selectFrom('members').select('id').where('club_id', '=', f.otherClubId).executeTakeFirstOrThrow();
    const bad = await ctx.call('admin/clubs/officers/save', { club_id: f.clubId, year_id: f.currentYearId, officers: [{ member_id: outsider.id, position: 'President' }] }, f.tokens.clubAdmin);
    expect(bad.statusCode).toBe(422);
    expect(bad.body.message).toContain('officers.0.member_id');
  });

  it('roles: grant and revoke are audited; nobody revokes their own district admin', async () => {
    const t = f.targets[1]!;
    const granted = await ctx.call('admin/roles/grant', { member_id: t.id, role: 'district-admin' }, f.tokens.districtAdmin);
    expect(granted.statusCode).toBe(200);
    expect(granted.body.data.some((r) => r.memberId === t.id && r.role === 'district-admin')).toBe(true);
    const revoked = await ctx.call('admin/roles/revoke', { member_id: t.id, role: 'district-admin' }, f.tokens.districtAdmin);
    expect(revoked.statusCode).toBe(200);
    expect(changes(await auditOf(ctx, 'district_admin', t.id))).toEqual([
      ['grant', 'role', null, 'district-admin'],
      ['revoke', 'role', 'district-admin', null],
    ]);
    expect((await ctx.call('admin/roles/revoke', { member_id: adminId, role: 'district-admin' }, f.tokens.districtAdmin)).statusCode).toBe(409);

    // Club admin of the member's own club by default; admin/me tells the web.
    await ctx.call('admin/roles/grant', { member_id: t.id, role: 'club-admin' }, f.tokens.districtAdmin);
    const token = await ctx.signIn(t.mobile);
    const me = await ctx.call('admin/me', {}, token);
    expect(me.body.data).toEqual({ districtAdmin: false, clubs: [{ id: f.clubId, name: expect.any(String) }] });
    await ctx.call('admin/roles/revoke', { member_id: t.id, role: 'club-admin', club_id: f.clubId }, f.tokens.districtAdmin);
    expect(changes(await auditOf(ctx, 'club_admin', t.id))).toEqual([
      ['grant', 'club_id', null, String(f.clubId)],
      ['revoke', 'club_id', String(f.clubId), null],
    ]);
  });

  it('Lions years: create (409 twice, 422 bad name) and set current, audited', async () => {
    const created = await ctx.call('admin/years/create', { name: '2080-2081', startsOn: '2080-07-01', endsOn: '2081-06-30' }, f.tokens.districtAdmin);
    expect(created.statusCode).toBe(200);
    expect((await ctx.call('admin/years/create', { name: '2080-2081', startsOn: '2080-07-01', endsOn: '2081-06-30' }, f.tokens.districtAdmin)).statusCode).toBe(409);
    expect((await ctx.call('admin/years/create', { name: '2080-2085', startsOn: '2080-07-01', endsOn: '2081-06-30' }, f.tokens.districtAdmin)).statusCode).toBe(422);
    const id = created.body.data.id;
    expect(changes(await auditOf(ctx, 'academic_year', id))).toEqual([
      ['create', 'name', null, '2080-2081'],
      ['create', 'starts_on', null, '2080-07-01'],
      ['create', 'ends_on', null, '2081-06-30'],
    ]);
    const set = await ctx.call('admin/years/set-current', { year_id: id }, f.tokens.districtAdmin);
    expect(set.body.data.filter((y) => y.current).map((y) => y.id)).toEqual([id]);
    expect(changes(await auditOf(ctx, 'academic_year', f.currentYearId)).slice(-1)).toEqual([['set_current', 'is_current', '1', '0']]);
    await ctx.call('admin/years/set-current', { year_id: f.currentYearId }, f.tokens.districtAdmin);
  });

  it('the audit view filters by entity, record, actor and date; a club admin sees only their club’s history', async () => {
    const t = f.targets[5]!;
    const byRecord = await ctx.call('admin/audit/list', { entity: 'member', entity_id: t.id }, f.tokens.districtAdmin);
    expect(byRecord.body.total).toBeGreaterThan(0);
    expect(byRecord.body.data.every((r) => r.entity === 'member' && r.entityId === t.id)).toBe(true);
    const byActor = await ctx.call('admin/audit/list', { actor_id: adminId }, f.tokens.districtAdmin);
    expect(byActor.body.data.every((r) => r.actorId === adminId)).toBe(true);
    // Days of the district's time zone.
    const today = todayIn(ctx.config.district.timeZone, ctx.clock.now());
    expect((await ctx.call('admin/audit/list', { from: today, to: today }, f.tokens.districtAdmin)).body.total).toBeGreaterThan(0);
    expect((await ctx.call('admin/audit/list', { to: '2000-01-01' }, f.tokens.districtAdmin)).body.total).toBe(0);

    const scoped = await ctx.call('admin/audit/list', {}, f.tokens.otherClubAdmin);
    expect(scoped.statusCode).toBe(200);
    expect(scoped.body.data.some((r) => r.entity === 'member' && r.entityId === t.id)).toBe(false);
  });
});
