import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi, type ResponseOf } from '@/lib/api-client';
import { callKey } from '@/lib/call-query';

export function profileQuery() {
  return queryOptions({
    queryKey: callKey('get-profile-details'),
    queryFn: ({ signal }) => callApi('get-profile-details', {}, { signal }),
  });
}

/** The member's own business for the profile's business card (same cache entry as My Business). */
export { businessDetailsQuery } from '@/lib/shared-api';

/**
 * After the member saved their profile: the answer is the new profile; every other read may show
 * this member (name, photo, mobile in lists and details) and is refetched.
 */
export function afterSaveProfile(queryClient: QueryClient, saved: ResponseOf<'update_member_profile'>): void {
  const key = profileQuery().queryKey;
  queryClient.setQueryData(key, saved);
  void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== key[0] });
}
