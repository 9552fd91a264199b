/**
 * District directory (docs/product.md 2.9): the directory page and its year switch, cabinet,
 * regions and zones, MJF / PMJF, graduates, leaders, clubs and club details, and every variant
 * of the member-details back map (dcId, regions, mjpf, graduate, greet, clubdetails, none).
 */
import { expect, test, type Page } from '@playwright/test';
import { PAGE_SIZE } from '@d320b/contract/fields';
import { BASE_URL, MEMBER_STATE } from './support/env';

test.use({ storageState: MEMBER_STATE });

const title = (page: Page) => page.getByRole('heading', { level: 1 });
const back = (page: Page) => page.getByRole('button', { name: 'Go back' });
const section = (page: Page, name: string) => page.getByRole('region', { name });
const tiles = (page: Page, name: string) => section(page, name).getByRole('link');
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The name link of the n-th person card in a list. */
const cardLink = (list: ReturnType<Page['getByRole']>, n: number) => list.getByRole('listitem').nth(n).getByRole('heading').getByRole('link');

/** Tile targets of a section (call once its tiles are on screen). */
async function hrefs(page: Page, sectionName: string): Promise<string[]> {
  return tiles(page, sectionName).evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
}

async function chooseYear(page: Page, year: string) {
  await page.getByRole('combobox', { name: 'Select Year' }).click();
  const option = page.getByRole('option', { name: year, exact: true });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page.getByRole('combobox', { name: 'Select Year' })).toHaveText(year);
}

