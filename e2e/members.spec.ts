/**
 * /district-members and /district-member-details (docs/product.md 2.10 and 2.18), signed in as
 * the demo member: club filter, search, infinite scroll, opening a member and coming back to the
 * same list and scroll position; no edit button for a non-manager.
 */
import { expect, test, type Page } from '@playwright/test';
import { PAGE_SIZE } from '@d320b/contract/fields';
import { BASE_URL, MEMBER_STATE } from './support/env';
import { browserIdle } from './support/ui';

test.use({ storageState: MEMBER_STATE });

const membersList = (page: Page) => page.getByRole('list', { name: 'Members' });
const memberRows = (page: Page) => membersList(page).getByRole('listitem');
const clubSelect = (page: Page) => page.getByRole('combobox', { name: 'Club' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search members' });
const title = (page: Page) => page.getByRole('heading', { level: 1 });
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Counts get_members requests from now on. */
function countMemberRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/v1.2.0/get_members')) seen.push(req.postData() ?? '');
  });
  return seen;
}

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** The club option with the most members (label "Club name (n)"), as [value, name, count]. */
async function biggestClub(page: Page): Promise<[string, string, number]> {
  await expect.poll(() => clubSelect(page).locator('option').count()).toBeGreaterThan(1);
  const options = await clubSelect(page)
    .locator('option')
    .evaluateAll((els) => els.map((el) => [(el as HTMLOptionElement).value, el.textContent ?? ''] as const));
  const clubs = options
    .filter(([value]) => value !== 'all')
    .map(([value, label]) => {
      const m = /^(.*) \((\d+)\)$/.exec(label)!;
      return [value, m[1]!, Number(m[2])] as [string, string, number];
    });
  return clubs.sort((a, b) => b[2] - a[2])[0]!;
}

test('header, club dropdown with counts, Reset and search box', async ({ page }) => {
  await page.goto('/district-members');
  await expect(title(page)).toHaveText(/^Members\(\d+\)$/);
  await expect(memberRows(page)).toHaveCount(PAGE_SIZE);
  const total = Number(/\((\d+)\)/.exec((await title(page).textContent()) ?? '')![1]);
  await expect(clubSelect(page).locator('option').first()).toHaveText(`All Clubs (${total})`);
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search members...');
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();

  // A card: photo, name (link to the details), club, tap-to-call mobile, profession.
  const first = memberRows(page).first();
  await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/district-member-details\/\d+$/);
  await expect(first.locator('a[href^="tel:+91"]')).toBeVisible();
});

test('club filter, search and infinite scroll; a change of filter starts again from page 1', async ({ page }) => {
  await page.goto('/district-members');
  await expect(memberRows(page)).toHaveCount(PAGE_SIZE);

  // Scrolling to the end loads page 2.
  await scrollToBottom(page);
  await expect(memberRows(page)).toHaveCount(2 * PAGE_SIZE);

  // Club filter: header shows the club's count, every card is of that club.
  const [clubId, clubName, clubCount] = await biggestClub(page);
  await clubSelect(page).selectOption(clubId);
  await expect(title(page)).toHaveText(`Members(${clubCount})`);
  await expect(memberRows(page)).toHaveCount(Math.min(PAGE_SIZE, clubCount));
  for (const text of await memberRows(page).allTextContents()) expect(text).toContain(clubName);

  // Search inside the club: a name from the list narrows it down.
  const name = (await memberRows(page).nth(3).getByRole('heading').innerText()).trim();
  await searchBox(page).fill(name);
  await expect(memberRows(page).first()).toContainText(name);
  await expect(title(page)).not.toHaveText(`Members(${clubCount})`);
  await expect.poll(() => memberRows(page).count()).toBeLessThan(clubCount);
  await expect(memberRows(page).first()).toBeVisible();

  // Reset: all clubs, empty search, page 1 again.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(clubSelect(page)).toHaveValue('all');
  await expect(memberRows(page)).toHaveCount(PAGE_SIZE);
});

test('a search no member matches shows "No Data Found"', async ({ page }) => {
  await page.goto('/district-members');
  await expect(memberRows(page)).toHaveCount(PAGE_SIZE);
  await searchBox(page).fill('zzqqxxnomatch');
  await expect(page.getByText('No Data Found')).toBeVisible();
  await expect(title(page)).toHaveText('Members(0)');
});

