import { queryOptions } from '@tanstack/react-query';
import type { DistrictActivity } from '@d320b/contract';
import { callApi } from '@/lib/api-client';
import { callKey } from '@/lib/call-query';
import type { SearchFilters } from '@/components/activity-search-list';
import type { ListPage } from '@/lib/list-session';

export async function fetchDistrictActivitiesPage(page: number, filters: SearchFilters, signal: AbortSignal): Promise<ListPage<DistrictActivity>> {
  const res = await callApi('get_district_activities', { page, search: filters.search.trim() }, { signal });
  return { items: res.data, total: res.totalCount };
}

export function districtActivityQuery(id: number) {
  const payload = { activity_id: id };
  return queryOptions({
    queryKey: callKey('get_district_activities_details', payload),
    queryFn: ({ signal }) => callApi('get_district_activities_details', payload, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
