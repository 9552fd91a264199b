/**
 * Display choices (docs/product.md "Display choices"): the dark theme follows the phone or the
 * member's choice in the menu, from the first paint (no white page first); the text size choice
 * grows the whole app; both stay on the phone. The everyday path (login → dashboard → members →
 * member details → edit profile) in the dark theme, and at the largest text on a 320 px wide
 * screen: no sideways scroll, no text cut off (measured in the page); and every member screen at
 * that size and text.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { savedToken } from './support/auth';
import { layoutFaults, seriousViolations, settled } from './support/a11y';
import { ADMIN_STATE, API_BASE, BASE_URL, DEMO_ADMIN, DEMO_MANAGER, DEMO_MEMBER, MEMBER_STATE } from './support/env';
import { MEMBER_SCREENS, WALK_TIMEOUT, walkScreens } from './support/screens';
import { messagesTo, waitForCode } from './support/outbox';
import { closeWelcome, loginPage, openSideMenu } from './support/ui';

/** The dark page colour (index.css `.dark --color-background`) as the browser reports it. */
const DARK_BACKGROUND = 'rgb(14, 19, 32)';
const LIGHT_BACKGROUND = 'rgb(243, 244, 246)';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const rootFontPx = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));

/** Where a screenshot goes: SCREENSHOTS_DIR (docs/screenshots when refreshing them), else the test's output. */
function shot(testInfo: TestInfo, name: string) {
  return process.env.SCREENSHOTS_DIR ? path.resolve(process.env.SCREENSHOTS_DIR, name) : testInfo.outputPath(name);
}

