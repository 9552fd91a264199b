import type { MemberRow } from '@d320b/contract';
import { callQuery, type ResponseOf } from '@/lib/calls';
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

/** The list of /district-members: get_members, a page at a time. */
export const membersList = {
  call: 'get_members',
  payload: (page: number, filters: MemberFilters) => ({
    page,
    filter_club_id: filters.clubId === ALL_CLUBS ? ('all' as const) : Number(filters.clubId),
    filter: filters.search.trim(),
  }),
  toPage: (res: ResponseOf<'get_members'>): ListPage<MemberRow> => ({ items: res.data, total: res.mem_count }),
} as const;

export function memberDetailsQuery(memberId: number) {
  return callQuery('get_member_details', { member_idd: memberId }, { enabled: Number.isSafeInteger(memberId) && memberId > 0 });
}

/** get_member_number: the mobile and e-mail as stored now (another manager may just have changed them). */
export function memberNumberQuery(memberId: number) {
  return callQuery('get_member_number', { member_id: memberId }, { staleTime: 0, gcTime: 0, retry: false });
}
