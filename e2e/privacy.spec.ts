/**
 * Issue 10 items 12 and 14 in the browser, at phone size: a member hides their mobile from
 * everyone ("Nobody") on Edit Profile and another member's view of them no longer shows it (nor
 * finds them by it); "Sign out of all devices" on My Profile ends the session and opens /login.
 *
 * Each test signs in a member of its own (not the demo accounts the other specs share), so
 * hiding a number never disturbs a spec running alongside.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { test, toastShown } from './support/test';
import { signInQuietly, savedToken } from './support/auth';
import { API_BASE, BASE_URL, DEMO_MANAGER, DEMO_MEMBER, MEMBER_STATE } from './support/env';

/** Each step waits on a real server round trip (slow phones, a busy test machine): a longer wait than the default. */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface Card {
  memId: number;
  memName: string;
  mobileNumber: string;
}

/** A member other than the demo accounts, picked from a list page no other spec reads from (one code per number per 30 s). */
async function memberFromPage(request: APIRequestContext, page: number, index: number): Promise<Card> {
  const res = await request.post(`${API_BASE}/get_members`, {
    headers: { Authorization: `Bearer ${savedToken()}` },
    data: { page, filter_club_id: '', filter: '' },
  });
  expect(res.status()).toBe(200);
  const rows = ((await res.json()) as { data: Card[] }).data.filter(
    (m) => /^\d{10}$/.test(m.mobileNumber) && m.mobileNumber !== DEMO_MEMBER && m.mobileNumber !== DEMO_MANAGER,
  );
  const pick = rows[index];
  if (!pick) throw new Error(`no member at page ${page}, index ${index}`);
  return pick;
}

test('a member sets their mobile to "Nobody"; another member no longer sees it or finds them by it', async ({ page, browser, request }) => {
  const subject = await memberFromPage(request, 4, 3);
  const viewerContext = await browser.newContext({ storageState: MEMBER_STATE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const viewer = await viewerContext.newPage();
  try {
    // Before: the demo member sees the subject's number.
    await viewer.goto(`/district-member-details/${subject.memId}`);
    await expect(viewer.getByRole('heading', { name: subject.memName, level: 2 })).toBeVisible();
    await expect(viewer.getByRole('link', { name: subject.mobileNumber })).toBeVisible();

    await signInQuietly(page, request, subject.mobileNumber, '/edit-profile');
    const section = page.getByRole('form', { name: 'Who can see my details' });
    await expect(section.getByLabel('Mobile Number')).toHaveValue('district');
    await section.getByLabel('Mobile Number').selectOption({ label: 'Nobody (district office only)' });
    await section.getByRole('button', { name: 'Save Privacy Settings' }).click();
    await toastShown(page, 'success', 'Privacy settings saved.');
    // The member still sees their own number.
    await page.goto('/my-profile');
    await expect(page.getByRole('link', { name: subject.mobileNumber })).toBeVisible();
    await page.goto('/edit-profile');
    await expect(page.getByRole('form', { name: 'Who can see my details' }).getByLabel('Mobile Number')).toHaveValue('nobody');

    // After: the other member's view shows N/A, and searching by the number finds nobody.
    await viewer.reload();
    await expect(viewer.getByRole('heading', { name: subject.memName, level: 2 })).toBeVisible();
    const mobileRow = viewer.locator('dt', { hasText: /^Mobile Number$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(mobileRow).toHaveText('N/A');
    await expect(viewer.getByText(subject.mobileNumber)).toHaveCount(0);

    await viewer.goto('/district-members');
    const search = viewer.getByRole('searchbox', { name: 'Search members' });
    await search.fill(subject.mobileNumber);
    await search.press('Enter');
    await expect(viewer.getByText('Members(0)', { exact: true })).toBeVisible();
    await search.fill(subject.memName);
    await search.press('Enter');
    await expect(viewer.getByRole('link', { name: subject.memName }).first()).toBeVisible();
    await expect(viewer.getByText(subject.mobileNumber)).toHaveCount(0);
  } finally {
    await viewerContext.close();
  }
});

test('"Sign out of all devices" on My Profile ends this session too and opens the login screen', async ({ page, request }) => {
  const subject = await memberFromPage(request, 4, 5);
  const token = await signInQuietly(page, request, subject.mobileNumber, '/my-profile');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  // Something of the offline copy's kind on this phone: it must go as with a logout.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('e2e-personal', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('members');
        open.onsuccess = () => {
          open.result.close();
          resolve();
        };
        open.onerror = () => reject(open.error);
      }),
  );
  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out of all devices?' });
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/login`);
  await toastShown(page, 'success', 'Signed out of all devices.');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).not.toContain('e2e-personal');
  // The old token is dead on the server.
  const res = await request.post(`${API_BASE}/get-profile-details`, { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(res.status()).toBe(401);
});
