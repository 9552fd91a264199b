import fs from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_BASE, BASE_URL, DEMO_MANAGER, DEMO_MEMBER, MEMBER_STATE } from './env';
import { messagesTo, waitForCode } from './outbox';
import { loginPage, toasts } from './ui';

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
  // A refusal is a toast, or (with a reason and a wait) a message that stays on the screen.
  const refused = toasts(page, 'error').first().or(page.getByRole('alert'));
  await expect(login.heading('Verify OTP').or(refused)).toBeVisible();
  if (await refused.isVisible()) {
    throw new Error(
      `Send OTP to ${mobile} was refused: "${await refused.textContent()}". The server allows one code per number ` +
        'a minute (5 an hour): use the saved sign-ins (MEMBER_STATE, MANAGER_STATE) instead of signing in again.',
    );
  }
  const code = await waitForCode(mobile, seen);
  await login.otp.fill(code);
  await login.verify.click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  return code;
}

/**
 * Signs a member in through the API (code from the SMS outbox, as a phone would get it) and puts the
 * session in the page's storage as the app keeps it, for tests whose subject is not the sign-in
 * screen (the sign-in screen has its own specs). Ends on `path`. Fewer browser steps: a test's
 * length should be its own behaviour, not the sign-in's.
 */
export async function signInQuietly(page: Page, request: APIRequestContext, mobile: string, path = '/'): Promise<string> {
  const seen = messagesTo(mobile).length;
  const asked = await request.post(`${API_BASE}/login`, { data: { mobile } });
  expect(asked.status(), `login for ${mobile}`).toBe(200);
  const { nonce } = (await asked.json()) as { nonce: string };
  const code = await waitForCode(mobile, seen);
  const verified = await request.post(`${API_BASE}/otp-verify`, { data: { phone: mobile, otp: code, nonce } });
  expect(verified.status(), `otp-verify for ${mobile}`).toBe(200);
  const { token, user } = (await verified.json()) as { token: string; user: unknown };
  await page.goto('/login');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('userData', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  await page.goto(path);
  return token;
}

/** Browser storage as the app keeps it (docs/product.md 5.13). */
export async function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userData: localStorage.getItem('userData'),
    localKeys: Object.keys(localStorage),
    sessionKeys: Object.keys(sessionStorage),
  }));
}

/** The token saved in a storage-state file by auth.setup.ts. */
export function savedToken(stateFile = MEMBER_STATE): string {
  const state = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as {
    origins: Array<{ origin: string; localStorage: Array<{ name: string; value: string }> }>;
  };
  const token = state.origins.flatMap((o) => o.localStorage).find((e) => e.name === 'token')?.value;
  if (!token) throw new Error(`no token in ${stateFile}`);
  return token;
}

/**
 * The mobile number of a registered member other than the two demo accounts, for tests that only
 * need a code sent (each number gets at most one SMS a minute, so they must not share the demo numbers).
 */
export async function otherMemberMobile(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${API_BASE}/get_members`, {
    headers: { Authorization: `Bearer ${savedToken()}` },
    data: { page: 2, filter_club_id: '', filter: '' },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: Array<{ mobileNumber?: string | null }> };
  const mobile = body.data
    .map((m) => m.mobileNumber ?? '')
    .find((m) => /^\d{10}$/.test(m) && m !== DEMO_MEMBER && m !== DEMO_MANAGER);
  if (!mobile) throw new Error('no other member with a 10-digit mobile on page 2 of get_members');
  return mobile;
}
