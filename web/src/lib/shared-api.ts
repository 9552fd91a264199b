/**
 * Reads that several features show (a feature does not import another): the club list of the
 * filters and pickers, the governors' profiles (Leaders and the dashboard's welcome), a member's
 * business (Business and My Profile). Same rule as a feature's api.ts: one queryOptions per call.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from './api-client';
import { callKey, invalidateCalls } from './call-query';
import { OFFLINE_FIRST, readOrOffline } from './offline';

/** get_clubs (GET): every club with its member count. */
export function clubsQuery() {
  return queryOptions({
    queryKey: callKey('get_clubs'),
    queryFn: ({ signal }) => readOrOffline('get_clubs', {}, signal),
    staleTime: 5 * 60_000,
    networkMode: OFFLINE_FIRST,
  });
}

export const PROFILE_TYPES = ['dg', 'fvdg', 'svdg', 'ipdg', 'pdgs'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

/** get_profile_list: the governors of one type (null: not asked yet). */
export function profileListQuery(type: ProfileType | null) {
  const payload = { profile_type: type ?? 'dg' };
  return queryOptions({
    queryKey: callKey('get_profile_list', payload),
    queryFn: ({ signal }) => readOrOffline('get_profile_list', payload, signal),
    networkMode: OFFLINE_FIRST,
    enabled: type !== null,
  });
}

/** get_business_details: the signed-in member's own business ('mine') or another member's. */
export function businessDetailsQuery(memberId: number | 'mine') {
  const payload = memberId === 'mine' ? {} : { member_id: memberId };
  return queryOptions({
    queryKey: callKey('get_business_details', payload),
    queryFn: ({ signal }) => callApi('get_business_details', payload, { signal }),
    enabled: memberId === 'mine' || (Number.isSafeInteger(memberId) && memberId > 0),
  });
}

/** After a business is saved: its views (own and directory) and the category counts. */
export function afterBusinessChange(queryClient: QueryClient): void {
  invalidateCalls(queryClient, 'get_business_details', 'get_business_categories');
}
