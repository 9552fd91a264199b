/**
 * The reading pages (About Us, Privacy Policy, Terms & Conditions) read the same in English as
 * written, and in Telugu from the catalogue: links and bold words stay inside their sentence.
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { activateLocale, loadAppMessages } from '@/i18n/i18n';
import { readPo } from '@/i18n/po';
import AboutUsPage from './pages/about-us-page';
import PrivacyPage from './pages/privacy-page';
import TermsConditionsPage from './pages/terms-conditions-page';

const te = readPo(path.join(__dirname, '../../locales/te.po'));

const renderPage = (Page: () => React.ReactNode) =>
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );

describe('static pages', () => {
  afterEach(async () => {
    await activateLocale('en');
    await loadAppMessages();
  });

  it('read as written in English, links inside their sentence', () => {
    renderPage(AboutUsPage);
    const link = screen.getByRole('link', { name: 'My Profile' });
    expect(link.closest('p')?.textContent).toMatch(/^You can change your own details under My Profile\. Club managers .* use the Contact Us page\.$/);
    expect(screen.getByText('“We Serve”').tagName).toBe('STRONG');
  });

  it('say the month of the last change in English and in Telugu', async () => {
    const { unmount } = renderPage(TermsConditionsPage);
    expect(screen.getByText('Last updated: November 2026')).toBeTruthy();
    unmount();
    await loadAppMessages();
    await activateLocale('te');
    renderPage(TermsConditionsPage);
    const month = new Intl.DateTimeFormat('te-IN', { month: 'long', year: 'numeric' }).format(new Date(2026, 10, 15));
    expect(screen.getByText(te.get('Last updated: {updated}')!.replace('{updated}', month))).toBeTruthy();
  });

  it('speak Telugu from the catalogue, a bold subject and a link kept in place', async () => {
    await loadAppMessages();
    await activateLocale('te');
    renderPage(PrivacyPage);
    expect(screen.getByRole('heading', { level: 2, name: te.get('What we keep') })).toBeTruthy();
    const bold = screen.getByText(te.get('Your member profile:')!);
    expect(bold.tagName).toBe('STRONG');
    expect(bold.closest('li')?.textContent).toContain(te.get('{title} name, photo, mobile and other phone number, e-mail, profession, date of birth, marriage day, spouse’s name, postal address, website, positions held, “about me”, membership number, date of joining, sponsor, and your club and district roles.')!.replace('{title} ', ''));
    const link = screen.getByRole('link', { name: te.get('Edit Profile') });
    const sentence = te.get('You can correct most of your own details at any time under {editProfile}. Under “Your data” on My Profile you can download everything kept about you, and ask for it to be deleted.')!;
    expect(link.closest('p')?.textContent).toContain(sentence.replace('{editProfile}', te.get('Edit Profile')!));
  });
});
