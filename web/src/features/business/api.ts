import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Business } from '@d320b/contract';
import { callKey } from '@/lib/call-query';
import { OFFLINE_FIRST, readOrOffline } from '@/lib/offline';
import { afterBusinessChange } from '@/lib/shared-api';
import { removeLists } from '@/lib/use-restorable-infinite-list';
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
  const res = await readOrOffline('get_business_info', { category_id, page }, signal);
  return { items: res.data, total: res.totalCount };
}

/** `/business-directory-details/{id}`: a category id, or every category for anything else. */
export function categoryFromRoute(id: string | undefined): string {
  return id && /^\d+$/.test(id) && id !== '0' ? id : ALL_CATEGORIES;
}

export function businessCategoriesQuery() {
  return queryOptions({
    queryKey: callKey('get_business_categories'),
    queryFn: ({ signal }) => readOrOffline('get_business_categories', {}, signal),
    networkMode: OFFLINE_FIRST,
  });
}

/** get_business_details is shared with My Profile: lib/shared-api. */
export { businessDetailsQuery } from '@/lib/shared-api';

/** After the member's business is saved: its views, the category counts and the directory lists. */
export function afterSaveBusiness(queryClient: QueryClient): void {
  afterBusinessChange(queryClient);
  removeLists(queryClient, LIST_KEY);
}
