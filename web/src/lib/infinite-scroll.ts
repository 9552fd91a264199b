/**
 * Window-scroll paging for the list screens (docs/product.md 2.18): the
 * next page loads when the reader passes 95% of the page, checked at most
 * every 150 ms, only while `hasMore` and never while a page is loading (one
 * request at a time per list).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

export const SCROLL_THRESHOLD = 0.95;
export const SCROLL_THROTTLE_MS = 150;

export interface InfiniteScrollOptions {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Set false to pause (e.g. after a failed page, which stops further paging). */
  enabled?: boolean;
}

export function reachedThreshold(scrollTop: number, viewportHeight: number, scrollHeight: number, threshold = SCROLL_THRESHOLD): boolean {
  if (scrollHeight <= 0) return false;
  return (scrollTop + viewportHeight) / scrollHeight >= threshold;
}

export function useInfiniteScroll({ hasMore, loading, onLoadMore, enabled = true }: InfiniteScrollOptions): void {
  // Latest values in a ref: the scroll listener is attached once, not on every render.
  const state = useRef({ hasMore, loading, onLoadMore, enabled });
  useLayoutEffect(() => {
    state.current = { hasMore, loading, onLoadMore, enabled };
  });

  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      timer = undefined;
      const s = state.current;
      if (!s.enabled || !s.hasMore || s.loading) return;
      const doc = document.documentElement;
      if (reachedThreshold(window.scrollY, window.innerHeight, doc.scrollHeight)) s.onLoadMore();
    };
    const onScroll = () => {
      if (timer) return;
      const wait = Math.max(0, SCROLL_THROTTLE_MS - (Date.now() - last));
      timer = setTimeout(check, wait);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, []);

  // A short first page may not fill the screen, so no scroll event would ever come: check after each load.
  // Measured after the next paint: reading scrollHeight right after the rows are committed would
  // force a layout inside the same long task instead of the browser's own.
  useEffect(() => {
    if (!enabled || !hasMore || loading) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const s = state.current;
        if (!s.enabled || !s.hasMore || s.loading) return;
        const doc = document.documentElement;
        if (reachedThreshold(window.scrollY, window.innerHeight, doc.scrollHeight)) s.onLoadMore();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [enabled, hasMore, loading]);
}
