/** The district admins' list of accounts that went past the per-account read limits. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callRefs } from '@d320b/contract/call-refs';
import { callApi } from '@/lib/api-client';
import { callKey } from '@/lib/call-query';

const outliersCall = callRefs['admin/read-outliers'];

export function readOutliersQuery(page: number) {
  return queryOptions({
    queryKey: callKey(outliersCall.name, { page }),
    queryFn: ({ signal }) => callApi(outliersCall, { page }, { signal }),
    placeholderData: keepPreviousData,
  });
}

const signInStatsCall = callRefs['admin/sign-in-stats'];

/** One district day of sign-in (codes sent, deliveries, sign-ins, refusals); `day` absent = today. */
export function signInStatsQuery(day: string | undefined) {
  return queryOptions({
    queryKey: callKey(signInStatsCall.name, { day: day ?? 'today' }),
    queryFn: ({ signal }) => callApi(signInStatsCall, day ? { day } : {}, { signal }),
    placeholderData: keepPreviousData,
    // Launch day: the office watches this page; figures refresh every half minute while it is open.
    refetchInterval: 30_000,
  });
}
