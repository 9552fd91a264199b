/** The district admins' list of accounts that went past the per-account read limits, and a day of sign-in. */
import { keepPreviousData } from '@tanstack/react-query';
import { callQuery } from '@/lib/calls';

export function readOutliersQuery(page: number) {
  return callQuery('admin/read-outliers', { page }, { placeholderData: keepPreviousData });
}

/** One district day of sign-in (codes sent, deliveries, sign-ins, refusals); `day` absent = today. */
export function signInStatsQuery(day: string | undefined) {
  return callQuery('admin/sign-in-stats', day ? { day } : {}, {
      placeholderData: keepPreviousData,
      // Launch day: the office watches this page; figures refresh every half minute while it is open.
      refetchInterval: 30_000,
  });
}
