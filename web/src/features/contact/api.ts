import { callQuery } from '@/lib/calls';

/** get_contact: the district office's contacts. */
export function contactQuery() {
  return callQuery('get_contact', {}, { staleTime: 10 * 60_000 });
}
