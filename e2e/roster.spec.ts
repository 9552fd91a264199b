/**
 * Roster import in the console, at phone and desktop size: the district admin uploads a roster
 * (a CSV made here), reads the preview, applies it and finds the new member in the members list.
 */
import { expect, test, type Page } from '@playwright/test';
import { savedToken } from './support/auth';
import { ADMIN_STATE } from './support/env';

test.use({ storageState: ADMIN_STATE });

async function aClubName(page: Page): Promise<string> {
  const res = await page.request.get('/api/admin/roster/scopes', { headers: { Authorization: `Bearer ${savedToken(ADMIN_STATE)}` } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { clubs: { name: string }[] } };
  return body.data.clubs[1]!.name;
}

async function importOneMember(page: Page, size: string) {
  const stamp = `${Date.now()}`.slice(-6);
  const name = `Roster ${size} ${stamp}`;
  const mobile = `6${size === 'phone' ? '1' : '2'}${stamp}00`.slice(0, 10).padEnd(10, '0');
  const club = await aClubName(page);
  const csv = `Full Name,Club,Mobile No,DOB\r\n"${name}","${club}","+91 ${mobile.slice(0, 5)}-${mobile.slice(5)}",15/08/1985\r\n`;

  await page.goto('/admin/roster/import');
  await expect(page.getByRole('heading', { name: 'Import Roster' })).toBeVisible();
  await page.getByLabel('Roster file').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Preview changes' }).click();

  const summary = page.getByRole('region', { name: 'Apply bar' }).getByLabel('Summary');
  await expect(summary).toContainText('To add1');
  await expect(summary).toContainText('Rejected0');
  const adds = page.getByRole('region', { name: 'Members to add' });
  await expect(adds).toContainText(name);
  await expect(adds).toContainText(club);
  await expect(adds).toContainText(mobile);

  await page.getByRole('button', { name: 'Apply changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status', { name: 'Import result' })).toContainText('Import applied: 1 added, 0 updated, 0 deactivated.');

  await page.goto('/district-members');
  await page.getByRole('searchbox', { name: 'Search members' }).fill(name);
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
}

test.describe('at phone size', () => {
  test('the district admin imports a roster and finds the new member', async ({ page }) => {
    await importOneMember(page, 'phone');
  });
});

test.describe('at desktop size', () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('the district admin imports a roster and finds the new member', async ({ page }) => {
    await importOneMember(page, 'desktop');
  });
});
