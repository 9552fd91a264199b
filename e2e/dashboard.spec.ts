/** / (Home dashboard), signed in: docs/product.md 5.5 greeting hours, 2.5 "Home". */
import { expect, test } from '@playwright/test';
import { countTile } from './support/dashboard';
import { BASE_URL, MEMBER_STATE } from './support/env';

test.use({ storageState: MEMBER_STATE });

/** Today at hh:mm in India (the browser runs with timezoneId Asia/Kolkata). */
function todayInIndiaAt(hh: number, mm: number): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return new Date(`${day}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+05:30`);
}

for (const [hh, mm, greeting] of [
  [9, 30, 'Good Morning'],
  [12, 0, 'Good Afternoon'],
  [17, 0, 'Good Evening'],
  [4, 59, 'Good Evening'],
] as const) {
  test(`greets "${greeting}" at ${hh}:${String(mm).padStart(2, '0')}`, async ({ page }) => {
    await page.clock.setFixedTime(todayInIndiaAt(hh, mm));
    await page.goto('/');
    await expect(page.getByText(greeting, { exact: false }).first()).toBeVisible();
  });
}

test('the Clubs and Members counts open their lists', async ({ page }) => {
  await page.goto('/');
  await countTile(page, 'Clubs').click();
  await expect(page).toHaveURL(`${BASE_URL}/clubs`);
  await page.goBack();
  await countTile(page, 'Members').click();
  await expect(page).toHaveURL(`${BASE_URL}/district-members`);
});
