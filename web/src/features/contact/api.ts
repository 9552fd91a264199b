import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { callKey } from '@/lib/call-query';

/** get_contact: the district office's contacts. */
export function contactQuery() {
  return queryOptions({
    queryKey: callKey('get_contact'),
    queryFn: ({ signal }) => callApi('get_contact', {}, { signal }),
    staleTime: 10 * 60_000,
  });
}
