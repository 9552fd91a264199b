/**
 * axe-core on every screen of the member app (phone size) and of the admin console (desktop size),
 * in the light and the dark theme and in each language the app offers: no serious or critical
 * violation (docs/product.md "Display choices"; which rules run in which language and theme: TEXT_RULES
 * in support/a11y.ts). One signed-in state for the walk (the demo district
 * admin, who sees every control a member sees and the console too); the phone switches between
 * light and dark on each screen, as a phone set to follow the time of day does, and the app follows.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { catalogue, englishOnScreen, englishToFind } from './support/languages';
import { CONSOLE_SCREENS, MEMBER_SCREENS, WALK_TIMEOUT, walkScreens, type Screen } from './support/screens';
import { COLOUR_RULES, LANGUAGES, seriousViolations, TEXT_RULES, THEMES, useTheme, type Language } from './support/a11y';
import { ADMIN_STATE, BASE_URL } from './support/env';

/**
 * Every screen of `screens` in `language`: in English every rule in the first theme and the colour
 * rules in the other; in Telugu and Hindi the rules that the texts can change (TEXT_RULES), and on
 * member screens no English left over. Each finding is one line.
 */
function walk(page: Page, screens: Screen[], language: Language, memberApp: boolean): Promise<string[]> {
  const english = language === 'en' ? [] : englishToFind(catalogue(language));
  return walkScreens(page, screens, async (path) => {
    const found: string[] = [];
    if (language === 'en') {
      for (const [i, theme] of THEMES.entries()) {
        await useTheme(page, theme);
        for (const finding of await seriousViolations(page, i === 0 ? undefined : COLOUR_RULES)) found.push(`${path} [${theme}] ${finding}`);
      }
      // The next screen starts with the first theme again.
      return found;
    }
    await useTheme(page, THEMES[0]);
    const lang = await page.locator('html').getAttribute('lang');
    if (lang !== language) found.push(`${path} [${language}] <html lang="${lang}">`);
    for (const finding of await seriousViolations(page, TEXT_RULES)) found.push(`${path} [${language}] ${finding}`);
    if (memberApp) for (const text of await englishOnScreen(page, english)) found.push(`${path} [${language}] English left: ${text}`);
    return found;
  });
}

/** Shows the app in `language` from the first page on: the phone's choice, as the menu keeps it (not sent to the account). */
async function useLanguage(context: BrowserContext, language: Language) {
  if (language === 'en') return;
  await context.addCookies([{ name: 'lang', value: language, url: BASE_URL }]);
  await context.addInitScript((l) => localStorage.setItem('language', l), language);
}

test.use({ storageState: ADMIN_STATE, reducedMotion: 'reduce' });
// Every walk is independent (its own page, the one saved sign-in, read-only): they share the
// workers instead of queueing in one. The walks are most of the browser stage's time.
test.describe.configure({ mode: 'parallel' });

for (const language of LANGUAGES) {
  const checks = language === 'en' ? 'in either theme' : 'with its texts';
  test.describe(`in ${language}`, () => {
    test.beforeEach(({ context }) => useLanguage(context, language));

    test(`the sign-in screen has no serious accessibility fault ${checks}`, async ({ browser }) => {
      const context = await browser.newContext({ storageState: undefined, reducedMotion: 'reduce' });
      await useLanguage(context, language);
      const page = await context.newPage();
      const found: string[] = [];
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('#root[data-login-shell]')).toHaveCount(0);
      for (const [i, theme] of THEMES.entries()) {
        await useTheme(page, theme);
        const rules = language === 'en' ? (i === 0 ? undefined : COLOUR_RULES) : i === 0 ? TEXT_RULES : COLOUR_RULES;
        for (const finding of await seriousViolations(page, rules)) found.push(`/login [${language} ${theme}] ${finding}`);
      }
      await context.close();
      expect(found).toEqual([]);
    });

    MEMBER_SCREENS.forEach((screens, i) => {
      test(`member app, part ${i + 1}: no serious accessibility fault ${checks}`, async ({ page }) => {
        test.setTimeout(WALK_TIMEOUT);
        expect(await walk(page, screens, language, true)).toEqual([]);
      });
    });

    test.describe('admin console at desktop size', () => {
      test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
      // The console's own texts are English in every language (decision 126): walked whole in
      // English; in Telugu and Hindi, its frame in the member's language on two screens.
      (language === 'en' ? CONSOLE_SCREENS : [[{ path: '/admin' }, { path: '/admin/members' }]]).forEach((screens, i) => {
        test(`part ${i + 1}: no serious accessibility fault ${checks}`, async ({ page }) => {
          test.setTimeout(WALK_TIMEOUT);
          expect(await walk(page, screens, language, false)).toEqual([]);
        });
      });
    });
  });
}
