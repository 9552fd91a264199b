import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { registerLocalAnswers, type LocalAnswerer } from './offline';
import { businessDetailsQuery, clubsQuery, profileListQuery } from './shared-api';

const fetchMock = vi.fn<typeof fetch>();
const clubs = { status: true, message: 'ok', total_members_count: 40, data: [{ clubld: 1, clubName: 'Lions Club of Test', memberCount: 40 }] };

describe('shared reads', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    registerLocalAnswers(async () => (async () => null) as LocalAnswerer);
  });

  it('get_clubs: the server\'s answer online, under the call\'s own key', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(clubs)));
    const qc = new QueryClient();
    expect(await qc.fetchQuery(clubsQuery())).toEqual(clubs);
    expect(clubsQuery().queryKey).toEqual(['get_clubs', {}]);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1.2.0/get_clubs');
  });

  it('get_clubs: the phone\'s copy answers when the request gets no answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const local = vi.fn(async () => ({ ...clubs, message: 'from the copy' }));
    registerLocalAnswers(async () => local as unknown as LocalAnswerer);
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await qc.fetchQuery(clubsQuery())).toMatchObject({ message: 'from the copy' });
    expect(local).toHaveBeenCalledWith('get_clubs', {});
  });

  it('keys each governor type and each business by its payload; asks for nothing not yet chosen', () => {
    expect(profileListQuery('fvdg').queryKey).toEqual(['get_profile_list', { profile_type: 'fvdg' }]);
    expect(profileListQuery(null).enabled).toBe(false);
    expect(businessDetailsQuery('mine').queryKey).toEqual(['get_business_details', {}]);
    expect(businessDetailsQuery(4).queryKey).toEqual(['get_business_details', { member_id: 4 }]);
    expect(businessDetailsQuery(0).enabled).toBe(false);
  });
});
