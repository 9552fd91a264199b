/**
 * The district admin starts a new Lions year after a review and makes it current; members see it
 * only then. It switches the district's current year for a moment, so it runs in its own project
 * after the phone specs (playwright.config.ts), then makes the old year current again.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_STATE } from './support/env';
import { savedToken } from './support/auth';
import { toasts } from './support/ui';

const adminApi = async (page: Page, name: string, token: string, data: unknown) => {
  const res = await page.request.post(`/api/${name}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), `${name}`).toBe(200);
  return res.json();
};

test.describe('the district admin', () => {
  test.use({ storageState: ADMIN_STATE });

  test('starts a new Lions year after a review and makes it current; members see it only then', async ({ page }) => {
    test.setTimeout(90_000);
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
    await review.getByRole('button', { name: `Start Lions year ${newName}` }).click();
    await expect(toasts(page, 'success').filter({ hasText: `Lions year ${newName} created` })).toBeVisible();

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
  });
});
