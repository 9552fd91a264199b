import { useQuery } from '@tanstack/react-query';
import { callApi, type ResponseOf } from '@/lib/api-client';

export type DashboardResponse = ResponseOf<'get_dashboard'>;
export type DashboardData = DashboardResponse['data'];
export type DgProfile = ResponseOf<'get_profile_list'>['data'][number];

export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => callApi('get_dashboard', {}, { signal }),
  });
}

/** DG profiles for the welcome popup; only fetched while the popup may still be shown. */
export function useDgProfiles(enabled: boolean) {
  return useQuery({
    queryKey: ['profile-list', 'dg'],
    queryFn: ({ signal }) => callApi('get_profile_list', { profile_type: 'dg' }, { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
}
