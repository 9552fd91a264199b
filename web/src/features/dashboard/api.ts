import { callQuery, type ResponseOf } from '@/lib/calls';
import { profileListQuery } from '@/lib/shared-api';

export type DashboardResponse = ResponseOf<'get_dashboard'>;
export type DashboardData = DashboardResponse['data'];
export type DgProfile = ResponseOf<'get_profile_list'>['data'][number];

export function dashboardQuery() {
  return callQuery('get_dashboard', {});
}

/** DG profiles for the welcome popup (the District DG page's entry); only fetched while the popup may still be shown. */
export function dgProfilesQuery(enabled: boolean) {
  return profileListQuery(enabled ? 'dg' : null, { staleTime: 10 * 60_000 });
}
