/**
 * /login first visit paints the pre-rendered login screen from HTML and CSS alone (issue 11: LCP
 * without waiting for JavaScript); the app then takes over with nothing doubled.
 */
import { expect, test } from '@playwright/test';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, serviceWorkers: 'block' });

  test('the login screen is already on the page', async ({ page }) => {
    await page.goto('/login');
    const shell = page.locator('#login-shell');
    await expect(shell).toBeVisible();
    await expect(shell.getByText('Lions Dist - 320B')).toBeVisible();
    await expect(shell.getByText('Mobile Number', { exact: true })).toBeVisible();
    await expect(shell.getByText('Send OTP')).toBeVisible();
    await expect(shell.locator('input[type="tel"]')).toBeVisible();
  });

  test('other paths get no login screen', async ({ page }) => {
    await page.goto('/district-members');
    await expect(page.locator('#login-shell')).toHaveCount(0);
  });
});

test('the app replaces the pre-rendered screen: one form, and the field takes typing', async ({ page }) => {
  await page.goto('/login');
  const field = page.getByRole('textbox');
  await expect(field).toHaveCount(1);
  await expect(page.locator('#login-shell')).toHaveCount(0);
  await expect(page.locator('form')).toHaveCount(1);
  await field.fill('9876500002');
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
});
