import { useQuery } from '@tanstack/react-query';
import type { DistrictActivity } from '@d320b/contract';
import { callApi } from '@/lib/api-client';
import type { SearchFilters } from '@/components/activity-search-list';
import type { ListPage } from '@/lib/list-session';

export async function fetchDistrictActivitiesPage(page: number, filters: SearchFilters, signal: AbortSignal): Promise<ListPage<DistrictActivity>> {
  const res = await callApi('get_district_activities', { page, search: filters.search.trim() }, { signal });
  return { items: res.data, total: res.totalCount };
}

export function useDistrictActivity(id: number) {
  return useQuery({
    queryKey: ['district-activity', id],
    queryFn: ({ signal }) => callApi('get_district_activities_details', { activity_id: id }, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
