/** Members' own data: download, deletion request and its status; the district admins' request list. */
import { callQuery, fetchCall, type ResponseOf } from '@/lib/calls';

export const erasureStatusQuery = () => (callQuery('me/erasure-request/status', {}, {
    select: (answer: ResponseOf<'me/erasure-request/status'>) => answer.data,
}));

export function erasureListQuery(status: 'open' | 'all') {
  return callQuery('admin/erasure-requests/list', { status });
}

/** Fetches everything held about the member and saves it as one JSON file. */
export async function downloadMyData(): Promise<void> {
  const res = await fetchCall('me/data', {});
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
