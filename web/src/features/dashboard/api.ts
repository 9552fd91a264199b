import { queryOptions } from '@tanstack/react-query';
import { callApi, type ResponseOf } from '@/lib/api-client';
import { callKey } from '@/lib/call-query';
import { profileListQuery } from '@/lib/shared-api';

export type DashboardResponse = ResponseOf<'get_dashboard'>;
export type DashboardData = DashboardResponse['data'];
export type DgProfile = ResponseOf<'get_profile_list'>['data'][number];

export function dashboardQuery() {
  return queryOptions({
    queryKey: callKey('get_dashboard'),
    queryFn: ({ signal }) => callApi('get_dashboard', {}, { signal }),
  });
}

/** DG profiles for the welcome popup (the District DG page's entry); only fetched while the popup may still be shown. */
export function dgProfilesQuery(enabled: boolean) {
  return queryOptions({ ...profileListQuery(enabled ? 'dg' : null), staleTime: 10 * 60_000 });
}
