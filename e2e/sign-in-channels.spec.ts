/**
 * The code that arrives (docs/sign-in-limits.md): WebOTP fills the code in from the SMS where the
 * browser can read it, the login screen offers the code on WhatsApp once the resend gap has
 * passed and says where the code went, and a refusal stays on the screen in plain words.
 *
 * WebOTP needs an Android phone receiving a real SMS, so the page gets a stand-in for the browser's
 * side only (navigator.credentials.get and OTPCredential, as Chrome on Android has them): it hands
 * over the code the server really sent (read from the SMS outbox) when the test says the SMS came.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { savedToken } from './support/auth';
import { API_BASE, BASE_URL, DEMO_ADMIN, DEMO_MANAGER, DEMO_MEMBER, WHATSAPP_OUTBOX } from './support/env';
import { messagesTo, waitForCode } from './support/outbox';
import { loginPage } from './support/ui';

/** Members' numbers no other spec uses (page 5 of the directory). */
async function spareMobiles(request: APIRequestContext): Promise<string[]> {
  const res = await request.post(`${API_BASE}/get_members`, {
    headers: { Authorization: `Bearer ${savedToken()}` },
    data: { page: 5, filter_club_id: '', filter: '' },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: Array<{ mobileNumber?: string | null }> };
  const mobiles = body.data
    .map((m) => m.mobileNumber ?? '')
    .filter((m) => /^\d{10}$/.test(m) && ![DEMO_MEMBER, DEMO_MANAGER, DEMO_ADMIN].includes(m));
  expect(mobiles.length).toBeGreaterThanOrEqual(4);
  return mobiles;
}

/** Chrome on Android's side of WebOTP, in the page: records each request and whether it was stopped. */
async function standInForWebOtp(page: Page) {
  await page.addInitScript(() => {
    type Listening = { transport: unknown; aborted: boolean; deliver: (code: string) => void };
    const requests: Listening[] = [];
    (window as unknown as { __webOtp: unknown }).__webOtp = {
      requests,
      /** The SMS arrived: the browser hands its code to the page that is listening. */
      smsArrived(code: string) {
        const open = requests.filter((r) => !r.aborted);
        open.at(-1)?.deliver(code);
      },
    };
    (window as unknown as { OTPCredential: unknown }).OTPCredential = function OTPCredential() {};
    Object.defineProperty(navigator.credentials, 'get', {
      configurable: true,
      value: (options?: { otp?: { transport?: string[] }; signal?: AbortSignal }) =>
        new Promise((resolve, reject) => {
          const r: Listening = {
            transport: options?.otp?.transport,
            aborted: false,
            deliver: (code) => resolve({ type: 'otp', id: 'sms', code }),
          };
          requests.push(r);
          options?.signal?.addEventListener('abort', () => {
            r.aborted = true;
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        }),
    });
  });
}

const webOtpRequests = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __webOtp: { requests: Array<{ transport: unknown; aborted: boolean }> } }).__webOtp.requests.map((r) => ({
      transport: r.transport,
      aborted: r.aborted,
    })),
  );

