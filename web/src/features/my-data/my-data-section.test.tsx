import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MyDataSection } from './components/my-data-section';
import { renderScreen } from '@/test/render';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body));

describe('your data (My Profile)', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 't');
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
});
