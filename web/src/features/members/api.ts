import { useQuery } from '@tanstack/react-query';
import type { MemberRow } from '@d320b/contract';
import { callApi } from '@/lib/api-client';
import { OFFLINE_FIRST, withOfflineFallback } from '@/lib/offline';
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
  const res = await withOfflineFallback('get_members', payload, () => callApi('get_members', payload, { signal }));
  return { items: res.data, total: res.mem_count };
}

export function useMemberDetails(memberId: number) {
  return useQuery({
    queryKey: ['get_member_details', memberId],
    queryFn: ({ signal }) =>
      withOfflineFallback('get_member_details', { member_idd: memberId }, () => callApi('get_member_details', { member_idd: memberId }, { signal })),
    networkMode: OFFLINE_FIRST,
    enabled: Number.isSafeInteger(memberId) && memberId > 0,
  });
}