test('opening a member and going back restores filters, rows and scroll position without reloading', async ({ page }) => {
  await page.goto('/district-members');
  const [clubId, clubName, clubCount] = await biggestClub(page);
  expect(clubCount, 'the biggest demo club has a second page').toBeGreaterThan(PAGE_SIZE);
  await clubSelect(page).selectOption(clubId);
  await expect(title(page)).toHaveText(`Members(${clubCount})`);
  await expect(memberRows(page)).toHaveCount(PAGE_SIZE);
  await scrollToBottom(page);
  const loaded = Math.min(2 * PAGE_SIZE, clubCount);
  await expect(memberRows(page)).toHaveCount(loaded);

  // Open a member from page 2.
  const row = memberRows(page).nth(PAGE_SIZE + 2);
  await row.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -120));
  const savedY = await scrollY(page);
  expect(savedY).toBeGreaterThan(500);
  const link = row.getByRole('heading').getByRole('link');
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/\/district-member-details\/\d+$/);
  await expect(title(page)).toHaveText('View Member Details');
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

  const requests = countMemberRequests(page);
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/district-members?session=old`);
  await expect(memberRows(page)).toHaveCount(loaded);
  await expect(clubSelect(page)).toHaveValue(clubId);
  await expect(title(page)).toHaveText(`Members(${clubCount})`);
  await expect.poll(async () => Math.abs((await scrollY(page)) - savedY)).toBeLessThanOrEqual(2);
  await expect(memberRows(page).nth(PAGE_SIZE + 2)).toBeInViewport();
  await expect(memberRows(page).first()).toContainText(clubName);
  // A refetch would start from the list's first effects, which have run once the browser is idle.
  await browserIdle(page);
  expect(requests, 'restored from session storage, not refetched').toEqual([]);

  // Arriving another way (menu, link) starts afresh from page 1 of all clubs.
  await page.goto('/district-members');
  await expect(clubSelect(page)).toHaveValue('all');
  await expect(memberRows(page)).toHaveCount(PAGE_SIZE);
  expect(await scrollY(page)).toBe(0);
});

test('the phone’s back button also comes back to the saved list', async ({ page }) => {
  await page.goto('/district-members');
  await expect(memberRows(page)).toHaveCount(PAGE_SIZE);
  await scrollToBottom(page);
  await expect(memberRows(page)).toHaveCount(2 * PAGE_SIZE);
  const row = memberRows(page).nth(PAGE_SIZE + 5);
  await row.scrollIntoViewIfNeeded();
  const savedY = await scrollY(page);
  await row.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/district-member-details\/\d+$/);
  await expect(title(page)).toHaveText('View Member Details');

  await page.goBack();
  await expect(page).toHaveURL(`${BASE_URL}/district-members?session=old`);
  await expect(memberRows(page)).toHaveCount(2 * PAGE_SIZE);
  await expect.poll(async () => Math.abs((await scrollY(page)) - savedY)).toBeLessThanOrEqual(2);
});

test('?id= opens the list on one club', async ({ page }) => {
  await page.goto('/district-members');
  const [clubId, , clubCount] = await biggestClub(page);
  await page.goto(`/district-members?id=${clubId}`);
  await expect(clubSelect(page)).toHaveValue(clubId);
  await expect(title(page)).toHaveText(`Members(${clubCount})`);
});

test('member details: profile fields, "N/A" for missing values and the Business Profile card', async ({ page }) => {
  await page.goto('/district-members');
  await memberRows(page).first().getByRole('heading').getByRole('link').click();
  await expect(title(page)).toHaveText('View Member Details');
  await expect(page.getByText('Membership Number')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Business Profile' })).toBeVisible();
  // Either the business or "No Record Found."; every empty field reads N/A rather than blank.
  const cells = await page.locator('dd').allInnerTexts();
  expect(cells.length).toBeGreaterThan(8);
  for (const text of cells) expect(text.trim()).not.toBe('');
});

test('a non-manager sees no edit button', async ({ page }) => {
  await page.goto('/district-members');
  await expect(memberRows(page)).toHaveCount(PAGE_SIZE);
  await expect(page.getByRole('button', { name: /^Edit mobile number/ })).toHaveCount(0);
  const [clubId] = await biggestClub(page);
  await clubSelect(page).selectOption(clubId);
  await expect(memberRows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit mobile number/ })).toHaveCount(0);
});
