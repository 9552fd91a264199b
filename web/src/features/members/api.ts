import { useQuery } from '@tanstack/react-query';
import type { MemberRow } from '@d320b/contract';
import { callApi } from '@/lib/api-client';
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
  const res = await callApi(
    'get_members',
    { page, filter_club_id: filters.clubId === ALL_CLUBS ? 'all' : Number(filters.clubId), filter: filters.search.trim() },
    { signal },
  );
  return { items: res.data, total: res.mem_count };
}

export function useMemberDetails(memberId: number) {
  return useQuery({
    queryKey: ['get_member_details', memberId],
    queryFn: ({ signal }) => callApi('get_member_details', { member_idd: memberId }, { signal }),
    enabled: Number.isSafeInteger(memberId) && memberId > 0,
  });
}