test.describe('district directory', () => {
  test('leader tiles, year select (first year preselected), cabinet, regions, MJF and graduates tiles', async ({ page }) => {
    await page.goto('/district-directory');
    await expect(title(page)).toHaveText('District Directory');
    await expect(tiles(page, 'District Leaders')).toHaveCount(5);
    expect(await hrefs(page, 'District Leaders')).toEqual([
      '/district-dg/dg',
      '/district-dg/fvdg',
      '/district-dg/svdg',
      '/district-dg/ipdg',
      '/district-dg/pdgs',
    ]);
    await expect(tiles(page, 'District Leaders')).toHaveText(['DG', 'FVDG', 'SVDG', 'IPDG', "PDG's"]);
    await expect(tiles(page, 'District Cabinet').first()).toBeVisible();
    await expect(tiles(page, 'Regions and Zones').first()).toBeVisible();
    for (const href of await hrefs(page, 'District Cabinet')) expect(href).toMatch(/^\/district-cabinet\/\d+$/);
    for (const href of await hrefs(page, 'Regions and Zones')) expect(href).toMatch(/^\/andava-regions\/\d+$/);
    await expect(page.getByRole('link', { name: 'MJF / PMJF' })).toHaveAttribute('href', '/mjpf-profiles');
    await expect(page.getByRole('link', { name: 'District Graduates' })).toHaveAttribute('href', '/district-graduates');

    // The years are listed newest first; the current year (the server's default) is preselected.
    const select = page.getByRole('combobox', { name: 'Select Year' });
    const current = (await select.innerText()).trim();
    await select.click();
    const options = page.getByRole('option');
    const names = (await options.allInnerTexts()).map((n) => n.trim());
    expect(names).toEqual([...names].sort().reverse());
    await expect(options.filter({ hasText: current })).toHaveAttribute('data-state', 'checked');
    const listbox = page.getByRole('listbox');
    const box = await listbox.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(352);
    await page.keyboard.press('Escape');
  });

  test('choosing a year reloads the cabinet and the regions for it', async ({ page }) => {
    await page.goto('/district-directory');
    await expect(tiles(page, 'District Cabinet').first()).toBeVisible();
    await expect(tiles(page, 'Regions and Zones').first()).toBeVisible();
    const cabinetBefore = await hrefs(page, 'District Cabinet');
    const regionsBefore = await hrefs(page, 'Regions and Zones');

    const current = (await page.getByRole('combobox', { name: 'Select Year' }).innerText()).trim();
    await page.getByRole('combobox', { name: 'Select Year' }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    const names = (await page.getByRole('option').allInnerTexts()).map((n) => n.trim());
    await page.keyboard.press('Escape');
    expect(names.length).toBeGreaterThan(2);

    // An older year with its own cabinet and regions.
    const directory = page.waitForRequest((req) => req.url().endsWith('/get_directory') && JSON.parse(req.postData() ?? '{}').year !== null);
    const regions = page.waitForRequest((req) => req.url().endsWith('/get_regions') && JSON.parse(req.postData() ?? '{}').academic_year_id !== null);
    const older = names.find((n) => n < current)!;
    await chooseYear(page, older);
    const [dirReq, regReq] = await Promise.all([directory, regions]);
    expect(JSON.parse(dirReq.postData()!).year).toBe(JSON.parse(regReq.postData()!).academic_year_id);
    await expect.poll(() => hrefs(page, 'District Cabinet')).not.toEqual(cabinetBefore);
    await expect.poll(() => hrefs(page, 'Regions and Zones')).not.toEqual(regionsBefore);

    // The oldest year has no cabinet or regions: both empty messages.
    await chooseYear(page, names.at(-1)!);
    await expect(page.getByText('No District Cabinet Data Found.')).toBeVisible();
    await expect(page.getByText('No Regions and Zone Data Found.')).toBeVisible();
  });

  test('cabinet page: server title, cards, back to the directory', async ({ page }) => {
    await page.goto('/district-directory');
    const tile = tiles(page, 'District Cabinet').first();
    const href = (await tile.getAttribute('href'))!;
    await tile.click();
    await expect(page).toHaveURL(BASE_URL + href);
    await expect(title(page)).not.toHaveText('District Cabinet');
    const list = page.getByRole('main').getByRole('list').first();
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await back(page).click();
    await expect(page).toHaveURL(`${BASE_URL}/district-directory`);
  });

  test('region page: region name, leaders with "Region Chairman", Zones with their clubs', async ({ page }) => {
    await page.goto('/district-directory');
    const tile = tiles(page, 'Regions and Zones').first();
    const regionName = (await tile.innerText()).trim();
    await tile.click();
    await expect(page).toHaveURL(/\/andava-regions\/\d+$/);
    await expect(title(page)).toHaveText(regionName);
    const leaders = page.getByRole('list', { name: 'Region leaders' });
    await expect(leaders.getByText('Region Chairman', { exact: true })).toBeVisible();
    await expect(page.getByText('Region CMan')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Zones', level: 2 })).toBeVisible();
    const zones = page.getByRole('list', { name: 'Zone leaders' });
    await expect(zones.getByRole('listitem').first()).toContainText('Clubs:');
    await back(page).click();
    await expect(page).toHaveURL(`${BASE_URL}/district-directory`);
  });

  test('leader pages: "District {pageName}", PDG cards open each PDG page', async ({ page }) => {
    await page.goto('/district-dg/dg');
    await expect(title(page)).toHaveText(/^District /);
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(/DG: \d{4}/);
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();

    await page.goto('/district-dg/fvdg');
    await expect(title(page)).toHaveText(/^District /);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expect(page.locator('blockquote')).toHaveCount(0);

    await page.goto('/district-dg/pdgs');
    const first = page.getByRole('main').getByRole('listitem').first().getByRole('heading').getByRole('link');
    await expect(first).toHaveAttribute('href', /^\/district-pdgs\/\d+$/);
    const name = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(/\/district-pdgs\/\d+$/);
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(title(page)).toHaveText(/^District /);
  });

  test('clubs list and club details: academic year preselected, PSTs, Club Manager, buttons', async ({ page }) => {
    await page.goto('/clubs');
    await expect(title(page)).toHaveText(/^Clubs \(\d+\)$/);
    await expect(page.getByRole('searchbox', { name: 'Search clubs' })).toHaveAttribute('placeholder', 'Search Clubs...');
    const clubs = page.getByRole('list', { name: 'Clubs' }).getByRole('link');
    await expect(clubs).toHaveCount(20);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(clubs).toHaveCount(40);

    const open = clubs.nth(25);
    await open.scrollIntoViewIfNeeded();
    const y = await scrollY(page);
    const href = (await open.getAttribute('href'))!;
    const clubId = href.split('/').pop();
    const detailsRequest = page.waitForRequest((req) => req.url().endsWith('/get_club_details'));
    await open.click();
    // academic_year is absent on first load.
    expect(JSON.parse((await detailsRequest).postData()!)).toEqual({ club_id: Number(clubId) });
    await expect(page.getByRole('link', { name: 'Club Activities' })).toHaveAttribute('href', `/club-activities?id=${clubId}`);
    await expect(page.getByRole('link', { name: 'Club Members' })).toHaveAttribute('href', `/district-members?id=${clubId}`);
    await expect(page.getByRole('combobox', { name: 'Academic Year' })).not.toHaveText('Select Year');
    await expect(page.getByRole('region', { name: 'PSTs' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Club Manager' })).toBeVisible();

    await back(page).click();
    await expect(page).toHaveURL(`${BASE_URL}/clubs?session=old`);
    await expect(clubs).toHaveCount(40);
    await expect.poll(async () => Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(2);
  });
});

test.describe('member details back map (first query key decides)', () => {
  test('dcId → the cabinet list, restored', async ({ page }) => {
    await page.goto('/district-directory');
    const tile = tiles(page, 'District Cabinet').first();
    const id = (await tile.getAttribute('href'))!.split('/').pop();
    await tile.click();
    const list = page.getByRole('main').getByRole('list').first();
    await cardLink(list, 1).click();
    await expect(page).toHaveURL(new RegExp(`/district-member-details/\\d+\\?dcId=${id}$`));
    // The top bar still shows the previous screen's back button until this screen's chunk renders.
    await expect(title(page)).toHaveText('View Member Details');
    await back(page).click();
    await expect(page).toHaveURL(`${BASE_URL}/district-cabinet/${id}?session=old`);
    await expect(list.getByRole('listitem').nth(1)).toBeVisible();
  });

  test('regions → the region, restored', async ({ page }) => {
    await page.goto('/district-directory');
    const tile = tiles(page, 'Regions and Zones').first();
    const id = (await tile.getAttribute('href'))!.split('/').pop();
    const regionName = (await tile.innerText()).trim();
    await tile.click();
    const zones = page.getByRole('list', { name: 'Zone leaders' });
    await cardLink(zones, 0).click();
    await expect(page).toHaveURL(new RegExp(`/district-member-details/\\d+\\?regions=${id}$`));
    // The top bar still shows the previous screen's back button until this screen's chunk renders.
    await expect(title(page)).toHaveText('View Member Details');
    await back(page).click();
    await expect(page).toHaveURL(`${BASE_URL}/andava-regions/${id}?session=old`);
    await expect(title(page)).toHaveText(regionName);
    await expect(zones.getByRole('listitem').first()).toBeVisible();
  });

  test('mjpf → MJF / PMJF with the scroll position; its back goes to the directory', async ({ page }) => {
    await page.goto('/mjpf-profiles');
    await expect(title(page)).toHaveText('MJF / PMJF');
    const list = page.getByRole('list', { name: 'MJF / PMJF profiles' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    // A first answer renders a screenful of rows, then the rest of its page; scrolling to the end
    // loads the next page.
    await expect.poll(() => list.getByRole('listitem').count()).toBe(PAGE_SIZE);
    await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(PAGE_SIZE);
    await page.evaluate(() => window.scrollTo(0, 0));
    const count = await list.getByRole('listitem').count();
    const pick = Math.min(count - 1, 8);
    await list.getByRole('listitem').nth(pick).scrollIntoViewIfNeeded();
    const y = await scrollY(page);
    await cardLink(list, pick).click();
    await expect(page).toHaveURL(/\/district-member-details\/\d+\?mjpf$/);
    // The top bar still shows the previous screen's back button until this screen's chunk renders.
    await expect(title(page)).toHaveText('View Member Details');
    await back(page).click();
    await expect(page).toHaveURL(`${BASE_URL}/mjpf-profiles?session=old`);
    await expect(list.getByRole('listitem')).toHaveCount(count);
    await expect.poll(async () => Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(2);
    await back(page).click();
    await expect(page).toHaveURL(`${BASE_URL}/district-directory?session=old`);
  });

  test('graduate → District Graduates with the scroll position', async ({ page }) => {
    await page.goto('/district-graduates');
    await expect(title(page)).toHaveText('District Graduates');
    const list = page.getByRole('list', { name: 'District graduates' });
    const item = list.getByRole('listitem').first();
    await expect(item).toContainText(/\(\d{4}\)/);
    const count = await list.getByRole('listitem').count();
    const pick = Math.min(count - 1, 6);
    await list.getByRole('listitem').nth(pick).scrollIntoViewIfNeeded();
    const y = await scrollY(page);
    await cardLink(list, pick).click();
    await expect(page).toHaveURL(/\/district-member-details\/\d+\?graduate$/);
    // The top bar still shows the previous screen's back button until this screen's chunk renders.
    await expect(title(page)).toHaveText('View Member Details');
    await back(page).click();
    await expect(page).toHaveURL(`${BASE_URL}/district-graduates?session=old`);
    await expect.poll(async () => Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(2);
    await back(page).click();
    await expect(page).toHaveURL(`${BASE_URL}/district-directory`);
  });

  test('greet → greetings', async ({ page }) => {
    await page.goto('/district-members');
    const href = (await page.getByRole('list', { name: 'Members' }).getByRole('listitem').first().getByRole('heading').getByRole('link').getAttribute('href'))!;
    await page.goto(`${href}?greet`);
    await expect(title(page)).toHaveText('View Member Details');
    await back(page).click();
    await expect(page).toHaveURL(`${BASE_URL}/greetings?session=old`);
  });

  test('clubdetails → back one step to the club', async ({ page }) => {
    await page.goto('/clubs');
    const club = page.getByRole('list', { name: 'Clubs' }).getByRole('link').first();
    const href = (await club.getAttribute('href'))!;
    await club.click();
    await expect(page).toHaveURL(BASE_URL + href);
    const pst = page.getByRole('region', { name: 'PSTs' }).getByRole('heading', { level: 3 }).getByRole('link').first();
    await pst.click();
    await expect(page).toHaveURL(/\/district-member-details\/\d+\?clubdetails$/);
    // The top bar still shows the previous screen's back button until this screen's chunk renders.
    await expect(title(page)).toHaveText('View Member Details');
    await back(page).click();
    await expect(page).toHaveURL(BASE_URL + href);
  });

  test('no key → the members list, restored', async ({ page }) => {
    await page.goto('/district-members');
    const list = page.getByRole('list', { name: 'Members' });
    await cardLink(list, 2).click();
    await expect(page).toHaveURL(/\/district-member-details\/\d+$/);
    // The top bar still shows the previous screen's back button until this screen's chunk renders.
    await expect(title(page)).toHaveText('View Member Details');
    await back(page).click();
    await expect(page).toHaveURL(`${BASE_URL}/district-members?session=old`);
    await expect(list.getByRole('listitem')).toHaveCount(20);
  });

  test('later keys never change the target', async ({ page }) => {
    await page.goto('/district-members');
    const href = (await cardLink(page.getByRole('list', { name: 'Members' }), 0).getAttribute('href'))!;
    await page.goto(`${href}?mjpf&dcId=3`);
    await expect(title(page)).toHaveText('View Member Details');
    await back(page).click();
    await expect(page).toHaveURL(`${BASE_URL}/mjpf-profiles?session=old`);
  });
});
