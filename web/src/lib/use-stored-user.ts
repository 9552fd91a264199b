import { useMemo, useSyncExternalStore } from 'react';
import { getItem, getUserData, STORAGE_KEYS, subscribeUserData, type StoredUser } from './storage';

/**
 * The stored signed-in member, re-rendering when it is replaced (profile save, another tab).
 * The raw string is the snapshot: it compares by value, so unchanged data never re-renders.
 */
export function useStoredUser(): StoredUser | null {
  const raw = useSyncExternalStore(subscribeUserData, () => getItem(STORAGE_KEYS.userData), () => null);
  // getUserData re-reads the same value; parsing lives there so it stays the one place that does.
  return useMemo(() => (raw ? getUserData() : null), [raw]);
}
