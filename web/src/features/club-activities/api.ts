import type { QueryClient } from '@tanstack/react-query';
import type { ClubActivity } from '@d320b/contract';
import { callQuery, forgetAnswer, type ResponseOf } from '@/lib/calls';
import { readSavedList, saveList, type ListPage } from '@/lib/list-session';
import { readSessionJson, SESSION_KEYS, writeSessionJson } from '@/lib/storage';
import { formatDisplayDate } from '@/lib/dates';
import { i18n } from '@/i18n/i18n';

export type ClubActivityFilters = {
  /** 'all' or a club id. */
  clubId: string;
  search: string;
};

export const ALL_CLUBS = 'all';

/** The activity's date as shown: the server's '05 Jan 2025' in English, the member's language otherwise. */
export function activityDate(a: Pick<ClubActivity, 'caDate' | 'caDatee'>): string {
  return i18n.locale && i18n.locale !== 'en' && a.caDate ? formatDisplayDate(a.caDate) : a.caDatee;
}
export const LIST_KEY = SESSION_KEYS.clubActivities;

/** `?id=` of /club-activities: a club id, otherwise every club. */
export function clubFromQuery(id: string | null): string {
  return id && /^\d+$/.test(id) && id !== '0' ? id : ALL_CLUBS;
}

/**
 * isManager of the last get_club_activities answer, kept beside the saved list: a list restored
 * with ?session=old makes no request, yet the add button must still show.
 */
const MANAGER_KEY = `${LIST_KEY}-manager`;
export const readManagerFlag = (): boolean => readSessionJson<number>(MANAGER_KEY) === 1;

/** The list of /club-activities: get_club_activities, a page at a time; `onManager` hears its isManager. */
export function clubActivitiesList(onManager?: (isManager: boolean) => void) {
  return {
    call: 'get_club_activities',
    payload: (page: number, filters: ClubActivityFilters) => ({
      page,
      club_id: filters.clubId === ALL_CLUBS ? ('all' as const) : Number(filters.clubId),
      search_text: filters.search.trim(),
    }),
    toPage: (res: ResponseOf<'get_club_activities'>): ListPage<ClubActivity> => {
      writeSessionJson(MANAGER_KEY, res.isManager);
      onManager?.(res.isManager !== 0);
      return { items: res.data, total: res.totalCount };
    },
  } as const;
}

export function clubActivityQuery(id: number) {
  return callQuery('get_club_activity_details', { cald: id }, { enabled: Number.isSafeInteger(id) && id > 0 });
}

/** get-member-manager-club: the clubs the signed-in member may add activities to. */
export function managerClubsQuery() {
  return callQuery('get-member-manager-club', {}, { staleTime: 5 * 60_000 });
}

/**
 * After a delete the page goes back to the saved list (?session=old): drop the row from it, so
 * the deleted activity does not reappear, while the member keeps their filters and place. The
 * details screen still shows the activity (and the success message) until it moves on: its
 * query is spared by the write's refresh (refetching it would toast "Club activity not found."
 * and flash "Data Not Found."), and dropped when the screen unmounts (dropActivityDetail).
 */
export function forgetActivity(id: number): void {
  const saved = readSavedList<ClubActivity, ClubActivityFilters>(LIST_KEY);
  if (!saved) return;
  const removed = saved.pages.some((p) => p.items.some((a) => a.cald === id));
  const pages = saved.pages.map((p) => ({
    ...p,
    items: p.items.filter((a) => a.cald !== id),
    total: removed ? Math.max(0, p.total - 1) : p.total,
  }));
  saveList(LIST_KEY, { ...saved, pages, total: pages.at(-1)?.total ?? 0 });
}

/** Forgets a deleted activity's details, once no screen shows them any more. */
export function dropActivityDetail(queryClient: QueryClient, id: number): void {
  forgetAnswer(queryClient, clubActivityQuery(id));
}
