import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClubListRow } from '@d320b/contract';
import { callApi } from '@/lib/api-client';
import type { ListPage } from '@/lib/list-session';

export type ClubFilters = { search: string };

export async function fetchClubsPage(page: number, filters: ClubFilters, signal: AbortSignal): Promise<ListPage<ClubListRow>> {
  const res = await callApi('get_clubs_list', { page, search: filters.search.trim() }, { signal });
  return { items: res.data, total: res.totalCount };
}

/**
 * get_club_details. `year` null on first load: academic_year is left out and the server
 * answers for the first (newest) year.
 */
export function useClubDetails(clubId: number, year: number | null) {
  return useQuery({
    queryKey: ['get_club_details', clubId, year],
    queryFn: ({ signal }) =>
      callApi('get_club_details', year === null ? { club_id: clubId } : { club_id: clubId, academic_year: year }, { signal }),
    enabled: Number.isSafeInteger(clubId) && clubId > 0,
    // Changing the year keeps the club on screen while the officers of that year load.
    placeholderData: keepPreviousData,
  });
}
