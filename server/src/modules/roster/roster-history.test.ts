/**
 * Roster import as the district office uses it after an import: rows that need fixing (every
 * fault, warnings for optional fields, nearest club, Excel's lost digits), the import history, the
 * rejected rows as a file read back with a parser, and undo (with what changed since left alone).
 */
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { beforeAll, expect, it } from 'vitest';
import { callPath, type RosterPreview } from '@d320b/contract';
import { DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import { describeEachDb, type TestContext } from '../../test/harness.js';
import { csvFile, readXlsxRows, xlsxFile } from './test-fixtures.js';

async function previewOk(ctx: TestContext, token: string, file: Buffer, filename: string, fields: Record<string, string> = {}): Promise<RosterPreview> {
  const type = filename.endsWith('.xlsx') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv';
  const res = await ctx.upload('admin/roster/preview', fields, { file: { data: file, filename, type } }, token);
  expect(res.statusCode, res.body.message).toBe(200);
  return res.body.data;
}

async function download(ctx: TestContext, query: string, token: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `${callPath('admin/roster/rejected')}?${query}`, headers: { authorization: `Bearer ${token}` } });
  return { statusCode: res.statusCode, headers: res.headers, raw: res.rawPayload, json: () => res.json() as { status: boolean; message: string } };
}

