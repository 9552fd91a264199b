/** Members' own data: download, deletion request and its status; the district admins' request list. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Same value as the contract's EXT_BASE. */
const EXT = '/api';
const dataCall = { name: 'me/data', method: 'GET', base: EXT } as const;
const statusCall = { name: 'me/erasure-request/status', method: 'GET', base: EXT } as const;
const requestCall = { name: 'me/erasure-request', method: 'POST', base: EXT } as const;
const listCall = { name: 'admin/erasure-requests/list', method: 'GET', base: EXT } as const;
const completeCall = { name: 'admin/erasure-requests/complete', method: 'POST', base: EXT } as const;

export const erasureStatusQuery = queryOptions({
  queryKey: [statusCall.name],
  queryFn: ({ signal }) => callApi(statusCall, {}, { signal }).then((r) => r.data),
});

export function erasureListQuery(status: 'open' | 'all') {
  return queryOptions({
    queryKey: [listCall.name, { status }],
    queryFn: ({ signal }) => callApi(listCall, { status }, { signal }),
  });
}

/** Fetches everything held about the member and saves it as one JSON file. */
export async function downloadMyData(): Promise<void> {
  const res = await callApi(dataCall, {});
  const blob = new Blob([JSON.stringify(res.data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `my-data-${res.data.exportedAt.slice(0, 10)}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useRequestErasure() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(requestCall, { confirm: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [statusCall.name] }),
  });
}

export function useCompleteErasure() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(completeCall, { id }),
    onSuccess: () => qc.invalidateQueries(),
  });
}
