import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { fetchCall } from '@/lib/calls';
import { districtActivitiesList, districtActivityQuery } from './api';

const fetchMock = vi.fn<typeof fetch>();

describe('district activities api', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  it('reads one activity by id and asks for nothing for a bad id', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ status: true, message: 'ok', data: { dald: 9 } })));
    await new QueryClient().fetchQuery(districtActivityQuery(9));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1.2.0/get_district_activities_details');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ activity_id: 9 });
    expect(districtActivityQuery(Number.NaN).enabled).toBe(false);
  });

  it('pages the list with the search trimmed and passes the total on', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ status: true, message: 'ok', data: [], totalCount: 0 })));
    const list = districtActivitiesList;
    const page = list.toPage(await fetchCall(list.call, list.payload(1, { search: '  camp' })));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ page: 1, search: 'camp' });
    expect(page).toEqual({ items: [], total: 0 });
  });
});
