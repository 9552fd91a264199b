/** Route guard (docs/product.md 2.2 "Route guard", 5.2 "Sessions"). */
import { expect, test } from '@playwright/test';
import { BASE_URL, MEMBER_STATE } from './support/env';
import { GREETING, loginPage } from './support/ui';

test.describe('signed out', () => {
  test('a guarded route redirects to /login', async ({ page }) => {
    await page.goto('/district-members');
    await expect(page).toHaveURL(`${BASE_URL}/login`);
    await expect(loginPage(page).heading('Login')).toBeVisible();

    await page.goto('/');
    await expect(page).toHaveURL(`${BASE_URL}/login`);
  });

  test('a token without user data is not signed in', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
    await page.goto('/clubs');
    await expect(page).toHaveURL(`${BASE_URL}/login`);
  });
});

test.describe('signed in', () => {
  test.use({ storageState: MEMBER_STATE });

  test('/login redirects to the dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.getByText(GREETING).first()).toBeVisible();
  });

  test('a deep link survives a reload', async ({ page }) => {
    await page.goto('/clubs');
    await expect(page).toHaveURL(`${BASE_URL}/clubs`);
    await expect(page.getByText(/Clubs\s*\(\d+\)/).first()).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(`${BASE_URL}/clubs`);
    await expect(page.getByText(/Clubs\s*\(\d+\)/).first()).toBeVisible();
  });
});
