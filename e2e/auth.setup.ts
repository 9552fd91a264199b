/**
 * The real sign-in, once per run and account: the demo member (and the demo club manager) sign in
 * with the code from the SMS outbox, land on the dashboard, and the browser storage is saved for
 * the signed-in specs (MEMBER_STATE, MANAGER_STATE, ADMIN_STATE).
 */
import { expect, test as setup, type Page } from '@playwright/test';
import { signIn, storedSession } from './support/auth';
import { countTile, dashboardCounts, shownCount } from './support/dashboard';
import { ADMIN_STATE, BASE_URL, DEMO_ADMIN, DEMO_MANAGER, DEMO_MEMBER, MANAGER_STATE, MEMBER_STATE } from './support/env';
import { closeWelcome, GREETING } from './support/ui';

/** Saves the browser's storage for the other specs, once the welcome popup is marked as seen (they never get it). */
async function saveSignedIn(page: Page, file: string) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hasSeenWelcomePopup'))).toBe('true');
  await page.context().storageState({ path: file });
}

setup('demo member signs in with the SMS code and sees the dashboard', async ({ page }) => {
  await signIn(page, DEMO_MEMBER);
  await expect(page).toHaveURL(`${BASE_URL}/`);

  const session = await storedSession(page);
  expect(session.token, 'token stored').toBeTruthy();
  expect(JSON.parse(session.userData ?? 'null'), 'userData stored as a JSON object').toEqual(expect.any(Object));

  await closeWelcome(page);
  await expect(page.getByText(GREETING).first()).toBeVisible();

  const counts = await dashboardCounts(page);
  expect(counts.total_clubs_count).toBeGreaterThan(0);
  expect(counts.total_members_count).toBeGreaterThan(0);
  await expect(countTile(page, 'Clubs')).toContainText(shownCount(counts.total_clubs_count));
  await expect(countTile(page, 'Members')).toContainText(shownCount(counts.total_members_count));

  await saveSignedIn(page, MEMBER_STATE);
});

setup('demo club manager signs in with the SMS code', async ({ page }) => {
  await signIn(page, DEMO_MANAGER);
  await expect(page).toHaveURL(`${BASE_URL}/`);
  const session = await storedSession(page);
  expect(session.token, 'token stored').toBeTruthy();
  await closeWelcome(page);
  await expect(page.getByText(GREETING).first()).toBeVisible();
  await saveSignedIn(page, MANAGER_STATE);
});

setup('demo district admin signs in with the SMS code', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL(`${BASE_URL}/`);
  const session = await storedSession(page);
  expect(session.token, 'token stored').toBeTruthy();
  await closeWelcome(page);
  await expect(page.getByText(GREETING).first()).toBeVisible();
  await saveSignedIn(page, ADMIN_STATE);
});
