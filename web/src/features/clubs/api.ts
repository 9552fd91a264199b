import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClubListRow } from '@d320b/contract';
import { callKey } from '@/lib/call-query';
import { OFFLINE_FIRST, readOrOffline } from '@/lib/offline';
import type { ListPage } from '@/lib/list-session';

export type ClubFilters = { search: string };

export async function fetchClubsPage(page: number, filters: ClubFilters, signal: AbortSignal): Promise<ListPage<ClubListRow>> {
  const payload = { page, search: filters.search.trim() };
  const res = await readOrOffline('get_clubs_list', payload, signal);
  return { items: res.data, total: res.totalCount };
}

/**
 * get_club_details. `year` null on first load: academic_year is left out and the server
 * answers for the first (newest) year.
 */
export function clubDetailsQuery(clubId: number, year: number | null) {
  const payload = year === null ? { club_id: clubId } : { club_id: clubId, academic_year: year };
  return queryOptions({
    queryKey: callKey('get_club_details', payload),
    queryFn: ({ signal }) => readOrOffline('get_club_details', payload, signal),
    networkMode: OFFLINE_FIRST,
    enabled: Number.isSafeInteger(clubId) && clubId > 0,
    // Changing the year keeps the club on screen while the officers of that year load.
    placeholderData: keepPreviousData,
  });
}