/** A registered member's 10-digit mobile that no other spec signs in with (page 3 of the directory). */
async function walkMemberMobile(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${API_BASE}/get_members`, {
    headers: { Authorization: `Bearer ${savedToken()}` },
    data: { page: 3, filter_club_id: '', filter: '' },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: Array<{ mobileNumber?: string | null }> };
  const mobile = body.data
    .map((m) => m.mobileNumber ?? '')
    .filter((m) => /^\d{10}$/.test(m) && ![DEMO_MEMBER, DEMO_MANAGER, DEMO_ADMIN].includes(m))
    .at(-1);
  if (!mobile) throw new Error('no member with a 10-digit mobile on page 3 of get_members');
  return mobile;
}

test.describe('before the app starts', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a dark phone gets a dark first paint, under the real CSP; a stored "Light" wins over the phone', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // Only the HTML, the stylesheet and the inline script: the app's own scripts never arrive.
    await page.route(/\/(boot\.js|assets\/.*\.js)$/, (route) => route.abort());
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    // The pre-rendered sign-in screen is on the page, and the app has not started.
    await expect(page.locator('#root[data-login-shell]')).toBeVisible();
    expect(await isDark(page)).toBe(true);
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#0b1a33');
    expect(refused).toEqual([]);

    await page.evaluate(() => localStorage.setItem('displayTheme', 'light'));
    await page.goto('/login');
    await expect(page.locator('#root[data-login-shell]')).toBeVisible();
    expect(await isDark(page)).toBe(false);
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);

    await page.evaluate(() => localStorage.setItem('displayTextSize', 'larger'));
    await page.goto('/login');
    await expect(page.locator('#root[data-login-shell]')).toBeVisible();
    // 17 px normal × 1.5.
    expect(await rootFontPx(page)).toBe(25.5);
  });
});

test.describe('the menu', () => {
  test.use({ storageState: MEMBER_STATE });

  test('theme and text size are chosen in the menu, apply at once and stay after a reload and a sign-out', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    expect(await isDark(page)).toBe(false);
    expect(await rootFontPx(page)).toBe(17);

    await openSideMenu(page);
    const theme = page.getByRole('combobox', { name: 'Theme' });
    const size = page.getByRole('combobox', { name: 'Text size' });
    await expect(theme).toHaveValue('system');
    await theme.selectOption({ label: 'Dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect.poll(() => pageBackground(page)).toBe(DARK_BACKGROUND);
    await size.selectOption({ label: 'Large' });
    await expect.poll(() => rootFontPx(page)).toBe(21);
    await size.selectOption({ label: 'Larger' });
    await expect.poll(() => rootFontPx(page)).toBe(25.5);

    await page.reload();
    await settled(page);
    expect(await isDark(page)).toBe(true);
    expect(await rootFontPx(page)).toBe(25.5);

    // Back to following the phone: a light phone is light, and turning the phone dark turns the app.
    await openSideMenu(page);
    await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Phone' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByRole('combobox', { name: 'Text size' }).selectOption({ label: 'Normal' });
    await expect.poll(() => rootFontPx(page)).toBe(17);

    // The choices belong to the phone: the sign-out wipe keeps them, and everything else goes.
    await page.evaluate(() => {
      localStorage.setItem('displayTheme', 'dark');
      localStorage.setItem('displayTextSize', 'large');
    });
    await page.route(`**${API_BASE}/**`, (route) => route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ status: false, message: 'Please sign in to continue.' }) }));
    await page.goto('/district-members');
    await expect(page).toHaveURL(`${BASE_URL}/login`);
    const kept = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
    expect(kept).toEqual({ displayTheme: 'dark', displayTextSize: 'large' });
  });
});

/**
 * Login → dashboard → members → member details → edit profile, with a check on each screen. Without
 * a mobile, the page is signed in already and starts at the dashboard.
 */
async function everydayPath(page: Page, mobile: string | null, check: (name: string) => Promise<void>) {
  const login = loginPage(page);
  if (mobile) {
    await page.goto('/login');
    await expect(login.heading('Login')).toBeVisible();
    await expect(page.locator('#root[data-login-shell]')).toHaveCount(0);
    await check('login');
    const seen = messagesTo(mobile).length;
    await login.phone.fill(mobile);
    await login.sendOtp.click();
    await expect(login.heading('Verify OTP')).toBeVisible();
    await login.otp.fill(await waitForCode(mobile, seen));
    await login.verify.click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await closeWelcome(page);
  } else {
    await page.goto('/');
  }
  await settled(page);
  await check('dashboard');

  await page.goto('/district-members');
  await settled(page);
  await check('members');

  await page.getByRole('list', { name: 'Members' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/district-member-details\//);
  await settled(page);
  await check('member-details');

  await page.goto('/edit-profile');
  await settled(page);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).not.toHaveValue('');
  await check('edit-profile');
}

test('the everyday path in the dark theme: dark pages, no serious accessibility fault', async ({ browser, request }, testInfo) => {
  const mobile = await walkMemberMobile(request);
  const context = await browser.newContext({ colorScheme: 'dark', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await everydayPath(page, mobile, async (name) => {
    expect(await isDark(page), name).toBe(true);
    expect(await pageBackground(page), name).toBe(DARK_BACKGROUND);
    expect(await seriousViolations(page), name).toEqual([]);
    await page.screenshot({ path: shot(testInfo, `dark-${name}.png`) });
  });
  await context.close();
});

test.describe('the largest text on a 320 px wide screen', () => {
  test.use({ viewport: { width: 320, height: 640 }, deviceScaleFactor: 2, reducedMotion: 'reduce' });
  // Independent walks (each its own context on a saved sign-in, read-only): they share the workers.
  test.describe.configure({ mode: 'parallel' });

  /**
   * The phone's largest text: the browser's default font at 200 % (32 px, as Android's largest
   * font scale gives it), on top of which the app's own sizes apply. "Larger" in the menu is 1.5×,
   * so this walk covers it.
   */
  async function phoneTextAt200(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
  }

  test('the everyday path: no sideways scroll, no text cut off', async ({ browser }, testInfo) => {
    const context = await browser.newContext({
      storageState: MEMBER_STATE,
      viewport: { width: 320, height: 640 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await phoneTextAt200(page);
    // The login screen is seen signed out: a second page without the session's storage.
    const signedOut = await browser.newContext({ viewport: { width: 320, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    const loginScreen = await signedOut.newPage();
    await phoneTextAt200(loginScreen);
    await loginScreen.goto('/login');
    await expect(loginPage(loginScreen).heading('Login')).toBeVisible();
    // The app has taken the pre-rendered screen over (it is inert until then).
    await expect(loginScreen.locator('#root[data-login-shell]')).toHaveCount(0);
    expect(await rootFontPx(loginScreen)).toBe(34);
    expect(await layoutFaults(loginScreen), 'login').toEqual({ sideways: null, clipped: [] });
    await loginScreen.screenshot({ path: shot(testInfo, 'large-text-login.png') });
    await signedOut.close();

    await everydayPath(page, null, async (name) => {
      expect(await rootFontPx(page)).toBe(34);
      expect(await layoutFaults(page), name).toEqual({ sideways: null, clipped: [] });
      await page.screenshot({ path: shot(testInfo, `large-text-${name}.png`) });
    });
    await context.close();
  });

  MEMBER_SCREENS.forEach((screens, i) => {
    test(`every member screen, part ${i + 1}: no sideways scroll, no text cut off`, async ({ browser }) => {
      test.setTimeout(WALK_TIMEOUT);
      // The district admin sees every control a member, a club manager or the office sees on them.
      const context = await browser.newContext({
        storageState: ADMIN_STATE,
        viewport: { width: 320, height: 640 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await phoneTextAt200(page);
      const found = await walkScreens(page, screens, async (path) => {
        const faults = await layoutFaults(page);
        const out: string[] = [];
        if (faults.sideways) out.push(`${path}: sideways ${faults.sideways.scrollWidth} > ${faults.sideways.clientWidth}: ${faults.sideways.widest.join(' | ')}`);
        for (const cut of faults.clipped) out.push(`${path}: ${cut}`);
        return out;
      });
      await context.close();
      expect(found).toEqual([]);
    });
  });
});
