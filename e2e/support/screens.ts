/**
 * The screens every walk visits (accessibility, large text, languages): every screen of the member
 * app and of the admin console, in groups a test can walk in one go.
 */
import { expect, type Page } from '@playwright/test';
import { settled } from './a11y';

/**
 * A screen by path, or the first link starting with `link` found on a screen walked before it
 * (detail screens: their ids come from the demo district, not from this file).
 */
export type Screen = { path: string } | { link: string };

/**
 * The longest a walk over one part of the screens may take before it counts as hung. Only a limit:
 * a walk that passes takes a minute on a quiet machine, and over five with every core busy (the
 * browser stage under load, docs/testing.md).
 */
export const WALK_TIMEOUT = 600_000;

export const MEMBER_SCREENS: Screen[][] = [
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

export const CONSOLE_SCREENS: Screen[][] = [
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
    // One club's printed directory: the district's is the same layout thousands of times over
    // (directory-print.spec.ts reads the whole one).
    { path: '/admin/roster/print?scope=club&id=1' },
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
export async function linksOn(page: Page): Promise<string[]> {
  return page.locator('a[href^="/"]').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
}

/**
 * Opens each of `screens` in turn (a `link` screen: the first matching link seen on the screens
 * before it), waits until it has settled, and runs `check` on it. Returns what the checks found,
 * so one run reports every screen at once.
 */
export async function walkScreens(page: Page, screens: Screen[], check: (path: string) => Promise<string[]>): Promise<string[]> {
  const seen: string[] = [];
  const found: string[] = [];
  for (const [i, screen] of screens.entries()) {
    let path: string;
    if ('path' in screen) path = screen.path;
    else {
      const href = seen.find((h) => h.startsWith(screen.link) && h.length > screen.link.length && !/\/new$/.test(h));
      expect(href, `a link to ${screen.link}… on the screens before it`).toBeTruthy();
      path = href!;
    }
    await page.goto(path);
    await settled(page);
    // The next screen is reached by a link of this one: wait for a list that loads after the
    // screen has settled (its filter waits on another answer) rather than miss it. In the page is
    // enough: the first such link may be out of sight (a collapsed row), and the walk only reads its address.
    const next = screens[i + 1];
    if (next && 'link' in next && !seen.some((h) => h.startsWith(next.link) && h.length > next.link.length)) {
      await expect(page.locator(`a[href^="${next.link}"]:not([href="${next.link}"])`).first(), `a link to ${next.link}… on ${path}`).toBeAttached();
    }
    seen.push(...(await linksOn(page)));
    found.push(...(await check(path)));
  }
  return found;
}
