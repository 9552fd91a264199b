/**
 * How the web asks for data: every read is a `queryOptions` in its feature's `api.ts` (calls that
 * several features read: `lib/shared-api.ts`), keyed by `callKey(call, payload)`. The key starts
 * with the call's name as the contract exports it (`AnyCallName`: a name the contract does not
 * have does not compile), so a write invalidates exactly the calls whose answers it changes:
 * `invalidateCalls(queryClient, 'get_clubs', ...)`. Requests name a call outside the member app's API base by
 * its `callRefs` entry (name, method, base; no schemas). call-query.test.ts holds the rule: no
 * hand-typed query key anywhere else.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AnyCallName } from '@d320b/contract';

/** The query key of a call's answer: the call's name, then what tells its answers apart (its payload). */
export function callKey<N extends AnyCallName, P extends unknown[]>(name: N, ...parts: P): readonly [N, ...P] {
  return [name, ...parts] as const;
}

/** Marks every cached answer of these calls stale (refetched now if on screen, else on next use). */
export function invalidateCalls(queryClient: QueryClient, ...names: AnyCallName[]): void {
  for (const name of names) void queryClient.invalidateQueries({ queryKey: callKey(name) });
}

/** Forgets every cached answer of these calls (next use shows a fresh load, never the old answer). */
export function removeCalls(queryClient: QueryClient, ...names: AnyCallName[]): void {
  for (const name of names) queryClient.removeQueries({ queryKey: callKey(name) });
}
