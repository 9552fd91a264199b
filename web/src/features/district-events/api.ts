import { useQuery } from '@tanstack/react-query';
import type { DistrictEvent } from '@d320b/contract';
import { callApi } from '@/lib/api-client';
import { OFFLINE_FIRST, withOfflineFallback } from '@/lib/offline';
import type { SearchFilters } from '@/components/activity-search-list';
import type { ListPage } from '@/lib/list-session';

export async function fetchDistrictEventsPage(page: number, filters: SearchFilters, signal: AbortSignal): Promise<ListPage<DistrictEvent>> {
  const payload = { page, search: filters.search.trim() };
  const res = await withOfflineFallback('get_district_events', payload, () => callApi('get_district_events', payload, { signal }));
  return { items: res.data, total: res.totalCount };
}

export function useDistrictEvent(id: number) {
  return useQuery({
    queryKey: ['district-event', id],
    queryFn: ({ signal }) =>
      withOfflineFallback('get_district_event_details', { activity_id: id }, () => callApi('get_district_event_details', { activity_id: id }, { signal })),
    networkMode: OFFLINE_FIRST,
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

