/**
 * Roster import against hostile and careless files: ZIP bombs built here (small compressed files),
 * row and text caps, the contract's per-field maximums, a plan too large to keep, a stored plan read
 * back with its schema, and an admin whose roles changed between preview and apply.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { RosterPreview } from '@d320b/contract';
import { DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import { describeEachDb, type TestContext } from '../../test/harness.js';
import { MAX_ROSTER_ROWS } from './read-file.js';
import { serialisePlan } from './service.js';
import { csvFile, manyRowsXlsx, sharedStringsBomb, xlsxFile, zipFile } from './test-fixtures.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function preview(ctx: TestContext, token: string, file: Buffer, filename: string, fields: Record<string, string> = {}) {
  const type = filename.endsWith('.xlsx') ? XLSX : 'text/csv';
  return ctx.upload('admin/roster/preview', fields, { file: { data: file, filename, type } }, token);
}

async function previewOk(ctx: TestContext, token: string, file: Buffer, filename: string, fields: Record<string, string> = {}): Promise<RosterPreview> {
  const res = await preview(ctx, token, file, filename, fields);
  expect(res.statusCode, res.body.message).toBe(200);
  return res.body.data;
}

/** 18 M characters in 5.5 MB: text that does not compress (an ordinary ratio), the same cell twice. Built once for both databases. */
let hugeText: Promise<Buffer> | undefined;
function hugeTextFile(clubName: string): Promise<Buffer> {
  const letters = randomBytes(9 * 1024 * 1024);
  for (let i = 0; i < letters.length; i++) letters[i] = 97 + (letters[i]! % 26);
  const huge = letters.toString('latin1');
  hugeText ??= xlsxFile([
    ['Name', 'Mobile', 'Club Name', 'Profession', 'Address'],
    ['Huge Fields', '7100000201', clubName, huge, huge],
  ]);
  return hugeText;
}

let manyRows: Promise<Buffer> | undefined;

/** Files of megabytes, read to their caps: more than the default test time on a busy machine. */
const HEAVY = { timeout: 180_000 };

