/**
 * The console in the signed-in shell at desktop size (1280×800): no screen flashes "Page Not
 * Found" while its code loads, the Admin entry is on screen without scrolling the menu, and an
 * open app shows a change made in the console when it is shown again (no reload).
 */
import { expect, test } from '@playwright/test';
import { savedToken } from './support/auth';
import { ADMIN_STATE } from './support/env';

test.use({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test('admin screens never show "Page Not Found" while loading; the Admin entry is in view', async ({ page }) => {
  // Every title and top-bar heading the page shows, from its first script on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenTitles: string[] }).seenTitles = seen;
    new MutationObserver(() => {
      seen.push(document.title);
      for (const h of document.querySelectorAll('h1')) seen.push(h.textContent ?? '');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  for (const path of ['/admin/audit', '/admin/years', '/admin/roster/export']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { seenTitles: string[] }).seenTitles);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((t) => t.includes('Page Not Found')), path).toEqual([]);
  }
  // An unknown path still says so.
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toBeInViewport();
});

test('an open screen shows a console change when the app is shown again', async ({ page }) => {
  const headers = { Authorization: `Bearer ${savedToken(ADMIN_STATE)}` };
  const list = await page.request.post('/api/admin/members/list', { headers, data: { page: 1 } });
  const member = ((await list.json()) as { data: { id: number; name: string; mobile: string }[] }).data[5]!;
  await page.goto(`/district-member-details/${member.id}`);
  await expect(page.getByText(member.name).first()).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const profession = `Refreshed ${Date.now()}`;
  const saved = await page.request.post('/api/admin/members/update', { headers, data: { member_id: member.id, name: member.name, mobile: member.mobile, profession } });
  expect(saved.status()).toBe(200);
  await expect(page.getByText(profession)).toHaveCount(0);

  // The member comes back to the app (another tab or app was in front).
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByText(profession).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
