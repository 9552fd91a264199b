/**
 * Business directory (docs/product.md 2.13): category → business → owner's member
 * details, and back restores the chosen category's list.
 */
import { expect, test } from '@playwright/test';
import { BASE_URL, MEMBER_STATE } from './support/env';

test.use({ storageState: MEMBER_STATE });

test('category → business → owner member details, and back restores the list', async ({ page }) => {
  await page.goto('/business-directory');
  const categories = page.getByRole('list', { name: 'Business categories' });
  const category = categories.getByRole('link').filter({ hasText: /[1-9]\d* business(es)?$/ }).first();
  const categoryName = (await category.locator('span span').first().textContent())?.trim() ?? '';
  await category.click();
  await expect(page).toHaveURL(/\/business-directory-details\/\d+$/);
  await expect(page.getByLabel('Category').locator('option:checked')).toHaveText(categoryName);

  const businesses = page.getByRole('list', { name: 'Businesses' });
  const firstCard = businesses.getByRole('article').first();
  const title = (await firstCard.getByRole('link').first().locator('span span').first().textContent())?.trim() ?? '';
  await firstCard.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/business-directory-inner-details\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText(categoryName).first()).toBeVisible();
  const site = page.getByRole('link', { name: /opens in a new tab/ });
  if ((await site.count()) > 0) {
    await expect(site).toHaveAttribute('href', /^https?:\/\//);
    await expect(site).toHaveAttribute('target', '_blank');
  }

  await expect(page.getByRole('heading', { name: 'Owner' })).toBeVisible();
  const ownerId = page.url().match(/(\d+)$/)![1];
  await page.getByRole('region', { name: 'Owner' }).getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(`${BASE_URL}/district-member-details/${ownerId}`);
  await expect(page.getByText('Business Profile')).toBeVisible();

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/business-directory-details\/\d+\?session=old$/);
  await expect(page.getByLabel('Category').locator('option:checked')).toHaveText(categoryName);
  await expect(businesses.getByRole('article').first()).toContainText(title);

  // The member part of a card opens the member directly.
  await businesses.getByRole('article').first().getByRole('link', { name: /view member details/ }).click();
  await expect(page).toHaveURL(/\/district-member-details\/\d+$/);
});
