/**
 * Own profile (docs/product.md 2.6 /my-profile, /edit-profile; 5.4 edit-profile validation): the member edits
 * their photo and the side menu shows the new one; wrong input is caught before any request.
 */
import { expect, type Page } from '@playwright/test';
import { test, toastShown } from './support/test';
import { API_BASE, BASE_URL, MEMBER_STATE } from './support/env';
import { openSideMenu } from './support/ui';
import { pngFile } from './fixtures/images';

test.use({ storageState: MEMBER_STATE });

const storedPhoto = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('userData') ?? '{}') as { memPhoto?: string | null }).memPhoto ?? null);

test('the member changes their profile photo and the side menu shows it', async ({ page }) => {
  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/edit-profile`);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).not.toHaveValue('');
  const before = await storedPhoto(page);

  await page.getByLabel(/^(Choose|Change) Image$/).setInputFiles(pngFile('me.png', [20, 60, 160], [240, 190, 40]));
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Changes' });
  await save.click();
  await toastShown(page, 'success');
  await expect(page).toHaveURL(`${BASE_URL}/my-profile`);

  const after = await storedPhoto(page);
  expect(after, 'userData.memPhoto replaced by the saved user').toBeTruthy();
  expect(after).not.toBe(before);

  await openSideMenu(page);
  const menuPhoto = page.getByRole('link', { name: /open My Profile/ }).locator('img');
  await expect(menuPhoto).toHaveAttribute('src', after!);
  await expect.poll(() => menuPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('the login mobile is read-only (changed through a code to the new number); phone takes digits only; a missing name is refused before sending', async ({ page }) => {
  let sent = 0;
  page.on('request', (req) => {
    if (req.url().includes(`${API_BASE}/update_member_profile`)) sent++;
  });
  await page.goto('/edit-profile');
  const mobile = page.getByRole('textbox', { name: 'Mobile Number', exact: true });
  await expect(mobile).not.toHaveValue('');
  // Issue 10.10: a new login number must be proven, so the field opens the verify flow instead.
  await expect(mobile).not.toBeEditable();
  await page.getByRole('button', { name: 'Change', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Change login mobile number' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('New Mobile Number').pressSequentially('98a76-5');
  await expect(dialog.getByLabel('New Mobile Number')).toHaveValue('98765');
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expect(dialog.getByText('Please enter a valid 10-digit mobile number.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The privacy section below has a "Phone Number" select too: the form's field is the textbox.
  const phone = page.getByRole('textbox', { name: /^Phone Number/ });
  await phone.fill('');
  await phone.pressSequentially('040-2345 67890');
  await expect(phone).toHaveValue('0402345678');

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  expect(sent, 'nothing sent while the form is invalid').toBe(0);
});
