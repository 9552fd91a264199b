/**
 * The admin console at phone size: the Admin menu entry only for admins and a clear refusal on
 * /admin for a member; the district admin grants club admin to a member; the club admin edits a
 * member of their own club and is refused on another club. (Starting a Lions year: admin-years.spec.ts.)
 */
import { expect, type Page } from '@playwright/test';
import { test, toastShown } from './support/test';
import { ADMIN_STATE, DEMO_ADMIN, DEMO_MANAGER, MANAGER_STATE, MEMBER_STATE } from './support/env';
import { savedToken } from './support/auth';
import { openSideMenu } from './support/ui';

const adminApi = async (page: Page, name: string, token: string, data: unknown) => {
  const res = await page.request.post(`/api/${name}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), `${name}`).toBe(200);
  return res.json();
};

test.describe('a member', () => {
  test.use({ storageState: MEMBER_STATE });

  test('never sees the Admin menu entry and is refused on /admin', async ({ page }) => {
    await page.goto('/');
    await openSideMenu(page);
    await expect(page.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

    await page.goto('/admin');
    await expect(page.getByRole('alert').getByRole('heading', { name: 'Admins only' })).toBeVisible();
    await expect(page.getByText('Your account has no admin role')).toBeVisible();
    await page.goto('/admin/members');
    await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Members' })).toHaveCount(0);
  });
});

test.describe('the district admin', () => {
  test.use({ storageState: ADMIN_STATE });

  test('finds the accounts past the read limits under Unusual Reading', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('list', { name: 'Admin sections' }).getByRole('link', { name: /Unusual Reading/ }).click();
    await expect(page).toHaveURL(/\/admin\/read-outliers$/);
    await expect(page.getByRole('heading', { name: 'Unusual Reading' })).toBeVisible();
    // The list is the server's (admin/read-outliers): its count is shown, with the rows or the empty message.
    await expect(page.getByText(/^\d+ found$/)).toBeVisible();
    const rows = page.getByRole('list', { name: 'Accounts past the read limits' }).getByRole('listitem');
    const total = Number((await page.getByText(/^\d+ found$/).innerText()).split(' ')[0]);
    await expect(rows).toHaveCount(Math.min(total, 20));
  });

  test("sees the day's sign-in figures under Sign-in Activity", async ({ page }) => {
    // The figures are the server's (admin/sign-in-stats) for the district's today; the page reads them after this.
    const stats = (await adminApi(page, 'admin/sign-in-stats', savedToken(ADMIN_STATE), {})) as {
      data: { day: string; signIns: number; channels: Array<{ channel: string; codesSent: number; budget: number }> };
    };
    expect(stats.data.signIns).toBeGreaterThanOrEqual(3);
    await page.goto('/admin');
    await page.getByRole('list', { name: 'Admin sections' }).getByRole('link', { name: /Sign-in Activity/ }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in-activity$/);
    await expect(page.getByRole('heading', { name: 'Sign-in Activity' })).toBeVisible();
    await expect(page.getByText(`${stats.data.day} (today)`)).toBeVisible();
    const signedIn = page.getByRole('region', { name: 'Members signed in' });
    await expect(signedIn).toContainText('members signed in');
    expect(Number(await signedIn.locator('p').first().innerText())).toBeGreaterThanOrEqual(stats.data.signIns);
    const sms = page.getByRole('region', { name: 'SMS', exact: true });
    await expect(sms).toContainText('sign-in codes sent');
    await expect(sms).toContainText(`of ${stats.data.channels[0]!.budget} used`);
    await expect(sms).toContainText('does not report deliveries');
    await expect(page.getByRole('region', { name: 'WhatsApp' })).toContainText('(outbox)');
    // Earlier days are a tap away, and today comes back.
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page.getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page.getByText(`${stats.data.day} (today)`)).toBeVisible();
  });

  test('opens the console from the side menu and grants club admin to a member', async ({ page }) => {
    await page.goto('/');
    await openSideMenu(page);
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('list', { name: 'Admin sections' }).getByRole('link', { name: /Roles/ }).click();

    // A member of club 5 who holds no role yet.
    const list = await adminApi(page, 'admin/members/list', savedToken(ADMIN_STATE), { club_id: 5, status: 'active' });
    const roles = await adminApi(page, 'admin/roles/list', savedToken(ADMIN_STATE), {});
    const holders = new Set((roles.data as { memberId: number }[]).map((r) => r.memberId));
    const target = (list.data as { id: number; name: string; mobile: string; clubName: string }[]).find((m) => !holders.has(m.id))!;

    await page.getByRole('searchbox', { name: 'Find member by name or mobile' }).fill(target.mobile);
    await page.getByRole('list', { name: 'Matching members' }).getByRole('button', { name: new RegExp(target.mobile) }).click();
    await expect(page.getByText(`Member: ${target.name}`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Role' }).selectOption('club-admin');
    await page.getByRole('button', { name: 'Grant Role' }).click();
    await toastShown(page, 'success', `${target.name} is now a club admin of ${target.clubName}`);
    const admins = page.getByRole('list', { name: 'Admins' });
    await expect(admins.getByRole('listitem').filter({ hasText: target.name }).filter({ hasText: `Club admin · ${target.clubName}` })).toBeVisible();

    // The new club admin's own view: admin/me now says so.
    const me = await adminApi(page, 'admin/roles/list', savedToken(ADMIN_STATE), { club_id: 5 });
    expect((me.data as { memberId: number }[]).map((r) => r.memberId)).toContain(target.id);
  });
});

test.describe('a club admin', () => {
  test.use({ storageState: MANAGER_STATE });

  test('edits a member of their own club and is refused on another club', async ({ page }) => {
    await page.goto('/admin/members');
    const members = page.getByRole('list', { name: 'Members' });
    await expect(members.getByRole('listitem').first()).toBeVisible();
    // Only their own club (club 2) is listed.
    const own = await adminApi(page, 'admin/members/list', savedToken(MANAGER_STATE), {});
    const clubs = new Set((own.data as { clubId: number }[]).map((m) => m.clubId));
    expect([...clubs]).toEqual([2]);

    const target = (own.data as { id: number; name: string; mobile: string }[]).find((m) => m.mobile !== DEMO_MANAGER)!;
    await members.getByRole('link', { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/members/${target.id}$`));
    const form = page.getByRole('form', { name: 'Edit member' });
    const profession = `Civil Engineer ${Date.now() % 10000}`;
    await form.getByLabel('Profession').fill(profession);
    await form.getByLabel('Mobile Number').fill('12');
    await form.getByRole('button', { name: 'Save Member' }).click();
    await expect(form.getByText('Please enter a valid 10-digit mobile number.')).toBeVisible();
    await form.getByLabel('Mobile Number').fill(target.mobile);
    await form.getByRole('button', { name: 'Save Member' }).click();
    await toastShown(page, 'success', 'Member saved.');
    await expect(page.getByRole('region', { name: 'History' }).getByText(new RegExp(`→ ${profession}`))).toBeVisible();

    // A member of another club (the demo admin's club 3): refused, with the reason.
    const other = await page.request.post('/api/v1.2.0/get_members', {
      headers: { Authorization: `Bearer ${savedToken(MANAGER_STATE)}` },
      data: { page: 1, filter_club_id: '', filter: DEMO_ADMIN },
    });
    const otherId = ((await other.json()).data as { memId: number }[])[0]!.memId;
    await page.goto(`/admin/members/${otherId}`);
    await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
    await expect(page.getByText('Only an admin of this club can do this.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Edit member' })).toHaveCount(0);
  });
});