test('WebOTP: the code from the SMS fills itself in and signs the member in', async ({ page, request }) => {
  const [mobile] = await spareMobiles(request);
  await standInForWebOtp(page);
  const login = loginPage(page);
  await page.goto('/login');
  const seen = messagesTo(mobile!).length;
  await login.phone.fill(mobile!);
  await login.sendOtp.click();
  await expect(login.heading('Verify OTP')).toBeVisible();
  await expect(login.otp).toHaveAttribute('autocomplete', 'one-time-code');
  // The screen asked the browser for the SMS code.
  await expect.poll(() => webOtpRequests(page)).toContainEqual({ transport: ['sms'], aborted: false });

  const code = await waitForCode(mobile!, seen);
  // The SMS ends with the WebOTP line for this app's host.
  expect(messagesTo(mobile!).at(-1)!.text.split('\n').at(-1)).toBe(`@${new URL(BASE_URL).hostname} #${code}`);
  await page.evaluate((c) => (window as unknown as { __webOtp: { smsArrived(c: string): void } }).__webOtp.smsArrived(c), code);
  // Filled in and checked without typing.
  await expect(page).toHaveURL(`${BASE_URL}/`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('WebOTP: leaving the code screen stops listening for the SMS', async ({ page, request }) => {
  const [, mobile] = await spareMobiles(request);
  await standInForWebOtp(page);
  const login = loginPage(page);
  await page.goto('/login');
  await login.phone.fill(mobile!);
  await login.sendOtp.click();
  await expect(login.heading('Verify OTP')).toBeVisible();
  await expect.poll(async () => (await webOtpRequests(page)).filter((r) => !r.aborted)).toHaveLength(1);
  await login.backToPhone.click();
  await expect(login.heading('Login')).toBeVisible();
  await expect.poll(async () => (await webOtpRequests(page)).every((r) => r.aborted)).toBe(true);
});

test('the WhatsApp offer appears once the resend gap has passed', async ({ page, request }) => {
  const [, , mobile] = await spareMobiles(request);
  // The page's clock only: the countdown is the app's, the gap the server's answer named.
  await page.clock.install();
  const login = loginPage(page);
  await page.goto('/login');
  await login.phone.fill(mobile!);
  await login.sendOtp.click();
  await expect(login.heading('Verify OTP')).toBeVisible();
  await expect(login.codeSentTo).toHaveText(/Code sent to \*{6}\d{4} by SMS/);
  const whatsApp = page.getByRole('button', { name: 'Send the code on WhatsApp' });
  await expect(login.resend).toBeDisabled();
  await expect(login.resend).toContainText(/Resend OTP in (60|59) s/);
  await expect(whatsApp).toHaveCount(0);
  await page.clock.fastForward('01:01');
  await expect(whatsApp).toBeVisible();
  await expect(login.resend).toBeEnabled();
  await expect(login.resend).toHaveText("Didn't receive? Resend OTP");
});

test('a returning member has the code sent on WhatsApp, and the screen says where it went', async ({ page, request }) => {
  const [, , , mobile] = await spareMobiles(request);
  // The member asked for a code on an earlier visit (the app kept the number and that WhatsApp is
  // offered): the screen opens on the code step with both ways to get a new code.
  await page.addInitScript((m) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('mobileNumber', m);
      localStorage.setItem('otpWhatsApp', '1');
      sessionStorage.setItem('seeded', '1');
    }
  }, mobile!);
  const login = loginPage(page);
  await page.goto('/login');
  await expect(login.heading('Verify OTP')).toBeVisible();
  const whatsApp = page.getByRole('button', { name: 'Send the code on WhatsApp' });
  await expect(whatsApp).toBeVisible();
  const seenSms = messagesTo(mobile!).length;
  const seen = messagesTo(mobile!, WHATSAPP_OUTBOX).length;
  await whatsApp.click();
  await expect(login.codeSentTo).toHaveText(/Code sent to \*{6}\d{4} on WhatsApp/);
  const code = await waitForCode(mobile!, seen, undefined, WHATSAPP_OUTBOX);
  expect(messagesTo(mobile!).length).toBe(seenSms);
  // Now the gap runs again: no second offer until it has passed.
  await expect(whatsApp).toHaveCount(0);
  await login.otp.fill(code);
  await login.verify.click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
});

test('a number that is not registered is told so on the screen, with what to do', async ({ page }) => {
  const login = loginPage(page);
  await page.goto('/login');
  await login.phone.fill('6000000019');
  await login.sendOtp.click();
  const notice = page.getByRole('alert').filter({ hasText: 'not registered' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('ask your club secretary to check the number the district has for you');
  await expect(login.heading('Login')).toBeVisible();
  await expect(login.sendOtp).toBeEnabled();
});
