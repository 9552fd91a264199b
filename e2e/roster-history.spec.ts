/**
 * The district office at a desktop: a long roster preview keeps its counts and Apply in a bar at
 * the bottom of the screen with long lists collapsed; the rejected rows download as a spreadsheet
 * (read back here with a parser); the import is undone from the history; and members ticked in
 * the console's list are deactivated and reactivated together.
 */
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test, toastShown } from './support/test';
import { Workbook, type CellValue } from '@cj-tech-master/excelts';
import { savedToken } from './support/auth';
import { ADMIN_STATE } from './support/env';

test.use({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const api = async (page: Page, name: string, data: Record<string, unknown>, method: 'GET' | 'POST' = 'POST') => {
  const headers = { Authorization: `Bearer ${savedToken(ADMIN_STATE)}` };
  const res = method === 'GET' ? await page.request.get(`/api/${name}`, { headers, params: data as Record<string, string> }) : await page.request.post(`/api/${name}`, { headers, data });
  expect(res.status(), name).toBe(200);
  return res.json();
};

async function clubNames(page: Page): Promise<string[]> {
  const body = (await api(page, 'admin/roster/scopes', {}, 'GET')) as { data: { clubs: { name: string }[] } };
  return body.data.clubs.map((c) => c.name);
}

test('a long preview keeps Apply at hand; rejected rows download; the import is undone from the history', async ({ page }) => {
  const stamp = `${Date.now()}`.slice(-5);
  const [club] = (await clubNames(page)).slice(2);
  const rows = Array.from({ length: 40 }, (_, i) => `"Undo Member ${stamp} ${i}","${club}","63${stamp}${String(i).padStart(3, '0')}",""`);
  const csv = [
    'Full Name,Club,Mobile No,Email',
    ...rows,
    `"Bad Email ${stamp}","${club}","64${stamp}001","anil@@example"`,
    `"No Club ${stamp}","Lions Club of Nowhere","64${stamp}002",""`,
  ].join('\r\n');

  await page.goto('/admin/roster/import');
  await page.getByLabel('Roster file').setInputFiles({ name: `undo-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Preview changes' }).click();

  // The preview comes into view; its bar with the counts and Apply stays on screen.
  await expect(page.getByRole('heading', { name: '2. Check the preview' })).toBeInViewport();
  const bar = page.getByRole('region', { name: 'Apply bar' });
  await expect(bar).toBeInViewport();
  await expect(bar.getByLabel('Summary')).toContainText('To add41');
  await expect(bar.getByLabel('Summary')).toContainText('Rejected1');
  await expect(bar.getByLabel('Summary')).toContainText('Fields left out1');
  // 41 members to add: collapsed; the one rejected row: open, with its reason and the nearest club.
  const adds = page.getByRole('region', { name: 'Members to add' });
  await expect(adds.getByText(`Undo Member ${stamp} 0`, { exact: true })).toBeHidden();
  const rejected = page.getByRole('region', { name: 'Rejected rows' });
  await expect(rejected).toContainText('unknown club: "Lions Club of Nowhere" is not a club of the district');
  await expect(page.getByRole('region', { name: 'Imported without some fields' })).toContainText('Email "anil@@example" is not an e-mail address: imported without it');
  await page.mouse.wheel(0, 3000);
  await expect(bar).toBeInViewport();
  await adds.getByText('Members to add (41)').click();
  await expect(adds.getByText(`Undo Member ${stamp} 0`, { exact: true })).toBeVisible();
  await page.mouse.wheel(0, 3000);
  await expect(bar).toBeInViewport();

  // The rejected rows as a spreadsheet: the file's columns plus the reason.
  const saving = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Download rejected rows' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe(`rejected-undo-${stamp}.xlsx`);
  const workbook = new Workbook();
  await workbook.xlsx.load(fs.readFileSync((await download.path())!));
  const sheetRows: CellValue[][] = [];
  workbook.worksheets[0]!.eachRow((r) => sheetRows.push((r.values as CellValue[]).slice(1)));
  expect(sheetRows[0]).toEqual(['Full Name', 'Club', 'Mobile No', 'Email', 'Reason']);
  expect(sheetRows).toHaveLength(2);
  expect(sheetRows[1]!.slice(0, 3)).toEqual([`No Club ${stamp}`, 'Lions Club of Nowhere', `64${stamp}002`]);
  expect(String(sheetRows[1]![4])).toMatch(/^unknown club/);

  await bar.getByRole('button', { name: 'Apply changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status', { name: 'Import result' })).toContainText('Import applied: 41 added, 0 updated, 0 deactivated.');

  // The history lists it; undo shows what it will do, then does it.
  const entry = page.getByRole('list', { name: 'Imports' }).getByRole('listitem').filter({ hasText: `undo-${stamp}.csv` });
  await expect(entry).toContainText('41 added · 0 updated · 0 deactivated · 1 rejected · 1 with fields left out');
  await entry.getByRole('button', { name: /^Undo the import/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('list', { name: 'Undo would' })).toContainText('41 added members are removed');
  await dialog.getByRole('button', { name: 'Undo import' }).click();
  await toastShown(page, 'success', 'Import undone: 0 restored, 41 removed');
  await expect(entry).toContainText(/Undone .* by /);
  await expect(entry.getByRole('button', { name: /^Undo the import/ })).toHaveCount(0);

  const search = (await api(page, 'admin/members/list', { search: `undo member ${stamp}`, status: 'all' })) as { total: number };
  expect(search.total).toBe(0);
});

test('members ticked in the list are deactivated and reactivated together', async ({ page }) => {
  const [, , , club] = await clubNames(page);
  const listed = (await api(page, 'admin/members/list', { search: '', club_id: 'all', status: 'active', sort: 'name', dir: 'asc' })) as {
    data: { id: number; name: string; clubName: string; mobile: string }[];
  };
  // Never the demo accounts other tests sign in with.
  const others = listed.data.filter((m) => !m.mobile.startsWith('98765000'));
  const picks = others.filter((m) => m.clubName === club).slice(0, 2);
  const targets = picks.length === 2 ? picks : others.slice(5, 7);

  await page.goto('/admin/members');
  const table = page.getByRole('table', { name: 'Members' });
  await expect(table).toBeVisible();
  for (const m of targets) await table.getByRole('checkbox', { name: `Select ${m.name}` }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 selected');
  await expect(bar).toBeInViewport();
  await bar.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await toastShown(page, 'success', '2 of 2 members changed.');
  await expect(bar).toHaveCount(0);

  // They now show as deactivated; tick them there and reactivate them.
  await page.getByLabel('Status').selectOption('inactive');
  for (const m of targets) {
    const row = table.getByRole('row').filter({ hasText: m.name });
    await expect(row).toContainText('Deactivated');
    await row.getByRole('checkbox', { name: `Select ${m.name}` }).check();
  }
  await bar.getByRole('button', { name: 'Reactivate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reactivate' }).click();
  await expect(bar).toHaveCount(0);
  for (const m of targets) {
    const row = table.getByRole('row').filter({ hasText: m.name });
    await expect(row).toHaveCount(0);
    const after = (await api(page, 'admin/members/get', { member_id: m.id })) as { data: { active: boolean } };
    expect(after.data.active, m.name).toBe(true);
  }
});
