/**
 * A paged, filterable list that survives a trip to a detail page (docs/product.md 2.18),
 * built on TanStack Query's useInfiniteQuery:
 *
 * - pages 1, 2, ... are fetched one at a time while loaded < total;
 * - changing a filter (search debounced) starts again from page 1 and forgets the saved state;
 * - a failed page stops further paging and shows the server's message (`showError`);
 * - `save()` (call it when a row is opened) keeps items, filters, page, total and scroll position
 *   in session storage and marks the current history entry `?session=old`; arriving with
 *   `?session=old` (the detail page's back button, or the phone's) restores exactly that, without
 *   a request, and scrolls back once the rows are on screen; arriving any other way clears it and
 *   loads page 1.
 *
 * Each arrival or filter change gets a new "generation" in the query key, so a fresh arrival
 * never shows another run's cached pages and a restored list finds its own. The key starts with
 * the call's name (lib/calls.ts), so a write that changes what the call reads refreshes the list.
 *
 * Pair it with <InfiniteList> (components/infinite-list.tsx), which renders the rows, skeletons,
 * empty state and footer and loads more at 95% scroll.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { navigatedInApp } from './history-trail';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { callInfo } from '@d320b/contract/call-info';
import { errorMessage } from './api-client';
import { callKey, fetchCall, type CallName, type RequestOf, type ResponseOf } from './calls';
import { OFFLINE_FIRST } from './offline';
import { showError } from './show-error';
import {
  clearSavedList,
  newGeneration,
  nextPageParam,
  readSavedList,
  saveList,
  snapshotList,
  type ListPage,
  type SavedList,
} from './list-session';
import { wantsSavedSession } from './storage';
import { i18n } from '@/i18n/runtime';

export type { ListPage } from './list-session';

export const SEARCH_DEBOUNCE_MS = 300;
/** Second scroll attempt after a restore, in case the page was not yet tall enough (docs/product.md 5.5: 50 ms). */
export const SCROLL_RESTORE_DELAY_MS = 50;

export type ListFilters = Record<string, string | number | boolean | null>;

/** Where a list's pages come from: a call of the catalogue, read through lib/calls.ts. */
export interface ListSource<N extends CallName, T, F extends ListFilters> {
  /** The call that answers a page. */
  call: N;
  /** Its payload for a page (1-based) and the filters. */
  payload: (page: number, filters: F) => RequestOf<N>;
  /** The rows and the total in its answer. */
  toPage: (answer: ResponseOf<N>, filters: F) => ListPage<T>;
}

export interface RestorableInfiniteListOptions<N extends CallName, T, F extends ListFilters> extends ListSource<N, T, F> {
  /** Session-storage key of the saved state (pick one from SESSION_KEYS); also part of the query key. */
  storageKey: string;
  /**
   * What the list belongs to, e.g. the region or cabinet id of the route. Saved state of another
   * scope is never restored. Remount the screen (React `key`) when it changes.
   */
  scope?: string | number;
  /** Filters on a fresh arrival (read once, on mount), e.g. the club from `?id=`. */
  initialFilters: F;
  /** Toast text when an error carries no message (docs/product.md 5.6 fallbacks). */
  errorFallback?: string;
  /** Restore saved state on arrival. Default: the URL has `?session=old`. */
  restore?: boolean;
  /** Scroll back to the saved position after restoring. Default: same as `restore`. */
  restoreScroll?: boolean;
  /**
   * Keep the loaded rows in session storage after every load ("list cached for the session"),
   * not only when a row is opened. Use with `restore: true` for lists reused on every visit.
   */
  persist?: boolean;
  debounceMs?: number;
}

export interface SetFiltersOptions {
  /** Apply after the typing pause (search boxes); `draft` updates at once. */
  debounce?: boolean;
}

