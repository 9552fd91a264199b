/**
 * The one way the web makes a call (decision 155). A call is named by its wire name, as the
 * contract's catalogue keys it (`CallName`: a name the contract does not have does not compile);
 * what the web needs to know of it comes from the catalogue's schema-free copy
 * (`@d320b/contract/call-info`), never from a list written here.
 *
 * - Read: `useQuery(callQuery('get_club_details', { club_id }))`, spread to add `enabled`,
 *   `select`, `placeholderData`…; a paged list: `useRestorableInfiniteList({ call, … })`. The key
 *   is the call's name, then its payload; a call the phone's copy answers (`offline` in the
 *   catalogue) is answered from it when there is no network.
 * - Write: `useCallMutation('update_member_profile', toPayload, { onSuccess })`. Once it
 *   succeeds, every kept answer of a call that reads a topic the write changes (`reads` and
 *   `changes` in the catalogue) is refreshed: refetched when on screen, forgotten otherwise, so
 *   no screen shows an answer the member just made old. No list of calls to refresh is written
 *   anywhere. A failure is shown with `showError` unless the caller shows it itself.
 *
 * calls.test.ts holds the rules: no query key, query function or mutation outside this file (and
 * the lists' hook), no call made by hand.
 */
import {
  hashKey,
  useMutation,
  useQueryClient,
  type DataTag,
  type Query,
  type QueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { Topic } from '@d320b/contract';
import { callInfo } from '@d320b/contract/call-info';
import { callApi, type CallName, type RequestOf, type ResponseOf } from './api-client';
import { OFFLINE_FIRST, readOrOffline } from './offline';
import { showError } from './show-error';
import { notify } from './toast';
import { serverSuccessText } from '@/i18n/server-messages';

export type { CallName, RequestOf, ResponseOf };

/** The query key of a call's answer: the call's name, then what tells its answers apart (its payload). */
export type CallKey<N extends CallName> = readonly [N, ...unknown[]];

export function callKey<N extends CallName>(name: N, ...parts: unknown[]): CallKey<N> {
  return [name, ...parts] as const;
}

/** The call's answer: from the server, or (for a call the phone's copy answers) from the copy when there is no network. */
export function fetchCall<N extends CallName>(name: N, payload: RequestOf<N>, signal?: AbortSignal): Promise<ResponseOf<N>> {
  return isOffline(name) ? readOrOffline(name, payload, signal) : callApi(name, payload, { signal });
}

function isOffline(name: CallName): boolean {
  return (callInfo[name] as { offline?: true }).offline === true;
}

/** A read's query options (written out: with every call in the union, the inferred type is too large to emit). */
export type CallQueryOptions<N extends CallName, TData = ResponseOf<N>> = UseQueryOptions<ResponseOf<N>, Error, TData, CallKey<N>> & {
  queryKey: DataTag<CallKey<N>, ResponseOf<N>, Error>;
};

/** What a screen adds to a read: `enabled`, `select`, `placeholderData`, `staleTime`… */
export type CallQueryExtras<N extends CallName, TData = ResponseOf<N>> = Omit<UseQueryOptions<ResponseOf<N>, Error, TData, CallKey<N>>, 'queryKey' | 'queryFn'>;

/** A read's query: keyed by the call and its payload, fetched by `fetchCall`. */
export function callQuery<N extends CallName, TData = ResponseOf<N>>(name: N, payload: RequestOf<N>, extras?: CallQueryExtras<N, TData>): CallQueryOptions<N, TData> {
  const options: UseQueryOptions<ResponseOf<N>, Error, TData, CallKey<N>> = {
    ...(isOffline(name) ? { networkMode: OFFLINE_FIRST } : {}),
    ...extras,
    queryKey: callKey(name, payload),
    queryFn: ({ signal }) => fetchCall(name, payload, signal),
  };
  return options as CallQueryOptions<N, TData>;
}

/** The reads of these topics. */
function readsAny(topics: readonly Topic[]) {
  return (query: Query) => {
    const name = query.queryKey[0];
    if (typeof name !== 'string' || !(name in callInfo)) return false;
    const reads = (callInfo[name as CallName] as { reads?: readonly Topic[] }).reads ?? [];
    return reads.some((topic) => topics.includes(topic));
  };
}

/**
 * After a change to these topics: every kept answer made of one of them is refetched when on
 * screen and forgotten otherwise (the next visit loads afresh, never the old answer). The
 * restorable lists' pages are kept answers of their call too.
 */
export function refreshTopics(queryClient: QueryClient, topics: readonly Topic[], spare?: readonly unknown[]): void {
  if (topics.length === 0) return;
  const reads = readsAny(topics);
  const spared = spare ? hashKey(spare) : null;
  const old = (query: Query) => reads(query) && query.queryHash !== spared;
  queryClient.removeQueries({ predicate: old, type: 'inactive' });
  void queryClient.invalidateQueries({ predicate: old });
}

/** What a successful write of `name` makes old, by its declaration. */
export function refreshAfter(queryClient: QueryClient, name: CallName, spare?: readonly unknown[]): void {
  refreshTopics(queryClient, (callInfo[name] as { changes?: readonly Topic[] }).changes ?? [], spare);
}

/** A new answer of `name` brought changes (the offline sync): what other calls read of the same topics is old. */
export function refreshReadersOf(queryClient: QueryClient, name: CallName): void {
  refreshTopics(queryClient, (callInfo[name] as { reads?: readonly Topic[] }).reads ?? []);
}

/** Forgets a read's answer once no screen shows it (a record this member deleted). */
export function forgetAnswer(queryClient: QueryClient, query: { queryKey: readonly unknown[] }): void {
  queryClient.removeQueries({ queryKey: query.queryKey });
}

export interface CallMutationOptions<N extends CallName, V> {
  /** After the answer (and the refresh its declaration asks for). */
  onSuccess?: (answer: ResponseOf<N>, values: V) => void;
  /** Shows the failure itself (a form's own error line); without it the failure is a toast. */
  onError?: (error: Error, values: V) => void;
  /** Toast text when the error carries no message. Default "Could not save.". */
  errorFallback?: string;
  /**
   * Shows the server's message once it succeeds: 'member' in the member's language, 'console' as
   * the server wrote it (the admin console is in English, decision 126).
   */
  announce?: 'member' | 'console';
  /**
   * The query key of a read this write's own screen still shows and must not refetch: a record
   * it deleted (the screen forgets it when it moves on).
   */
  spare?: (values: V) => readonly unknown[];
}

/**
 * A call made by the member's action: `mutate(values)` sends `toPayload(values)` (a FormData for
 * multipart calls). Mostly writes; a read that answers an action (a roster preview) is made the
 * same way and refreshes nothing.
 */
export function useCallMutation<N extends CallName, V = void>(
  name: N,
  toPayload: (values: V) => RequestOf<N> | FormData | Promise<RequestOf<N> | FormData>,
  options: CallMutationOptions<N, V> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<ResponseOf<N>, Error, V>({
    // A write (it says what it changes) that got no answer tells the member nothing was saved.
    mutationFn: async (values) => callApi(name, await toPayload(values), { write: 'changes' in callInfo[name] }),
    onSuccess: (answer, values) => {
      refreshAfter(queryClient, name, options.spare?.(values));
      const message = (answer as { message: string }).message;
      if (options.announce) notify.success(options.announce === 'member' ? serverSuccessText(message) : message);
      options.onSuccess?.(answer, values);
    },
    onError: (error, values) => {
      if (options.onError) options.onError(error, values);
      else showError(error, options.errorFallback ?? /*i18n*/ 'Could not save.');
    },
  });
}
