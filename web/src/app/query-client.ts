import { QueryClient } from '@tanstack/react-query';
import { isApiError, onUnauthorized } from '@/lib/api-client';

/**
 * - staleTime 1 min: going back to a list does not refetch it at once over 3G.
 * - Retries only for server-side failures (5xx): a 4xx will not change on
 *   retry, and a network failure has already signed the member out (spec 8).
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
        retry: (failureCount, error) => isApiError(error) && error.status >= 500 && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  // A signed-out member's cached data must not be shown to the next one.
  onUnauthorized(() => client.clear());
  return client;
}

/**
 * One cache for the signed-in part of the app. It lives in the shell's chunk
 * (not the first download) and survives the shell remounting after a
 * re-login; logout and 401 clear it.
 */
export const queryClient = createQueryClient();