export interface RestorableInfiniteList<T, F extends ListFilters> {
  items: T[];
  /** Server total for the current filters; undefined until the first page arrives. */
  total: number | undefined;
  /** `title` of the first page, if the server sends one. */
  title: string | undefined;
  /** Applied filters (what the rows match). */
  filters: F;
  /** Filters as typed: bind inputs to this. Equals `filters` except during a search debounce. */
  draft: F;
  setFilters: (patch: Partial<F>, options?: SetFiltersOptions) => void;
  /** First page loading (show skeletons). */
  isLoading: boolean;
  isFetchingNextPage: boolean;
  /** Any request of this list in flight. */
  isFetching: boolean;
  /** More pages to load, and paging not stopped by a failure. */
  hasMore: boolean;
  /** The last request failed: paging is stopped until the filters change. */
  failed: boolean;
  /** The failure's message (the server's, or the offline message), when `failed`. */
  errorMessage: string | null;
  /** Loads the next page unless one is loading, none is left, or paging stopped. */
  loadMore: () => void;
  /** Keeps the current state for `?session=old`; call it when a row is opened. */
  save: () => void;
  /** Re-fetches the loaded pages in place (e.g. after editing a row). */
  refresh: () => Promise<unknown>;
  /** True when this mount restored saved rows. */
  restored: boolean;
}

/**
 * Adds `session=old` to the current history entry (without a navigation), so the phone's own
 * back button, not only the app's, comes back to the saved list instead of page 1.
 */
function markEntryRestorable(): void {
  try {
    const url = new URL(window.location.href);
    if (url.searchParams.get('session') === 'old') return;
    url.searchParams.set('session', 'old');
    // Keep the router's entry state (its index and key) untouched.
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  } catch {
    // Restoring on the browser's back button is a convenience only.
  }
}

function sameFilters<F extends ListFilters>(a: F, b: F): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

interface ListState<T, F> {
  generation: string;
  filters: F;
  draft: F;
  /** Saved state this mount started from (only for its own generation). */
  saved: SavedList<T, F> | null;
}

