/**
 * The one hook between the calls the phone's copy answers (`offline` in the catalogue; lib/calls.ts
 * `fetchCall` and `callQuery` route them here) and the offline copy of the directory
 * (features/offline), kept tiny: no IndexedDB code here. The offline feature registers how to
 * answer locally (registerLocalAnswers) when the signed-in app loads; the code itself loads
 * on first use.
 *
 * Offline, the answer is built from the copy at once, without trying the network; online, the
 * server answers, and a request that gets no answer at all falls back to the copy too. When the
 * copy cannot answer (not synced yet, a year it does not keep), the query fails with a plain
 * "offline" message.
 */
import { ApiError, callApi, isApiError, type CallName, type RequestOf, type ResponseOf } from './api-client';

/** In the catalogue, so the error (an ApiError of status 0) reads in the member's language. */
export const NOT_ON_PHONE_MESSAGE = /*i18n*/ "You're offline and this is not saved on this phone yet.";

/** TanStack Query network mode of queries that can answer offline: run the query function even offline. */
export const OFFLINE_FIRST = 'offlineFirst' as const;

export type LocalAnswerer = <N extends CallName>(call: N, payload: RequestOf<N>) => Promise<ResponseOf<N> | null>;

let answerer: (() => Promise<LocalAnswerer>) | null = null;

/** The offline feature says how to answer from the copy (a loader, so its code stays lazy). */
export function registerLocalAnswers(load: () => Promise<LocalAnswerer>): void {
  answerer = load;
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

async function localAnswer<N extends CallName>(call: N, payload: RequestOf<N>): Promise<ResponseOf<N> | null> {
  if (!answerer) return null;
  try {
    return await (await answerer())(call, payload);
  } catch {
    return null;
  }
}

export async function withOfflineFallback<N extends CallName>(
  call: N,
  payload: RequestOf<N>,
  online: () => Promise<ResponseOf<N>>,
): Promise<ResponseOf<N>> {
  if (!isOffline()) {
    try {
      return await online();
    } catch (error) {
      if (!(isApiError(error) && error.status === 0)) throw error;
      const local = await localAnswer(call, payload);
      if (local) return local;
      throw error;
    }
  }
  const local = await localAnswer(call, payload);
  if (local) return local;
  throw new ApiError(0, NOT_ON_PHONE_MESSAGE);
}

/** A read the offline copy can answer: the server's answer online, the copy's offline. */
export function readOrOffline<N extends CallName>(call: N, payload: RequestOf<N>, signal?: AbortSignal): Promise<ResponseOf<N>> {
  return withOfflineFallback(call, payload, () => callApi(call, payload, { signal }));
}