describeEachDb('roster import history and undo', (ctx) => {
  let admin: string;
  let adminId: number;
  let manager: string;
  let member: string;
  let clubs: { id: number; name: string; club_number: string | null }[];

  const membersOf = (clubId: number) =>
    ctx.db.selectFrom('members').selectAll().where('club_id', '=', clubId).where('is_active', '=', 1).where('mobile_number', 'not in', [DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE]).orderBy('id').execute();

  beforeAll(async () => {
    clubs = await ctx.db.selectFrom('clubs').select(['id', 'name', 'club_number']).orderBy('id').execute();
    const last = clubs[clubs.length - 1]!;
    const adminRow = await ctx.db.selectFrom('members').select(['id', 'mobile_number']).where('club_id', '=', last.id).where('is_active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await ctx.db.insertInto('district_admins').values({ member_id: adminRow.id, granted_by: null, granted_at: new Date().toISOString() }).execute();
    adminId = adminRow.id;
    admin = await ctx.signIn(adminRow.mobile_number);
    manager = await ctx.signIn(DEMO_MANAGER_MOBILE);
    member = await ctx.signIn(DEMO_MEMBER_MOBILE);
  });

  it('imports a member without a bad optional field, lists every fault of a row, suggests the nearest club and explains lost digits', async () => {
    const club = clubs[1]!;
    const typo = club.name.replace(/(\w)(\w)(\w*)$/, '$2$1$3');
    expect(typo).not.toBe(club.name);
    const file = csvFile([
      ['Name', 'Mobile', 'Club Name', 'Birth Date', 'Email', 'Phone'],
      ['Anil Kumar', '7200000001', club.name, '05-03-72', 'anil@@example', '12ab'],
      ['', '9.18E+11', 'Lions Club of Nowhere At All', '', '', ''],
      ['Typo Club', '7200000003', typo, '', '', ''],
    ]);
    const p = await previewOk(ctx, admin, file, 'faults.csv');
    expect(p.counts).toMatchObject({ add: 1, reject: 2, warnings: 3 });
    expect(p.warnings.filter((w) => w.row === 2).map((w) => w.field)).toEqual(['Birth Date', 'Phone', 'Email']);
    expect(p.warnings.find((w) => w.field === 'Birth Date')!.message).toMatch(/"05-03-72" is not a date.*imported without it/);
    expect(p.warnings.find((w) => w.field === 'Email')!.message).toBe('Email "anil@@example" is not an e-mail address: imported without it');
    const row3 = p.rejected.find((r) => r.row === 3)!;
    expect(row3.reasons).toHaveLength(3);
    expect(row3.reasons[0]).toMatch(/^unknown club: "Lions Club of Nowhere At All" is not a club of the district$/);
    expect(row3.reasons[1]).toBe('missing name');
    expect(row3.reasons[2]).toMatch(/^bad mobile: Mobile "9\.18E\+11": the column lost digits .* Format the Mobile column as text/);
    expect(row3.reason).toBe(row3.reasons.join('; '));
    expect(p.rejected.find((r) => r.row === 4)!.reason).toBe(`unknown club: "${typo}" is not a club of the district — did you mean "${club.name}"?`);

    const applied = await ctx.call('admin/roster/apply', { previewId: p.previewId }, admin);
    expect(applied.statusCode).toBe(200);
    const anil = await ctx.db.selectFrom('members').selectAll().where('mobile_number', '=', '7200000001').executeTakeFirstOrThrow();
    expect(anil).toMatchObject({ name: 'Anil Kumar', club_id: club.id, date_of_birth: null, email: null, phone_number: null });
  });

  it('keeps rejected rows in the history and gives them back as CSV and XLSX with the original columns and a reason', async () => {
    const club = clubs[2]!;
    const header = ['Member ID', 'Full Name', 'Club', 'Mobile No', 'Notes from the club'];
    const file = await xlsxFile([
      header,
      ['8100001', 'Kept Member', club.name, '7200000101', 'fine'],
      ['8100002', 'No Mobile Here', club.name, '', 'call the secretary'],
      ['8100003', 'Bad Club', 'Lions Club of Nowhere', '7200000103', '=1+1'],
    ]);
    const p = await previewOk(ctx, admin, file, 'Club Roster.xlsx');
    expect(p.counts).toMatchObject({ add: 1, reject: 2 });

    // Before apply: the preview's rejected rows, for the admin who made it only.
    const fromPreview = await download(ctx, `id=${p.previewId}&format=csv`, admin);
    expect(fromPreview.statusCode).toBe(200);
    expect((await download(ctx, `id=${p.previewId}&format=csv`, manager)).statusCode).toBe(403);
    expect((await download(ctx, `id=${p.previewId}&format=csv`, member)).statusCode).toBe(403);
    expect((await download(ctx, `id=${randomUUID()}&format=csv`, admin)).statusCode).toBe(404);
    expect((await download(ctx, `id=no-such&format=csv`, admin)).statusCode).toBe(422);

    const applied = await ctx.call('admin/roster/apply', { previewId: p.previewId }, admin);
    expect(applied.statusCode).toBe(200);

    const history = await ctx.call('admin/roster/imports', { page: 1 }, admin);
    expect(history.statusCode).toBe(200);
    const entry = history.body.data.find((i) => i.id === p.previewId)!;
    expect(entry).toMatchObject({
      fileName: 'Club Roster.xlsx',
      format: 'xlsx',
      actor: { id: adminId },
      counts: { added: 1, updated: 0, deactivated: 0, clubsAdded: 0, rejected: 2, warnings: 0 },
      undone: null,
      canUndo: true,
    });
    expect((await ctx.call('admin/roster/imports', { page: 1 }, member)).statusCode).toBe(403);
    // A club admin sees only their own imports.
    const theirs = await ctx.call('admin/roster/imports', { page: 1 }, manager);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body.data.find((i) => i.id === p.previewId)).toBeUndefined();

    const csv = await download(ctx, `id=${p.previewId}&format=csv`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="rejected-Club-Roster.csv"');
    const records = parse(csv.raw, { bom: true }) as string[][];
    expect(records[0]).toEqual([...header, 'Reason']);
    expect(records.slice(1).map((r) => r.slice(0, 5))).toEqual([
      ['8100002', 'No Mobile Here', club.name, '', 'call the secretary'],
      // A formula-like cell comes back neutralised (the import reads it back as typed).
      ['8100003', 'Bad Club', 'Lions Club of Nowhere', '7200000103', "'=1+1"],
    ]);
    expect(records[1]![5]).toMatch(/^bad mobile: a new member needs a mobile number/);
    expect(records[2]![5]).toMatch(/^unknown club/);

    const xlsx = await download(ctx, `id=${p.previewId}&format=xlsx`, admin);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = await readXlsxRows(xlsx.raw);
    expect(rows[0]).toEqual([...header, 'Reason']);
    expect(rows.slice(1).map((r) => String(r[1]))).toEqual(['No Mobile Here', 'Bad Club']);
    expect(String(rows[2]![5])).toMatch(/^unknown club/);
  });

  it('undoes an import: fields back, added members and clubs removed, deactivated members back — except what changed since, which is listed', async () => {
    const club = clubs[3]!;
    const [a, b, c, ...rest] = await membersOf(club.id);
    const file = csvFile([
      ['Membership Number', 'Name', 'Club Name', 'Mobile', 'Profession', 'Email'],
      [a!.membership_number, a!.name, club.name, '7200000201', 'Undo Profession A', ''],
      [b!.membership_number, b!.name, club.name, b!.mobile_number, 'Undo Profession B', 'b.undo@example.in'],
      [c!.membership_number, c!.name, club.name, c!.mobile_number, '', ''],
      ['', 'Undo Added One', club.name, '7200000211', '', ''],
      ['', 'Undo Added Two', club.name, '7200000212', '', ''],
      ['', 'Undo New Club Member', 'Lions Club of Undo Nagar', '7200000213', '', ''],
      ...rest.slice(0, rest.length - 2).map((m) => [m.membership_number, m.name, club.name, m.mobile_number, '', '']),
    ]);
    const p = await previewOk(ctx, admin, file, 'undo.csv', { fullRoster: 'true', deactivate: 'true', createClubs: 'true' });
    expect(p.counts).toMatchObject({ add: 3, update: 2, deactivate: 2, newClubs: 1, reject: 0 });
    const aToken = await ctx.signIn(a!.mobile_number);
    const applied = await ctx.call('admin/roster/apply', { previewId: p.previewId, confirmDeactivations: 2 }, admin);
    expect(applied.statusCode, applied.body.message).toBe(200);
    // The changed login mobile signed A out; A signs in again with the new number.
    expect((await ctx.call('get-profile-details', {}, aToken)).statusCode).toBe(401);

    // Since the import: B's profession edited in the console, an added member signed in.
    await ctx.db.updateTable('members').set({ profession: 'Edited Since' }).where('id', '=', b!.id).execute();
    await ctx.signIn('7200000212');
    const gone = rest.slice(rest.length - 2);

    // A club admin may not undo the district office's import; a member may not even look.
    expect((await ctx.call('admin/roster/undo-preview', { importId: p.previewId }, manager)).statusCode).toBe(403);
    expect((await ctx.call('admin/roster/undo', { importId: p.previewId }, member)).statusCode).toBe(403);
    expect((await ctx.call('admin/roster/undo', { importId: randomUUID() }, admin)).statusCode).toBe(404);

    const look = await ctx.call('admin/roster/undo-preview', { importId: p.previewId }, admin);
    expect(look.statusCode).toBe(200);
    expect(look.body.data).toMatchObject({ restore: 1, remove: 2, reactivate: 2, clubs: 1 });
    expect(look.body.data.refused).toEqual([
      { name: b!.name, club: club.name, reason: 'changed since the import (Profession)' },
      { name: 'Undo Added Two', club: club.name, reason: expect.stringMatching(/has data of their own since the import/) },
    ]);
    // The preview changed nothing.
    expect((await ctx.db.selectFrom('members').select('mobile_number').where('id', '=', a!.id).executeTakeFirstOrThrow()).mobile_number).toBe('7200000201');
    expect(await ctx.db.selectFrom('clubs').select('id').where('name', '=', 'Lions Club of Undo Nagar').execute()).toHaveLength(1);

    const undone = await ctx.call('admin/roster/undo', { importId: p.previewId }, admin);
    expect(undone.statusCode, undone.body.message).toBe(200);
    expect(undone.body.data).toMatchObject({ restore: 1, remove: 2, reactivate: 2, clubs: 1 });
    expect(undone.body.message).toMatch(/2 left as they are/);

    const after = await ctx.db.selectFrom('members').selectAll().where('id', 'in', [a!.id, b!.id, ...gone.map((m) => m.id)]).orderBy('id').execute();
    const byId = new Map(after.map((m) => [m.id, m]));
    expect(byId.get(a!.id)).toMatchObject({ mobile_number: a!.mobile_number, profession: a!.profession });
    expect(byId.get(b!.id)).toMatchObject({ profession: 'Edited Since', email: 'b.undo@example.in' });
    for (const m of gone) expect(byId.get(m.id)!.is_active).toBe(1);
    const added = await ctx.db.selectFrom('members').select('mobile_number').where('mobile_number', 'in', ['7200000211', '7200000212', '7200000213']).execute();
    expect(added.map((m) => m.mobile_number)).toEqual(['7200000212']);
    expect(await ctx.db.selectFrom('clubs').select('id').where('name', '=', 'Lions Club of Undo Nagar').execute()).toEqual([]);

    // One audit event for the undo; the history says who undid it; a second undo is refused.
    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'entity', 'entity_id', 'field']).where('event_id', '=', undone.body.data.eventId).execute();
    expect(new Set(audit.map((r) => r.action))).toEqual(new Set(['undo']));
    expect(audit.some((r) => r.entity === 'club')).toBe(true);
    const history = await ctx.call('admin/roster/imports', { page: 1 }, admin);
    expect(history.body.data.find((i) => i.id === p.previewId)).toMatchObject({ undone: { by: expect.any(String) }, canUndo: false });
    const again = await ctx.call('admin/roster/undo', { importId: p.previewId }, admin);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toMatch(/already been undone/);
  });

  it('lets a club admin undo their own import of their own club', async () => {
    const own = await ctx.db.selectFrom('members').select(['club_id']).where('mobile_number', '=', DEMO_MANAGER_MOBILE).executeTakeFirstOrThrow();
    const clubName = clubs.find((c) => c.id === own.club_id)!.name;
    const p = await previewOk(ctx, manager, csvFile([['Name', 'Mobile', 'Club Name'], ['Club Admin Added', '7200000301', clubName]]), 'own.csv');
    expect((await ctx.call('admin/roster/apply', { previewId: p.previewId }, manager)).statusCode).toBe(200);
    const undone = await ctx.call('admin/roster/undo', { importId: p.previewId }, manager);
    expect(undone.statusCode, undone.body.message).toBe(200);
    expect(undone.body.data).toMatchObject({ remove: 1, refused: [] });
    expect(await ctx.db.selectFrom('members').select('id').where('mobile_number', '=', '7200000301').execute()).toEqual([]);
  });

  it('forgets an erased member in the import history and previews; undo never brings them back and does the rest', async () => {
    const club = clubs[5]!;
    const [x, y, z, ...rest] = await membersOf(club.id);
    // Both ask to be erased before the import (y cannot sign in once deactivated).
    for (const m of [x!, y!]) expect((await ctx.call('me/erasure-request', { confirm: true }, await ctx.signIn(m.mobile_number))).statusCode).toBe(200);
    const header = ['Membership Number', 'Name', 'Club Name', 'Mobile', 'Profession'];
    const file = csvFile([
      header,
      [x!.membership_number, x!.name, club.name, x!.mobile_number, 'Forget Me Profession'],
      // Rejected rows: one about x (their mobile in another form), one about nobody.
      ['', '', club.name, `+91 ${x!.mobile_number.slice(0, 5)} ${x!.mobile_number.slice(5)}`, 'x again'],
      ['', 'Kept Rejected Row', 'Lions Club of Nowhere', '7200000401', 'keep me'],
      ...rest.map((m) => [m.membership_number, m.name, club.name, m.mobile_number, m.profession ?? '']),
    ]);
    const p = await previewOk(ctx, admin, file, 'forget.csv', { fullRoster: 'true', deactivate: 'true' });
    expect(p.counts).toMatchObject({ update: 1, deactivate: 2, reject: 2 });
    expect((await ctx.call('admin/roster/apply', { previewId: p.previewId, confirmDeactivations: 2 }, admin)).statusCode).toBe(200);
    // Two previews made afterwards: one that changes y, one about nobody erased.
    const aboutY = await previewOk(ctx, admin, csvFile([header, [y!.membership_number, y!.name, club.name, y!.mobile_number, 'Later Profession']]), 'later.csv');
    expect(aboutY.counts.update).toBe(1);
    const other = await previewOk(ctx, admin, csvFile([header, ['', 'Someone Else Entirely', club.name, '7200000402', '']]), 'other.csv');

    const open = (await ctx.call('admin/erasure-requests/list', {}, admin)).body.data;
    for (const m of [x!, y!]) {
      const request = open.find((r) => r.memberId === m.id)!;
      const done = await ctx.call('admin/erasure-requests/complete', { id: request.id }, admin);
      expect(done.statusCode, done.body.message).toBe(200);
    }

    // The history keeps none of their values; their rejected row is emptied, the other row kept.
    const record = await ctx.db.selectFrom('roster_imports').selectAll().where('id', '=', p.previewId).executeTakeFirstOrThrow();
    for (const value of [x!.name, y!.name, x!.mobile_number, y!.mobile_number, 'Forget Me Profession']) {
      expect(record.written).not.toContain(value);
      expect(record.rejected).not.toContain(value);
    }
    const csv = parse((await download(ctx, `id=${p.previewId}&format=csv`, admin)).raw, { bom: true }) as string[][];
    expect(csv.slice(1)).toEqual([
      ['', '', '', '', '', "erased at the member's request"],
      ['', 'Kept Rejected Row', 'Lions Club of Nowhere', '7200000401', 'keep me', expect.stringMatching(/^unknown club/)],
    ]);
    // The preview that mentions y is gone; the other one stays.
    const left = await ctx.db.selectFrom('roster_previews').select('id').where('id', 'in', [aboutY.previewId, other.previewId]).execute();
    expect(left.map((r) => r.id)).toEqual([other.previewId]);
    expect((await ctx.call('admin/roster/apply', { previewId: aboutY.previewId }, admin)).statusCode).toBe(404);

    // Undo: x and y are named as erased and left alone; z comes back.
    const look = await ctx.call('admin/roster/undo-preview', { importId: p.previewId }, admin);
    expect(look.statusCode).toBe(200);
    expect(look.body.data).toMatchObject({ restore: 0, reactivate: 1, remove: 0 });
    expect(look.body.data.refused).toEqual([
      { name: 'Deleted member', club: club.name, reason: "erased at the member's request" },
      { name: 'Deleted member', club: club.name, reason: "erased at the member's request" },
    ]);
    const undone = await ctx.call('admin/roster/undo', { importId: p.previewId }, admin);
    expect(undone.statusCode, undone.body.message).toBe(200);
    const after = new Map((await ctx.db.selectFrom('members').selectAll().where('id', 'in', [x!.id, y!.id, z!.id]).execute()).map((m) => [m.id, m]));
    expect(after.get(x!.id)).toMatchObject({ name: 'Deleted member', profession: null, is_active: 0 });
    expect(after.get(y!.id)).toMatchObject({ name: 'Deleted member', is_active: 0 });
    expect(after.get(z!.id)).toMatchObject({ name: z!.name, is_active: 1 });
  });
});