export function useRestorableInfiniteList<N extends CallName, T, F extends ListFilters>(
  options: RestorableInfiniteListOptions<N, T, F>,
): RestorableInfiniteList<T, F> {
  const { call, storageKey, errorFallback = /*i18n*/ 'Error', persist = false, debounceMs = SEARCH_DEBOUNCE_MS } = options;
  const scope = options.scope === undefined ? '' : String(options.scope);
  const location = useLocation();
  const queryClient = useQueryClient();

  const navigationType = useNavigationType();
  // ?session=old, or a step back through history (the phone's back button, the header's ←).
  const [restoreOnArrival] = useState(() => options.restore ?? (wantsSavedSession(location.search) || (navigationType === 'POP' && navigatedInApp())));
  const [state, setState] = useState<ListState<T, F>>(() => {
    const saved = restoreOnArrival ? readSavedList<T, F>(storageKey, scope) : null;
    if (saved) {
      const filters = { ...options.initialFilters, ...saved.filters };
      return { generation: saved.generation, filters, draft: filters, saved };
    }
    // Arrived any other way: the old state must not come back later either.
    clearSavedList(storageKey);
    return { generation: newGeneration(), filters: options.initialFilters, draft: options.initialFilters, saved: null };
  });
  // Fixed at mount: restored rows count as fresh, so nothing is refetched behind the member's back.
  const [mountedAt] = useState(() => Date.now());

  const { generation, filters, saved } = state;
  const queryKey = useMemo(() => callKey(call, { list: storageKey, scope, generation, filters }), [call, storageKey, scope, generation, filters]);
  const initialData: InfiniteData<ListPage<T>, number> | undefined =
    saved && saved.generation === generation ? { pages: saved.pages, pageParams: saved.pageParams } : undefined;

  const query = useInfiniteQuery({
    queryKey,
    queryFn: async ({ pageParam, signal }) => options.toPage(await fetchCall(call, options.payload(pageParam, filters), signal), filters),
    initialPageParam: 1,
    getNextPageParam: (_last, pages, lastPage) => nextPageParam(pages, lastPage),
    initialData,
    initialDataUpdatedAt: initialData ? mountedAt : undefined,
    // A list is (re)loaded only by arriving fresh, changing filters, paging or refresh().
    refetchOnMount: false,
    // Back online: a list that failed (e.g. opened offline) loads; a loaded one stays as it is.
    refetchOnReconnect: (q) => q.state.status === 'error',
    staleTime: persist ? Infinity : undefined,
    networkMode: (callInfo[call] as { offline?: true }).offline ? OFFLINE_FIRST : undefined,
  });

  const pages = query.data?.pages;
  const items = useMemo(() => pages?.flatMap((p) => p.items) ?? [], [pages]);
  const total = pages?.at(-1)?.total;
  const title = pages?.[0]?.title;
  const failed = query.isError;
  const hasMore = !!query.hasNextPage && !failed;

  // One toast per failure, with the server's message.
  useEffect(() => {
    if (query.isError && query.errorUpdatedAt > 0) showError(query.error, errorFallback);
    // Only a new failure (errorUpdatedAt) should toast, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.errorUpdatedAt]);

  const snapshot = useCallback((): SavedList<T, F> | null => {
    const data = queryClient.getQueryData<InfiniteData<ListPage<T>, number>>(queryKey);
    if (!data || data.pages.length === 0) return null;
    return snapshotList({
      scope,
      generation,
      filters,
      pages: data.pages,
      pageParams: data.pageParams,
      scrollY: window.scrollY,
    });
  }, [queryClient, queryKey, scope, generation, filters]);

  const save = useCallback(() => {
    const snap = snapshot();
    if (!snap) return;
    saveList(storageKey, snap);
    markEntryRestorable();
  }, [snapshot, storageKey]);

  // "Cached for the session": keep the rows as soon as they arrive (scroll is saved on open).
  useEffect(() => {
    if (!persist || !query.isSuccess || !query.data) return;
    const snap = snapshot();
    if (!snap) return;
    const previous = readSavedList<T, F>(storageKey, scope);
    saveList(storageKey, { ...snap, scrollY: previous?.generation === generation ? previous.scrollY : 0 });
  }, [persist, query.isSuccess, query.data, snapshot, storageKey, scope, generation]);

  // Scroll back once the restored rows are rendered (effects run after the route's scroll-to-top).
  const pendingScroll = useRef<number | null>((options.restoreScroll ?? restoreOnArrival) && saved ? saved.scrollY : null);
  const hasRows = items.length > 0;
  useEffect(() => {
    const y = pendingScroll.current;
    if (y === null || !hasRows) return;
    pendingScroll.current = null;
    window.scrollTo(0, y);
    // A page still settling (fonts, a late header) may not reach y yet: try once more.
    setTimeout(() => {
      if (Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y);
    }, SCROLL_RESTORE_DELAY_MS);
  }, [hasRows]);

  // Latest draft for the debounced apply, which runs outside render.
  const draftRef = useRef(state.draft);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = useCallback(
    (next: F) => {
      setState((current) => {
        if (sameFilters(current.filters, next)) return { ...current, draft: next };
        clearSavedList(storageKey);
        pendingScroll.current = null;
        return { generation: newGeneration(), filters: next, draft: next, saved: null };
      });
    },
    [storageKey],
  );

  const setFilters = useCallback(
    (patch: Partial<F>, opts: SetFiltersOptions = {}) => {
      const next = { ...draftRef.current, ...patch } as F;
      draftRef.current = next;
      clearTimeout(timer.current);
      if (opts.debounce) {
        setState((current) => ({ ...current, draft: next }));
        timer.current = setTimeout(() => apply(draftRef.current), debounceMs);
      } else {
        apply(next);
      }
    },
    [apply, debounceMs],
  );
  const { fetchNextPage, isFetchingNextPage, isFetching, refetch } = query;
  const loadMore = useCallback(() => {
    if (!hasMore || isFetching) return;
    // cancelRefetch false: a second call while a page is loading does nothing (one request at a time).
    void fetchNextPage({ cancelRefetch: false });
  }, [hasMore, isFetching, fetchNextPage]);

  const refresh = useCallback(() => refetch(), [refetch]);

  return {
    items,
    total,
    title,
    filters,
    draft: state.draft,
    setFilters,
    isLoading: query.isPending,
    isFetchingNextPage,
    isFetching,
    hasMore,
    failed,
    errorMessage: failed ? errorMessage(query.error, i18n._(errorFallback)) : null,
    loadMore,
    save,
    refresh,
    restored: !!initialData,
  };
}