describeEachDb('roster import safety', (ctx) => {
  let admin: string;
  let manager: string;
  let managerId: number;
  let managerClub: { id: number; name: string };
  let clubs: { id: number; name: string; club_number: string | null }[];

  beforeAll(async () => {
    clubs = await ctx.db.selectFrom('clubs').select(['id', 'name', 'club_number']).orderBy('id').execute();
    const last = clubs[clubs.length - 1]!;
    const adminRow = await ctx.db.selectFrom('members').select(['id', 'mobile_number']).where('club_id', '=', last.id).where('is_active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await ctx.db.insertInto('district_admins').values({ member_id: adminRow.id, granted_by: null, granted_at: new Date().toISOString() }).execute();
    admin = await ctx.signIn(adminRow.mobile_number);
    const m = await ctx.db.selectFrom('members').select(['id', 'club_id']).where('mobile_number', '=', DEMO_MANAGER_MOBILE).where('is_active', '=', 1).executeTakeFirstOrThrow();
    managerId = m.id;
    managerClub = clubs.find((c) => c.id === m.club_id)!;
    manager = await ctx.signIn(DEMO_MANAGER_MOBILE);
  });

  it('refuses a shared-strings bomb by its declared sizes, before unpacking it', HEAVY, async () => {
    const bomb = await sharedStringsBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await preview(ctx, admin, bomb, 'bomb.xlsx');
    expect(res.statusCode).toBe(413);
    expect(res.body).toEqual({ status: false, message: expect.stringMatching(/unpacks to more than 100 times its size/) });
  });

  it('refuses a bomb that lies about its sizes as soon as it unpacks past them, and keeps serving', HEAVY, async () => {
    const bomb = await sharedStringsBomb(8_000_000, { lieAboutSize: true });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await preview(ctx, admin, bomb, 'liar.xlsx');
    expect([413, 415, 422]).toContain(res.statusCode);
    expect(res.body.status).toBe(false);
    expect(res.body.message).toMatch(/unpacks to more than the file says/);
    // The server is still there, and the next file reads normally.
    const next = await previewOk(ctx, admin, csvFile([['Name', 'Mobile', 'Club Name'], ['After Bomb', '7100000001', clubs[1]!.name]]), 'after.csv');
    expect(next.counts.add).toBe(1);
  });

  it('stops reading at the row cap: a small file with 300,000 rows is refused', HEAVY, async () => {
    manyRows ??= manyRowsXlsx(300_000, clubs[1]!.name);
    const file = await manyRows;
    expect(file.length).toBeLessThan(10 * 1024 * 1024);
    const res = await preview(ctx, admin, file, 'rows.xlsx');
    // 50 MB of sheet in 4 MB: an ordinary ratio, so the reader starts, and stops at the cap.
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe(`file: more than ${MAX_ROSTER_ROWS.toLocaleString('en-IN')} rows. Split the roster into smaller files.`);
  });

  it('refuses a package that is not a readable ZIP, or has thousands of parts', async () => {
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    const res = await preview(ctx, admin, broken, 'broken.xlsx');
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toMatch(/could not be read/);
    const many = await zipFile(Array.from({ length: 2_001 }, (_, i) => ({ name: `p${i}.xml`, pieces: () => ['<a/>'] })));
    const parts = await preview(ctx, admin, many, 'parts.xlsx');
    expect(parts.statusCode).toBe(422);
    expect(parts.body.message).toMatch(/thousands of parts/);
  });

  it('rejects a row with a value longer than the member form allows, with the reason', async () => {
    const club = clubs[2]!;
    const long = 'x'.repeat(121);
    const file = await xlsxFile([
      ['Name', 'Mobile', 'Club Name', 'Profession', 'Spouse', 'Address', 'Membership Number', 'Email'],
      ['Long Profession', '7100000101', club.name, long, '', '', '', ''],
      [long, '7100000102', club.name, '', 'y'.repeat(121), 'z'.repeat(1001), '9'.repeat(41), `${'e'.repeat(250)}@example.in`],
      ['Just Right', '7100000103', club.name, 'x'.repeat(120), '', 'z'.repeat(1000), '9'.repeat(40), ''],
    ]);
    const p = await previewOk(ctx, admin, file, 'long.xlsx');
    expect(p.counts).toMatchObject({ add: 1, reject: 2 });
    const byRow = Object.fromEntries(p.rejected.map((r) => [r.row, r]));
    expect(byRow[2]!.reasons).toEqual(['Profession is too long: 121 characters, at most 120']);
    expect(byRow[3]!.reasons).toEqual([
      'Name is too long: 121 characters, at most 120',
      'Membership Number is too long: 41 characters, at most 40',
      'Email is too long: 261 characters, at most 254',
      'Spouse is too long: 121 characters, at most 120',
      'Address is too long: 1,001 characters, at most 1,000',
    ]);
    expect(byRow[3]!.name.length).toBeLessThanOrEqual(200);
  });

  it('refuses a file whose rows hold more text than a roster (413), whatever its packed size', HEAVY, async () => {
    const club = clubs[2]!;
    const file = await hugeTextFile(club.name);
    expect(file.length).toBeLessThan(10 * 1024 * 1024);
    const res = await preview(ctx, admin, file, 'huge.xlsx');
    expect(res.statusCode).toBe(413);
    expect(res.body.message).toMatch(/more than 16 million characters/);
    expect(await ctx.db.selectFrom('members').select('id').where('mobile_number', '=', '7100000201').execute()).toEqual([]);
  });

  it('answers 413 for a plan too large to keep', () => {
    expect(() => serialisePlan({ anything: 'x'.repeat(2000) } as never, 1000)).toThrow(expect.objectContaining({ statusCode: 413 }));
  });

  it('reads the stored plan back with its schema: a damaged or older plan is refused, not applied', async () => {
    const club = clubs[3]!;
    const p = await previewOk(ctx, admin, csvFile([['Name', 'Mobile', 'Club Name'], ['Plan Check', '7100000301', club.name]]), 'plan.csv');
    const row = await ctx.db.selectFrom('roster_previews').select('plan').where('id', '=', p.previewId).executeTakeFirstOrThrow();
    const damaged = JSON.parse(row.plan) as { ops: { adds: { clubId: unknown }[] } };
    damaged.ops.adds[0]!.clubId = 'every club';
    await ctx.db.updateTable('roster_previews').set({ plan: JSON.stringify(damaged) }).where('id', '=', p.previewId).execute();
    const res = await ctx.call('admin/roster/apply', { previewId: p.previewId }, admin);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toMatch(/can no longer be applied/);
    await ctx.db.updateTable('roster_previews').set({ plan: 'not json' }).where('id', '=', p.previewId).execute();
    expect((await ctx.call('admin/roster/apply', { previewId: p.previewId }, admin)).statusCode).toBe(409);
    expect(await ctx.db.selectFrom('members').select('id').where('mobile_number', '=', '7100000301').execute()).toEqual([]);
  });

  it('refuses an earlier preview of a club admin whose role was revoked, or whose member moved away', async () => {
    const mates = await ctx.db
      .selectFrom('members')
      .select(['id', 'name', 'membership_number', 'mobile_number'])
      .where('club_id', '=', managerClub.id)
      .where('is_active', '=', 1)
      .where('mobile_number', 'not in', [DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE])
      .orderBy('id')
      .execute();
    const [a, b] = mates;
    const row = (m: typeof a, profession: string) => [m!.membership_number, m!.name, managerClub.name, m!.mobile_number, profession];
    const header = ['Membership Number', 'Name', 'Club Name', 'Mobile', 'Profession'];

    // Moved to another club (by the district office) after the preview: apply re-checks and refuses.
    const moved = await previewOk(ctx, manager, csvFile([header, row(a, 'Moved Away Edit')]), 'moved.csv');
    expect(moved.counts.update).toBe(1);
    const other = clubs.find((c) => c.id !== managerClub.id)!;
    await ctx.db.updateTable('members').set({ club_id: other.id }).where('id', '=', a!.id).execute();
    const refusedMove = await ctx.call('admin/roster/apply', { previewId: moved.previewId }, manager);
    expect(refusedMove.statusCode).toBe(403);
    expect(refusedMove.body.message).toContain(other.name);
    await ctx.db.updateTable('members').set({ club_id: managerClub.id }).where('id', '=', a!.id).execute();

    // Revoked between preview and apply.
    const earlier = await previewOk(ctx, manager, csvFile([header, row(b, 'Revoked Edit'), ['', 'Revoked Add', managerClub.name, '7100000401', '']]), 'revoked.csv');
    expect(earlier.counts).toMatchObject({ add: 1, update: 1 });
    await ctx.db.deleteFrom('club_managers').where('member_id', '=', managerId).where('club_id', '=', managerClub.id).execute();
    try {
      const refused = await ctx.call('admin/roster/apply', { previewId: earlier.previewId }, manager);
      expect(refused.statusCode).toBe(403);
      expect(refused.body.status).toBe(false);
    } finally {
      await ctx.db.insertInto('club_managers').values({ member_id: managerId, club_id: managerClub.id }).execute();
    }
    expect((await ctx.db.selectFrom('members').select('profession').where('id', '=', b!.id).executeTakeFirstOrThrow()).profession).not.toBe('Revoked Edit');
    expect(await ctx.db.selectFrom('members').select('id').where('mobile_number', '=', '7100000401').execute()).toEqual([]);
  });
});
