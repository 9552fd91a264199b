/**
 * /login first visit paints the pre-rendered login screen from HTML and CSS alone (LCP
 * without waiting for JavaScript); the app then takes over with nothing doubled.
 */
import { expect, test, type Page } from '@playwright/test';
import { MEMBER_STATE } from './support/env';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, serviceWorkers: 'block' });

  test('the login screen is already on the page', async ({ page }) => {
    await page.goto('/login');
    const shell = page.locator('#login-shell');
    await expect(shell).toBeVisible();
    await expect(shell.getByText('Lions Dist - 320B')).toBeVisible();
    await expect(shell.getByText('Mobile Number', { exact: true })).toBeVisible();
    await expect(shell.getByText('Send OTP')).toBeVisible();
    await expect(shell.locator('input[type="tel"]')).toBeVisible();
  });

  test('other paths get no login screen', async ({ page }) => {
    await page.goto('/district-members');
    await expect(page.locator('#login-shell')).toHaveCount(0);
  });
});

test('the app replaces the pre-rendered screen: one form, and the field takes typing', async ({ page }) => {
  await page.goto('/login');
  const field = page.getByRole('textbox');
  await expect(field).toHaveCount(1);
  await expect(page.locator('#login-shell')).toHaveCount(0);
  await expect(page.locator('form')).toHaveCount(1);
  await field.fill('9876500002');
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
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
  // The app's own screen has replaced the pre-rendered one.
  await expect(page.locator('#login-shell')).toHaveCount(0);
  const hrefs = await preloadLinks(page);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(new URL(href).pathname).toMatch(/^\/assets\/[\w-]+\.js$/);
});

test('a first visit announces React’s renderer and the login screen’s chunks with the app’s first script, each once', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('#login-shell')).toHaveCount(0);
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
