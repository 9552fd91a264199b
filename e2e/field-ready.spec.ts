/**
 * Field-ready on real phones (docs/product.md 5.2, 5.7): the session survives the network, offline
 * is a state, one tap to reach a member, and the defects found on the way. Phone size, the built
 * app, the real server; the saved sign-ins of auth.setup.ts (no new codes here).
 */
import fs from 'node:fs';
import ICAL from 'ical.js';
import { expect, type Page } from '@playwright/test';
import { saidOnPage, test, toastShown, toastsSeen } from './support/test';
import { savedToken } from './support/auth';
import { API_BASE, BASE_URL, MANAGER_STATE, MEMBER_STATE } from './support/env';

// Offline the app opens from its service worker's copy of the build: allowed in this file.
test.use({ serviceWorkers: 'allow' });

// Offline, a read the phone's copy cannot answer (this test runs before any sync) says so; a read
// whose connection drops says that.
const OFFLINE_READ = /You're offline and this is not saved on this phone yet|You're offline or the connection dropped/;
const OFFLINE_WRITE = "You're offline, so nothing was saved. What you typed is kept: try again when you're back online.";
const OFFLINE_NOTICE = "You're offline — showing saved data";

const membersList = (page: Page) => page.getByRole('list', { name: 'Members' });
const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** Calls the API with the token of a saved sign-in (works before the page has opened the app). */
async function callApi<T = Record<string, unknown>>(page: Page, call: string, body: Record<string, unknown> = {}, state = MEMBER_STATE) {
  const res = await page.request.post(`${API_BASE}/${call}`, { headers: { Authorization: `Bearer ${savedToken(state)}` }, data: body });
  return { status: res.status(), body: (await res.json()) as T };
}

interface MemberRow {
  memId: number;
  memName: string;
  mobileNumber: string;
  clubName: string;
  profession: string | null;
  memPhoto: string | null;
}

async function firstMembers(page: Page): Promise<MemberRow[]> {
  const { status, body } = await callApi<{ data: MemberRow[] }>(page, 'get_members', { page: 1, filter_club_id: '', filter: '' });
  expect(status).toBe(200);
  return body.data;
}

test.describe('the session survives the network', () => {
  test.use({ storageState: MEMBER_STATE });

  test('reloading while a list is loading keeps the member signed in', async ({ page }) => {
    await page.goto('/');
    const before = await token(page);
    expect(before).toBeTruthy();

    let held = 0;
    await page.route(`**${API_BASE}/get_members`, async (route) => {
      held++;
      // Held long enough for the reload to cancel it in flight.
      await new Promise((r) => setTimeout(r, held === 1 ? 3000 : 0));
      await route.continue().catch(() => undefined);
    });
    const pending = page.waitForRequest((r) => r.url().endsWith('/get_members'));
    await page.goto('/district-members');
    await pending;
    await page.reload();

    await expect(page).toHaveURL(`${BASE_URL}/district-members`);
    await expect(membersList(page).getByRole('link').first()).toBeVisible();
    expect(await token(page)).toBe(before);
    expect(held).toBeGreaterThanOrEqual(2);
  });

  test('a request that gets no answer keeps the session and shows the error', async ({ page }) => {
    await page.goto('/');
    const before = await token(page);
    await page.route(`**${API_BASE}/get_members`, (route) => route.abort('connectionreset'));
    await page.goto('/district-members');

    await saidOnPage(page, OFFLINE_READ);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page).toHaveURL(`${BASE_URL}/district-members`);
    expect(await token(page)).toBe(before);

    // The member tries again once the connection is back.
    await page.unroute(`**${API_BASE}/get_members`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(membersList(page).getByRole('link').first()).toBeVisible();
    expect(await token(page)).toBe(before);
  });

  test('a 5xx answer keeps the session', async ({ page }) => {
    await page.goto('/');
    const before = await token(page);
    await page.route(`**${API_BASE}/get_members`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: false, message: 'Service busy, try again.' }) }),
    );
    await page.goto('/district-members');
    // After the two retries a 5xx gets.
    await saidOnPage(page, /Service busy, try again\./);
    await expect(page).toHaveURL(`${BASE_URL}/district-members`);
    expect(await token(page)).toBe(before);
  });
});

