/**
 * The printed directory (PDF for a printed book) and member exports, read back with real parsers:
 * poppler's pdftotext / pdffonts / pdftoppm (poppler-utils) and pdf.js for positions and sizes.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callPath } from '@d320b/contract';
import { DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import { describeEachDb, type TestContext } from '../../test/harness.js';
import { readXlsxRows } from './test-fixtures.js';

const run = promisify(execFile);

const TELUGU_NAMES = ['ప్రసాద్ గౌడ్ (Prasad Goud)', 'శ్రీనివాస్ రెడ్డి', 'కృష్ణమూర్తి రావు'];
const DEVANAGARI_NAMES = ['विजय कुमार शर्मा', 'श्रीनिवास त्रिपाठी', 'क्षितिज अग्रवाल'];

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'directory-pdf-'));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

/** Runs a poppler tool; a machine without poppler-utils fails here with a clear message. */
async function poppler(tool: string, args: string[]): Promise<string> {
  try {
    return (await run(tool, args, { maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') throw new Error(`${tool} is missing: install poppler-utils (apt-get install poppler-utils)`, { cause: err });
    throw err;
  }
}

async function savePdf(data: Buffer, name: string): Promise<string> {
  const file = path.join(tmp, `${name}-${Math.random().toString(36).slice(2)}.pdf`);
  await fs.writeFile(file, data);
  return file;
}

/** Text of each page (pdftotext -raw: content order, form feed between pages). */
async function pagesText(file: string): Promise<string[]> {
  const text = await poppler('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']);
  return text.split('\f').slice(0, -1);
}

interface PlacedText {
  str: string;
  y: number;
  size: number;
}

/** Every text item of every page with its baseline (from the top) and font size (pdf.js). */
async function placedText(data: Buffer): Promise<PlacedText[][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
  const pages: PlacedText[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const height = page.view[3]!;
    const content = await page.getTextContent();
    pages.push(
      content.items
        .filter((it) => 'str' in it && it.str.trim() !== '')
        .map((it) => {
          const t = (it as { transform: number[]; str: string }).transform;
          return { str: (it as { str: string }).str, y: height - t[5]!, size: Math.hypot(t[0]!, t[1]!) };
        }),
    );
  }
  await doc.destroy();
  return pages;
}

async function download(ctx: TestContext, url: string, token: string | null) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { statusCode: res.statusCode, headers: res.headers, raw: res.rawPayload, message: () => (res.json() as { message: string }).message };
}

async function pdfOf(ctx: TestContext, query: string, token: string): Promise<Buffer> {
  const res = await download(ctx, `${callPath('admin/roster/directory-pdf')}?${query}`, token);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.raw;
}

describeEachDb('printed directory and exports', (ctx) => {
  let admin: string;
  let manager: string;
  let member: string;
  let managerClubId: number;
  /** A club renamed to hold Telugu and Devanagari names (and a Telugu officer). */
  let indianClub: { id: number; name: string };

  beforeAll(async () => {
    const mgr = await ctx.db.selectFrom('members').select(['club_id']).where('mobile_number', '=', DEMO_MANAGER_MOBILE).executeTakeFirstOrThrow();
    managerClubId = mgr.club_id;
    const lastClub = await ctx.db.selectFrom('clubs').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const adminRow = await ctx.db.selectFrom('members').select(['id', 'mobile_number']).where('club_id', '=', lastClub.id).where('is_active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await ctx.db.insertInto('district_admins').values({ member_id: adminRow.id, granted_by: null, granted_at: new Date().toISOString() }).execute();
    admin = await ctx.signIn(adminRow.mobile_number);
    manager = await ctx.signIn(DEMO_MANAGER_MOBILE);
    member = await ctx.signIn(DEMO_MEMBER_MOBILE);

    const club = await ctx.db.selectFrom('clubs').select(['id', 'name']).where('id', 'not in', [managerClubId, lastClub.id]).where('is_active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    indianClub = club;
    const people = await ctx.db.selectFrom('members').select('id').where('club_id', '=', club.id).where('is_active', '=', 1).orderBy('id').limit(6).execute();
    const names = [...TELUGU_NAMES, ...DEVANAGARI_NAMES];
    for (const [i, p] of people.entries()) await ctx.db.updateTable('members').set({ name: names[i]! }).where('id', '=', p.id).execute();
  });

  it('prints Telugu and Devanagari names with embedded Noto fonts; pdftotext gives them back exactly as stored', async () => {
    const data = await pdfOf(ctx, `scope=club&id=${indianClub.id}`, admin);
    const file = await savePdf(data, 'indian');

    const fonts = await poppler('pdffonts', [file]);
    expect(fonts).toMatch(/NotoSansTelugu-Bold\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/NotoSansDevanagari-Bold\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).not.toMatch(/Helvetica/);

    const lines = (await pagesText(file)).join('\n').split('\n').map((l) => l.trim());
    for (const name of [...TELUGU_NAMES, ...DEVANAGARI_NAMES]) expect(lines, name).toContain(name);

    // The page with the names renders (poppler draws every glyph from the embedded fonts).
    const png = path.join(tmp, 'indian-page');
    await poppler('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', file, png]);
    expect((await fs.stat(`${png}-1.png`)).size).toBeGreaterThan(1000);
  });

  it('lays the district out as a book: page numbers, a club index with the right pages, no near-empty pages, no text under 9 pt', async () => {
    const data = await pdfOf(ctx, 'scope=district', admin);
    const file = await savePdf(data, 'district');
    const pages = await pagesText(file);
    const total = pages.length;
    const clubs = await ctx.db.selectFrom('clubs').select(['name', 'club_number']).where('is_active', '=', 1).orderBy('name').orderBy('id').execute();

    // Cover first, without a page number; every other page numbered.
    expect(pages[0]).toContain('Member Directory');
    expect(pages[0]).not.toMatch(/Page 1 of/);
    for (let p = 2; p <= total; p++) expect(pages[p - 1], `page ${p}`).toContain(`Page ${p} of ${total}`);

    // The index: every club, in order, with the page its heading is on.
    const index = pages[1]!;
    expect(index.split('\n')[0]).toBe('Clubs');
    const entries = index.split('\n').filter((l) => /\s\d+$/.test(l) && !l.startsWith('Page '));
    let cursor = 0;
    for (const club of clubs) {
      const at = entries.findIndex((l, i) => i >= cursor && l.startsWith(club.name));
      expect(at, club.name).toBeGreaterThanOrEqual(0);
      cursor = at + 1;
      const page = Number(/(\d+)$/.exec(entries[at]!)![1]);
      const heading = pages[page - 1]!.split('\n');
      expect(heading, `${club.name} on page ${page}`).toContain(club.name);
    }

    // Every member of the district, once.
    const active = await ctx.db.selectFrom('members').select('name').where('is_active', '=', 1).execute();
    const all = pages.join('\n');
    for (const m of active) expect(all).toContain(m.name);

    // No page but the last is left mostly empty: the lowest text above the footer sits in the
    // lower third of the page (a club that runs over shares its next page with the next club).
    const placed = await placedText(data);
    const firstClubPage = Number(/(\d+)$/.exec(entries[0]!)![1]);
    for (let p = firstClubPage; p < total; p++) {
      const lowest = Math.max(...placed[p - 1]!.filter((t) => !/^Page \d+ of/.test(t.str) && t.y < 841.89 - 45).map((t) => t.y));
      expect(lowest, `page ${p}`).toBeGreaterThan(841.89 * 0.6);
    }
    // Text for older eyes: nothing under 9 pt.
    const smallest = Math.min(...placed.flat().map((t) => t.size));
    expect(smallest).toBeGreaterThanOrEqual(9);
  });

  it('prints spouse, birthday and anniversary only when asked, and only where the member shares them', async () => {
    const people = await ctx.db
      .selectFrom('members')
      .select(['id', 'name', 'spouse', 'date_of_birth', 'marriage_day'])
      .where('club_id', '=', managerClubId)
      .where('is_active', '=', 1)
      .where('spouse', 'is not', null)
      .where('date_of_birth', 'is not', null)
      .where('marriage_day', 'is not', null)
      .where('id', 'not in', ctx.db.selectFrom('club_managers').select('member_id'))
      .orderBy('id')
      .limit(2)
      .execute();
    expect(people.length).toBe(2);
    const [open, hidden] = people as [(typeof people)[0], (typeof people)[0]];
    await ctx.db.insertInto('member_privacy').values({ member_id: hidden.id, spouse: 'nobody', birthday: 'nobody', marriage: 'club', updated_at: new Date().toISOString() }).execute();
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const dm = (d: string) => `${Number(d.slice(8, 10))} ${months[Number(d.slice(5, 7)) - 1]}`;

    const plain = (await pagesText(await savePdf(await pdfOf(ctx, `scope=club&id=${managerClubId}`, admin), 'plain'))).join('\n');
    expect(plain).not.toMatch(/Spouse:|Birthday:|Anniversary:/);

    const withColumns = `spouse=1&birthday=1&anniversary=true`;
    const district = (await pagesText(await savePdf(await pdfOf(ctx, `scope=district&${withColumns}`, admin), 'extras'))).join('\n');
    expect(district).toContain(`Spouse: ${open.spouse}`);
    expect(district).toContain(`Birthday: ${dm(open.date_of_birth!)}`);
    expect(district).toContain(`Anniversary: ${dm(open.marriage_day!)}`);
    // No year of birth in the printed book.
    expect(district).not.toContain(open.date_of_birth!);
    expect(district).not.toContain(`Spouse: ${hidden.spouse}`);
    // Shared with the club only: not in the district's book, in the club's own.
    const names = new Set((await ctx.db.selectFrom('members').select('name').where('is_active', '=', 1).execute()).map((m) => m.name));
    const lines = district.split('\n');
    const at = lines.indexOf(hidden.name);
    const next = lines.findIndex((l, i) => i > at && names.has(l));
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at, next).join('\n')).not.toMatch(/Spouse:|Birthday:|Anniversary:/);
    const own = (await pagesText(await savePdf(await pdfOf(ctx, `scope=club&id=${managerClubId}&${withColumns}`, manager), 'own'))).join('\n');
    expect(own).toContain(`Anniversary: ${dm(hidden.marriage_day!)}`);
    expect(own).not.toContain(`Spouse: ${hidden.spouse}`);

    // The printable page's data carries the same columns.
    const data = await ctx.call('admin/roster/directory', { scope: 'club', id: managerClubId, spouse: true, birthday: true }, manager);
    expect(data.statusCode).toBe(200);
    const entries = data.body.data.clubs[0]!.members;
    expect(entries.find((m) => m.id === open.id)).toMatchObject({ spouse: open.spouse, birthday: `--${open.date_of_birth!.slice(5)}`, anniversary: '' });
    expect(entries.find((m) => m.id === hidden.id)).toMatchObject({ spouse: '', birthday: '' });
  });

  it('refuses the PDF without a session (401), to a member (403) and a club admin outside their club (403); a bad column flag is a clear 422', async () => {
    const bad = await download(ctx, `${callPath('admin/roster/directory-pdf')}?scope=district&birthday=maybe`, admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.message()).toBe('birthday: use 1 (yes) or 0 (no)');
    expect((await download(ctx, `${callPath('admin/roster/directory-pdf')}?scope=district`, null)).statusCode).toBe(401);
    expect((await download(ctx, `${callPath('admin/roster/directory-pdf')}?scope=district`, member)).statusCode).toBe(403);
    const other = await download(ctx, `${callPath('admin/roster/directory-pdf')}?scope=club&id=${indianClub.id}`, manager);
    expect(other.statusCode).toBe(403);
    expect(other.message()).toMatch(/own club/);
  });

  it('exports what members chose to share by default, everything for office use only when asked, and audits that', async () => {
    const x = await ctx.db
      .selectFrom('members')
      .select(['id', 'name', 'mobile_number', 'email', 'date_of_birth'])
      .where('club_id', '=', managerClubId)
      .where('is_active', '=', 1)
      .where('email', 'is not', null)
      .where('date_of_birth', 'is not', null)
      .where('id', 'not in', ctx.db.selectFrom('club_managers').select('member_id'))
      .where('id', 'not in', ctx.db.selectFrom('member_privacy').select('member_id'))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await ctx.db.insertInto('member_privacy').values({ member_id: x.id, mobile: 'club', email: 'nobody', birthday: 'nobody', updated_at: new Date().toISOString() }).execute();
    const audits = async () => ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'export').orderBy('id').execute();
    const before = (await audits()).length;

    const rowOf = async (token: string, query: string) => {
      const res = await download(ctx, `${callPath('admin/roster/export')}?${query}`, token);
      expect(res.statusCode).toBe(200);
      const [header, ...rows] = await readXlsxRows(res.raw);
      const col = (name: string) => header!.indexOf(name);
      const row = rows.find((r) => r[col('Name')] === x.name)!;
      return { mobile: String(row[col('Mobile')] ?? ''), email: String(row[col('Email')] ?? ''), birth: String(row[col('Birth Date')] ?? ''), file: String(res.headers['content-disposition']) };
    };
    // Default: as members chose to share, even for the district office.
    expect(await rowOf(admin, 'scope=district&format=xlsx')).toMatchObject({ mobile: '', email: '', birth: '' });
    // One club's export: what the member shares with the club.
    expect(await rowOf(manager, `scope=club&id=${managerClubId}&format=xlsx`)).toMatchObject({ mobile: x.mobile_number, email: '', birth: '' });
    expect((await audits()).length).toBe(before);

    // Everything, for office use: the district office sees every field; a club admin their
    // club's contacts but not a birthday kept from everyone.
    const office = await rowOf(admin, `scope=club&id=${managerClubId}&format=xlsx&detail=office`);
    expect(office).toMatchObject({ mobile: x.mobile_number, email: x.email, birth: x.date_of_birth });
    expect(office.file).toMatch(/-office\.xlsx"/);
    expect(await rowOf(manager, `scope=club&id=${managerClubId}&format=xlsx&detail=office`)).toMatchObject({ mobile: x.mobile_number, email: x.email, birth: '' });
    const csv = await download(ctx, `${callPath('admin/roster/export')}?scope=district&format=csv&detail=office`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.raw.toString('utf8')).toContain(x.email!);

    const rows = (await audits()).slice(before);
    const events = [...new Set(rows.map((r) => r.event_id))];
    expect(events).toHaveLength(3);
    const first = rows.filter((r) => r.event_id === events[0]);
    expect(first.map((r) => [r.field, r.new_value])).toEqual(
      expect.arrayContaining([
        ['scope', expect.stringContaining('')],
        ['detail', 'everything, for office use'],
        ['format', 'XLSX'],
        ['members', expect.stringMatching(/^\d+$/)],
      ]),
    );
    expect(first[0]!.entity).toBe('member_export');

    // Bad detail: a clear 422; a plain member: 403, nothing written.
    const bad = await download(ctx, `${callPath('admin/roster/export')}?scope=district&format=xlsx&detail=all`, admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.message()).toMatch(/detail/);
    expect((await download(ctx, `${callPath('admin/roster/export')}?scope=district&format=xlsx&detail=office`, member)).statusCode).toBe(403);
    expect((await audits()).length - before).toBe(rows.length);
  });
});
