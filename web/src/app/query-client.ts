import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError, onUnauthorized } from '@/lib/api-client';
import { isOnline } from '@/lib/online';

/**
 * - staleTime 1 min: going back to a list does not refetch it at once over 3G.
 * - Retries only for server-side failures (5xx): a 4xx will not change on
 *   retry, and a request without an answer (status 0) is retried by the
 *   reconnect instead.
 * - Queries run even when the browser says it is offline ('offlineFirst'): a
 *   screen gets an answer or an error at once, never a skeleton paused
 *   forever; on reconnect (TanStack's onlineManager) stale and failed queries
 *   refetch.
 * - Writes run at once too ('always'): offline they fail immediately with a
 *   clear message and the form keeps what was typed, instead of a mutation
 *   paused with a spinner until the connection returns.
 * - No refetch on window focus: switching apps on a phone would otherwise
 *   spend data each time.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        networkMode: 'offlineFirst',
        retry: (failureCount, error) => isApiError(error) && error.status >= 500 && failureCount < 2,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  // A signed-out member's cached data must not be shown to the next one.
  onUnauthorized(() => client.clear());
  return client;
}

// TanStack starts out "online" whatever the browser says: an app opened offline must know.
if (typeof navigator !== 'undefined') onlineManager.setOnline(isOnline());

/**
 * One cache for the signed-in part of the app. It lives in the shell's chunk
 * (not the first download) and survives the shell remounting after a
 * re-login; logout and 401 clear it.
 */
export const queryClient = createQueryClient();
