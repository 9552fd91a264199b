/**
 * The club manager's "Edit Mobile Number" (docs/product.md 2.10, 3.2, 5.3 and 5.4): the demo manager
 * signs in with the SMS code, filters the members list to their club, corrects another
 * member's mobile number, and the refreshed list shows it. Their own card has no edit button.
 */
import { expect, type Page } from '@playwright/test';
import { test, toastShown } from './support/test';
import { DEMO_MANAGER, MANAGER_STATE } from './support/env';

// The demo club manager, signed in once by auth.setup.ts.
test.use({ storageState: MANAGER_STATE });

const memberRows = (page: Page) => page.getByRole('list', { name: 'Members' }).getByRole('listitem');
const editButtons = (page: Page) => page.getByRole('button', { name: /^Edit mobile number of / });

/** A 10-digit mobile no demo member has (demo numbers are random; 5xxxxxxxxx is never issued by the seed). */
function newMobile(): string {
  return `5${String(Date.now()).slice(-9)}`;
}

test('the manager edits a member’s mobile number and the list shows it', async ({ page }) => {
  await page.goto('/');

  // Own row first: the manager's club, and no edit button on their own card.
  await page.goto('/district-members');
  const search = page.getByRole('searchbox', { name: 'Search members' });
  await search.fill(DEMO_MANAGER);
  await expect(memberRows(page)).toHaveCount(1);
  const own = memberRows(page).first();
  await expect(own.locator(`a[href="tel:+91${DEMO_MANAGER}"]`)).toBeVisible();
  await expect(editButtons(page)).toHaveCount(0);
  const ownText = await own.innerText();

  // The manager's club in the dropdown.
  await page.getByRole('button', { name: 'Reset' }).click();
  const select = page.getByRole('combobox', { name: 'Club' });
  const options = await select.locator('option').evaluateAll((els) => els.map((el) => [(el as HTMLOptionElement).value, el.textContent ?? ''] as const));
  const club = options.find(([value, label]) => value !== 'all' && ownText.includes(label.replace(/ \(\d+\)$/, '')));
  expect(club, 'the manager’s club is in the dropdown').toBeTruthy();
  await select.selectOption(club![0]);
  await expect(memberRows(page).first()).toBeVisible();
  await expect(editButtons(page).first()).toBeVisible();

  // Pick another member of the club and open the dialog.
  const target = editButtons(page).last();
  const label = (await target.getAttribute('aria-label'))!;
  const name = label.replace('Edit mobile number of ', '');
  const row = memberRows(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
  const before = (await row.locator('a[href^="tel:"]').getAttribute('href'))!.replace('tel:+91', '');
  expect(before).toMatch(/^\d{10}$/);
  await target.click();

  const dialog = page.getByRole('dialog', { name: 'Edit Mobile Number' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  const mobile = dialog.getByLabel('Mobile Number');
  // Prefilled with the number on the card (the list behind the modal is hidden from the accessibility tree).
  await expect(mobile).toHaveValue(before);
  const email = dialog.getByLabel(/^Email/);
  await expect(email).toHaveAttribute('type', 'email');

  // Input rules: non-digits stripped, cut to 10; fewer than 10 is refused.
  await mobile.fill('+91 98-76');
  await expect(mobile).toHaveValue('919876');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Please enter a valid 10-digit mobile number.')).toBeVisible();
  await mobile.fill('12345678901234');
  await expect(mobile).toHaveValue('1234567890');

  // Save a fresh number.
  const next = newMobile();
  await mobile.fill(next);
  const saving = page.waitForResponse((res) => res.url().includes('/update_mobile_number'));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const answer = await (await saving).json();
  expect(answer.status, answer.message).toBe(true);
  await toastShown(page, 'success', answer.message);
  await expect(dialog).toBeHidden();

  // The refreshed list shows the new number on that member's card.
  await expect(row.locator(`a[href="tel:+91${next}"]`)).toBeVisible();
  await expect(row).toContainText(next);
  await expect(row.locator(`a[href="tel:+91${before}"]`)).toHaveCount(0);
});
