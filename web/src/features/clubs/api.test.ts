import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { fetchCall } from '@/lib/calls';
import { clubDetailsQuery, clubsList } from './api';

const fetchMock = vi.fn<typeof fetch>();
const sent = (i: number) => JSON.parse(String(fetchMock.mock.calls[i]![1]!.body)) as unknown;

describe('clubs api', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ status: true, message: 'ok', data: [], totalCount: 0 })));
  });

  it('asks for the newest year first (no academic_year), then the year chosen, each cached apart', async () => {
    const qc = new QueryClient();
    await qc.fetchQuery(clubDetailsQuery(3, null));
    await qc.fetchQuery(clubDetailsQuery(3, 7));
    expect(sent(0)).toEqual({ club_id: 3 });
    expect(sent(1)).toEqual({ club_id: 3, academic_year: 7 });
    expect(clubDetailsQuery(3, null).queryKey).not.toEqual(clubDetailsQuery(3, 7).queryKey);
  });

  it('does not ask for a club id that is not a positive whole number', () => {
    expect(clubDetailsQuery(Number('abc'), null).enabled).toBe(false);
    expect(clubDetailsQuery(0, null).enabled).toBe(false);
    expect(clubDetailsQuery(12, null).enabled).toBe(true);
  });

  it('sends the list search trimmed', async () => {
    await fetchCall(clubsList.call, clubsList.payload(2, { search: '  banjara ' }));
    expect(sent(0)).toEqual({ page: 2, search: 'banjara' });
  });
});
