import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { fetchCall } from '@/lib/calls';
import { districtEventQuery, districtEventsList } from './api';

const fetchMock = vi.fn<typeof fetch>();

describe('district events api', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  it('reads one event by id and asks for nothing for a bad id', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ status: true, message: 'ok', data: { deld: 4 } })));
    await new QueryClient().fetchQuery(districtEventQuery(4));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1.2.0/get_district_event_details');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ activity_id: 4 });
    expect(districtEventQuery(-1).enabled).toBe(false);
  });

  it('pages the list with the search trimmed and passes the total on', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ status: true, message: 'ok', data: [{ deld: 1 }], totalCount: 31 })));
    const list = districtEventsList;
    const page = list.toPage(await fetchCall(list.call, list.payload(3, { search: ' fest ' })));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ page: 3, search: 'fest' });
    expect(page).toEqual({ items: [{ deld: 1 }], total: 31 });
  });
});
