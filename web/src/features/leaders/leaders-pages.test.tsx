import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import DistrictDgPage from './pages/district-dg-page';
import DistrictPdgsPage from './pages/district-pdgs-page';
import { renderScreen } from '@/test/render';

const leader = (memId: number, name: string) => ({
  memId,
  memName: name,
  memPhoto: null,
  acYear: '2024-25',
  club_name: 'Lions Club of Test',
  memMobileNumber: '9876500010',
  dgld: memId,
  distName: 'District 320B',
  dgFamilyPic: null,
  dgSlogan: null,
  dgLogoPic: null,
  dgThemePic: null,
  dgProfile: null,
});

const fetchMock = vi.fn<typeof fetch>();

function renderAt(path: string) {
  return renderScreen(
    <Routes>
      <Route path="/district-dg/:id" element={<DistrictDgPage />} />
      <Route path="/district-pdgs/:id" element={<DistrictPdgsPage />} />
    </Routes>,
    { path },
  );
}

const sentBody = (i = 0) => JSON.parse(String(fetchMock.mock.calls[i]![1]!.body)) as Record<string, unknown>;

describe('leaders', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 't');
  });

  it('lists the past governors, each card opening that governor\'s own page', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ status: true, message: 'ok', pageName: 'PDGs', data: [leader(11, 'Asha Rao'), leader(12, 'Ravi Kumar')] })));
    renderAt('/district-dg/pdgs');
    expect(await screen.findByRole('list', { name: 'PDGs' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Ravi Kumar/ })[0]!.getAttribute('href')).toBe('/district-pdgs/12');
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/get_profile_list$/);
    expect(sentBody()).toEqual({ profile_type: 'pdgs' });
  });

  it('links a current governor to the member details', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ status: true, message: 'ok', pageName: 'DG', data: [leader(7, 'Gangadhar Murthy')] })));
    renderAt('/district-dg/dg');
    expect((await screen.findAllByRole('link', { name: /Gangadhar Murthy/ }))[0]!.getAttribute('href')).toBe('/district-member-details/7');
  });

  it('asks for nothing on an unknown type and says there is no data', async () => {
    renderAt('/district-dg/mayor');
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows one past governor\'s page from get_leader_profile', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ status: true, message: 'ok', pageName: 'PDG', data: { leaders: [leader(12, 'Ravi Kumar')] } })));
    renderAt('/district-pdgs/12');
    expect(await screen.findByRole('list', { name: 'PDG' })).toBeTruthy();
    expect(screen.getAllByText('Ravi Kumar').length).toBeGreaterThan(0);
    expect(sentBody()).toEqual({ profile_type: 'pdgs', member_id: 12 });
  });

  it('shows a failed load, not "No Data Found"', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ status: false, message: 'Server busy, try again shortly.' }), { status: 503 }));
    renderAt('/district-dg/ipdg');
    expect(await screen.findByText('Server busy, try again shortly.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('No Data Found')).toBeNull();
  });
});
