/**
 * axe-core on every screen of the member app (phone size) and of the admin console (desktop size),
 * in the light and the dark theme and in each language the app offers: no serious or critical
 * violation (docs/product.md "Display choices"). One signed-in state for the walk (the demo district
 * admin, who sees every control a member sees and the console too); the phone switches between
 * light and dark on each screen, as a phone set to follow the time of day does, and the app follows.
 */
import { expect, test, type Page } from '@playwright/test';
import { COLOUR_RULES, LANGUAGES, seriousViolations, settled, THEMES, useTheme } from './support/a11y';
import { ADMIN_STATE } from './support/env';

/**
 * A screen by path, or the first link starting with `link` found on a screen walked before it
 * (detail screens: their ids come from the demo district, not from this file).
 */
type Screen = { path: string } | { link: string };

const MEMBER_SCREENS: Screen[][] = [
  [
    { path: '/' },
    { path: '/my-profile' },
    { path: '/edit-profile' },
    { path: '/my-business' },
    { path: '/edit-mybusiness' },
    { path: '/greetings' },
    { path: '/district-directory' },
    { link: '/district-dg/' },
    { path: '/district-dg/pdgs' },
    { link: '/district-pdgs/' },
    { link: '/district-cabinet/' },
    { link: '/andava-regions/' },
    { path: '/district-graduates' },
    { path: '/mjpf-profiles' },
  ],
  [
    { path: '/district-members' },
    { link: '/district-member-details/' },
    { path: '/clubs' },
    { link: '/club-details/' },
    { path: '/others' },
    { link: '/other-details' },
    { path: '/business-directory' },
    { link: '/business-directory-details/' },
    { link: '/business-directory-inner-details/' },
    { path: '/contact-us' },
  ],
  [
    { path: '/club-activities' },
    { link: '/club-activities-details/' },
    { path: '/add-club-activity' },
    { path: '/district-activity' },
    { link: '/district-activity-details/' },
    { path: '/district-event' },
    { link: '/district-event-details/' },
    { path: '/about-us' },
    { path: '/privacy' },
    { path: '/terms-conditions' },
    { path: '/no-such-screen' },
  ],
];

const CONSOLE_SCREENS: Screen[][] = [
  [
    { path: '/admin' },
    { path: '/admin/members' },
    { link: '/admin/members/' },
    { path: '/admin/members/new' },
    { path: '/admin/clubs' },
    { link: '/admin/clubs/' },
  ],
  [
    { path: '/admin/roles' },
    { path: '/admin/years' },
    { path: '/admin/audit' },
  ],
  [
    { path: '/admin/roster/import' },
    { path: '/admin/roster/export' },
    { path: '/admin/roster/print' },
  ],
  [
    { path: '/admin/district-events' },
    { path: '/admin/district-activities' },
    { path: '/admin/district-cabinet' },
    { link: '/admin/district-cabinet/' },
    { path: '/admin/district-regions' },
    { link: '/admin/district-regions/' },
    { link: '/admin/district-zones/' },
  ],
  [
    { path: '/admin/district-governors' },
    { path: '/admin/district-mjf' },
    { path: '/admin/district-graduates' },
    { path: '/admin/district-others' },
    { path: '/admin/business-categories' },
    { path: '/admin/district-contacts' },
    { path: '/admin/district-settings' },
    { path: '/admin/erasure-requests' },
    { path: '/admin/read-outliers' },
    { path: '/admin/sign-in-activity' },
  ],
];

/** Links seen so far on the walk, for the `link` screens. */
async function linksOn(page: Page): Promise<string[]> {
  return page.locator('a[href^="/"]').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
}

/**
 * Walks `screens`: each is opened, checked in every theme, and its links kept for the detail
 * screens after it. Returns every finding, so one run reports all screens at once.
 */
async function walk(page: Page, screens: Screen[]): Promise<string[]> {
  const seen: string[] = [];
  const found: string[] = [];
  for (const screen of screens) {
    let path: string;
    if ('path' in screen) path = screen.path;
    else {
      const href = seen.find((h) => h.startsWith(screen.link) && h.length > screen.link.length && !/\/new$/.test(h));
      expect(href, `a link to ${screen.link}… on the screens before it`).toBeTruthy();
      path = href!;
    }
    await useTheme(page, THEMES[0]);
    await page.goto(path);
    await settled(page);
    seen.push(...(await linksOn(page)));
    // Every rule in the first theme; in the other, the rules that depend on the colours.
    for (const [i, theme] of THEMES.entries()) {
      await useTheme(page, theme);
      for (const finding of await seriousViolations(page, i === 0 ? undefined : COLOUR_RULES)) found.push(`${path} [${theme}] ${finding}`);
    }
  }
  return found;
}

test.use({ storageState: ADMIN_STATE, reducedMotion: 'reduce' });

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test('the sign-in screen has no serious accessibility fault in either theme', async ({ browser }) => {
      const context = await browser.newContext({ storageState: undefined, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const found: string[] = [];
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();
      for (const theme of THEMES) {
        await useTheme(page, theme);
        for (const finding of await seriousViolations(page)) found.push(`/login [${theme}] ${finding}`);
      }
      await context.close();
      expect(found).toEqual([]);
    });

    MEMBER_SCREENS.forEach((screens, i) => {
      test(`member app, part ${i + 1}: no serious accessibility fault in either theme`, async ({ page }) => {
        test.setTimeout(180_000);
        expect(await walk(page, screens)).toEqual([]);
      });
    });

    test.describe('admin console at desktop size', () => {
      test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
      CONSOLE_SCREENS.forEach((screens, i) => {
        test(`part ${i + 1}: no serious accessibility fault in either theme`, async ({ page }) => {
          test.setTimeout(180_000);
          expect(await walk(page, screens)).toEqual([]);
        });
      });
    });
  });
}
