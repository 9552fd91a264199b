/**
 * The member app in Telugu and in Hindi (docs/product.md "Languages"): a member walks login →
 * dashboard → members → member details → edit profile. Every heading and button is asserted from
 * the language's catalogue, and each screen is checked in the page for English left over (any
 * text, label, placeholder or title that is an English message of the catalogue). Screenshots of
 * each screen at phone size go to SCREENSHOTS_DIR (`SCREENSHOTS_DIR=docs/screenshots` refreshes the
 * README's), else to the test's output, as in display.spec.ts: a test run changes no tracked file.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_BASE, BASE_URL } from './support/env';
import { savedToken } from './support/auth';
import { messagesTo, waitForCode } from './support/outbox';
import { catalogue, englishOnScreen, englishToFind } from './support/languages';

/** A registered member's mobile (page `page` of the directory), not one of the demo accounts. */
async function memberMobile(request: APIRequestContext, page: number): Promise<string> {
  const res = await request.post(`${API_BASE}/get_members`, { headers: { Authorization: `Bearer ${savedToken()}` }, data: { page, filter_club_id: '', filter: '' } });
  const body = (await res.json()) as { data: Array<{ mobileNumber?: string | null }> };
  const mobile = body.data.map((m) => m.mobileNumber ?? '').reverse().find((m) => /^\d{10}$/.test(m));
  if (!mobile) throw new Error(`no member with a mobile on page ${page}`);
  return mobile;
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: process.env.SCREENSHOTS_DIR ? path.resolve(process.env.SCREENSHOTS_DIR, `${name}.png`) : test.info().outputPath(`${name}.png`),
  });

test.use({ deviceScaleFactor: 1 });

for (const [locale, how, directoryPage] of [
  ['te', 'the phone is set to Telugu', 3],
  ['hi', 'chosen on the login screen', 4],
] as const) {
  test(`login → dashboard → members → member details → edit profile in ${locale} (${how})`, async ({ browser, request }) => {
    const t = catalogue(locale);
    const tr = (id: string) => {
      const text = t.get(id);
      if (!text) throw new Error(`not in the ${locale} catalogue: ${id}`);
      return text;
    };
    const english = englishToFind(t);
    const context = await browser.newContext({ locale: locale === 'te' ? 'te-IN' : 'en-IN', storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    const noEnglish = async (screen: string) => expect(await englishOnScreen(page, english), `English left on ${screen}`).toEqual([]);

    // Login: the first visit follows the phone's language; else the member chooses it.
    await page.goto('/login');
    if (locale === 'te') {
      await expect(page.locator('html')).toHaveAttribute('lang', 'te');
    } else {
      await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();
      await page.getByLabel('Language').selectOption('hi');
    }
    await expect(page.getByRole('heading', { level: 1, name: tr('Login'), exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // The app has taken the pre-rendered screen over (in the same language).
    await expect(page.locator('#root[data-login-shell]')).toHaveCount(0);
    await noEnglish('login');
    await shot(page, `${locale}-login`);

    const mobile = await memberMobile(request, directoryPage);
    const seen = messagesTo(mobile).length;
    await page.getByLabel(tr('Mobile Number')).fill(mobile);
    await page.getByRole('button', { name: tr('Send OTP') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('Verify OTP'), exact: true })).toBeVisible();
    const code = await waitForCode(mobile, seen);
    await page.getByLabel(tr('Enter OTP')).fill(code);
    await page.getByRole('button', { name: tr('Verify'), exact: true }).click();

    // Dashboard, after the welcome popup of a first sign-in.
    await expect(page).toHaveURL(`${BASE_URL}/`);
    const welcome = page.getByRole('dialog');
    await expect(welcome).toBeVisible();
    await noEnglish('the welcome popup');
    await shot(page, `${locale}-welcome`);
    await welcome.getByRole('button', { name: tr('Close') }).first().click();
    await expect(welcome).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: tr('Home') })).toBeVisible();
    // The count tile is named by what it shows: the count, then the word.
    const membersTile = page.getByRole('link', { name: new RegExp(`^[\\d,]+\\s*${tr('Members')}$`) }).first();
    await expect(membersTile).toBeVisible();
    await noEnglish('dashboard');
    await shot(page, `${locale}-dashboard`);

    // Members.
    await membersTile.click();
    await expect(page).toHaveURL(`${BASE_URL}/district-members`);
    const [before, after] = tr('Members({count})').split('{count}');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${before!.replace(/[()]/g, '\\$&')}\\d+${after!.replace(/[()]/g, '\\$&')}$`));
    await expect(page.getByRole('searchbox', { name: tr('Search members') })).toHaveAttribute('placeholder', tr('Search members...'));
    await expect(page.getByRole('button', { name: tr('Reset') })).toBeVisible();
    await noEnglish('members');
    await shot(page, `${locale}-members`);

    // Member details.
    await page.getByRole('list', { name: tr('Members') }).getByRole('listitem').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/district-member-details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: tr('View Member Details') })).toBeVisible();
    await expect(page.getByText(tr('Membership Number')).first()).toBeVisible();
    await noEnglish('member details');
    await shot(page, `${locale}-member-details`);

    // Edit profile.
    await page.goto('/edit-profile');
    await expect(page.getByRole('heading', { level: 1, name: tr('Edit Profile') })).toBeVisible();
    await expect(page.getByRole('group', { name: new RegExp(`^${tr('Profile Photo')}`) })).toBeVisible();
    await expect(page.getByLabel(tr('Profession'))).toBeVisible();
    await expect(page.getByRole('button', { name: tr('Save Changes') })).toBeVisible();
    await expect(page.getByText(tr('Who can see my details'))).toBeVisible();
    await noEnglish('edit profile');
    await shot(page, `${locale}-edit-profile`);

    // The language is in the account: chosen on the login screen, it was sent after sign-in.
    if (locale === 'hi') {
      const token = await page.evaluate(() => localStorage.getItem('token'));
      await expect
        .poll(async () => {
          const res = await request.post(`${API_BASE.replace(/\/v[\d.]+$/, '')}/me/language`, { headers: { Authorization: `Bearer ${token}` }, data: {} });
          return ((await res.json()) as { data?: { language?: string } }).data?.language;
        })
        .toBe('hi');
    }
    await context.close();
  });
}
