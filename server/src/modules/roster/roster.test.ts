import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { RosterPreview } from '@d320b/contract';
import { callPath } from '@d320b/contract';
import { DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import { describeEachDb, type TestContext } from '../../test/harness.js';
import { csvFile, readXlsxRows, xlsxFile, type FixtureCell } from './test-fixtures.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Accounts {
  admin: string;
  adminId: number;
  manager: string;
  managerClubId: number;
  member: string;
}

async function setUp(ctx: TestContext): Promise<Accounts> {
  const manager = await ctx.db.selectFrom('members').select(['id', 'club_id']).where('mobile_number', '=', DEMO_MANAGER_MOBILE).where('is_active', '=', 1).executeTakeFirstOrThrow();
  // A district admin: a member of a club no test imports into (the last club), granted directly.
  const lastClub = await ctx.db.selectFrom('clubs').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  const adminRow = await ctx.db.selectFrom('members').select(['id', 'mobile_number']).where('club_id', '=', lastClub.id).where('is_active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  await ctx.db.insertInto('district_admins').values({ member_id: adminRow.id, granted_by: null, granted_at: new Date().toISOString() }).execute();
  return {
    admin: await ctx.signIn(adminRow.mobile_number),
    adminId: adminRow.id,
    manager: await ctx.signIn(DEMO_MANAGER_MOBILE),
    managerClubId: manager.club_id,
    member: await ctx.signIn(DEMO_MEMBER_MOBILE),
  };
}

/** Members of a club no other test of the file touches: the n-th club by id. */
async function clubByIndex(ctx: TestContext, index: number) {
  const clubs = await ctx.db.selectFrom('clubs').select(['id', 'name', 'club_number']).orderBy('id').execute();
  return clubs[index]!;
}

async function membersOf(ctx: TestContext, clubId: number) {
  return ctx.db.selectFrom('members').selectAll().where('club_id', '=', clubId).where('is_active', '=', 1).orderBy('id').execute();
}

async function preview(ctx: TestContext, token: string, file: Buffer, filename: string, fields: Record<string, string> = {}) {
  const type = filename.endsWith('.xlsx') ? XLSX : 'text/csv';
  return ctx.upload('admin/roster/preview', fields, { file: { data: file, filename, type } }, token);
}

async function previewOk(ctx: TestContext, token: string, file: Buffer, filename: string, fields: Record<string, string> = {}): Promise<RosterPreview> {
  const res = await preview(ctx, token, file, filename, fields);
  expect(res.statusCode, res.body.message).toBe(200);
  return res.body.data;
}

async function applyOk(ctx: TestContext, token: string, previewId: string) {
  const res = await ctx.call('admin/roster/apply', { previewId }, token);
  expect(res.statusCode, res.body.message).toBe(200);
  return res.body.data;
}

async function download(ctx: TestContext, url: string, token: string | null) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { statusCode: res.statusCode, headers: res.headers, raw: res.rawPayload, json: () => res.json() as { status: boolean; message: string } };
}

