/**
 * Club activities (docs/product.md 2.8 "Activities and events", add/edit/details; 5.4 form submit; 3.2 manager
 * rights), district activities and events (lists, details, image preview, back with
 * ?session=old). Phone size, real server, real uploads.
 */
import { expect, type Page } from '@playwright/test';
import { test, toastShown } from './support/test';
import { BASE_URL, MANAGER_STATE, MEMBER_STATE } from './support/env';
import { pngFile } from './fixtures/images';

const addButton = (page: Page) => page.getByRole('link', { name: 'Add club activity' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search club activities' });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const card = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Club activities' }).getByRole('link', { name: new RegExp(escape(title)) });

// The demo club manager, signed in once by auth.setup.ts (the member block below overrides it).
test.use({ storageState: MANAGER_STATE });

async function openAsManager(page: Page) {
  await page.goto('/');
}

async function expectLoadedImage(page: Page, locator: ReturnType<Page['locator']>) {
  await expect(locator).toBeVisible();
  await expect.poll(() => locator.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('a club manager adds an activity with an image, sees it in the list, edits it and deletes it', async ({ page }) => {
  await openAsManager(page);
  const title = `E2E Blood Donation Camp ${Date.now()}`;

  // Add
  await page.goto('/club-activities');
  await addButton(page).click();
  await expect(page).toHaveURL(`${BASE_URL}/add-club-activity`);
  // The list (with its own "Club" filter) can stay on screen until the form's chunk has loaded.
  await expect(page.getByRole('button', { name: 'Submit Now' })).toBeVisible();
  const club = page.getByRole('combobox', { name: 'Club', exact: true });
  await expect(club.locator('option').nth(1)).toBeAttached();
  if (!(await club.inputValue())) await club.selectOption({ index: 1 });

  // Required fields are checked before anything is sent.
  await page.getByRole('button', { name: 'Submit Now' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Blood donation camp at the community hall.\n42 units collected.');
  await page.getByLabel('Date').fill('2026-01-15');
  await page.getByLabel('Choose Image').setInputFiles(pngFile('camp.png', [200, 30, 40], [250, 200, 60]));
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  await expect(page.getByLabel('Change Image')).toBeAttached();

  const submit = page.getByRole('button', { name: 'Submit Now' });
  await submit.click();
  await toastShown(page, 'success');
  await expect(page).toHaveURL(`${BASE_URL}/club-activities`);

  // In the list, with its thumbnail
  await searchBox(page).fill(title);
  await expect(card(page, title)).toBeVisible();
  await expect(card(page, title)).toContainText('15 Jan 2026');
  await expectLoadedImage(page, card(page, title).locator('img'));

  // Details, then Edit (prefilled)
  await card(page, title).click();
  await expect(page).toHaveURL(/\/club-activities-details\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit-club-activity\/\d+$/);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Date')).toHaveValue('2026-01-15');
  await expect(page.getByRole('img', { name: 'Current image' })).toBeVisible();
  const edited = `${title} (edited)`;
  await page.getByLabel('Title').fill(edited);
  await page.getByRole('button', { name: 'Submit Now' }).click();
  await toastShown(page, 'success');
  await expect(page).toHaveURL(`${BASE_URL}/club-activities`);

  await searchBox(page).fill(edited);
  await expect(card(page, edited)).toBeVisible();
  // The image was kept: the edit sent no new one.
  await expectLoadedImage(page, card(page, edited).locator('img'));

  // Delete
  await card(page, edited).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete this activity?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await toastShown(page, 'success', 'Club activity deleted');
  await expect(page).toHaveURL(`${BASE_URL}/club-activities?session=old`);
  await expect(searchBox(page)).toHaveValue(edited);
  await expect(page.getByText('No Data Found')).toBeVisible();
});

test.describe('an ordinary member', () => {
  test.use({ storageState: MEMBER_STATE });

  test('sees club activities but no add, edit or delete buttons', async ({ page }) => {
    await page.goto('/club-activities');
    const first = page.getByRole('list', { name: 'Club activities' }).getByRole('link').first();
    await expect(first).toBeVisible();
    await expect(addButton(page)).toHaveCount(0);
    await first.click();
    await expect(page).toHaveURL(/\/club-activities-details\/\d+$/);
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    // Back returns to the saved list.
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/club-activities?session=old`);
    await expect(first).toBeVisible();
  });

  test('opens a district event, enlarges its picture and comes back to the same list', async ({ page }) => {
    await page.goto('/district-event');
    const list = page.getByRole('list', { name: 'District events' });
    const first = list.getByRole('link').first();
    await expect(first).toBeVisible();
    const title = (await first.locator('span span').first().textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/district-event-details\/\d+$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(/^Starts: /)).toBeVisible();

    await page.getByRole('button', { name: /^Open image/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/district-event?session=old`);
    await expect(list.getByRole('link').first()).toContainText(title);
  });

  test('searches district activities and shows "No Data Found" when nothing matches', async ({ page }) => {
    await page.goto('/district-activity');
    await expect(page.getByRole('list', { name: 'District activities' }).getByRole('link').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search district activities' }).fill('zzqx nothing like this');
    await expect(page.getByText('No Data Found')).toBeVisible();
  });
});
