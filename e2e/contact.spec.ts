/** Contact Us (docs/product.md 2.14 /contact-us): the district contact with tap-to-call and e-mail links. */
import { expect, test } from '@playwright/test';
import { MEMBER_STATE } from './support/env';

test.use({ storageState: MEMBER_STATE });

test('the district contact card has a tap-to-call link and an e-mail link', async ({ page }) => {
  await page.goto('/contact-us');
  const call = page.locator('a[href^="tel:"]').first();
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', /^tel:\+?\d{10,13}$/);
  await expect(call).toHaveAccessibleName(/^Call /);
  const box = await call.boundingBox();
  expect(box!.height, 'a finger-sized target').toBeGreaterThanOrEqual(44);
  await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});