const auditCount = async (ctx: TestContext) => Number((await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const HEADER = ['Membership Number', 'Name', 'Club Name', 'Mobile', 'Email', 'Birth Date', 'Profession'];

describeEachDb('roster import', (ctx) => {
  let acc: Accounts;
  beforeAll(async () => {
    acc = await setUp(ctx);
  });

  it('refuses every roster call without a token (401) and for a plain member (403)', async () => {
    const file = csvFile([HEADER]);
    expect((await preview(ctx, '', file, 'r.csv')).statusCode).toBe(401);
    expect((await preview(ctx, acc.member, file, 'r.csv')).statusCode).toBe(403);
    for (const [name, payload] of [
      ['admin/roster/apply', { previewId: 'x' }],
      ['admin/roster/scopes', {}],
      ['admin/roster/directory', { scope: 'district' }],
    ] as const) {
      expect((await ctx.call(name, payload)).statusCode, name).toBe(401);
      expect((await ctx.call(name, payload, acc.member)).statusCode, name).toBe(403);
    }
    for (const url of [
      `${callPath('admin/roster/template')}?format=csv`,
      `${callPath('admin/roster/export')}?scope=district&format=csv`,
      `${callPath('admin/roster/directory-pdf')}?scope=district`,
    ]) {
      expect((await download(ctx, url, null)).statusCode, url).toBe(401);
      const refused = await download(ctx, url, acc.member);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().status).toBe(false);
    }
  });

  it('refuses a club admin the district, another club and another admin\'s preview (403)', async () => {
    const other = await clubByIndex(ctx, 9);
    expect(other.id).not.toBe(acc.managerClubId);
    for (const url of [
      `${callPath('admin/roster/export')}?scope=district&format=csv`,
      `${callPath('admin/roster/export')}?scope=club&id=${other.id}&format=csv`,
      `${callPath('admin/roster/directory-pdf')}?scope=club&id=${other.id}`,
    ]) {
      expect((await download(ctx, url, acc.manager)).statusCode, url).toBe(403);
    }
    expect((await ctx.call('admin/roster/directory', { scope: 'club', id: other.id }, acc.manager)).statusCode).toBe(403);
    const own = await download(ctx, `${callPath('admin/roster/export')}?scope=club&id=${acc.managerClubId}&format=csv`, acc.manager);
    expect(own.statusCode).toBe(200);
    const p = await previewOk(ctx, acc.admin, csvFile([HEADER]), 'empty.csv');
    expect((await ctx.call('admin/roster/apply', { previewId: p.previewId }, acc.manager)).statusCode).toBe(403);
    expect((await preview(ctx, acc.manager, csvFile([HEADER]), 'r.csv', { createClubs: 'true' })).statusCode).toBe(403);
  });

  it('answers 413 above 10 MB, 415 for a file that is not CSV/XLSX whatever its name, 422 without a header', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
    const tooBig = await preview(ctx, acc.admin, big, 'big.csv');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.body.message).toMatch(/10 MB/);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.alloc(100)]);
    const wrong = await preview(ctx, acc.admin, png, 'roster.csv');
    expect(wrong.statusCode).toBe(415);
    expect(wrong.body.message).toMatch(/not a CSV or Excel/);
    const noHeader = await preview(ctx, acc.admin, csvFile([['a', 'b'], ['1', '2']]), 'r.csv');
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.body.message).toMatch(/no recognisable header/);
    const noHeaderXlsx = await preview(ctx, acc.admin, await xlsxFile([['Foo', 'Bar'], ['1', '2']]), 'r.xlsx');
    expect(noHeaderXlsx.statusCode).toBe(422);
    expect((await ctx.call('admin/roster/apply', { previewId: 'no-such-preview' }, acc.admin)).statusCode).toBe(404);
  });

  it('reads header aliases and every date form (CSV and XLSX), then adds the members', async () => {
    const club = await clubByIndex(ctx, 1);
    const csv = csvFile([
      ['Title row of the secretary'],
      [],
      ['Member ID', ' FULL  name ', 'Club No', 'Cell Phone', 'E-Mail ID', 'D.O.B.', 'Wedding Anniversary', 'Occupation', 'Address Line 1', 'City', 'PIN Code', 'Date Joined', 'Spouse Name', 'Gender'],
      ['7100001', 'Asha Rao', club.club_number ?? club.name, '+91 70000-00101', 'asha@example.in', '1980-02-29', '15-06-2005', 'Doctor', '1 MG Road', 'Hyderabad', '500001', '01/07/2019', 'Ravi', 'F'],
      ['7100002', 'Bala Iyer', club.club_number ?? club.name, '070000 00102', '', '31/12/1975', '', '', '', '', '', '44927', '', 'M'],
    ]);
    const p = await previewOk(ctx, acc.admin, csv, 'aliases.csv');
    expect(p.format).toBe('csv');
    expect(p.rejected).toEqual([]);
    expect(p.counts.add).toBe(2);
    expect(p.columns.map((c) => c.field)).toEqual(
      expect.arrayContaining(['Membership Number', 'Name', 'Club Number', 'Mobile', 'Email', 'Birth Date', 'Anniversary Date', 'Profession', 'Address', 'City', 'Postal Code', 'Join Date', 'Spouse', 'Gender']),
    );
    await applyOk(ctx, acc.admin, p.previewId);
    const asha = await ctx.db.selectFrom('members').selectAll().where('mobile_number', '=', '7000000101').executeTakeFirstOrThrow();
    expect(asha).toMatchObject({
      club_id: club.id,
      name: 'Asha Rao',
      membership_number: '7100001',
      email: 'asha@example.in',
      date_of_birth: '1980-02-29',
      birth_md: '02-29',
      marriage_day: '2005-06-15',
      marriage_md: '06-15',
      profession: 'Doctor',
      postal_address: '1 MG Road, Hyderabad - 500001',
      date_of_joining: '2019-07-01',
      spouse: 'Ravi',
    });
    expect(asha.search_text).toContain('asha rao');
    const bala = await ctx.db.selectFrom('members').selectAll().where('mobile_number', '=', '7000000102').executeTakeFirstOrThrow();
    expect(bala.date_of_birth).toBe('1975-12-31');
    // 44927 is the Excel serial of 2023-01-01.
    expect(bala.date_of_joining).toBe('2023-01-01');

    // XLSX: a title row above the header, a real date cell, a serial number, text dates, a formula (cached result read, never run).
    const xlsx = await xlsxFile(
      [
        ['Lions ID', 'First Name', 'Surname', 'Club', 'Mobile No', 'Birthday', 'Marriage Date', 'Joining Date', 'Profession'],
        ['7100003', 'Chitra', 'Menon', club.name, 7000000103, new Date(Date.UTC(1990, 4, 17)), 38000, '05-08-2015', { formula: 'UPPER("x")', result: 'Engineer' }],
      ] as FixtureCell[][],
      { above: [['District roster 2026']] },
    );
    const px = await previewOk(ctx, acc.admin, xlsx, 'aliases.xlsx');
    expect(px.format).toBe('xlsx');
    expect(px.rejected).toEqual([]);
    expect(px.adds).toEqual([expect.objectContaining({ row: 3, name: 'Chitra Menon', mobile: '7000000103', club: club.name })]);
    await applyOk(ctx, acc.admin, px.previewId);
    const chitra = await ctx.db.selectFrom('members').selectAll().where('mobile_number', '=', '7000000103').executeTakeFirstOrThrow();
    expect(chitra).toMatchObject({ date_of_birth: '1990-05-17', marriage_day: '2004-01-14', date_of_joining: '2015-08-05', profession: 'Engineer', club_id: club.id });
  });

  it('rejects rows with their row number and reason, and applies the rest', async () => {
    const club = await clubByIndex(ctx, 2);
    const [existing, other] = await membersOf(ctx, club.id);
    const someoneElse = (await membersOf(ctx, (await clubByIndex(ctx, 3)).id))[0]!;
    const csv = csvFile([
      HEADER,
      ['', 'Good Row', club.name, '7000000201', '', '', ''],
      ['', 'Bad Mobile', club.name, '12345', '', '', ''],
      // A new membership number with a mobile an active member already signs in with.
      ['9999001', 'Taken Mobile', club.name, someoneElse.mobile_number, '', '', ''],
      ['', 'Unknown Club', 'Lions Club of Nowhere', '7000000204', '', '', ''],
      ['', 'Bad Date', club.name, '7000000205', '', '31/02/1990', ''],
      ['', '', club.name, '7000000206', '', '', ''],
      ['', 'Good Row Again', club.name, '7000000201', '', '', ''],
      ['', 'No Mobile', club.name, '', '', '', ''],
      [existing!.membership_number, existing!.name, club.name, other!.mobile_number, '', '', ''],
    ]);
    const p = await previewOk(ctx, acc.admin, csv, 'rejects.csv');
    const reasons = Object.fromEntries(p.rejected.map((r) => [r.row, r.reason]));
    expect(reasons[3]).toMatch(/^bad mobile/);
    expect(reasons[4]).toMatch(/^mobile used by another active member/);
    expect(reasons[5]).toMatch(/^unknown club/);
    // A bad date is not a reason to reject: the member is added without it (warning below).
    expect(reasons[6]).toBeUndefined();
    expect(p.warnings).toEqual([expect.objectContaining({ row: 6, field: 'Birth Date', message: expect.stringMatching(/"31\/02\/1990" is not a date.*imported without it/) })]);
    expect(reasons[7]).toBe('missing name');
    expect(reasons[8]).toMatch(/^duplicate row in file: mobile 7000000201 is also on row 2/);
    expect(reasons[9]).toMatch(/^bad mobile: a new member needs a mobile/);
    expect(reasons[10]).toMatch(/^mobile used by another active member/);
    expect(p.counts).toMatchObject({ add: 2, update: 0, reject: 7, warnings: 1 });
    const applied = await applyOk(ctx, acc.admin, p.previewId);
    expect(applied).toMatchObject({ added: 2, updated: 0, deactivated: 0 });
    const rows = await ctx.db.selectFrom('members').select(['name', 'date_of_birth']).where('mobile_number', 'in', ['7000000204', '7000000205', '7000000206']).execute();
    expect(rows).toEqual([{ name: 'Bad Date', date_of_birth: null }]);
  });

  it('previews updates field by field, applies them as one audit event, re-applying changes nothing', async () => {
    const club = await clubByIndex(ctx, 4);
    const [a, b] = await membersOf(ctx, club.id);
    const file = await xlsxFile([
      HEADER,
      [a!.membership_number, a!.name, club.name, a!.mobile_number, 'new.a@example.in', a!.date_of_birth, 'Architect'],
      // Matched by mobile (no membership number in the row).
      ['', `${b!.name} Jr`, club.name, b!.mobile_number, b!.email, b!.date_of_birth, b!.profession],
    ] as FixtureCell[][]);
    const p = await previewOk(ctx, acc.admin, file, 'updates.xlsx');
    expect(p.counts).toMatchObject({ add: 0, update: 2, reject: 0 });
    const ua = p.updates.find((u) => u.memberId === a!.id)!;
    expect(ua.changes).toEqual(
      expect.arrayContaining([
        { field: 'email', label: 'Email', old: a!.email ?? '', new: 'new.a@example.in' },
        { field: 'profession', label: 'Profession', old: a!.profession ?? '', new: 'Architect' },
      ]),
    );
    expect(ua.changes).toHaveLength(2);
    expect(p.updates.find((u) => u.memberId === b!.id)!.changes).toEqual([{ field: 'name', label: 'Name', old: b!.name, new: `${b!.name} Jr` }]);

    // Nothing is written by a preview.
    expect((await ctx.db.selectFrom('members').select('email').where('id', '=', a!.id).executeTakeFirstOrThrow()).email).toBe(a!.email);

    const before = await auditCount(ctx);
    const applied = await applyOk(ctx, acc.admin, p.previewId);
    expect(applied.updated).toBe(2);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('event_id', '=', applied.eventId).orderBy('id').execute();
    expect(audit).toHaveLength(3);
    expect(audit.every((r) => r.action === 'import' && r.actor_id === acc.adminId && r.actor_role === 'district_admin')).toBe(true);
    expect(audit.find((r) => r.entity_id === a!.id && r.field === 'profession')).toMatchObject({ old_value: a!.profession, new_value: 'Architect' });
    expect(await auditCount(ctx)).toBe(before + 3);
    const updatedB = await ctx.db.selectFrom('members').select(['name', 'search_text']).where('id', '=', b!.id).executeTakeFirstOrThrow();
    expect(updatedB.name).toBe(`${b!.name} Jr`);
    expect(updatedB.search_text).toContain(' jr ');

    // The same preview cannot be applied twice; the same file again plans nothing and changes nothing.
    expect((await ctx.call('admin/roster/apply', { previewId: p.previewId }, acc.admin)).statusCode).toBe(409);
    const again = await previewOk(ctx, acc.admin, file, 'updates.xlsx');
    expect(again.counts).toMatchObject({ add: 0, update: 0, reject: 0, unchanged: 2 });
    const snapshot = await membersOf(ctx, club.id);
    const reapplied = await applyOk(ctx, acc.admin, again.previewId);
    expect(reapplied).toMatchObject({ added: 0, updated: 0, deactivated: 0 });
    expect(await membersOf(ctx, club.id)).toEqual(snapshot);
    expect(await auditCount(ctx)).toBe(before + 3);
  });

  it('a changed login mobile signs that member out', async () => {
    const club = await clubByIndex(ctx, 5);
    const target = (await membersOf(ctx, club.id))[1]!;
    const token = await ctx.signIn(target.mobile_number);
    expect((await ctx.call('get-profile-details', {}, token)).statusCode).toBe(200);
    const p = await previewOk(ctx, acc.admin, csvFile([HEADER, [target.membership_number, target.name, club.name, '7000000501']]), 'mobile.csv');
    expect(p.updates[0]!.changes).toEqual([{ field: 'mobile_number', label: 'Mobile', old: target.mobile_number, new: '7000000501' }]);
    await applyOk(ctx, acc.admin, p.previewId);
    expect((await ctx.call('get-profile-details', {}, token)).statusCode).toBe(401);
  });

  it('deactivates members missing from a full-roster file only when ticked', async () => {
    const club = await clubByIndex(ctx, 6);
    const members = await membersOf(ctx, club.id);
    const kept = members.slice(0, 3);
    const file = csvFile([HEADER, ...kept.map((m) => [m.membership_number, m.name, club.name, m.mobile_number])]);
    const notTicked = await previewOk(ctx, acc.admin, file, 'full.csv', { fullRoster: 'true' });
    expect(notTicked.counts.deactivate).toBe(0);
    expect(notTicked.deactivations).toEqual([]);
    const notFull = await previewOk(ctx, acc.admin, file, 'full.csv', { deactivate: 'true' });
    expect(notFull.counts.deactivate).toBe(0);
    await applyOk(ctx, acc.admin, notTicked.previewId);
    expect(await membersOf(ctx, club.id)).toHaveLength(members.length);

    const ticked = await previewOk(ctx, acc.admin, file, 'full.csv', { fullRoster: 'true', deactivate: 'true' });
    expect(ticked.counts.deactivate).toBe(members.length - 3);
    expect(ticked.deactivations.map((d) => d.memberId).sort()).toEqual(members.slice(3).map((m) => m.id).sort());
    const gone = members[3]!;
    const goneToken = await ctx.signIn(gone.mobile_number);
    // More than a tenth of the club: the number must be typed to confirm.
    expect(ticked.deactivationGuard).toEqual({ scopeSize: members.length, typedConfirmation: true });
    const unconfirmed = await ctx.call('admin/roster/apply', { previewId: ticked.previewId }, acc.admin);
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.body.message).toMatch(new RegExp(`Type the number ${members.length - 3} to confirm`));
    expect((await ctx.call('admin/roster/apply', { previewId: ticked.previewId, confirmDeactivations: members.length - 4 }, acc.admin)).statusCode).toBe(422);
    expect(await membersOf(ctx, club.id)).toHaveLength(members.length);
    const appliedRes = await ctx.call('admin/roster/apply', { previewId: ticked.previewId, confirmDeactivations: members.length - 3 }, acc.admin);
    expect(appliedRes.statusCode, appliedRes.body.message).toBe(200);
    const applied = appliedRes.body.data;
    expect(applied.deactivated).toBe(members.length - 3);
    expect((await membersOf(ctx, club.id)).map((m) => m.id)).toEqual(kept.map((m) => m.id));
    expect((await ctx.call('get-profile-details', {}, goneToken)).statusCode).toBe(401);
  });

  it('applies all or nothing: a failure on one row mid-apply leaves every row as it was', async () => {
    const club = await clubByIndex(ctx, 7);
    const [a] = await membersOf(ctx, club.id);
    const file = csvFile([
      HEADER,
      [a!.membership_number, a!.name, club.name, a!.mobile_number, 'changed@example.in'],
      ['', 'First New', club.name, '7000000701'],
      ['', 'Refused By Trigger', club.name, '7000000702'],
      ['', 'Third New', club.name, '7000000703'],
    ]);
    const p = await previewOk(ctx, acc.admin, file, 'atomic.csv');
    expect(p.counts).toMatchObject({ add: 3, update: 1 });
    // The database refuses one row (a trigger), the way a real constraint failure would.
    if (ctx.dbKind === 'postgres') {
      await sql`CREATE FUNCTION refuse_member() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`.execute(ctx.db);
      await sql`CREATE TRIGGER refuse_member BEFORE INSERT ON members FOR EACH ROW WHEN (NEW.name = 'Refused By Trigger') EXECUTE FUNCTION refuse_member()`.execute(ctx.db);
    } else {
      await sql`CREATE TRIGGER refuse_member BEFORE INSERT ON members WHEN NEW.name = 'Refused By Trigger' BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(ctx.db);
    }
    const before = await auditCount(ctx);
    const failed = await ctx.call('admin/roster/apply', { previewId: p.previewId }, acc.admin);
    expect(failed.statusCode).toBe(500);
    expect(failed.body.status).toBe(false);
    await sql`DROP TRIGGER refuse_member${ctx.dbKind === 'postgres' ? sql` ON members` : sql``}`.execute(ctx.db);
    if (ctx.dbKind === 'postgres') await sql`DROP FUNCTION refuse_member()`.execute(ctx.db);

    expect((await ctx.db.selectFrom('members').select('email').where('id', '=', a!.id).executeTakeFirstOrThrow()).email).toBe(a!.email);
    expect(await ctx.db.selectFrom('members').select('id').where('mobile_number', 'in', ['7000000701', '7000000702', '7000000703']).execute()).toEqual([]);
    expect(await auditCount(ctx)).toBe(before);
    // Not marked applied: the same preview applies once the database accepts it.
    const applied = await applyOk(ctx, acc.admin, p.previewId);
    expect(applied).toMatchObject({ added: 3, updated: 1 });
  });

  it('adds clubs the file names only when a district admin asks for it', async () => {
    const file = csvFile([
      ['Name', 'Club Name', 'Club Number', 'Mobile'],
      ['New Club Member', 'Lions Club of Roster Nagar', '9090901', '7000000901'],
    ]);
    const refused = await previewOk(ctx, acc.admin, file, 'clubs.csv');
    expect(refused.rejected).toEqual([expect.objectContaining({ row: 2, reason: expect.stringMatching(/^unknown club/) })]);
    const p = await previewOk(ctx, acc.admin, file, 'clubs.csv', { createClubs: 'true' });
    expect(p.newClubs).toEqual([{ name: 'Lions Club of Roster Nagar', clubNumber: '9090901' }]);
    expect(p.adds).toEqual([expect.objectContaining({ name: 'New Club Member', club: 'Lions Club of Roster Nagar' })]);
    const applied = await applyOk(ctx, acc.admin, p.previewId);
    expect(applied).toMatchObject({ added: 1, clubsAdded: 1 });
    const club = await ctx.db.selectFrom('clubs').select(['id', 'club_number']).where('name', '=', 'Lions Club of Roster Nagar').executeTakeFirstOrThrow();
    expect(club.club_number).toBe('9090901');
    const member = await ctx.db.selectFrom('members').select(['club_id', 'search_text']).where('mobile_number', '=', '7000000901').executeTakeFirstOrThrow();
    expect(member.club_id).toBe(club.id);
    expect(member.search_text).toContain('roster nagar');
    const audit = await ctx.db.selectFrom('audit_log').select(['entity', 'field']).where('event_id', '=', applied.eventId).execute();
    expect(audit).toEqual(expect.arrayContaining([{ entity: 'club', field: 'name' }, { entity: 'member', field: 'name' }]));
  });

  it('limits a club admin to their own club: rows of other clubs are rejected', async () => {
    const own = await membersOf(ctx, acc.managerClubId);
    const ownClub = await ctx.db.selectFrom('clubs').select(['name']).where('id', '=', acc.managerClubId).executeTakeFirstOrThrow();
    const otherClub = await clubByIndex(ctx, 8);
    const otherMember = (await membersOf(ctx, otherClub.id))[0]!;
    const target = own.find((m) => m.mobile_number !== DEMO_MANAGER_MOBILE && m.mobile_number !== DEMO_MEMBER_MOBILE)!;
    const file = csvFile([
      HEADER,
      [target.membership_number, target.name, ownClub.name, target.mobile_number, '', '', 'Club Admin Edit'],
      ['', 'New In Own Club', ownClub.name, '7000000801'],
      ['', 'New In Other Club', otherClub.name, '7000000802'],
      [otherMember.membership_number, otherMember.name, otherClub.name, otherMember.mobile_number, '', '', 'Not Allowed'],
      // Moving a member of another club into one's own club is refused too.
      [otherMember.membership_number, otherMember.name, ownClub.name, otherMember.mobile_number],
    ]);
    const p = await previewOk(ctx, acc.manager, file, 'club.csv');
    expect(p.counts).toMatchObject({ add: 1, update: 1, reject: 3 });
    expect(p.rejected.map((r) => r.row)).toEqual([4, 5, 6]);
    expect(p.rejected.every((r) => r.reason.startsWith('not your club') || r.reason.startsWith('duplicate'))).toBe(true);
    expect(p.rejected.filter((r) => r.reason.startsWith('not your club')).length).toBeGreaterThanOrEqual(2);
    const applied = await applyOk(ctx, acc.manager, p.previewId);
    expect(applied).toMatchObject({ added: 1, updated: 1 });
    const audit = await ctx.db.selectFrom('audit_log').select('actor_role').where('event_id', '=', applied.eventId).execute();
    expect(new Set(audit.map((r) => r.actor_role))).toEqual(new Set(['club_admin']));
    expect((await ctx.db.selectFrom('members').select('profession').where('id', '=', otherMember.id).executeTakeFirstOrThrow()).profession).toBe(otherMember.profession);
    expect(await ctx.db.selectFrom('members').select('id').where('mobile_number', '=', '7000000802').execute()).toEqual([]);
  });
});

describeEachDb('roster export and directory', (ctx) => {
  let acc: Accounts;
  beforeAll(async () => {
    acc = await setUp(ctx);
  });

  it('exports CSV and XLSX that import back to no change', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await download(ctx, `${callPath('admin/roster/export')}?scope=district&format=${format}`, acc.admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="members-district-.*\\.${format}"`));
      const p = await previewOk(ctx, acc.admin, res.raw, `export.${format}`, { fullRoster: 'true', deactivate: 'true' });
      const active = await ctx.db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).where('is_active', '=', 1).executeTakeFirstOrThrow();
      expect(p.rowsRead).toBe(Number(active.n));
      expect(p.counts).toEqual({ add: 0, update: 0, unchanged: Number(active.n), deactivate: 0, reject: 0, newClubs: 0, warnings: 0 });
    }
  });

  it('exports a region, a zone and a club with only their clubs\' members', async () => {
    const zone = await ctx.db.selectFrom('zones').select(['id', 'region_id']).orderBy('id').executeTakeFirstOrThrow();
    const zoneClubs = (await ctx.db.selectFrom('zone_clubs').select('club_id').where('zone_id', '=', zone.id).execute()).map((r) => r.club_id);
    const res = await download(ctx, `${callPath('admin/roster/export')}?scope=zone&id=${zone.id}&format=xlsx`, acc.admin);
    expect(res.statusCode).toBe(200);
    const rows = await readXlsxRows(res.raw);
    const expected = await ctx.db.selectFrom('members').select('id').where('club_id', 'in', zoneClubs).where('is_active', '=', 1).execute();
    expect(rows.length - 1).toBe(expected.length);
    const region = await download(ctx, `${callPath('admin/roster/export')}?scope=region&id=${zone.region_id}&format=csv`, acc.admin);
    expect(region.statusCode).toBe(200);
    expect((await download(ctx, `${callPath('admin/roster/export')}?scope=zone&id=999999&format=csv`, acc.admin)).statusCode).toBe(404);
    expect((await download(ctx, `${callPath('admin/roster/export')}?scope=zone&format=csv`, acc.admin)).statusCode).toBe(422);
  });

  it('neutralises cells a spreadsheet would run as formulas, and imports them back unchanged', async () => {
    const club = await clubByIndex(ctx, 2);
    const [m] = await membersOf(ctx, club.id);
    await ctx.db.updateTable('members').set({ profession: '=HYPERLINK("http://x","y")', spouse: '+1+1', postal_address: '@SUM(A1)' }).where('id', '=', m!.id).execute();
    const csv = await download(ctx, `${callPath('admin/roster/export')}?scope=club&id=${club.id}&format=csv`, acc.admin);
    const text = csv.raw.toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(text).toContain("'+1+1");
    expect(text).toContain("'@SUM(A1)");
    const xlsx = await download(ctx, `${callPath('admin/roster/export')}?scope=club&id=${club.id}&format=xlsx`, acc.admin);
    const rows = await readXlsxRows(xlsx.raw);
    const header = rows[0]!.map(String);
    const row = rows.find((r) => r[header.indexOf('Mobile')] === m!.mobile_number)!;
    expect(row[header.indexOf('Profession')]).toBe('\'=HYPERLINK("http://x","y")');
    expect(rows.flat().some((c) => typeof c === 'object' && c !== null && 'formula' in c)).toBe(false);
    for (const [file, name] of [
      [csv.raw, 'c.csv'],
      [xlsx.raw, 'c.xlsx'],
    ] as const) {
      const p = await previewOk(ctx, acc.admin, file, name);
      expect(p.counts.update).toBe(0);
      expect(p.counts.reject).toBe(0);
    }
  });

  it('serves the template with every exported column and a list of all columns read', async () => {
    const res = await download(ctx, `${callPath('admin/roster/template')}?format=xlsx`, acc.admin);
    expect(res.statusCode).toBe(200);
    const rows = await readXlsxRows(res.raw);
    expect(rows[0]).toEqual(['Membership Number', 'Name', 'Club Name', 'Club Number', 'Mobile', 'Phone', 'Email', 'Birth Date', 'Anniversary Date', 'Spouse', 'Profession', 'Address', 'Join Date']);
    const csv = await download(ctx, `${callPath('admin/roster/template')}?format=csv`, acc.manager);
    expect(csv.statusCode).toBe(200);
    expect(csv.raw.toString('utf8')).toContain('Membership Number,Name,Club Name');
  });

  it('answers the printable directory as data and the scopes an admin may use', async () => {
    const scopes = await ctx.call('admin/roster/scopes', {}, acc.admin);
    expect(scopes.statusCode).toBe(200);
    expect(scopes.body.data.districtAdmin).toBe(true);
    expect(scopes.body.data.regions.length).toBeGreaterThan(0);
    const mine = await ctx.call('admin/roster/scopes', {}, acc.manager);
    expect(mine.body.data).toMatchObject({ districtAdmin: false, regions: [], zones: [], clubs: [{ id: acc.managerClubId }] });
    const dir = await ctx.call('admin/roster/directory', { scope: 'club', id: acc.managerClubId }, acc.manager);
    expect(dir.statusCode).toBe(200);
    expect(dir.body.data.clubs).toHaveLength(1);
    expect(dir.body.data.clubs[0]!.members.length).toBe((await membersOf(ctx, acc.managerClubId)).length);
  });
});
