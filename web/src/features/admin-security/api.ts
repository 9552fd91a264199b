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
