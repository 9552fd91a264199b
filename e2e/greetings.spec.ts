/**
 * Greetings (docs/product.md 2.12 /greetings, 2.18 lists): today in India by default, a chosen date shows that
 * day's birthdays and marriage days, a card opens the member with ?greet and back restores the
 * list, Reset returns to today.
 */
import { expect, test } from '@playwright/test';
import { callApi } from './support/dashboard';
import { BASE_URL, MEMBER_STATE } from './support/env';

test.use({ storageState: MEMBER_STATE });

const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

interface Greeting {
  memId: number;
  greetingType: 'birthday' | 'marriage';
}

test('a chosen date shows its birthdays and marriage days; Reset returns to today', async ({ page }) => {
  await page.goto('/greetings');
  const date = page.getByLabel('Date');
  await expect(date).toHaveValue(todayInIndia());

  // A day whose first page has both kinds of greeting.
  let chosen = '';
  for (let day = 1; day <= 28 && !chosen; day++) {
    const d = `2026-03-${String(day).padStart(2, '0')}`;
    const { body } = await callApi<{ data: Greeting[] }>(page, 'get_greetings', { start_date: d, page: 1 });
    const types = new Set(body.data.map((g) => g.greetingType));
    if (types.has('birthday') && types.has('marriage')) chosen = d;
  }
  expect(chosen, 'the demo district has a March day with both greetings').not.toBe('');
  const dayMonth = `${chosen.slice(8, 10)} Mar`;

  await date.fill(chosen);
  const list = page.getByRole('list', { name: 'Greetings' });
  await expect(list.getByText(`Birthday on ${dayMonth}`).first()).toBeVisible();
  await expect(list.getByText(`Marriage Day on ${dayMonth}`).first()).toBeVisible();

  await list.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/district-member-details\/\d+\?greet$/);
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/greetings?session=old`);
  await expect(date).toHaveValue(chosen);
  await expect(list.getByText(`Birthday on ${dayMonth}`).first()).toBeVisible();

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(date).toHaveValue(todayInIndia());
  await expect(list.getByText(`on ${dayMonth}`)).toHaveCount(0);
});
