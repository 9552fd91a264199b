import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import BusinessDirectoryPage from './pages/business-directory-page';
import { renderScreen } from '@/test/render';
import { activateLocale, loadAppMessages } from '@/i18n/i18n';

const categories = {
  status: true,
  message: 'ok',
  data: [
    { bcId: 3, bcataTitle: 'Jewellers', brImage: null, totalRecords: 2 },
    { bcId: 5, bcataTitle: 'Doctors', brImage: null, totalRecords: 1 },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const renderPage = () => renderScreen(<BusinessDirectoryPage />);

describe('business directory', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 't');
  });
  afterEach(async () => {
    await activateLocale('en');
    await loadAppMessages();
  });

  it('lists the categories with their number of businesses', async () => {
    fetchMock.mockResolvedValue(answer(200, categories));
    renderPage();
    expect((await screen.findByRole('link', { name: /Jewellers/ })).getAttribute('href')).toBe('/business-directory-details/3');
    expect(screen.getByText('1 business')).toBeTruthy();
    expect(screen.getByText('2 businesses')).toBeTruthy();
  });

  it('says so when there are no businesses', async () => {
    fetchMock.mockResolvedValue(answer(200, { ...categories, data: [] }));
    renderPage();
    expect(await screen.findByText('No Business Directory Found.')).toBeTruthy();
  });

  it('shows the failure with a retry, not the empty message, when the load fails; retrying loads it', async () => {
    fetchMock.mockResolvedValueOnce(answer(503, { status: false, message: 'Server busy, try again shortly.' }));
    renderPage();
    expect(await screen.findByText('Server busy, try again shortly.')).toBeTruthy();
    expect(screen.queryByText('No Business Directory Found.')).toBeNull();

    fetchMock.mockResolvedValue(answer(200, categories));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Doctors/ })).toBeTruthy();
    expect(screen.queryByText('Server busy, try again shortly.')).toBeNull();
  });

  it('speaks Telugu: the title, and the counts in the language', async () => {
    await activateLocale('te');
    await loadAppMessages();
    fetchMock.mockResolvedValue(answer(200, categories));
    renderPage();
    expect(await screen.findByRole('list', { name: 'వ్యాపార వర్గాలు' })).toBeTruthy();
    expect(screen.getByText('1 వ్యాపారం')).toBeTruthy();
    expect(screen.getByText('2 వ్యాపారాలు')).toBeTruthy();
  });
});
