import type { DistrictActivity } from '@d320b/contract';
import type { SearchFilters } from '@/components/activity-search-list';
import { callQuery, type ResponseOf } from '@/lib/calls';
import type { ListPage } from '@/lib/list-session';

/** The list of /district-activity: get_district_activities, a page at a time. */
export const districtActivitiesList = {
  call: 'get_district_activities',
  payload: (page: number, filters: SearchFilters) => ({ page, search: filters.search.trim() }),
  toPage: (res: ResponseOf<'get_district_activities'>): ListPage<DistrictActivity> => ({ items: res.data, total: res.totalCount }),
} as const;

export function districtActivityQuery(id: number) {
  return callQuery('get_district_activities_details', { activity_id: id }, { enabled: Number.isSafeInteger(id) && id > 0 });
}
