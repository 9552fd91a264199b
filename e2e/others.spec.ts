/**
 * /others and /other-details (docs/product.md 2.11): five tiles, cards with the server's title,
 * text clamped to 3 lines with "...more", one card expanded at a time with "... Show less",
 * back to the previous page.
 */
import { expect, test, type Page } from '@playwright/test';
import { API_BASE, BASE_URL, MEMBER_STATE } from './support/env';

test.use({ storageState: MEMBER_STATE });

const title = (page: Page) => page.getByRole('heading', { level: 1 });

async function serverTitle(page: Page, type: string): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get(`${API_BASE}/get_other_type?type=${type}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { title: string }).title;
}

test('Others shows the five tiles', async ({ page }) => {
  await page.goto('/others');
  const tiles = page.getByRole('group', { name: 'Others' }).getByRole('link');
  await expect(tiles).toHaveText(['M.Council', 'Int E.O', 'Int. Dir', 'Past Int. Dir', 'Resources']);
  const hrefs = await tiles.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(hrefs).toEqual([
    '/other-details?type=mocouncils',
    '/other-details?type=inteo',
    '/other-details?type=intdir',
    '/other-details?type=pastintdir',
    '/other-details?type=resource',
  ]);
});

test('long texts expand one card at a time and collapse again; back returns to Others', async ({ page }) => {
  await page.goto('/others');
  await page.getByRole('link', { name: 'Int E.O' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/other-details?type=inteo`);
  await expect(title(page)).toHaveText(await serverTitle(page, 'inteo'));

  const cards = page.getByRole('list').filter({ has: page.getByRole('article') }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const more = (i: number) => cards.nth(i).getByRole('button', { name: '...more' });
  const less = (i: number) => cards.nth(i).getByRole('button', { name: '... Show less' });

  await expect(more(0)).toBeVisible();
  await expect(more(1)).toBeVisible();
  const clampedHeight = (await cards.nth(0).boundingBox())!.height;

  await more(0).click();
  await expect(less(0)).toBeVisible();
  await expect(less(0)).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await cards.nth(0).boundingBox())?.height ?? 0).toBeGreaterThan(clampedHeight);
  // Paragraphs on line breaks: the expanded text is more than one paragraph.
  await expect.poll(() => cards.nth(0).locator('p').count()).toBeGreaterThanOrEqual(4);

  // Opening another card closes the first.
  await more(1).click();
  await expect(less(1)).toBeVisible();
  await expect(less(0)).toHaveCount(0);
  await expect(more(0)).toBeVisible();

  await less(1).click();
  await expect(more(1)).toBeVisible();
  await expect(page.getByRole('button', { name: '... Show less' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/others`);
});

test('every Others type loads cards with a picture or placeholder', async ({ page }) => {
  for (const type of ['mocouncils', 'intdir', 'pastintdir', 'resource']) {
    await page.goto(`/other-details?type=${type}`);
    await expect(title(page)).toHaveText(await serverTitle(page, type));
    const first = page.getByRole('article').first();
    await expect(first.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(first.getByRole('img')).toBeVisible();
  }
});
