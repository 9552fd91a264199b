/** /login, signed out: docs/product.md 2.4 "/login", 5.1 "Signing in", 5.4 validation. */
import { expect } from '@playwright/test';
import { test, toastShown } from './support/test';
import { otherMemberMobile } from './support/auth';
import { BASE_URL } from './support/env';
import { messagesTo, waitForCode, wrongCode } from './support/outbox';
import { loginPage } from './support/ui';

// The app registers its service worker (the manifest test): allowed in this file.
test.use({ serviceWorkers: 'allow' });

test('phone step validates the mobile number', async ({ page }) => {
  const login = loginPage(page);
  await page.goto('/login');
  await expect(login.heading('Login')).toBeVisible();
  await expect(page.getByText('Lions Dist - 320B').first()).toBeVisible();

  const message = page.getByText('Please enter a valid 10-digit mobile number.');
  await expect(login.sendOtp).toBeDisabled();
  await expect(message).toBeHidden();

  await login.phone.fill('98765');
  await expect(message).toBeVisible();
  await expect(login.sendOtp).toBeDisabled();

  await login.phone.fill('9876500002');
  await expect(message).toBeHidden();
  await expect(login.sendOtp).toBeEnabled();

  // Digits only, at most 10.
  await login.phone.fill('');
  await login.phone.pressSequentially('98a76-5 00002999');
  await expect(login.phone).toHaveValue('9876500002');
  await expect(login.sendOtp).toBeEnabled();

  // Emptying the field is not an error.
  await login.phone.fill('');
  await expect(message).toBeHidden();
  await expect(login.sendOtp).toBeDisabled();
});

test('OTP step masks the phone, rejects a wrong code and goes back', async ({ page, request }) => {
  const login = loginPage(page);
  const mobile = await otherMemberMobile(request);
  await page.goto('/login');
  const seen = messagesTo(mobile).length;
  await login.phone.fill(mobile);
  await login.sendOtp.click();

  await expect(login.heading('Verify OTP')).toBeVisible();
  const code = await waitForCode(mobile, seen);
  await expect(login.codeSentTo).toContainText(mobile.slice(-4));
  await expect(login.codeSentTo).not.toContainText(mobile.slice(0, 6));
  await expect(login.backToPhone).toBeVisible();
  await expect(login.resend).toBeVisible();

  await expect(login.verify).toBeDisabled();
  await login.otp.fill('123');
  await expect(page.getByText('Please enter a valid 6-digit OTP.')).toBeVisible();
  await expect(login.verify).toBeDisabled();

  await login.otp.fill(wrongCode(code));
  await expect(page.getByText('Please enter a valid 6-digit OTP.')).toBeHidden();
  await login.verify.click();
  expect(await toastShown(page, 'error')).not.toBe('');
  await expect(page).toHaveURL(`${BASE_URL}/login`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await login.backToPhone.click();
  await expect(login.heading('Login')).toBeVisible();
  await expect(login.phone).toBeVisible();
  await expect(login.codeSentTo).toBeHidden();
});

test('the app has a web manifest and registers a service worker', async ({ page }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href, 'link rel=manifest').toBeTruthy();
  const res = await page.request.get(new URL(href!, BASE_URL).href);
  expect(res.status()).toBe(200);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
  expect(manifest.name).toContain('320B');
  expect(manifest.icons.length).toBeGreaterThan(0);

  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope ?? null), {
      message: 'service worker registration',
    })
    .toBe(`${BASE_URL}/`);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state ?? null))
    .toBe('activated');
});
