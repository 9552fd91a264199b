/** Members' own data: download, deletion request and its status; the district admins' request list. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callRefs } from '@d320b/contract/call-refs';
import { callApi } from '@/lib/api-client';
import { callKey, invalidateCalls } from '@/lib/call-query';

const dataCall = callRefs['me/data'];
const statusCall = callRefs['me/erasure-request/status'];
const requestCall = callRefs['me/erasure-request'];
const listCall = callRefs['admin/erasure-requests/list'];
const completeCall = callRefs['admin/erasure-requests/complete'];

export const erasureStatusQuery = queryOptions({
  queryKey: callKey(statusCall.name),
  queryFn: ({ signal }) => callApi(statusCall, {}, { signal }).then((r) => r.data),
});

export function erasureListQuery(status: 'open' | 'all') {
  return queryOptions({
    queryKey: callKey(listCall.name, { status }),
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
    onSuccess: () => invalidateCalls(qc, statusCall.name),
  });
}

export function useCompleteErasure() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(completeCall, { id }),
    onSuccess: () => qc.invalidateQueries(),
  });
}
