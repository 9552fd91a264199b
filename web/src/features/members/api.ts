import { queryOptions } from '@tanstack/react-query';
import type { MemberRow } from '@d320b/contract';
import { callApi } from '@/lib/api-client';
import { callKey } from '@/lib/call-query';
import { OFFLINE_FIRST, readOrOffline } from '@/lib/offline';
import type { ListPage } from '@/lib/list-session';

export type MemberFilters = {
  /** 'all' or a club id. */
  clubId: string;
  search: string;
};

export const ALL_CLUBS = 'all';

/** `?id=` of /district-members: a club id, or all clubs for 'all', nothing or anything else. */
export function clubFromQuery(id: string | null): string {
  return id && /^\d+$/.test(id) && id !== '0' ? id : ALL_CLUBS;
}

export async function fetchMembersPage(page: number, filters: MemberFilters, signal: AbortSignal): Promise<ListPage<MemberRow>> {
  const payload = { page, filter_club_id: filters.clubId === ALL_CLUBS ? 'all' : Number(filters.clubId), filter: filters.search.trim() };
  const res = await readOrOffline('get_members', payload, signal);
  return { items: res.data, total: res.mem_count };
}

export function memberDetailsQuery(memberId: number) {
  const payload = { member_idd: memberId };
  return queryOptions({
    queryKey: callKey('get_member_details', payload),
    queryFn: ({ signal }) => readOrOffline('get_member_details', payload, signal),
    networkMode: OFFLINE_FIRST,
    enabled: Number.isSafeInteger(memberId) && memberId > 0,
  });
}

/** get_member_number: the mobile and e-mail as stored now (another manager may just have changed them). */
export function memberNumberQuery(memberId: number) {
  const payload = { member_id: memberId };
  return queryOptions({
    queryKey: callKey('get_member_number', payload),
    queryFn: ({ signal }) => callApi('get_member_number', payload, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
