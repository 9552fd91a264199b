import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import ContactUsPage from './pages/contact-us-page';
import { renderScreen } from '@/test/render';

const fetchMock = vi.fn<typeof fetch>();

const renderPage = () => renderScreen(<ContactUsPage />);

describe('contact us', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 't');
  });

  it('shows each office contact with a call and an e-mail link, and only the links it has', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          status: true,
          message: 'ok',
          data: [
            { distUName: 'District Office', distCPerson: 'Asha Rao', distMobile: '9876500010', distEMail: 'office@example.org', distMPnoto: null },
            { distUName: 'Secretary', distCPerson: 'Ravi Kumar', distMobile: null, distEMail: null, distMPnoto: null },
          ],
        }),
      ),
    );
    renderPage();
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    expect(screen.getByRole('link', { name: /9876500010/ }).getAttribute('href')).toMatch(/^tel:/);
    expect(screen.getByRole('link', { name: /office@example.org/ }).getAttribute('href')).toBe('mailto:office@example.org');
    expect(screen.getByText('Ravi Kumar')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1.2.0/get_contact');
  });

  it('says there is no data when the office has no contacts', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ status: true, message: 'ok', data: [] })));
    renderPage();
    expect(await screen.findByText('No Data Found')).toBeTruthy();
  });

  it('shows a failed load with Try again, not "No Data Found"', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ status: false, message: 'Server busy, try again shortly.' }), { status: 503 }));
    renderPage();
    expect(await screen.findByText('Server busy, try again shortly.')).toBeTruthy();
    expect(screen.queryByText('No Data Found')).toBeNull();
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ status: true, message: 'ok', data: [] })));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No Data Found')).toBeTruthy();
  });
});
