/**
 * The printable directory on paper, at desktop size with the side menu open: in print media the
 * directory uses the width of the sheet (no menu margin, no menu, no top bar) and nothing in it is
 * cut off. Chromium's own PDF of the page is read back with pdftotext.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { savedToken } from './support/auth';
import { ADMIN_STATE } from './support/env';

const run = promisify(execFile);

test.use({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

interface DirectoryMember {
  name: string;
  mobile: string;
  email: string;
}

async function firstClub(page: Page): Promise<{ id: number; name: string; members: DirectoryMember[] }> {
  const headers = { Authorization: `Bearer ${savedToken(ADMIN_STATE)}` };
  const scopes = await page.request.get('/api/admin/roster/scopes', { headers });
  expect(scopes.status()).toBe(200);
  const club = ((await scopes.json()) as { data: { clubs: { id: number; name: string }[] } }).data.clubs[0]!;
  const dir = await page.request.get(`/api/admin/roster/directory?scope=club&id=${club.id}`, { headers });
  expect(dir.status()).toBe(200);
  const members = ((await dir.json()) as { data: { clubs: { members: DirectoryMember[] }[] } }).data.clubs[0]!.members;
  return { ...club, members };
}

test('printing the directory uses the whole sheet and cuts nothing off', async ({ page }) => {
  const club = await firstClub(page);
  expect(club.members.some((m) => m.email)).toBe(true);

  await page.goto(`/admin/roster/print?scope=club&id=${club.id}`);
  const directory = page.locator('article.print-directory');
  await expect(directory.getByRole('region', { name: club.name })).toBeVisible();
  // On screen the menu is open beside the page.
  await expect(page.getByRole('complementary', { name: 'Main menu' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('complementary', { name: 'Main menu' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  // The page is laid out for paper once the menu's margin is gone (print has no transitions, and
  // a busy machine may be frames late): wait for that layout rather than read it once.
  const layout = () =>
    directory.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const clipped: string[] = [];
      for (const node of el.querySelectorAll<HTMLElement>('h2, h3, dt, dd, li, li span')) {
        const r = node.getBoundingClientRect();
        if (node.scrollWidth > node.clientWidth + 1 || r.right > box.right + 1 || r.left < box.left - 1) clipped.push(node.textContent ?? '');
      }
      const page = document.documentElement.clientWidth;
      return {
        left: box.left <= 24 ? 'at the margin' : `${box.left}px from the left`,
        width: box.width >= page * 0.95 ? 'the whole sheet' : `${box.width} of ${page}px`,
        clipped,
      };
    });
  await expect.poll(layout).toEqual({ left: 'at the margin', width: 'the whole sheet', clipped: [] });

  // Chromium's printout of the page (A4): text starts at the sheet's margin, stays inside it, and
  // every mobile and e-mail is there in full.
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'print-')), 'directory.pdf');
  await fs.writeFile(file, pdf);
  const { stdout: bbox } = await run('pdftotext', ['-bbox', file, '-']);
  const words = [...bbox.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"/g)].map((m) => ({ left: Number(m[1]), right: Number(m[2]) }));
  const pageWidth = Number(/<page width="([\d.]+)"/.exec(bbox)![1]);
  expect(Math.min(...words.map((w) => w.left))).toBeLessThan(pageWidth * 0.1);
  expect(Math.max(...words.map((w) => w.right))).toBeLessThanOrEqual(pageWidth);
  // The members' column on the right reaches past the middle of the sheet (two columns of members).
  expect(Math.max(...words.map((w) => w.right))).toBeGreaterThan(pageWidth * 0.7);
  const { stdout: text } = await run('pdftotext', ['-raw', file, '-']);
  const flat = text.replace(/\s+/g, '');
  for (const m of club.members) {
    expect(flat).toContain(m.name.replace(/\s+/g, ''));
    if (m.mobile) expect(flat).toContain(m.mobile);
    if (m.email) expect(flat).toContain(m.email);
  }
  await fs.rm(path.dirname(file), { recursive: true, force: true });
});
