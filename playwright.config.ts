/**
 * Browser tests (`npm run test:e2e`, step 5 of `npm test`) against the BUILT app:
 * `npm run build` first. The server runs on a fresh temporary SQLite database (the first boot
 * loads the demo district) with the SMS outbox on, so tests read OTPs like a person would.
 *
 * Uses Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH); never `playwright install`.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { AUTH_DIR, BASE_URL, CHROMIUM_PATH, DATA_DIR, E2E_PORT, OUTBOX, RUN_DIR, WHATSAPP_OUTBOX } from './e2e/support/env';

export const JSON_REPORT = 'playwright-report/results.json';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // Sign-ins share one server and one OTP outbox: keep the run small and ordered.
  workers: process.env.CI ? 1 : 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  // Each step has its own wait (expect); the test's own limit only stops a test that hangs. Both
  // only cost time when something is wrong: on a shared 2-core machine a whole run has taken 3.5×
  // its idle time, and a step that takes 3 s idle must still pass there.
  // A busy machine (the browser stage under load, docs/testing.md) has needed both.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: JSON_REPORT }]],

  use: {
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    // A phone's layout in CSS pixels, painted at 1 device pixel per CSS pixel. The app has no
    // code that depends on the pixel ratio (no srcset; its canvases resize photos off screen),
    // and Chromium here paints in software: at a phone's 3 it painted 9× the pixels (11
    // accessibility and display walks, alternated: 210 → 178 s and 171 → 136 s). The
    // largest-text walks keep a small phone's 2 (display.spec.ts). Decision 139.
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // The app's service worker only where a test is about it (login, login-shell, offline,
    // field-ready, field-signout: `test.use({ serviceWorkers: 'allow' })`). Elsewhere each new
    // browser would install it, downloading and caching the whole build (~170 files) while the
    // test runs: CPU of the shared machine spent on nothing the test checks. The app registers it
    // itself and carries on without it (lib/service-worker.ts).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },

  projects: [
    // Signs the demo member in through the UI once and saves the browser storage for the others.
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    {
      name: 'phone',
      testIgnore: [/.*\.setup\.ts/, /logout\.spec\.ts/, /admin-years\.spec\.ts/],
      dependencies: ['setup'],
    },
    // Switches the district's current Lions year for a moment: after the specs that read it.
    { name: 'admin-years', testMatch: /admin-years\.spec\.ts/, dependencies: ['phone'] },
    // Logout revokes the saved session, so it runs after everything that uses it.
    { name: 'logout', testMatch: /logout\.spec\.ts/, dependencies: ['phone'] },
  ],

  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${BASE_URL}/health`,
    // The first boot migrates and loads the demo district.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      NODE_ENV: 'test',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      // Explicit, so a DATABASE_URL / SMS_PROVIDER in the caller's environment cannot leak in.
      DATABASE_URL: `sqlite:${path.join(DATA_DIR, 'district.sqlite')}`,
      SMS_PROVIDER: 'outbox',
      SMS_OUTBOX: OUTBOX,
      // The second channel for sign-in codes, read by the tests like the SMS outbox.
      WHATSAPP_PROVIDER: 'outbox',
      WHATSAPP_OUTBOX,
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'auto',
      PUBLIC_APP_URL: `${BASE_URL}/`,
      E2E_RUN_DIR: RUN_DIR,
      E2E_AUTH_DIR: AUTH_DIR,
      // Every browser test is a new browser (an empty offline copy) on the one saved demo session:
      // dozens of full offline copies an hour from one account, which the read limits rightly
      // refuse a real account. The limits have their own API tests (server/src/access/read-limits.test.ts).
      READ_COPIES_PER_HOUR: '1000',
      SYNC_FULL_COPIES_PER_DAY: '100000',
    },
  },
});