test.describe('offline is a state', () => {
  test.use({ storageState: MEMBER_STATE });

  test('a notice while offline, lists say why instead of skeletons, and they load on reconnect', async ({ page, context }) => {
    await page.goto('/district-members');
    const first = membersList(page).getByRole('link').first();
    await expect(first).toBeVisible();
    const name = (await first.textContent())!.trim();
    const notice = page.getByText(OFFLINE_NOTICE);
    await expect(notice).toBeHidden();

    await context.setOffline(true);
    await expect(notice).toBeVisible();
    // A new search needs the server: it fails at once with the reason, no endless skeletons.
    await page.getByRole('searchbox', { name: 'Search members' }).fill(name);
    await saidOnPage(page, OFFLINE_READ);
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    await expect(page.getByText("You're offline. This will load when the connection is back.")).toBeVisible();

    await context.setOffline(false);
    await expect(notice).toBeHidden();
    // Reconnect refetches the failed list by itself.
    await expect(membersList(page).getByRole('link', { name }).first()).toBeVisible();
  });

  test('saving offline fails at once with a clear message and keeps what was typed', async ({ page, context }) => {
    // The toast UI's own chunk arrives last, as on a slow line: the signal drops the moment the
    // form is up, and the message must still show.
    let toasterRequests = 0;
    await page.route(/\/assets\/toaster-[^/]+\.js$/, async (route) => {
      toasterRequests += 1;
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/edit-profile');
    const about = page.getByLabel('About Me');
    await expect(about).toBeVisible({ timeout: 40_000 });
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).not.toHaveValue('');
    const typed = `Written at a hall without signal ${Date.now()}`;

    await context.setOffline(true);
    await about.fill(typed);
    const save = page.getByRole('button', { name: 'Save Changes' });
    await save.click();
    await toastShown(page, 'error', OFFLINE_WRITE);
    await expect(about).toHaveValue(typed);
    await expect(about).toBeEnabled();
    await expect(save).toBeEnabled();
    await expect(page).toHaveURL(`${BASE_URL}/edit-profile`);
    expect(toasterRequests).toBeGreaterThan(0);
    await context.setOffline(false);
  });
});

test.describe('one tap to reach a member', () => {
  test.use({ storageState: MEMBER_STATE });

  test('member cards carry Call, WhatsApp and SMS links with the right number', async ({ page }) => {
    const [member] = await firstMembers(page);
    await page.goto('/district-members');
    const card = membersList(page).getByRole('listitem').filter({ hasText: member!.memName }).first();
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: `Call ${member!.mobileNumber}` })).toHaveAttribute('href', `tel:+91${member!.mobileNumber}`);
    await expect(card.getByRole('link', { name: `WhatsApp ${member!.memName}` })).toHaveAttribute('href', `https://wa.me/91${member!.mobileNumber}`);
    await expect(card.getByRole('link', { name: `SMS ${member!.memName}` })).toHaveAttribute('href', `sms:+91${member!.mobileNumber}`);
    for (const name of [`Save contact ${member!.memName}`, `Share ${member!.memName}`]) {
      const box = await card.getByRole('button', { name }).boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
  });

  test('Save contact downloads a vCard that parses and holds name, mobile, e-mail, club, profession, birthday and photo', async ({ page }) => {
    const members = await firstMembers(page);
    const withPhoto = members.find((m) => m.profession && m.memPhoto)!;
    expect(withPhoto, 'a member with a photo and a profession on page 1').toBeTruthy();
    const { body } = await callApi<{
      data: { get_member: { memName: string; mobileNumber: string; emailAddress: string | null; clubName: string; profession: string | null; dateOfBirth: string | null; memPhoto: string | null } };
    }>(page, 'get_member_details', { member_idd: withPhoto.memId });
    expect(body.data, JSON.stringify(body).slice(0, 200)).toBeTruthy();
    const m = body.data.get_member;

    await page.goto(`/district-member-details/${withPhoto.memId}`);
    const actions = page.getByRole('group', { name: `Contact ${m.memName}` });
    await expect(actions.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/91${m.mobileNumber}`);
    await expect(actions.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:+91${m.mobileNumber}`);
    await expect(actions.getByRole('link', { name: 'SMS' })).toHaveAttribute('href', `sms:+91${m.mobileNumber}`);
    expect(m.emailAddress).toBeTruthy();
    await expect(actions.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', `mailto:${m.emailAddress}`);

    const download = page.waitForEvent('download');
    await actions.getByRole('button', { name: 'Save contact' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.vcf$/);
    const text = fs.readFileSync((await file.path())!, 'utf8');
    const card = new ICAL.Component(ICAL.parse(text) as unknown[]);
    expect(card.name).toBe('vcard');
    expect(card.getFirstPropertyValue('fn')).toBe(m.memName);
    expect(card.getFirstPropertyValue('tel')).toBe(`+91${m.mobileNumber}`);
    expect(card.getFirstPropertyValue('email')).toBe(m.emailAddress);
    expect(String(card.getFirstPropertyValue('org'))).toBe(m.clubName);
    expect(card.getFirstPropertyValue('title')).toBe(m.profession ?? null);
    expect(m.dateOfBirth).toBeTruthy();
    expect(String(card.getFirstPropertyValue('bday'))).toBe(m.dateOfBirth);
    expect(m.memPhoto).toBeTruthy();
    const photo = card.getFirstProperty('photo');
    expect(photo).toBeTruthy();
    const jpeg = Buffer.from(String(photo!.getFirstValue()), 'base64');
    expect(jpeg.subarray(0, 3).toString('hex')).toBe('ffd8ff');
  });

  test('Add to calendar downloads an .ics that parses with the event title and days (Asia/Kolkata)', async ({ page }) => {
    const { body } = await callApi<{ data: Array<{ deld: number; deTitle: string; deStartDate: string; deEndDate: string | null }> }>(
      page,
      'get_district_events',
      { page: 1 },
    );
    const event = body.data[0]!;
    await page.goto(`/district-event-details/${event.deld}`);
    await expect(page.getByRole('heading', { name: event.deTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const text = fs.readFileSync((await file.path())!, 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Kolkata');
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(vevent.summary).toBe(event.deTitle);
    expect(vevent.startDate.isDate).toBe(true);
    expect(vevent.startDate.toString()).toBe(event.deStartDate);
    const last = new Date(`${event.deEndDate ?? event.deStartDate}T00:00:00Z`);
    last.setUTCDate(last.getUTCDate() + 1);
    expect(vevent.endDate.toString()).toBe(last.toISOString().slice(0, 10));
    expect(vevent.uid).toContain(String(event.deld));
  });

  test('Share falls back to copying the link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    const [member] = await firstMembers(page);
    await page.goto(`/district-member-details/${member!.memId}`);
    await page.evaluate(() => {
      // Desktop-like browser without the Web Share API.
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.getByRole('group', { name: `Contact ${member!.memName}` }).getByRole('button', { name: 'Share' }).click();
    await toastShown(page, 'success', 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${BASE_URL}/district-member-details/${member!.memId}`);
  });

  test('Send wishes opens WhatsApp with a message naming the occasion and the member', async ({ page }) => {
    // A day with greetings in the demo district.
    let chosen = '';
    for (let day = 1; day <= 28 && !chosen; day++) {
      const d = `2026-03-${String(day).padStart(2, '0')}`;
      const { body } = await callApi<{ data: unknown[] }>(page, 'get_greetings', { start_date: d, page: 1 });
      if (body.data.length > 0) chosen = d;
    }
    expect(chosen).not.toBe('');
    await page.goto('/greetings');
    await page.getByLabel('Date').fill(chosen);
    const list = page.getByRole('list', { name: 'Greetings' });
    const item = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Send wishes to / }) }).first();
    const wish = item.getByRole('link', { name: /^Send wishes to / });
    await expect(wish).toBeVisible();
    const name = (await item.getByRole('heading').textContent())!.trim();
    const href = (await wish.getAttribute('href'))!;
    const url = new URL(href);
    expect(url.origin + url.pathname).toMatch(/^https:\/\/wa\.me\/91\d{10}$/);
    const mobile = (await item.getByRole('link', { name: /^Call / }).textContent())!.trim();
    expect(url.pathname).toBe(`/91${mobile}`);
    const message = url.searchParams.get('text')!;
    expect(message).toContain(name);
    expect(message).toMatch(/birthday|anniversary/);
  });

  test('business details: call, WhatsApp and website', async ({ page }) => {
    const { body } = await callApi<{ data: Array<{ memId: number; brTitle: string; brWebSiteAddr: string | null; mobileNumber: string }> }>(page, 'get_business_info', {
      category_id: 'all',
      page: 1,
    });
    const business = body.data.find((b) => b.brWebSiteAddr)!;
    expect(business, 'a demo business with a website').toBeTruthy();
    await page.goto(`/business-directory-inner-details/${business.memId}`);
    const group = page.getByRole('group', { name: `Contact ${business.brTitle}` });
    await expect(group.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:+91${business.mobileNumber}`);
    await expect(group.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/91${business.mobileNumber}`);
    const site = business.brWebSiteAddr!.trim();
    await expect(group.getByRole('link', { name: 'Website' })).toHaveAttribute('href', /^https?:\/\//.test(site) ? site : `https://${site}`);
  });
});

test.describe('defects', () => {
  test.describe('as a member', () => {
    test.use({ storageState: MEMBER_STATE });

    test('pasting "+91 98765 43210" into Edit Profile\'s new mobile number keeps the 10 digits and sends them', async ({ page }) => {
      await page.goto('/edit-profile');
      // The login number changes through a code sent to the new number (docs/product.md 5.3): Change opens that step.
      await page.getByRole('button', { name: 'Change', exact: true }).click();
      const mobile = page.getByRole('textbox', { name: /New Mobile Number/ });
      await mobile.focus();
      await page.keyboard.insertText('+91 98765 43210');
      await expect(mobile).toHaveValue('9876543210');

      // What would be sent: read from the request, which is then dropped (no SMS, the demo data stays).
      let sent = '';
      await page.route('**/api/me/mobile/request-code', async (route) => {
        sent = route.request().postData() ?? '';
        await route.abort('connectionreset');
      });
      await page.getByRole('button', { name: /Send code/i }).click();
      await expect.poll(() => sent).toContain('"mobile":"9876543210"');
    });

    test('the header back arrow goes back instead of adding a history entry', async ({ page }) => {
      const cases: Array<{ list: string; item: (p: Page) => ReturnType<Page['getByRole']>; details: RegExp }> = [
        { list: '/club-activities', item: (p) => p.getByRole('list', { name: 'Club activities' }).getByRole('link').first(), details: /\/club-activities-details\/\d+$/ },
        { list: '/district-activity', item: (p) => p.getByRole('list', { name: /District activities/i }).getByRole('link').first(), details: /\/district-activity-details\/\d+$/ },
        { list: '/district-event', item: (p) => p.getByRole('list', { name: /District events/i }).getByRole('link').first(), details: /\/district-event-details\/\d+$/ },
      ];
      for (const c of cases) {
        await page.goto('/contact-us');
        await page.goto(c.list);
        await c.item(page).click();
        await expect(page).toHaveURL(c.details);
        await page.getByRole('button', { name: 'Go back' }).click();
        await expect(page).toHaveURL(new RegExp(`${c.list}(\\?.*)?$`));
        await expect(c.item(page)).toBeVisible();
        await page.goBack();
        await expect(page, `${c.list}: the phone's back button leaves the list`).toHaveURL(`${BASE_URL}/contact-us`);
      }
    });

    test('the cabinet back arrow goes back too', async ({ page }) => {
      await page.goto('/district-directory');
      const tile = page.getByRole('link', { name: /cabinet/i }).first();
      await expect(tile).toBeVisible();
      const href = (await tile.getAttribute('href'))!;
      await page.goto('/contact-us');
      await page.goto(href);
      const member = page.getByRole('main').getByRole('listitem').getByRole('link').first();
      await member.click();
      await expect(page).toHaveURL(/\/district-member-details\/\d+\?dcId=/);
      // The details screen is on (until its chunk arrives the list, with its own back, stays).
      await expect(page.getByRole('group', { name: /^Contact / }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Go back' }).click();
      await expect(page).toHaveURL(new RegExp(`${href.split('?')[0]}(\\?.*)?$`));
      await page.goBack();
      await expect(page).toHaveURL(`${BASE_URL}/contact-us`);
    });

    test('IPDG, FVDG and SVDG cards show each leader\'s own year, not the current one', async ({ page }) => {
      const years: Record<string, string | null> = {};
      for (const type of ['dg', 'ipdg', 'fvdg', 'svdg']) {
        const { body } = await callApi<{ data: Array<{ acYear: string | null; memName: string }> }>(page, 'get_profile_list', { profile_type: type });
        years[type] = body.data[0]!.acYear;
        await page.goto(`/district-dg/${type}`);
        const card = page.getByRole('main').getByRole('article').first();
        await expect(card).toContainText(body.data[0]!.memName);
        await expect(card).toContainText(years[type] ? `DG: ${years[type]}` : type.toUpperCase());
      }
      expect(years.ipdg).not.toBe(years.dg);
      expect(years.fvdg).not.toBe(years.dg);
      expect(years.svdg).not.toBe(years.dg);
      expect(years.ipdg! < years.dg!).toBe(true);
      expect(years.fvdg! > years.dg!).toBe(true);
    });

    test('"Positions Held" keeps its line breaks on My Profile and member details', async ({ page }) => {
      const { body } = await callApi<{ data: { memId: number; positionsheld: string | null } }>(page, 'get-profile-details');
      const positions = body.data.positionsheld ?? '';
      expect(positions).toContain('\n');
      const lines = positions.split('\n').map((l) => l.trim()).filter(Boolean);
      for (const path of ['/my-profile', `/district-member-details/${body.data.memId}`]) {
        await page.goto(path);
        const value = page.getByText(lines[0]!, { exact: false }).first();
        await expect(value).toBeVisible();
        const shown = await value.evaluate((el) => (el as HTMLElement).innerText);
        expect(shown.split('\n').map((l) => l.trim()).filter(Boolean), path).toEqual(lines);
      }
    });

    test('the district directory lists years newest first', async ({ page }) => {
      await page.goto('/district-directory');
      await page.getByRole('combobox', { name: /Select Year/ }).click();
      const options = page.getByRole('option');
      await expect(options.first()).toBeVisible();
      const names = (await options.allTextContents()).map((t) => t.trim());
      expect(names.length).toBeGreaterThan(1);
      const starts = names.map((n) => Number(/\d{4}/.exec(n)![0]));
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
    });
  });

  test.describe('as a club manager', () => {
    test.use({ storageState: MANAGER_STATE });

    test('pasting "+91 98765 43210" into Edit Mobile Number sends the 10 digits', async ({ page }) => {
      const clubs = await callApi<{ data: Array<{ clubld: number }> }>(page, 'get-member-manager-club', {}, MANAGER_STATE);
      await page.goto('/district-members');
      await page.getByRole('combobox', { name: 'Club' }).selectOption(String(clubs.body.data[0]!.clubld));
      const edit = page.getByRole('button', { name: /^Edit mobile number of / }).first();
      await expect(edit).toBeVisible();
      await edit.click();
      const dialog = page.getByRole('dialog');
      const mobile = dialog.getByRole('textbox', { name: 'Mobile Number' });
      await expect(mobile).not.toHaveValue('');
      await mobile.fill('');
      await mobile.focus();
      await page.keyboard.insertText('+91 98765 43210');
      await expect(mobile).toHaveValue('9876543210');

      let sent: Record<string, unknown> = {};
      await page.route(`**${API_BASE}/update_mobile_number`, async (route) => {
        sent = route.request().postDataJSON() as Record<string, unknown>;
        await route.abort('connectionreset');
      });
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(() => sent.new_mobile).toBe('9876543210');
    });

    test('deleting a club activity shows no "not found" toast or page before the list', async ({ page }) => {
      const clubs = await callApi<{ data: Array<{ clubld: number }> }>(page, 'get-member-manager-club', {}, MANAGER_STATE);
      const clubId = clubs.body.data[0]!.clubld;
      const title = `E2E delete check ${Date.now()}`;
      const token = savedToken(MANAGER_STATE);
      const add = await page.request.post(`${API_BASE}/add_club_activities`, {
        headers: { Authorization: `Bearer ${token}` },
        multipart: { clubld: String(clubId), caTitle: title, caDesc: 'Checked by the delete test.', caDate: '2026-01-20' },
      });
      expect(add.status()).toBe(200);
      const list = await callApi<{ data: Array<{ cald: number; caTitle: string }> }>(
        page,
        'get_club_activities',
        { page: 1, club_id: 'all', search_text: title },
        MANAGER_STATE,
      );
      const activity = list.body.data.find((a) => a.caTitle === title)!;

      await page.goto(`/club-activities-details/${activity.cald}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      // Everything the screen shows from now on, including what only flashes.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { seenTexts: string[] }).seenTexts = seen;
        new MutationObserver(() => seen.push(document.body.innerText)).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await toastShown(page, 'success');
      // Until the list shows: the activity stays on screen, with no error.
      await expect(page).toHaveURL(/\/club-activities\?session=old$/);
      expect(await toastsSeen(page, 'error')).toEqual([]);
      await expect(page.getByRole('list', { name: 'Club activities' }).or(page.getByText('No Data Found'))).toBeVisible();
      const seen = (await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts)).join('\n');
      expect(seen).toContain(title);
      expect(seen).not.toContain('Club activity not found.');
      expect(seen).not.toContain('Data Not Found.');
    });
  });
});
