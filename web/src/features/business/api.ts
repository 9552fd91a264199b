import type { Business } from '@d320b/contract';
import { callQuery, type ResponseOf } from '@/lib/calls';
import type { ListPage } from '@/lib/list-session';
import { SESSION_KEYS } from '@/lib/storage';

export const LIST_KEY = SESSION_KEYS.business;
export const ALL_CATEGORIES = 'all';

export type BusinessFilters = {
  /** 'all' or a category id. */
  category: string;
};

/** The list of /business-directory-details: get_business_info of a category, a page at a time. */
export const businessList = {
  call: 'get_business_info',
  payload: (page: number, filters: BusinessFilters) => ({
    category_id: filters.category === ALL_CATEGORIES ? ('all' as const) : Number(filters.category),
    page,
  }),
  toPage: (res: ResponseOf<'get_business_info'>): ListPage<Business> => ({ items: res.data, total: res.totalCount }),
} as const;

/** `/business-directory-details/{id}`: a category id, or every category for anything else. */
export function categoryFromRoute(id: string | undefined): string {
  return id && /^\d+$/.test(id) && id !== '0' ? id : ALL_CATEGORIES;
}

export function businessCategoriesQuery() {
  return callQuery('get_business_categories', {});
}

/** get_business_details is shared with My Profile: lib/shared-api. */
export { businessDetailsQuery } from '@/lib/shared-api';
