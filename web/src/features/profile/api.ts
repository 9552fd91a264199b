import type { QueryClient } from '@tanstack/react-query';
import { callQuery, type ResponseOf } from '@/lib/calls';

export function profileQuery() {
  return callQuery('get-profile-details', {});
}

/** The member's own business for the profile's business card (same cache entry as My Business). */
export { businessDetailsQuery } from '@/lib/shared-api';

/** After the member saved their profile: its answer is the new profile (shown at once; the refresh its save asks for follows). */
export function keepSavedProfile(queryClient: QueryClient, saved: ResponseOf<'update_member_profile'>): void {
  queryClient.setQueryData(profileQuery().queryKey, saved);
}
