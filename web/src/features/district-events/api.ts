import { useQuery } from '@tanstack/react-query';
import type { DistrictEvent } from '@d320b/contract';
import { callApi } from '@/lib/api-client';
import type { SearchFilters } from '@/components/activity-search-list';
import type { ListPage } from '@/lib/list-session';

export async function fetchDistrictEventsPage(page: number, filters: SearchFilters, signal: AbortSignal): Promise<ListPage<DistrictEvent>> {
  const res = await callApi('get_district_events', { page, search: filters.search.trim() }, { signal });
  return { items: res.data, total: res.totalCount };
}

export function useDistrictEvent(id: number) {
  return useQuery({
    queryKey: ['district-event', id],
    queryFn: ({ signal }) => callApi('get_district_event_details', { activity_id: id }, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

