/**
 * Calls of the admin console's core: one queryOptions per read (keys = call name + payload),
 * mutations invalidate what they change.
 */
import { queryOptions, useMutation, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AllCalls, CallRequest, CallResponse } from '@d320b/contract';
import { callApi, errorMessage } from '@/lib/api-client';
import { callKey } from '@/lib/call-query';
import { ADMIN_API_BASE } from './roles-api';
import { i18n } from '@/i18n/i18n';

type AdminName = Extract<keyof AllCalls, `admin/${string}`>;

export function adminCall<N extends AdminName>(name: N, payload: CallRequest<AllCalls[N]> | FormData, signal?: AbortSignal): Promise<CallResponse<AllCalls[N]>> {
  return callApi({ name, method: 'POST', base: ADMIN_API_BASE }, payload, { signal }) as Promise<CallResponse<AllCalls[N]>>;
}

/** Explicitly typed: with every admin call in the union, the inferred type is too large to emit. */
export type AdminQueryOptions<N extends AdminName> = UseQueryOptions<CallResponse<AllCalls[N]>, Error, CallResponse<AllCalls[N]>, readonly [N, CallRequest<AllCalls[N]>]>;

export function adminQuery<N extends AdminName>(name: N, payload: CallRequest<AllCalls[N]>, enabled = true): AdminQueryOptions<N> {
  return queryOptions({
    queryKey: callKey(name, payload),
    queryFn: ({ signal }) => adminCall(name, payload, signal),
    enabled,
  });
}

/** Every admin read is refetched after a write (lists, details, counts, history). */
export function useAdminMutation<N extends AdminName, V>(name: N, toPayload: (v: V) => Promise<CallRequest<AllCalls[N]> | FormData> | CallRequest<AllCalls[N]> | FormData, onDone?: (res: CallResponse<AllCalls[N]>) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: V) => adminCall(name, await toPayload(v)),
    onSuccess: (res) => {
      void qc.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && (q.queryKey[0].startsWith('admin/') || !q.queryKey[0].includes('/')) });
      toast.success((res as { message: string }).message);
      onDone?.(res);
    },
    onError: (error) => toast.error(errorMessage(error, i18n._('Could not save.'))),
  });
}
