/** The district admins' list of accounts that went past the per-account read limits. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Same value as the contract's EXT_BASE. */
const outliersCall = { name: 'admin/read-outliers', method: 'POST', base: '/api' } as const;

export function readOutliersQuery(page: number) {
  return queryOptions({
    queryKey: [outliersCall.name, { page }],
    queryFn: ({ signal }) => callApi(outliersCall, { page }, { signal }),
    placeholderData: keepPreviousData,
  });
}

const signInStatsCall = { name: 'admin/sign-in-stats', method: 'POST', base: '/api' } as const;

/** One district day of sign-in (codes sent, deliveries, sign-ins, refusals); `day` absent = today. */
export function signInStatsQuery(day: string | undefined) {
  return queryOptions({
    queryKey: [signInStatsCall.name, { day: day ?? 'today' }],
    queryFn: ({ signal }) => callApi(signInStatsCall, day ? { day } : {}, { signal }),
    placeholderData: keepPreviousData,
    // Launch day: the office watches this page; figures refresh every half minute while it is open.
    refetchInterval: 30_000,
  });
}
