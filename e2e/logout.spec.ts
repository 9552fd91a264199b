/**
 * Logout (docs/product.md 2.3 "Side menu", 5.2 "Sessions and signing out"). Runs last (project "logout"): it revokes
 * the saved session the other specs use.
 */
import { expect, test } from '@playwright/test';
import { storedSession } from './support/auth';
import { API_BASE, BASE_URL, MEMBER_STATE } from './support/env';
import { loginPage, openSideMenu } from './support/ui';

test.use({ storageState: MEMBER_STATE });

test('logout asks for confirmation, signs out and clears storage', async ({ page }) => {
  await page.goto('/');
  const { token } = await storedSession(page);
  expect(token).toBeTruthy();

  const confirmText = page.getByText('Are you sure you want to logout?');

  // Cancel keeps the session.
  await openSideMenu(page);
  await page.getByText('Logout', { exact: true }).click();
  await expect(confirmText).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmText).toBeHidden();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  expect((await storedSession(page)).token).toBe(token);

  // Confirm signs out.
  await page.goto('/');
  await openSideMenu(page);
  await page.getByText('Logout', { exact: true }).click();
  await expect(confirmText).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/login`);
  await expect(loginPage(page).heading('Login')).toBeVisible();

  const after = await storedSession(page);
  expect(after.token).toBeNull();
  expect(after.userData).toBeNull();
  expect(after.localKeys, 'all local storage cleared').toEqual([]);

  // The old token no longer works on the server.
  const res = await page.request.post(`${API_BASE}/get_dashboard`, { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(res.status()).toBe(401);

  // And the guard holds.
  await page.goto('/clubs');
  await expect(page).toHaveURL(`${BASE_URL}/login`);
});
