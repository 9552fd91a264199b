/**
 * The audit log as a secretary reads it: India time, the console's field labels, names instead of
 * ids, search by member name, the district's days, one entry per import that opens to its records.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness.js';
import { adminFixture, type Fixture } from './test-fixtures.js';

const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.map((c) => `"${c}"`).join(',')).join('\r\n'), 'utf8');

describeEachDb('audit log for the district office', (ctx) => {
  let f: Fixture;
  let adminName: string;
  beforeAll(async () => {
    f = await adminFixture(ctx);
    adminName = (await ctx.db.selectFrom('members').select('name').where('mobile_number', '=', '9876500003').executeTakeFirstOrThrow()).name;
  });

  const list = (payload: Record<string, unknown>, token = f.tokens.districtAdmin) => ctx.call('admin/audit/list', payload, token);

  it('shows a change in India time, with the console\'s labels and names instead of ids', async () => {
    const t = f.targets[0]!;
    const clubs = await ctx.db.selectFrom('clubs').select(['id', 'name']).where('id', 'in', [f.clubId, f.otherClubId]).execute();
    const clubName = (id: number) => clubs.find((c) => c.id === id)!.name;
    // 12:42 UTC is 6:12 pm in India.
    ctx.clock.set(new Date('2026-11-25T12:42:00Z'));
    const saved = await ctx.call('admin/members/update', { member_id: t.id, name: t.name, mobile: t.mobile, dateOfBirth: '1972-03-05' }, f.tokens.districtAdmin);
    expect(saved.statusCode, saved.body.message).toBe(200);
    const moved = await ctx.call('admin/members/move', { member_id: t.id, club_id: f.otherClubId }, f.tokens.districtAdmin);
    expect(moved.statusCode, moved.body.message).toBe(200);

    const res = await list({ entity: 'member', entity_id: t.id });
    expect(res.statusCode).toBe(200);
    expect(res.body.timeZone).toBe('Asia/Kolkata');
    const [move, edit] = res.body.data;
    expect(move).toMatchObject({
      when: '25 Nov 2026, 6:12 pm',
      at: '2026-11-25T12:42:00.000Z',
      actorName: adminName,
      actorRole: 'District admin',
      summary: 'Moved member',
      subject: t.name,
      records: 1,
    });
    expect(move!.fields).toEqual([{ field: 'club_id', label: 'Club', old: clubName(f.clubId), new: clubName(f.otherClubId) }]);
    expect(edit!.fields).toContainEqual(expect.objectContaining({ field: 'date_of_birth', label: 'Date of Birth', new: '1972-03-05' }));
    // Nothing in the answer speaks database: no "#id", no column names as labels.
    expect(JSON.stringify(res.body.data.map((e) => [e.summary, e.subject, e.fields.map((x) => [x.label, x.old, x.new])]))).not.toMatch(/#\d|_id|date_of_birth/);

    // Back to the club, for the other tests.
    await ctx.call('admin/members/move', { member_id: t.id, club_id: f.clubId }, f.tokens.districtAdmin);
  });

  it('finds changes by the member\'s name and by who made them, and filters by the district\'s days', async () => {
    const t = f.targets[1]!;
    // 20:00 UTC on the 25th is 1:30 am on the 26th in India.
    ctx.clock.set(new Date('2026-11-25T20:00:00Z'));
    await ctx.call('admin/members/update', { member_id: t.id, name: t.name, mobile: t.mobile, profession: 'Audit Trail Tester' }, f.tokens.districtAdmin);

    const part = t.name.split(' ').at(-1)!.toLowerCase();
    const about = await list({ member: part });
    expect(about.body.total).toBeGreaterThan(0);
    expect(about.body.data.every((e) => e.subject !== null && e.subject.toLowerCase().includes(part))).toBe(true);
    expect(about.body.data.some((e) => e.subject === t.name && e.fields.some((x) => x.label === 'Profession' && x.new === 'Audit Trail Tester'))).toBe(true);

    const byAdmin = await list({ actor: adminName.slice(0, 5) });
    expect(byAdmin.body.total).toBeGreaterThan(0);
    expect(byAdmin.body.data.every((e) => e.actorName === adminName)).toBe(true);
    expect((await list({ actor: 'Nobody Of That Name' })).body.total).toBe(0);

    const on26 = await list({ member: t.name, from: '2026-11-26', to: '2026-11-26' });
    expect(on26.body.data.some((e) => e.fields.some((x) => x.new === 'Audit Trail Tester'))).toBe(true);
    const on25 = await list({ member: t.name, from: '2026-11-25', to: '2026-11-25' });
    expect(on25.body.data.some((e) => e.fields.some((x) => x.new === 'Audit Trail Tester'))).toBe(false);
  });

  it('shows an import as one entry that opens to its records', async () => {
    ctx.clock.set(new Date('2026-11-25T06:00:00Z'));
    const club = await ctx.db.selectFrom('clubs').select(['name']).where('id', '=', f.clubId).executeTakeFirstOrThrow();
    const existing = f.targets[2]!;
    const rows = [
      ['Name', 'Club Name', 'Mobile', 'Profession'],
      ['Audit Import One', club.name, '6300000001', 'Teacher'],
      ['Audit Import Two', club.name, '6300000002', 'Farmer'],
      ['Audit Import Three', club.name, '6300000003', 'Doctor'],
      [existing.name, club.name, existing.mobile, 'Imported Profession'],
    ];
    const preview = await ctx.upload('admin/roster/preview', {}, { file: { data: csv(rows), filename: 'roster.csv', type: 'text/csv' } }, f.tokens.districtAdmin);
    expect(preview.statusCode, preview.body.message).toBe(200);
    const applied = await ctx.call('admin/roster/apply', { previewId: preview.body.data.previewId }, f.tokens.districtAdmin);
    expect(applied.statusCode, applied.body.message).toBe(200);

    const res = await list({ from: '2026-11-25', to: '2026-11-25', actor: adminName });
    const entry = res.body.data.find((e) => e.eventId === applied.body.data.eventId)!;
    expect(entry).toMatchObject({ action: 'import', summary: 'Import: 3 members added, 1 changed', subject: null, records: 4, fields: [] });
    // One entry, not one per field.
    expect(res.body.data.filter((e) => e.eventId === entry.eventId)).toHaveLength(1);

    const opened = await ctx.call('admin/audit/event', { event_id: entry.eventId }, f.tokens.districtAdmin);
    expect(opened.statusCode).toBe(200);
    expect(opened.body.total).toBe(4);
    expect(opened.body.data.entry.summary).toBe(entry.summary);
    const records = opened.body.data.records;
    expect(records.map((r) => [r.subject, r.kind])).toEqual([
      [existing.name, 'changed'],
      ['Audit Import One', 'added'],
      ['Audit Import Two', 'added'],
      ['Audit Import Three', 'added'],
    ]);
    expect(records[1]!.fields).toContainEqual({ field: 'mobile_number', label: 'Mobile Number', old: null, new: '6300000001' });
    expect(records[1]!.fields).toContainEqual({ field: 'club_id', label: 'Club', old: null, new: club.name });
    expect(records[0]!.fields).toContainEqual(expect.objectContaining({ label: 'Profession', new: 'Imported Profession' }));

    // A club admin of another club cannot open it; an unknown entry is a clear 404.
    expect((await ctx.call('admin/audit/event', { event_id: entry.eventId }, f.tokens.otherClubAdmin)).statusCode).toBe(404);
    const missing = await ctx.call('admin/audit/event', { event_id: 'no-such-event' }, f.tokens.districtAdmin);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('No such entry in the audit log.');
    expect((await ctx.call('admin/audit/event', { event_id: entry.eventId }, f.tokens.member)).statusCode).toBe(403);
  });
});
