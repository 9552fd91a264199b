import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import DashboardPage from './pages/dashboard-page';

const activity = (n: number) => ({
  cald: n,
  clubld: 1,
  caTitle: `Club activity ${n}`,
  caDesc: 'Description',
  caDate: '2026-01-05',
  caDatee: '05 Jan 2026',
  calmage: null,
  club_name: 'Lions Club of Test',
  club: { clubName: 'Lions Club of Test' },
});
const districtActivity = (n: number) => ({
  dald: n,
  daTitle: `District activity ${n}`,
  daDesc: 'd',
  daDate: '2026-01-05',
  dalmage: null,
  distName: 'District 320B',
  district: { distName: 'District 320B' },
});
const dashboard = (events: number) => ({
  status: true,
  message: 'ok',
  club_id: 7,
  data: {
    total_clubs_count: 84,
    total_members_count: 3000,
    total_members_count_byclubs: 37,
    birthday_count: 8,
    marriage_count: 2,
    dgData: { memPhoto: null, memName: 'Gangadhar Murthy', club_name: 'Lions Club A' },
    fvdgData: null,
    svdgData: { memPhoto: null, memName: 'Samala Raghu', club_name: 'Lions Club B' },
    get_latest_club_activities: [activity(1), activity(2), activity(3)],
    get_upcoming_events: Array.from({ length: events }, (_, i) => ({
      deld: i + 1,
      deTitle: `Event ${i + 1}`,
      deDesc: '',
      deStartDate: '2026-02-01',
      deEndDate: null,
      delmage: null,
      distName: 'District 320B',
      district: { distName: 'District 320B' },
    })),
    get_latest_district_activities: [1, 2, 3, 4].map(districtActivity),
  },
});
const dgList = (count: number) => ({
  status: true,
  message: 'ok',
  pageName: 'DG',
  data: Array.from({ length: count }, () => ({
    memId: 1,
    memName: 'Gangadhar Murthy',
    memPhoto: null,
    acYear: '2026-27',
    club_name: 'Lions Club A',
    memMobileNumber: '9876500010',
    dgld: 1,
    distName: 'District 320B',
    dgFamilyPic: null,
    dgSlogan: null,
    dgLogoPic: null,
    dgThemePic: null,
    dgProfile: null,
  })),
});

const fetchMock = vi.fn<typeof fetch>();

function mockApi(events: number, dgCount: number) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const body = url.endsWith('/get_dashboard') ? dashboard(events) : dgList(dgCount);
    return new Response(JSON.stringify(body), { status: 200 });
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('dashboard', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 't');
    localStorage.setItem('userData', JSON.stringify({ memName: 'Asha Rao', distName: 'District 320B' }));
  });

  it('shows counts with their links, leaders and the first 2 / 3 / 3 items', async () => {
    mockApi(4, 0);
    renderPage();
    expect(screen.getByText('Asha Rao')).toBeTruthy();
    const clubs = await screen.findByRole('link', { name: '84 Clubs' });
    expect(clubs.getAttribute('href')).toBe('/clubs');
    expect(screen.getByRole('link', { name: '3,000 Members' }).getAttribute('href')).toBe('/district-members');
    expect(screen.getByRole('link', { name: '37 My Club' }).getAttribute('href')).toBe('/club-details/7');
    expect(screen.getByRole('link', { name: /^DG Gangadhar Murthy/ }).getAttribute('href')).toBe('/district-dg/dg');
    expect(screen.getByRole('link', { name: /^FVDG N\/A/ }).getAttribute('href')).toBe('/district-dg/fvdg');
    expect(screen.getByRole('link', { name: /Today's Celebrations/ }).getAttribute('href')).toBe('/greetings');

    const clubSection = screen.getByRole('region', { name: 'Latest Club Activities' });
    expect(within(clubSection).getAllByRole('listitem')).toHaveLength(2);
    expect(within(clubSection).getByRole('link', { name: /Club activity 1/ }).getAttribute('href')).toBe('/club-activities-details/1');
    expect(within(clubSection).getByRole('link', { name: 'See All Latest Club Activities' }).getAttribute('href')).toBe('/club-activities');
    expect(within(screen.getByRole('region', { name: 'Latest District Events' })).getAllByRole('listitem')).toHaveLength(3);
    const daSection = screen.getByRole('region', { name: 'Latest District Activities' });
    expect(within(daSection).getAllByRole('listitem')).toHaveLength(3);
    expect(within(daSection).getByRole('link', { name: /District activity 2/ }).getAttribute('href')).toBe('/district-activity-details/2');
  });

  it('hides district events when there are none', async () => {
    mockApi(0, 0);
    renderPage();
    await screen.findByRole('link', { name: '84 Clubs' });
    expect(screen.queryByRole('region', { name: 'Latest District Events' })).toBeNull();
  });

  it('shows the welcome popup once when the DG list is not empty', async () => {
    mockApi(0, 1);
    renderPage();
    expect(await screen.findByText('welcome to')).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).toContain('District 320B');
    expect(localStorage.getItem('hasSeenWelcomePopup')).toBe('true');
  });

  it('does not show the popup when it was seen, or when the DG list is empty', async () => {
    mockApi(0, 0);
    renderPage();
    await screen.findByRole('link', { name: '84 Clubs' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('hasSeenWelcomePopup')).toBeNull();
  });

  it('does not ask for the DG list once the popup was seen', async () => {
    localStorage.setItem('hasSeenWelcomePopup', 'true');
    mockApi(0, 1);
    renderPage();
    await screen.findByRole('link', { name: '84 Clubs' });
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual(['/api/v1.2.0/get_dashboard']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
