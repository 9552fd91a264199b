/**
 * At desktop size, the district admin starts a new Lions year after a review that says which
 * year and why (the demo district already holds the year after the current one, so the new one
 * is a second year ahead and needs a tick), makes it current (members see it only then), and
 * deletes an empty year added by mistake. It switches the district's current year for a moment,
 * so it runs in its own project after the phone specs (playwright.config.ts), then makes the old
 * year current again.
 */
import { expect, type Page } from '@playwright/test';
import { test, toastShown } from './support/test';
import { ADMIN_STATE } from './support/env';
import { savedToken } from './support/auth';

const adminApi = async (page: Page, name: string, token: string, data: unknown) => {
  const res = await page.request.post(`/api/${name}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), `${name}`).toBe(200);
  return res.json();
};

test.describe('the district admin', () => {
  test.use({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('starts a new Lions year after a review and makes it current; members see it only then', async ({ page }) => {
    const token = savedToken(ADMIN_STATE);
    const before = (await adminApi(page, 'admin/years/list', token, {})).data as { id: number; name: string; current: boolean }[];
    const oldCurrent = before.find((y) => y.current)!;
    const memberYear = async () => {
      const res = await page.request.post('/api/v1.2.0/get_directory', { headers: { Authorization: `Bearer ${savedToken(ADMIN_STATE)}` }, data: {} });
      return ((await res.json()).data.academic_years as { dAYName: string }[])[0]!.dAYName;
    };
    expect(await memberYear()).toBe(oldCurrent.name);

    await page.goto('/admin/years');
    const rollover = page.getByRole('region', { name: 'Start the next Lions year' });
    for (const label of ['Cabinet members', 'Region chairpersons', 'Zone chairpersons', 'Club officers (PSTs)']) {
      await rollover.getByLabel(label).check();
    }
    await rollover.getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('region', { name: 'Review' });
    await expect(review).toContainText(`from ${oldCurrent.name}`);
    const heading = await review.getByRole('heading').innerText();
    const newName = /Start Lions year (\d{4}-\d{4})/.exec(heading)![1]!;
    // Which year and why: the year after the current one already holds data.
    const nextName = `${Number(oldCurrent.name.slice(0, 4)) + 1}-${Number(oldCurrent.name.slice(0, 4)) + 2}`;
    expect(before.map((y) => y.name)).toContain(nextName);
    await expect(review).toContainText(`${nextName} (`);
    await expect(review).toContainText(`The next free year is ${newName}: starting it makes a second year ahead of ${oldCurrent.name}.`);
    // Each thing by its name.
    await expect(review).toContainText(/Zones: \d+ zones? and \d+ clubs? in zones copied/);
    // A second year ahead only when asked for.
    const startButton = review.getByRole('button', { name: `Start Lions year ${newName}` });
    await expect(startButton).toBeDisabled();
    await review.getByLabel(`Yes, start ${newName} as well`).check();
    await startButton.click();
    await toastShown(page, 'success', `Lions year ${newName} created`);

    // Created, not current: members still see the old year.
    const years = page.getByRole('region', { name: 'Lions years' });
    await expect(years.getByRole('listitem').filter({ hasText: newName }).getByRole('button', { name: `Make ${newName} current` })).toBeVisible();
    expect(await memberYear()).toBe(oldCurrent.name);

    await years.getByRole('button', { name: `Make ${newName} current` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Make current' }).click();
    await expect(years.getByRole('listitem').filter({ hasText: newName }).getByText('Current', { exact: true })).toBeVisible();
    expect(await memberYear()).toBe(newName);

    // Leave the district as the other tests expect it: the old year current again.
    await years.getByRole('button', { name: `Make ${oldCurrent.name} current` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Make current' }).click();
    await expect(years.getByRole('listitem').filter({ hasText: oldCurrent.name }).getByText('Current', { exact: true })).toBeVisible();
    expect(await memberYear()).toBe(oldCurrent.name);

    // A year added by mistake: empty, never current, so it can be deleted; a year with data cannot.
    await expect(years.getByRole('listitem').filter({ hasText: newName }).getByRole('button', { name: `Delete ${newName}` })).toHaveCount(0);
    const added = page.getByRole('form', { name: 'Add a Lions year' });
    await added.getByLabel('Name').fill('2094-2095');
    await added.getByLabel('Starts on').fill('2094-07-01');
    await added.getByLabel('Ends on').fill('2095-06-30');
    await added.getByRole('button', { name: 'Add Year' }).click();
    const extra = years.getByRole('listitem').filter({ hasText: '2094-2095' });
    await expect(extra).toContainText('Empty');
    await extra.getByRole('button', { name: 'Delete 2094-2095' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete year' }).click();
    await toastShown(page, 'success', 'Lions year 2094-2095 deleted.');
    await expect(extra).toHaveCount(0);
  });
});
