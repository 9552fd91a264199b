import { describe, expect, it } from 'vitest';
import {
  clearSavedList,
  hasMorePages,
  LIST_SESSION_VERSION,
  loadedCount,
  newGeneration,
  nextPageParam,
  readSavedList,
  saveList,
  snapshotList,
  type ListPage,
} from './list-session';

const page = (ids: number[], total: number): ListPage<{ id: number }> => ({ items: ids.map((id) => ({ id })), total });

describe('paging arithmetic', () => {
  it('counts loaded rows across pages', () => {
    expect(loadedCount([page([1, 2], 5), page([3, 4], 5)])).toBe(4);
    expect(loadedCount([])).toBe(0);
  });

  it('has more while loaded < total', () => {
    expect(hasMorePages([page([1, 2], 5)])).toBe(true);
    expect(hasMorePages([page([1, 2], 5), page([3, 4], 5), page([5], 5)])).toBe(false);
    expect(nextPageParam([page([1, 2], 5)], 1)).toBe(2);
    expect(nextPageParam([page([1, 2], 2)], 1)).toBeUndefined();
  });

  it('stops on an empty page even if the total says otherwise', () => {
    expect(hasMorePages([page([1, 2], 10), page([], 10)])).toBe(false);
    expect(hasMorePages([])).toBe(false);
  });

  it('makes distinct generations', () => {
    expect(newGeneration()).not.toBe(newGeneration());
  });
});

describe('save and restore', () => {
  const KEY = 'test-list';

  it('snapshots items, filters, page, total, hasMore and scroll', () => {
    const snap = snapshotList({
      scope: '',
      generation: 'g1',
      filters: { search: 'rao', clubId: '7' },
      pages: [page([1, 2], 5), page([3, 4], 5)],
      pageParams: [1, 2],
      scrollY: 812.6,
      now: 1000,
    });
    expect(snap).toEqual({
      v: LIST_SESSION_VERSION,
      scope: '',
      generation: 'g1',
      filters: { search: 'rao', clubId: '7' },
      pages: [page([1, 2], 5), page([3, 4], 5)],
      pageParams: [1, 2],
      page: 2,
      total: 5,
      hasMore: true,
      scrollY: 813,
      savedAt: 1000,
    });
  });

  it('round-trips through session storage', () => {
    const snap = snapshotList({ scope: '', generation: 'g', filters: { search: '' }, pages: [page([1], 1)], pageParams: [1], scrollY: 40 });
    saveList(KEY, snap);
    expect(readSavedList(KEY)).toEqual(snap);
    clearSavedList(KEY);
    expect(readSavedList(KEY)).toBeNull();
  });

  it('never restores another scope (e.g. another region)', () => {
    saveList(KEY, snapshotList({ scope: '3', generation: 'g', filters: {}, pages: [page([1], 1)], pageParams: [1], scrollY: 0 }));
    expect(readSavedList(KEY, '3')).not.toBeNull();
    expect(readSavedList(KEY, '4')).toBeNull();
    expect(readSavedList(KEY)).toBeNull();
  });

  it('ignores unreadable, empty or old-format state', () => {
    sessionStorage.setItem(KEY, '{not json');
    expect(readSavedList(KEY)).toBeNull();
    sessionStorage.setItem(KEY, JSON.stringify({ v: 0, scope: '', generation: 'g', filters: {}, pages: [], pageParams: [], scrollY: 0 }));
    expect(readSavedList(KEY)).toBeNull();
    saveList(KEY, snapshotList({ scope: '', generation: 'g', filters: {}, pages: [], pageParams: [], scrollY: 0 }));
    expect(readSavedList(KEY)).toBeNull();
    sessionStorage.setItem(KEY, JSON.stringify({ ...snapshotList({ scope: '', generation: 'g', filters: {}, pages: [page([1], 1)], pageParams: [1], scrollY: 0 }), pageParams: [] }));
    expect(readSavedList(KEY)).toBeNull();
  });
});
