import { queryOptions } from '@tanstack/react-query';
import type { DistrictEvent } from '@d320b/contract';
import { callKey } from '@/lib/call-query';
import { OFFLINE_FIRST, readOrOffline } from '@/lib/offline';
import type { SearchFilters } from '@/components/activity-search-list';
import type { ListPage } from '@/lib/list-session';

export async function fetchDistrictEventsPage(page: number, filters: SearchFilters, signal: AbortSignal): Promise<ListPage<DistrictEvent>> {
  const payload = { page, search: filters.search.trim() };
  const res = await readOrOffline('get_district_events', payload, signal);
  return { items: res.data, total: res.totalCount };
}

export function districtEventQuery(id: number) {
  const payload = { activity_id: id };
  return queryOptions({
    queryKey: callKey('get_district_event_details', payload),
    queryFn: ({ signal }) => readOrOffline('get_district_event_details', payload, signal),
    networkMode: OFFLINE_FIRST,
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

