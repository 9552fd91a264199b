import type { DistrictEvent } from '@d320b/contract';
import type { SearchFilters } from '@/components/activity-search-list';
import { callQuery, type ResponseOf } from '@/lib/calls';
import type { ListPage } from '@/lib/list-session';

/** The list of /district-event: get_district_events, a page at a time. */
export const districtEventsList = {
  call: 'get_district_events',
  payload: (page: number, filters: SearchFilters) => ({ page, search: filters.search.trim() }),
  toPage: (res: ResponseOf<'get_district_events'>): ListPage<DistrictEvent> => ({ items: res.data, total: res.totalCount }),
} as const;

export function districtEventQuery(id: number) {
  return callQuery('get_district_event_details', { activity_id: id }, { enabled: Number.isSafeInteger(id) && id > 0 });
}
