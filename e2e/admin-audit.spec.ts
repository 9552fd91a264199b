/**
 * The audit log at desktop size, as a district office secretary reads it: India time, the
 * console's field labels, names instead of ids, search by member name, and an import shown as
 * one entry that opens to its records.
 */
import { expect, test, type Page } from '@playwright/test';
import { savedToken } from './support/auth';
import { ADMIN_STATE } from './support/env';

test.use({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const auth = () => ({ Authorization: `Bearer ${savedToken(ADMIN_STATE)}` });

async function adminPost<T>(page: Page, name: string, data: unknown): Promise<T> {
  const res = await page.request.post(`/api/${name}`, { headers: auth(), data });
  expect(res.status(), name).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

test('the audit log reads in India time, the console\'s words and names, one entry per import', async ({ page }, testInfo) => {
  const stamp = `${Date.now()}`.slice(-6);
  // A change to a member, made through the console's API.
  const members = await adminPost<{ id: number; name: string; mobile: string; clubId: number }[]>(page, 'admin/members/list', { page: 1 });
  const target = members[3]!;
  const profession = `Auditor ${stamp}`;
  await adminPost(page, 'admin/members/update', { member_id: target.id, name: target.name, mobile: target.mobile, profession });
  // An import of two new members.
  const scopes = await page.request.get('/api/admin/roster/scopes', { headers: auth() });
  const club = ((await scopes.json()) as { data: { clubs: { name: string }[] } }).data.clubs[2]!.name;
  const names = [`Audit Import ${stamp} A`, `Audit Import ${stamp} B`];
  const csv = `Name,Club Name,Mobile\r\n"${names[0]}","${club}",63${stamp}01\r\n"${names[1]}","${club}",63${stamp}02\r\n`;
  const preview = await page.request.post('/api/admin/roster/preview', { headers: auth(), multipart: { file: { name: 'r.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } } });
  expect(preview.status()).toBe(200);
  const previewId = ((await preview.json()) as { data: { previewId: string } }).data.previewId;
  await adminPost(page, 'admin/roster/apply', { previewId });

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(page.getByText('Times are India time.')).toBeVisible();

  // The import: one row, in plain words, that opens to its records.
  const importRow = table.getByRole('row').filter({ hasText: 'Import: 2 members added' }).first();
  await expect(importRow).toBeVisible();
  await expect(importRow).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)/);
  await testInfo.attach('audit-log', { body: await page.screenshot({ fullPage: false }), contentType: 'image/png' });

  // Search by the member's name: their change, by label, with the admin's name.
  await page.getByLabel('About member').fill(target.name);
  const memberRow = table.getByRole('row').filter({ hasText: `Changed member · ${target.name}` }).first();
  await expect(memberRow).toContainText(`Profession:`);
  await expect(memberRow).toContainText(profession);
  await expect(memberRow).toContainText('(District admin)');
  await expect(table).not.toContainText(/#\d+|profession:|_id/);

  await page.getByLabel('About member').fill('');
  await table.getByRole('row').filter({ hasText: 'Import: 2 members added' }).first().getByRole('link', { name: 'Open the 2 records' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Entry', level: 1 })).toBeVisible();
  const records = page.getByRole('list', { name: 'Records' });
  for (const name of names) await expect(records.getByRole('listitem').filter({ hasText: `Added · member ${name}` })).toContainText(`Club: (empty) → ${club}`);
  await expect(records).toContainText('Mobile Number:');
});
