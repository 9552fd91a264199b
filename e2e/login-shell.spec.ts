/**
 * /login first visit paints the pre-rendered login screen from HTML and CSS alone (LCP
 * without waiting for JavaScript); the app then hydrates it (takes the same nodes over).
 */
import { expect, test, type Page } from '@playwright/test';
import { MEMBER_STATE } from './support/env';

// When the app registers its service worker is tested here: allowed in this file.
test.use({ serviceWorkers: 'allow' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, serviceWorkers: 'block' });

  test('the login screen is already on the page', async ({ page }) => {
    await page.goto('/login');
    const shell = page.locator('#root[data-login-shell]');
    await expect(shell).toBeVisible();
    await expect(shell.getByText('Lions Dist - 320B')).toBeVisible();
    await expect(shell.getByText('Mobile Number', { exact: true })).toBeVisible();
    await expect(shell.getByText('Send OTP')).toBeVisible();
    await expect(shell.locator('input[type="tel"]')).toBeVisible();
    // Seen, not usable, until the app has it.
    await expect(shell).toHaveAttribute('inert', '');
  });

  test('other paths get no login screen', async ({ page }) => {
    await page.goto('/district-members');
    await expect(page.locator('#root[data-login-shell]')).toHaveCount(0);
  });
});

test('the app takes the pre-rendered screen over: the same nodes, no mismatch, one form, and the field takes typing', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The form and field the server sent, kept before any of the app's scripts run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const kept = window as unknown as { served: Element[] };
      kept.served = [document.querySelector('#root form')!, document.querySelector('#root input[type="tel"]')!];
    });
  });
  await page.goto('/login');
  // Inert until the app has it: nothing typed before then is lost.
  await expect(page.locator('#root[data-login-shell]')).toHaveCount(0);
  await expect(page.locator('#root[inert]')).toHaveCount(0);
  const field = page.getByRole('textbox');
  await expect(field).toHaveCount(1);
  await expect(page.locator('form')).toHaveCount(1);
  // Hydrated, not replaced: React took over the very nodes the server sent (a mismatch would have
  // rendered new ones, and said so on the console).
  expect(
    await page.evaluate(() => {
      const [form, input] = (window as unknown as { served: Element[] }).served;
      return form === document.querySelector('form') && input === document.querySelector('input[type="tel"]') && form.isConnected;
    }),
  ).toBe(true);
  await field.fill('9876500002');
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  // The label still names the field (React's ids match the server's).
  await expect(page.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('9876500002');
  expect(errors).toEqual([]);
});

test('the service worker is registered only once the app has the login screen', async ({ page }) => {
  // Records, at the moment the app registers its worker, whether the screen was already the app's.
  await page.addInitScript(() => {
    const seen = { calls: 0, screenReady: [] as boolean[] };
    (window as unknown as { swSeen: typeof seen }).swSeen = seen;
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (url, options) => {
      seen.calls += 1;
      const root = document.getElementById('root');
      seen.screenReady.push(!!root && !root.hasAttribute('data-login-shell') && !!root.querySelector('main form'));
      return register(url, options);
    };
  });
  await page.goto('/login');
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null)).toBe('activated');
  expect(await page.evaluate(() => (window as unknown as { swSeen: { calls: number; screenReady: boolean[] } }).swSeen)).toEqual({ calls: 1, screenReady: [true] });
});

test('a member already signed in who opens /login goes on to the dashboard: the pre-rendered screen is dropped, without errors', async ({ browser }) => {
  const context = await browser.newContext({ storageState: MEMBER_STATE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#root[data-login-shell]')).toHaveCount(0);
  await expect(page.locator('#root[inert]')).toHaveCount(0);
  await expect(page.locator('form input[type="tel"]')).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('the first render is the login screen itself: no loading spinner in between, and the field gets the focus', async ({ page }) => {
  // Records whether the app's loading screen was ever put on the page.
  await page.addInitScript(() => {
    const seen = { loader: false };
    (window as unknown as { seenLoader: typeof seen }).seenLoader = seen;
    new MutationObserver(() => {
      if (document.querySelector('#root [role="status"]')) seen.loader = true;
    }).observe(document, { childList: true, subtree: true });
  });
  // The screen's chunk arrives after the language's catalogue, as it can on a slow link.
  await page.route('**/assets/login-page-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto('/login');
  const field = page.getByRole('textbox', { name: 'Mobile Number' });
  await expect(field).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { seenLoader: { loader: boolean } }).seenLoader.loader)).toBe(false);
  await page.keyboard.type('9876500002');
  await expect(field).toHaveValue('9876500002');
});

/*
 * Decision 81: only the login screen's lazy chunks are announced with <link rel="modulepreload">
 * (a first visit fetches them together rather than in steps); a signed-in screen reads its chunks
 * from the service worker and inserts no such links, each of which costs the main thread.
 */
const preloadLinks = (page: Page) => page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));

test('a first visit fetches the login screen’s chunks together', async ({ page }) => {
  await page.goto('/login');
  // The app has taken the pre-rendered screen over.
  await expect(page.locator('#root[data-login-shell]')).toHaveCount(0);
  const hrefs = await preloadLinks(page);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(new URL(href).pathname).toMatch(/^\/assets\/[\w-]+\.js$/);
});

test('a first visit announces React’s renderer and the login screen’s chunks with the app’s first script, each once', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('#root[data-login-shell]')).toHaveCount(0);
  // The renderer is a chunk of its own (evaluated in a task of its own), downloaded beside the
  // entry rather than after it; boot.js announces it and the login screen's chunks, and Vite's
  // loader, finding those links, adds none of its own.
  const paths = (await preloadLinks(page)).map((href) => new URL(href).pathname);
  expect(paths.filter((p) => /^\/assets\/react-dom-[\w-]+\.js$/.test(p))).toHaveLength(1);
  expect(paths.filter((p) => /^\/assets\/login-page-[\w-]+\.js$/.test(p))).toHaveLength(1);
  expect(new Set(paths).size).toBe(paths.length);
  // Every announced chunk was used: the browser fetched each of them.
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  for (const path of paths) expect(fetched).toContain(path);
});

test.describe('signed in', () => {
  test.use({ storageState: MEMBER_STATE });

  test('a signed-in screen inserts no preload links', async ({ page }) => {
    await page.goto('/district-members');
    await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem').first()).toBeVisible();
    expect(await preloadLinks(page)).toEqual([]);
  });
});
