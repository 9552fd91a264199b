/**
 * Locators for the screens the browser tests touch, in one place: when the UI changes, fix them
 * here, never by weakening an assertion in a spec.
 */
import { expect, type Page } from '@playwright/test';

export const loginPage = (page: Page) => ({
  heading: (name: 'Login' | 'Verify OTP') => page.getByRole('heading', { name, exact: true }),
  phone: page.getByRole('textbox', { name: /mobile|phone/i }),
  sendOtp: page.getByRole('button', { name: /send otp/i }),
  otp: page.getByRole('textbox', { name: /otp|code/i }),
  verify: page.getByRole('button', { name: /verify/i }),
  backToPhone: page.getByRole('button', { name: 'Back to phone number' }).or(page.getByRole('link', { name: 'Back to phone number' })),
  resend: page.getByRole('button', { name: /resend otp/i }),
  codeSentTo: page.getByText(/Code sent to/),
});

/**
 * Toasts (sonner) of a given type, e.g. 'error'. A toast that is leaving (data-removed="true") is
 * not counted: on a slow machine the previous step's toast may still be animating out.
 */
export const toasts = (page: Page, type?: 'error' | 'success' | 'info' | 'warning' | 'loading') =>
  page.locator(
    type ? `[data-sonner-toast][data-type="${type}"]:not([data-removed="true"])` : '[data-sonner-toast]:not([data-removed="true"])',
  );

export const GREETING = /Good (Morning|Afternoon|Evening)/;

/** Opens the side menu (a slide-in sheet on a phone-sized screen). */
export async function openSideMenu(page: Page) {
  await page.getByRole('button', { name: /toggle sidebar|open menu|menu/i }).first().click();
  await expect(page.getByRole('dialog').getByText('Logout').or(page.getByText('Logout'))).toBeVisible();
}

/**
 * Resolves once the page has painted twice and the browser has had an idle moment: every effect of
 * what is on screen has run, so a request it would start has started. For checking that something
 * did NOT happen (no refetch), instead of sleeping for a while.
 */
export async function browserIdle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => done(), { timeout: 5_000 })));
      }),
  );
}

/**
 * Closes the one-time welcome popup, which a member sees on the dashboard after signing in on a
 * browser that has not shown it yet (the demo district has a Governor's profile, so it always comes
 * then). The saved sign-ins (MEMBER_STATE, ...) have seen it: pages opened with them never show it,
 * and they do not call this.
 */
export async function closeWelcome(page: Page) {
  const popup = page.getByRole('dialog').filter({ hasText: /welcome to/i });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).first().click();
  await expect(popup).toBeHidden();
}
