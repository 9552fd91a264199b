import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MyDataSection } from './components/my-data-section';
import { renderScreen } from '@/test/render';
import { activateLocale, loadAppMessages } from '@/i18n/i18n';
import { readPo } from '@/i18n/po';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body));

describe('your data (My Profile)', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 't');
  });
  afterEach(async () => {
    await activateLocale('en');
    await loadAppMessages();
  });

  it('sends a deletion request after the member confirms, then shows it as sent', async () => {
    let pending = false;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/me/erasure-request/status')) return json({ status: true, message: 'ok', data: { pending, requestedAt: pending ? '2026-03-04T10:00:00Z' : null } });
      if (url.endsWith('/me/erasure-request')) {
        pending = true;
        return json({ status: true, message: 'Request sent.', data: { pending: true, requestedAt: '2026-03-04T10:00:00Z' } });
      }
      return json({ status: false, message: `unexpected ${url}` });
    });
    renderScreen(<MyDataSection />);
    const ask = await screen.findByRole('button', { name: 'Ask to delete my data' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/Your request to delete your data was sent/)).toBeNull();

    fireEvent.click(ask);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send request' }));

    // The status is read again after the request: the page now says it was sent.
    expect(await screen.findByText(/Your request to delete your data was sent on/)).toBeTruthy();
    const requests = fetchMock.mock.calls.map(([u, init]) => `${init?.method} ${String(u)}`);
    expect(requests).toContain('POST /api/me/erasure-request');
    expect(JSON.parse(String(fetchMock.mock.calls.find(([u]) => String(u).endsWith('/me/erasure-request'))![1]!.body))).toEqual({ confirm: true });
    expect(screen.getByRole('button', { name: 'Ask to delete my data' }).hasAttribute('disabled')).toBe(true);
  });

  it('speaks Telugu: the buttons, the dialog with its Cancel, and the request sent on a date written in Telugu', async () => {
    const te = readPo(path.join(__dirname, '../../locales/te.po'));
    await activateLocale('te');
    await loadAppMessages();
    let pending = false;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/me/erasure-request/status')) return json({ status: true, message: 'ok', data: { pending, requestedAt: pending ? '2026-03-04T10:00:00Z' : null } });
      if (url.endsWith('/me/erasure-request')) {
        pending = true;
        return json({ status: true, message: 'Your request has been sent to the district office.', data: { pending: true, requestedAt: '2026-03-04T10:00:00Z' } });
      }
      return json({ status: false, message: `unexpected ${url}` });
    });
    renderScreen(<MyDataSection />);
    expect(await screen.findByText(te.get('Your data')!)).toBeTruthy();
    expect(screen.getByRole('button', { name: te.get('Download my data') })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: te.get('Ask to delete my data') }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: te.get('Cancel') })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: te.get('Send request') }));

    const date = new Intl.DateTimeFormat('te-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 4));
    const sent = te
      .get('Your request to delete your data was sent on {date}. The district office will complete it; you will then be signed out.')!
      .replace('{date}', date);
    expect(await screen.findByText(sent)).toBeTruthy();
    expect(sent).not.toMatch(/[A-Za-z]{3,}/);
  });
});
