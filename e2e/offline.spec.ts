/**
 * The directory in the member's pocket (docs/product.md 5.7), at phone size: after sign-in the app keeps
 * an IndexedDB copy filled by sync/delta; offline, member search answers from it and a member's
 * details open from it.
 */
import { expect, test, type Page } from '@playwright/test';
import { MEMBER_STATE } from './support/env';

// Offline the app opens from its service worker's copy of the build: allowed in this file.
test.use({ storageState: MEMBER_STATE, serviceWorkers: 'allow' });

interface StoredMember {
  i: number;
  n: string;
  mo: string;
  c: number;
}

/** What the offline copy in IndexedDB holds: when it last synced, and its members. */
function offlineCopy(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ syncedAt: number | null; members: StoredMember[] }>((resolve) => {
        const open = indexedDB.open('d320b-offline');
        open.onupgradeneeded = () => {
          // Not created by the app yet: leave no empty database behind.
          open.transaction?.abort();
        };
        open.onerror = () => resolve({ syncedAt: null, members: [] });
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['meta', 'm'], 'readonly');
          const synced = tx.objectStore('meta').get('syncedAt');
          const members = tx.objectStore('m').getAll();
          tx.oncomplete = () => {
            db.close();
            resolve({ syncedAt: (synced.result as number | undefined) ?? null, members: members.result as StoredMember[] });
          };
        };
      }),
  );
}

test('after the first sync, offline search finds a member by name and opens their details', async ({ page, context }) => {
  const syncAnswers: number[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('/api/sync/delta')) syncAnswers.push(res.status());
  });

  // Online: the list and a details screen once (their code is then on the phone).
  await page.goto('/district-members');
  const rows = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  await rows.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/district-member-details\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(rows.first()).toBeVisible();

  // The copy is filled in the background after sign-in.
  await expect.poll(async () => (await offlineCopy(page)).syncedAt, { timeout: 45_000 }).not.toBeNull();
  expect(syncAnswers.length).toBeGreaterThan(0);
  expect(syncAnswers.every((s) => s === 200)).toBe(true);
  const { members } = await offlineCopy(page);
  expect(members.length).toBeGreaterThan(100);
  // Someone far down the list (not on the first pages), with a name nobody else has.
  const sorted = [...members].sort((a, b) => (a.n < b.n ? -1 : a.n > b.n ? 1 : a.i - b.i));
  const target = sorted.slice(-80).find((m) => members.filter((o) => o.n === m.n).length === 1)!;
  expect(target).toBeDefined();

  await context.setOffline(true);
  const requests: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/')) requests.push(req.url());
  });

  await page.getByRole('searchbox', { name: 'Search members' }).fill(target.n);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(target.n);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Members(1)');

  // By the last digits of the mobile too, with +91 and spaces ignored.
  await page.getByRole('searchbox', { name: 'Search members' }).fill(`+91 ${target.mo.slice(0, 5)} ${target.mo.slice(5)}`);
  await expect(rows.first()).toContainText(target.n);

  await rows.first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/district-member-details/${target.i}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('View Member Details');
  await expect(page.getByRole('heading', { level: 2, name: target.n })).toBeVisible();
  await expect(page.getByRole('link', { name: target.mo })).toHaveAttribute('href', `tel:+91${target.mo}`);

  // Still signed in, and nothing was asked of the network while offline.
  expect(page.url()).not.toContain('/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  expect(requests).toEqual([]);
  await context.setOffline(false);
});
