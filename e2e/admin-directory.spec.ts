/**
 * The district lists of the admin console at phone size, as the demo district admin: adding a
 * district event (with a picture) that members then find on their events list, and editing a
 * cabinet list (a member's position) that the members' cabinet screen then shows.
 */
import { expect } from '@playwright/test';
import { test, toastShown } from './support/test';
import { pngFile } from './fixtures/images';
import { ADMIN_STATE, BASE_URL } from './support/env';

test.use({ storageState: ADMIN_STATE });

test('the district admin adds a district event and sees it on the members\' events list', async ({ page }) => {
  const title = `Eye camp ${Date.now()}`;
  await page.goto('/admin');
  await page.getByRole('list', { name: 'Admin sections' }).getByRole('link', { name: /District Events/ }).click();
  await expect(page).toHaveURL(`${BASE_URL}/admin/district-events`);
  await expect(page.getByText(/\d+ results?/)).toBeVisible();

  await page.getByRole('button', { name: 'Add district event' }).click();
  const form = page.getByRole('region', { name: 'Add district event' });
  // Nothing typed: the messages appear next to the fields and nothing is sent.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required.').first()).toBeVisible();

  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Free eye screening and spectacles for all.');
  await form.getByLabel('Start date').fill('2099-05-01');
  await form.getByLabel('End date').fill('2099-05-02');
  await form.getByLabel('Choose Image').setInputFiles(pngFile('camp.png', [20, 120, 200], [250, 220, 60]));
  await form.getByRole('button', { name: 'Save' }).click();
  await toastShown(page, 'success', 'Added.');

  // Back on the console list, then on the members' screen.
  await page.getByRole('searchbox', { name: 'Search district events' }).fill(title);
  await expect(page.getByRole('list', { name: 'District Events' }).getByText(title)).toBeVisible();

  await page.goto('/district-event');
  await page.getByRole('searchbox', { name: 'Search district events' }).fill(title);
  const card = page.getByRole('list', { name: 'District events' }).getByRole('link').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Free eye screening and spectacles for all.')).toBeVisible();
});

test('the district admin edits a cabinet list and sees the change on the cabinet screen', async ({ page }) => {
  const position = `District Coordinator ${Date.now() % 100000}`;
  await page.goto('/admin');
  await page.getByRole('list', { name: 'Admin sections' }).getByRole('link', { name: /District Cabinet/ }).click();
  await expect(page).toHaveURL(/\/admin\/district-cabinet(\?.*)?$/);

  // The current Lions year's categories: open the first one that lists members.
  const categories = page.getByRole('list', { name: 'District Cabinet' });
  const withMembers = categories.getByRole('link', { name: /^Members of / }).filter({ hasNotText: '(0)' }).first();
  await expect(withMembers).toBeVisible();
  await withMembers.click();
  await expect(page).toHaveURL(/\/admin\/district-cabinet\/\d+\?/);
  const cabinetYearId = /district-cabinet\/(\d+)/.exec(page.url())![1];

  const members = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Edit / }) }).first();
  const firstEdit = members.getByRole('button', { name: /^Edit / }).first();
  await expect(firstEdit).toBeVisible();
  const memberName = ((await firstEdit.getAttribute('aria-label')) ?? '').replace(/^Edit /, '').split(' – ')[0]!;
  await firstEdit.click();
  const form = page.getByRole('region', { name: 'Edit cabinet member' });
  await expect(form.getByTestId('member-picked')).toContainText(memberName);
  await form.getByLabel('Position').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required.')).toBeVisible();
  await form.getByLabel('Position').fill(position);
  await form.getByRole('button', { name: 'Save' }).click();
  await toastShown(page, 'success', 'Saved.');
  await expect(members.getByText(`${memberName} – ${position}`)).toBeVisible();

  // The members' cabinet screen of that category-year shows the new position.
  await page.goto(`/district-cabinet/${cabinetYearId}`);
  await expect(page.getByRole('main').getByText(position)).toBeVisible();
});
