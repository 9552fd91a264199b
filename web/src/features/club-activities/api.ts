import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ClubActivity } from '@d320b/contract';
import { callApi } from '@/lib/api-client';
import { callKey, invalidateCalls } from '@/lib/call-query';
import { removeLists } from '@/lib/use-restorable-infinite-list';
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

export async function fetchClubActivitiesPage(
  page: number,
  filters: ClubActivityFilters,
  signal: AbortSignal,
  onManager?: (isManager: boolean) => void,
): Promise<ListPage<ClubActivity>> {
  const res = await callApi(
    'get_club_activities',
    { page, club_id: filters.clubId === ALL_CLUBS ? 'all' : Number(filters.clubId), search_text: filters.search.trim() },
    { signal },
  );
  writeSessionJson(MANAGER_KEY, res.isManager);
  onManager?.(res.isManager !== 0);
  return { items: res.data, total: res.totalCount };
}

export function clubActivityQuery(id: number) {
  const payload = { cald: id };
  return queryOptions({
    queryKey: callKey('get_club_activity_details', payload),
    queryFn: ({ signal }) => callApi('get_club_activity_details', payload, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** get-member-manager-club: the clubs the signed-in member may add activities to. */
export function managerClubsQuery() {
  return queryOptions({
    queryKey: callKey('get-member-manager-club'),
    queryFn: ({ signal }) => callApi('get-member-manager-club', {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * After a save: every cached activity list and the dashboard's "Latest Club Activities" are out
 * of date. The saved ?session=old list is left alone; the add/edit flow returns to a fresh list.
 */
export function afterActivityChange(queryClient: QueryClient, id?: number): void {
  removeLists(queryClient, LIST_KEY);
  invalidateCalls(queryClient, 'get_dashboard');
  if (id !== undefined) void queryClient.invalidateQueries({ queryKey: clubActivityQuery(id).queryKey });
}

/**
 * After a delete the page goes back to the saved list (?session=old): drop the row from it, so
 * the deleted activity does not reappear, while the member keeps their filters and place.
 */
export function forgetActivity(queryClient: QueryClient, id: number): void {
  const saved = readSavedList<ClubActivity, ClubActivityFilters>(LIST_KEY);
  if (saved) {
    const removed = saved.pages.some((p) => p.items.some((a) => a.cald === id));
    const pages = saved.pages.map((p) => ({
      ...p,
      items: p.items.filter((a) => a.cald !== id),
      total: removed ? Math.max(0, p.total - 1) : p.total,
    }));
    saveList(LIST_KEY, { ...saved, pages, total: pages.at(-1)?.total ?? 0 });
  }
  // The details screen still shows the activity (and the success message) until it moves on:
  // removing its query now would refetch it, toast "Club activity not found." and flash
  // "Data Not Found.". The screen drops it when it unmounts (dropActivityDetail).
  void queryClient.cancelQueries({ queryKey: clubActivityQuery(id).queryKey });
  afterActivityChange(queryClient);
}

/** Forgets a deleted activity's details, once no screen shows them any more. */
export function dropActivityDetail(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ queryKey: clubActivityQuery(id).queryKey });
}
