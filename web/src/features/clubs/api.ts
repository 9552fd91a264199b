import { keepPreviousData } from '@tanstack/react-query';
import type { ClubListRow } from '@d320b/contract';
import { callQuery, type ResponseOf } from '@/lib/calls';
import type { ListPage } from '@/lib/list-session';

export type ClubFilters = { search: string };

/** The list of /clubs: get_clubs_list, a page at a time. */
export const clubsList = {
  call: 'get_clubs_list',
  payload: (page: number, filters: ClubFilters) => ({ page, search: filters.search.trim() }),
  toPage: (res: ResponseOf<'get_clubs_list'>): ListPage<ClubListRow> => ({ items: res.data, total: res.totalCount }),
} as const;

/**
 * get_club_details. `year` null on first load: academic_year is left out and the server
 * answers for the first (newest) year.
 */
export function clubDetailsQuery(clubId: number, year: number | null) {
  return callQuery('get_club_details', year === null ? { club_id: clubId } : { club_id: clubId, academic_year: year }, {
      enabled: Number.isSafeInteger(clubId) && clubId > 0,
      // Changing the year keeps the club on screen while the officers of that year load.
      placeholderData: keepPreviousData,
  });
}
