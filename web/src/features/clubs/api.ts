import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClubListRow } from '@d320b/contract';
import { callApi } from '@/lib/api-client';
import { OFFLINE_FIRST, withOfflineFallback } from '@/lib/offline';
import type { ListPage } from '@/lib/list-session';

export type ClubFilters = { search: string };

export async function fetchClubsPage(page: number, filters: ClubFilters, signal: AbortSignal): Promise<ListPage<ClubListRow>> {
  const payload = { page, search: filters.search.trim() };
  const res = await withOfflineFallback('get_clubs_list', payload, () => callApi('get_clubs_list', payload, { signal }));
  return { items: res.data, total: res.totalCount };
}

/**
 * get_club_details. `year` null on first load: academic_year is left out and the server
 * answers for the first (newest) year.
 */
export function useClubDetails(clubId: number, year: number | null) {
  return useQuery({
    queryKey: ['get_club_details', clubId, year],
    queryFn: ({ signal }) => {
      const payload = year === null ? { club_id: clubId } : { club_id: clubId, academic_year: year };
      return withOfflineFallback('get_club_details', payload, () => callApi('get_club_details', payload, { signal }));
    },
    networkMode: OFFLINE_FIRST,
    enabled: Number.isSafeInteger(clubId) && clubId > 0,
    // Changing the year keeps the club on screen while the officers of that year load.
    placeholderData: keepPreviousData,
  });
}
