/**
 * Signing out wipes everything personal (docs/product.md 5.2 and 5.13), a shared
 * link survives sign-in, and the login screen's defects (Resend OTP countdown, placeholder at
 * 390 px). Uses members other than the demo accounts, each signed in once (one code per number
 * per 30 s), so the saved sign-ins of the other specs stay valid.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { savedToken, signIn, storedSession } from './support/auth';
import { API_BASE, BASE_URL, DEMO_MANAGER, DEMO_MEMBER, MEMBER_STATE } from './support/env';
import { messagesTo, waitForCode } from './support/outbox';
import { closeWelcome, loginPage, openSideMenu } from './support/ui';

// Signing out keeps the service worker's copy of the build and empties its caches of answers: allowed in this file.
test.use({ serviceWorkers: 'allow' });

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Mobile numbers of registered members from page 3 of the directory (other specs use page 2). */
async function spareMobiles(request: APIRequestContext): Promise<string[]> {
  const res = await request.post(`${API_BASE}/get_members`, {
    headers: { Authorization: `Bearer ${savedToken()}` },
    data: { page: 3, filter_club_id: '', filter: '' },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: Array<{ mobileNumber?: string | null }> };
  const mobiles = body.data.map((m) => m.mobileNumber ?? '').filter((m) => /^\d{10}$/.test(m) && m !== DEMO_MEMBER && m !== DEMO_MANAGER);
  expect(mobiles.length).toBeGreaterThanOrEqual(3);
  return mobiles;
}

/** Personal data as the app (and the offline copy of another feature) would leave it. */
async function seedPersonalData(page: Page) {
  await page.evaluate(async () => {
    sessionStorage.setItem('members-list', JSON.stringify([{ mobileNumber: '9876500001' }]));
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('offline-directory', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('members', { keyPath: 'id' });
      open.onsuccess = () => {
        const tx = open.result.transaction('members', 'readwrite');
        tx.objectStore('members').put({ id: 1, name: 'A member', mobile: '9876500001' });
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
      open.onerror = () => reject(open.error);
    });
    await (await caches.open('media-images')).put('/media/e2e-photo/thumb.webp', new Response('photo', { headers: { 'Content-Type': 'image/webp' } }));
    await (await caches.open('api-answers')).put('/api/v1.2.0/get_members', new Response('{"status":true}', { headers: { 'Content-Type': 'application/json' } }));
    await (await caches.open('workbox-precache-v2-e2e')).put('/index.html', new Response('<!doctype html>'));
  });
}

async function personalData(page: Page) {
  return page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((d) => d.name),
    caches: await caches.keys(),
    sessionKeys: Object.keys(sessionStorage),
    localKeys: Object.keys(localStorage),
  }));
}

test('logout leaves no IndexedDB data, no session storage, no cached photos or API answers', async ({ page, request }) => {
  const [mobile] = await spareMobiles(request);
  await signIn(page, mobile!);
  await closeWelcome(page);
  await page.goto('/district-members');
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('link').first()).toBeVisible();
  await seedPersonalData(page);
  const before = await personalData(page);
  expect(before.databases).toContain('offline-directory');
  expect(before.caches).toEqual(expect.arrayContaining(['media-images', 'api-answers']));
  expect(before.sessionKeys.length).toBeGreaterThan(0);

  await openSideMenu(page);
  await page.getByText('Logout', { exact: true }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/login`);

  await expect.poll(async () => (await personalData(page)).databases).toEqual([]);
  const after = await personalData(page);
  expect(after.sessionKeys).toEqual([]);
  expect(after.localKeys).toEqual([]);
  expect(after.caches).not.toContain('media-images');
  expect(after.caches).not.toContain('api-answers');
  // The app's own files stay, so /login still opens offline.
  expect(after.caches).toContain('workbox-precache-v2-e2e');
});

test.describe('a 401', () => {
  test.use({ storageState: MEMBER_STATE });

  test('wipes everything personal and says the session has ended', async ({ page }) => {
    await page.goto('/');
    await seedPersonalData(page);
    // A revoked session: the server answers 401 to the next call.
    await page.evaluate(() => localStorage.setItem('token', 'revoked-token-for-the-test'));
    await page.goto('/clubs');

    await expect(page).toHaveURL(`${BASE_URL}/login`);
    await expect(page.getByRole('alert').filter({ hasText: SESSION_ENDED })).toBeVisible();
    await expect.poll(async () => (await personalData(page)).databases).toEqual([]);
    const after = await personalData(page);
    expect(after.sessionKeys).toEqual([]);
    expect(after.localKeys).toEqual([]);
    expect(after.caches).not.toContain('media-images');
    expect(after.caches).not.toContain('api-answers');
  });
});

test('a shared link survives sign-in, and Resend OTP waits for the server gap', async ({ page, request }) => {
  const mobiles = await spareMobiles(request);
  const mobile = mobiles[1]!;
  const clubs = await request.get(`${API_BASE}/get_clubs`, { headers: { Authorization: `Bearer ${savedToken()}` } });
  const clubId = ((await clubs.json()) as { data: Array<{ clubld: number }> }).data[2]!.clubld;
  const shared = `/club-details/${clubId}`;

  await page.goto(shared);
  await expect(page).toHaveURL(`${BASE_URL}/login`);
  const login = loginPage(page);
  const seen = messagesTo(mobile).length;
  await login.phone.fill(mobile);
  await login.sendOtp.click();
  await expect(login.heading('Verify OTP')).toBeVisible();

  // Resend is disabled with a countdown to the server's 60 s gap (the login answer's resendAfterSeconds).
  const resend = page.getByRole('button', { name: /Resend OTP/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toContainText(/Resend OTP in (6[01]|5\d) s/);
  const shownFirst = Number(/in (\d+) s/.exec((await resend.textContent())!)![1]);
  await expect.poll(async () => Number(/in (\d+) s/.exec((await resend.textContent()) ?? '')?.[1] ?? 0)).toBeLessThan(shownFirst);

  const code = await waitForCode(mobile, seen);
  await login.otp.fill(code);
  await login.verify.click();
  await expect(page).toHaveURL(`${BASE_URL}${shared}`);
  await expect(page.getByRole('heading', { name: 'Club Details' })).toBeVisible();
  expect((await storedSession(page)).token).toBeTruthy();
});

test('the login field shows its whole placeholder at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  // The app has taken the pre-rendered login screen over: measure its field.
  await expect(page.locator('#root[data-login-shell]')).toHaveCount(0);
  const phone = loginPage(page).phone;
  await expect(phone).toBeVisible();
  const fit = await phone.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input, '::placeholder');
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const spacing = parseFloat(style.letterSpacing) || 0;
    const textWidth = canvas.measureText(input.placeholder).width + spacing * input.placeholder.length;
    const own = getComputedStyle(input);
    const room = input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
    return { textWidth, room, placeholder: input.placeholder };
  });
  expect(fit.placeholder).toBe('10-digit mobile number');
  expect(fit.textWidth, `placeholder ${fit.textWidth}px in ${fit.room}px`).toBeLessThanOrEqual(fit.room);
});
