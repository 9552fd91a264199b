import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const PROFILE_KEY = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => callApi('get-profile-details', {}, { signal }),
  });
}

/** The member's own business for the profile's business card (same cache entry as My Business). */
export function useOwnBusiness() {
  return useQuery({
    queryKey: ['business', 'mine'],
    queryFn: ({ signal }) => callApi('get_business_details', {}, { signal }),
  });
}
