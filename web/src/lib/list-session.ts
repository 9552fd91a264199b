/**
 * Saved list state in session storage (docs/product.md 2.18): what a list
 * screen keeps when a member opens one of its rows, so that coming back with
 * `?session=old` shows the same items, filters, page and scroll position
 * without asking the server again.
 *
 * Pure helpers (no React), shared by `useRestorableInfiniteList` and its tests.
 */
import { readSessionJson, removeSession, writeSessionJson } from './storage';

/** One page of a paged list as the list screens keep it: the rows and the server's total. */
export interface ListPage<T> {
  items: T[];
  /** Total rows matching the filters (the server's totalCount / mem_count). */
  total: number;
  /** Heading the server sends with the rows (e.g. cab_leader_list's dcay_name). */
  title?: string;
}

/** Bumped when the saved shape changes, so an old tab's state is ignored instead of misread. */
export const LIST_SESSION_VERSION = 1;

export interface SavedList<T, F> {
  v: typeof LIST_SESSION_VERSION;
  /** What the list belongs to (e.g. the region or cabinet id); '' when the list has no scope. */
  scope: string;
  /**
   * Identifies one "run" of the list (one arrival or one filter change). It is part of the
   * query key, so a restored list finds its own cache entry and a fresh arrival never does.
   */
  generation: string;
  filters: F;
  pages: ListPage<T>[];
  /** Page number of each loaded page (1, 2, ...). */
  pageParams: number[];
  /** Last page loaded. */
  page: number;
  total: number;
  hasMore: boolean;
  /** window.scrollY when the row was opened. */
  scrollY: number;
  savedAt: number;
}

export function loadedCount<T>(pages: readonly ListPage<T>[]): number {
  let count = 0;
  for (const page of pages) count += page.items.length;
  return count;
}

/**
 * More pages exist while fewer rows than the server's total are loaded. An empty page also
 * ends the list: a total that changed meanwhile must not make the list ask forever.
 */
export function hasMorePages<T>(pages: readonly ListPage<T>[]): boolean {
  const last = pages.at(-1);
  if (!last || last.items.length === 0) return false;
  return loadedCount(pages) < last.total;
}

/** Page number after `lastPage`, or undefined when the list is complete. */
export function nextPageParam<T>(pages: readonly ListPage<T>[], lastPage: number): number | undefined {
  return hasMorePages(pages) ? lastPage + 1 : undefined;
}

/** A new, practically unique generation id. */
export function newGeneration(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export interface SnapshotInput<T, F> {
  scope: string;
  generation: string;
  filters: F;
  pages: ListPage<T>[];
  pageParams: number[];
  scrollY: number;
  now?: number;
}

export function snapshotList<T, F>(input: SnapshotInput<T, F>): SavedList<T, F> {
  const { pages, pageParams } = input;
  return {
    v: LIST_SESSION_VERSION,
    scope: input.scope,
    generation: input.generation,
    filters: input.filters,
    pages,
    pageParams,
    page: pageParams.at(-1) ?? 1,
    total: pages.at(-1)?.total ?? 0,
    hasMore: hasMorePages(pages),
    scrollY: Math.max(0, Math.round(input.scrollY)),
    savedAt: input.now ?? Date.now(),
  };
}

export function saveList<T, F>(key: string, saved: SavedList<T, F>): void {
  writeSessionJson(key, saved);
}

function isValid(value: unknown): value is SavedList<unknown, unknown> {
  if (!value || typeof value !== 'object') return false;
  const s = value as Partial<SavedList<unknown, unknown>>;
  return (
    s.v === LIST_SESSION_VERSION &&
    typeof s.scope === 'string' &&
    typeof s.generation === 'string' &&
    typeof s.filters === 'object' &&
    s.filters !== null &&
    Array.isArray(s.pages) &&
    s.pages.every((p) => p && Array.isArray(p.items) && typeof p.total === 'number') &&
    Array.isArray(s.pageParams) &&
    s.pageParams.length === s.pages.length &&
    typeof s.scrollY === 'number'
  );
}

/**
 * The saved state of list `key`, or null when there is none, it is unreadable, or it belongs to
 * another scope (e.g. another region: its members must not show under this region's title).
 */
export function readSavedList<T, F>(key: string, scope = ''): SavedList<T, F> | null {
  const saved = readSessionJson<unknown>(key);
  if (!isValid(saved) || saved.scope !== scope || saved.pages.length === 0) return null;
  return saved as SavedList<T, F>;
}

export function clearSavedList(key: string): void {
  removeSession(key);
}
