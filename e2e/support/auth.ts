import { expect, type Page } from '@playwright/test';
import { BASE_URL } from './env';
import { messagesTo, waitForCode } from './outbox';
import { loginPage } from './ui';

/**
 * Signs in through the real UI: phone step, code read from the SMS outbox, OTP step.
 * Ends on the dashboard (/). Returns the code used.
 */
export async function signIn(page: Page, mobile: string): Promise<string> {
  const login = loginPage(page);
  await page.goto('/login');
  await expect(login.heading('Login')).toBeVisible();
  const seen = messagesTo(mobile).length;
  await login.phone.fill(mobile);
  await login.sendOtp.click();
  await expect(login.heading('Verify OTP')).toBeVisible();
  const code = await waitForCode(mobile, seen);
  await login.otp.fill(code);
  await login.verify.click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  return code;
}

/** Browser storage as the app keeps it (spec §3 "Client storage"). */
export async function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userData: localStorage.getItem('userData'),
    localKeys: Object.keys(localStorage),
    sessionKeys: Object.keys(sessionStorage),
  }));
}
