import { startTransition, useDeferredValue, useEffect, useState, type Key, type ReactNode } from 'react';
import { EmptyState, FailedState } from '@/components/empty-state';
import { ListFooter } from '@/components/list-footer';
import { Skeleton } from '@/components/ui/skeleton';
import { useInfiniteScroll } from '@/lib/infinite-scroll';
import type { ListFilters, RestorableInfiniteList } from '@/lib/use-restorable-infinite-list';
import { cn } from '@/lib/utils';
import { i18n } from '@/i18n/i18n';

/** Placeholder row shaped like a person card (photo and three lines). */
export function CardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('flex gap-3 rounded-xl border bg-card p-3', className)}>
      <Skeleton className="size-14 shrink-0 rounded-full" />
      <div className="flex flex-1 flex-col gap-2 py-1">
        <Skeleton className="h-5 w-3/5" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-4 w-2/5" />
      </div>
    </div>
  );
}

export function ListSkeleton({ count = 5, row, className }: { count?: number; row?: ReactNode; className?: string }) {
  return (
    <div role="status" aria-label={i18n._('Loading')} className={cn('flex flex-col gap-3', className)}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i}>{row ?? <CardSkeleton />}</div>
      ))}
    </div>
  );
}

/** Rows in the first commit of a list's first answer: about a phone's screenful of cards. */
const FIRST_ROWS = 6;

/**
 * Rows after the first screenful are laid out only when they come near the screen
 * (content-visibility: auto; a row's size is remembered once it has been shown, else estimated).
 * Styling, laying out and painting a page of cards nobody sees yet was most of the work of a
 * list's second commit on a slow phone. A restored list renders every row in full, so its
 * scroll position lands on the same row it was saved at.
 */
const OFFSCREEN_ROW = '[content-visibility:auto] [contain-intrinsic-size:auto_12rem]';

export interface InfiniteListProps<T, F extends ListFilters> {
  list: RestorableInfiniteList<T, F>;
  getKey: (item: T, index: number) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the list, e.g. "Members". */
  label: string;
  /** Defaults to "No Data Found" (docs/product.md 2.1). */
  emptyMessage?: string;
  /** One placeholder row (defaults to a person card). */
  skeleton?: ReactNode;
  skeletonCount?: number;
  /** Classes of the <ul> (layout: gap, grid columns). */
  className?: string;
}

/**
 * Renders a `useRestorableInfiniteList`: skeletons while the first page loads, the rows, the
 * empty state, and "Loading more…" while the next page loads. The next page is requested at 95%
 * of the page's scroll height (throttled to 150 ms) while more rows exist.
 */
export function InfiniteList<T, F extends ListFilters>({
  list,
  getKey,
  renderItem,
  label,
  emptyMessage,
  skeleton,
  skeletonCount,
  className,
}: InfiniteListProps<T, F>) {
  // New rows render in the background (a time-sliced render that yields to the browser every few
  // milliseconds) rather than in one long task when a page of answers arrives.
  const items = useDeferredValue(list.items);
  const rowsPending = items.length === 0 && list.items.length > 0;
  // The first answer's rows in two commits: a screenful, then the rest (one long task was most of
  // the screen's blocking time on a slow phone). A restored list shows all at once, to scroll back.
  const [allRows, setAllRows] = useState(list.restored);
  useEffect(() => {
    if (!allRows && items.length > FIRST_ROWS) startTransition(() => setAllRows(true));
  }, [allRows, items.length]);
  const shown = allRows || items.length <= FIRST_ROWS ? items : items.slice(0, FIRST_ROWS);
  // Rows still rendering count as loading: the page is not yet as tall as it will be.
  useInfiniteScroll({
    hasMore: list.hasMore,
    loading: list.isFetching || items !== list.items || shown.length < items.length,
    onLoadMore: list.loadMore,
    enabled: !list.failed,
  });

  if (list.isLoading || rowsPending) return <ListSkeleton count={skeletonCount} row={skeleton} />;
  if (list.items.length === 0 && list.failed) return <FailedState message={list.errorMessage} onRetry={list.refresh} />;
  if (list.items.length === 0) return <EmptyState message={emptyMessage} />;

  return (
    <>
      <ul aria-label={label} aria-busy={list.isFetchingNextPage || undefined} className={cn('flex flex-col gap-3', className)}>
        {shown.map((item, index) => (
          <li key={getKey(item, index)} className={list.restored || index < FIRST_ROWS ? undefined : OFFSCREEN_ROW}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      <ListFooter loading={list.isFetchingNextPage} />
    </>
  );
}
