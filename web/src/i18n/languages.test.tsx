/**
 * Languages (docs/product.md "Languages"): the login screen in English, Telugu and Hindi, the
 * choice kept on the phone, the first visit following the phone's language, and a server refusal
 * said by its meaning in Telugu (never the server's English).
 */
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import LoginPage from '@/features/auth/pages/login-page';
import { activateLocale, i18n, leaveAdminMessages, loadAdminMessages, loadAppMessages } from './i18n';
import { initialLocale, phoneLocale, storedLocale } from './locales';
import { readPo } from './po';

const te = readPo(path.join(__dirname, '../locales/te.po'));
const hi = readPo(path.join(__dirname, '../locales/hi.po'));

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const fetchMock = vi.fn<typeof fetch>();

describe('languages', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(async () => {
    document.cookie = 'lang=; path=/; max-age=0';
    await activateLocale('en');
    await loadAppMessages();
  });

  it('the phone’s language decides a first visit, else English; a choice on the phone wins', () => {
    expect(phoneLocale(['te-IN', 'en-IN'])).toBe('te');
    expect(phoneLocale(['en-GB', 'hi'])).toBe('en');
    expect(phoneLocale(['fr-FR', 'hi-IN'])).toBe('hi');
    expect(phoneLocale(['fr-FR'])).toBe('en');
    expect(phoneLocale([])).toBe('en');
    localStorage.setItem('language', 'hi');
    expect(initialLocale()).toBe('hi');
    localStorage.setItem('language', 'xx');
    expect(storedLocale()).toBeNull();
  });

  it('a pre-rendered login screen brings the server’s choice on <html lang>; a choice kept on the phone still wins', () => {
    const shell = document.createElement('div');
    shell.id = 'root';
    shell.setAttribute('data-login-shell', '');
    document.body.append(shell);
    try {
      localStorage.removeItem('language');
      // The cookie says Hindi, but the server answered in Telugu (its choice is the page's).
      document.cookie = 'lang=hi; path=/';
      document.documentElement.lang = 'te';
      expect(initialLocale()).toBe('te');
      localStorage.setItem('language', 'hi');
      expect(initialLocale()).toBe('hi');
      // Without the pre-rendered screen (a page from the service worker), the cookie is read.
      localStorage.removeItem('language');
      shell.remove();
      expect(initialLocale()).toBe('hi');
    } finally {
      shell.remove();
      localStorage.removeItem('language');
      document.documentElement.lang = 'en';
    }
  });

  it('switches the login screen to Telugu and Hindi from the catalogue, and keeps the choice', async () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'te' } });
    });
    expect(await screen.findByRole('heading', { level: 1, name: te.get('Login') })).toBeTruthy();
    expect(screen.getByLabelText(te.get('Mobile Number')!)).toBeTruthy();
    expect(screen.getByRole('button', { name: te.get('Send OTP') })).toBeTruthy();
    expect(document.documentElement.lang).toBe('te');
    expect(localStorage.getItem('language')).toBe('te');
    expect(document.cookie).toContain('lang=te');
    // Signed out: the account hears of the choice after sign-in.
    expect(localStorage.getItem('languageToSave')).toBe('1');
    // No English left on the screen's own words.
    for (const english of ['Login', 'Mobile Number', 'Send OTP', 'Enter your registered mobile number to receive a one-time code.']) {
      expect(screen.queryByText(english)).toBeNull();
    }

    await act(async () => {
      fireEvent.change(screen.getByLabelText(te.get('Language')!), { target: { value: 'hi' } });
    });
    expect(await screen.findByRole('heading', { level: 1, name: hi.get('Login') })).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('hi');
    // The storage wipe at sign-out keeps the choice in the cookie.
    localStorage.clear();
    expect(storedLocale()).toBe('hi');
  });

  it('says a server refusal by its meaning in Telugu, with the wait in Telugu words', async () => {
    await activateLocale('te');
    await loadAppMessages();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: false, message: 'Too many wrong codes have been tried for this number. For your safety, sign-in is paused for 51 minutes.', reason: 'number_paused', retryAfterSeconds: 51 * 60 }), { status: 429 }),
    );
    renderLogin();
    fireEvent.change(screen.getByLabelText(te.get('Mobile Number')!), { target: { value: '9876543210' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: te.get('Send OTP') }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('51 నిమిషాలు');
    expect(alert.textContent).not.toMatch(/[A-Za-z]{4,}/);
    expect(i18n.locale).toBe('te');
  });

  it('formats plurals and numbers for the language', async () => {
    await activateLocale('hi');
    await loadAppMessages();
    expect(i18n._('{minutes, plural, one {# minute} other {# minutes}}', { minutes: 1 })).toBe('1 मिनट');
    await activateLocale('en');
    expect(i18n._('{minutes, plural, one {# minute} other {# minutes}}', { minutes: 1 })).toBe('1 minute');
    expect(i18n._('{minutes, plural, one {# minute} other {# minutes}}', { minutes: 100000 })).toBe('1,00,000 minutes');
  });

  it('shows the admin console in English in every language, placeholders filled, and the member app in its language again once left', async () => {
    await activateLocale('te');
    await loadAppMessages();
    expect(i18n._('Members')).toBe(te.get('Members'));
    await loadAdminMessages();
    expect(i18n._('You administer {clubs}.', { clubs: 'Lions Club of Hyderabad' })).toBe('You administer Lions Club of Hyderabad.');
    // A text the console shares with the member app reads as the console's (one language on its screens).
    expect(i18n._('Members')).toBe('Members');
    await activateLocale('hi');
    expect(i18n._('You administer {clubs}.', { clubs: 'Lions Club of Hyderabad' })).toBe('You administer Lions Club of Hyderabad.');
    expect(i18n._('Members')).toBe('Members');
    await leaveAdminMessages();
    expect(i18n._('Members')).toBe(hi.get('Members'));
    // A text no loaded catalogue has (a console screen before its catalogue is in): its English, filled in.
    expect(i18n._('Moved {count} members to {club}', { count: 3, club: 'Lions Club of Warangal' })).toBe('Moved 3 members to Lions Club of Warangal');
    await activateLocale('en');
  });
});
