import { useQuery } from '@tanstack/react-query';
import type { Business } from '@d320b/contract';
import { callApi } from '@/lib/api-client';
import { OFFLINE_FIRST, withOfflineFallback } from '@/lib/offline';
import type { ListPage } from '@/lib/list-session';
import { SESSION_KEYS } from '@/lib/storage';

export const LIST_KEY = SESSION_KEYS.business;
export const ALL_CATEGORIES = 'all';

export type BusinessFilters = {
  /** 'all' or a category id. */
  category: string;
};

export async function fetchBusinessPage(page: number, filters: BusinessFilters, signal: AbortSignal): Promise<ListPage<Business>> {
  const category_id = filters.category === ALL_CATEGORIES ? 'all' : Number(filters.category);
  const res = await withOfflineFallback('get_business_info', { category_id, page }, () => callApi('get_business_info', { category_id, page }, { signal }));
  return { items: res.data, total: res.totalCount };
}

/** `/business-directory-details/{id}`: a category id, or every category for anything else. */
export function categoryFromRoute(id: string | undefined): string {
  return id && /^\d+$/.test(id) && id !== '0' ? id : ALL_CATEGORIES;
}

export function useBusinessCategories() {
  return useQuery({
    networkMode: OFFLINE_FIRST,
    queryKey: ['business-categories'],
    queryFn: ({ signal }) => withOfflineFallback('get_business_categories', {}, () => callApi('get_business_categories', {}, { signal })),
  });
}

/** The signed-in member's own business ("mine"), or another member's. */
export const businessKey = (memberId: number | 'mine') => ['business', memberId] as const;

export function useBusinessDetails(memberId: number | 'mine') {
  return useQuery({
    queryKey: businessKey(memberId),
    queryFn: ({ signal }) => callApi('get_business_details', memberId === 'mine' ? {} : { member_id: memberId }, { signal }),
    enabled: memberId === 'mine' || (Number.isSafeInteger(memberId) && memberId > 0),
  });
}
