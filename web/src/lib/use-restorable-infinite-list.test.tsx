import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { ApiError } from './api-client';
import { fetchCall } from './calls';
import { readSavedList, saveList, snapshotList, type ListPage } from './list-session';
import { useRestorableInfiniteList, type RestorableInfiniteListOptions } from './use-restorable-infinite-list';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
// The call behind the list is a fake server (below): the hook asks fetchCall for each page.
vi.mock('./calls', async (original) => ({ ...(await original<typeof import('./calls')>()), fetchCall: vi.fn() }));

type Row = { id: number };
type Filters = { search: string; clubId: string };

const KEY = 'test-members';
const TOTAL = 5;
const PAGE_SIZE = 2;

/** A fake server: 5 rows, 2 per page, filtered rows get the search in their id range. */
function makeFetch() {
  return vi.fn(async (page: number, filters: Filters): Promise<ListPage<Row>> => {
    const base = filters.search ? 100 : 0;
    const start = (page - 1) * PAGE_SIZE;
    const ids = Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, TOTAL - start)) }, (_, i) => base + start + i + 1);
    return { items: ids.map((id) => ({ id })), total: TOTAL };
  });
}

type Page = (page: number, filters: Filters, signal?: AbortSignal) => Promise<ListPage<Row>>;

function setup(
  url: string,
  options: Partial<RestorableInfiniteListOptions<'get_members', Row, Filters>> & { fetchPage?: Page } = {},
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const { fetchPage: given, ...rest } = options;
  const fetchPage = given ?? makeFetch();
  vi.mocked(fetchCall).mockImplementation(async (_name, payload, signal) => {
    const { page, filters } = payload as unknown as { page: number; filters: Filters };
    return (await fetchPage(page, filters, signal)) as never;
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useRestorableInfiniteList<'get_members', Row, Filters>({
        call: 'get_members',
        payload: (page, filters) => ({ page, filters }) as never,
        toPage: (answer) => answer as unknown as ListPage<Row>,
        storageKey: KEY,
        initialFilters: { search: '', clubId: 'all' },
        ...rest,
      }),
    { wrapper },
  );
  return { ...hook, fetchPage: fetchPage as ReturnType<typeof makeFetch>, client };
}

const ids = (rows: Row[]) => rows.map((r) => r.id);

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  vi.mocked(window.scrollTo).mockClear();
});

describe('useRestorableInfiniteList', () => {
  it('loads page 1, pages on while loaded < total, then stops', async () => {
    const { result, fetchPage } = setup('/list');
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(ids(result.current.items)).toEqual([1, 2]));
    expect(result.current.total).toBe(TOTAL);
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.items)).toEqual([1, 2, 3, 4]));
    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.items)).toEqual([1, 2, 3, 4, 5]));
    expect(result.current.hasMore).toBe(false);

    act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 2, 3]);
  });

  it('asks for one page at a time', async () => {
    const { result, fetchPage } = setup('/list');
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('save() keeps items, filters, page, total and scroll; ?session=old restores them without a request', async () => {
    const first = setup('/list?id=3');
    await waitFor(() => expect(first.result.current.items).toHaveLength(2));
    act(() => first.result.current.loadMore());
    await waitFor(() => expect(first.result.current.items).toHaveLength(4));
    act(() => first.result.current.setFilters({ clubId: '7' }));
    await waitFor(() => expect(first.result.current.items).toHaveLength(2));
    act(() => first.result.current.loadMore());
    await waitFor(() => expect(first.result.current.items).toHaveLength(4));

    window.scrollY = 640;
    act(() => first.result.current.save());
    window.scrollY = 0;
    // The entry itself now asks for the saved list, so the phone's back button restores it too.
    expect(new URLSearchParams(window.location.search).get('session')).toBe('old');
    const saved = readSavedList<Row, Filters>(KEY);
    expect(saved).toMatchObject({ filters: { search: '', clubId: '7' }, page: 2, total: TOTAL, hasMore: true, scrollY: 640 });
    expect(ids(saved!.pages.flatMap((p) => p.items))).toEqual([1, 2, 3, 4]);
    first.unmount();

    // A new app load (empty query cache): the rows come from session storage alone.
    const back = setup('/list?session=old', {}, new QueryClient());
    expect(back.result.current.restored).toBe(true);
    expect(ids(back.result.current.items)).toEqual([1, 2, 3, 4]);
    expect(back.result.current.filters).toEqual({ search: '', clubId: '7' });
    expect(back.result.current.draft).toEqual({ search: '', clubId: '7' });
    expect(back.result.current.isLoading).toBe(false);
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 640));
    expect(back.fetchPage).not.toHaveBeenCalled();

    // Paging continues from the restored page.
    act(() => back.result.current.loadMore());
    await waitFor(() => expect(back.result.current.items).toHaveLength(5));
    expect(back.fetchPage).toHaveBeenCalledWith(3, { search: '', clubId: '7' }, expect.anything());
  });

  it('arriving any other way clears the saved state and loads page 1', async () => {
    saveList(KEY, snapshotList({ scope: '', generation: 'old', filters: { search: 'x', clubId: '2' }, pages: [{ items: [{ id: 42 }], total: 9 }], pageParams: [1], scrollY: 300 }));
    const { result, fetchPage } = setup('/list');
    expect(readSavedList(KEY)).toBeNull();
    expect(result.current.filters).toEqual({ search: '', clubId: 'all' });
    await waitFor(() => expect(ids(result.current.items)).toEqual([1, 2]));
    expect(fetchPage).toHaveBeenCalledWith(1, { search: '', clubId: 'all' }, expect.anything());
    expect(window.scrollTo).not.toHaveBeenCalledWith(0, 300);
  });

  it('does not restore another scope', async () => {
    saveList(KEY, snapshotList({ scope: '1', generation: 'old', filters: { search: '', clubId: 'all' }, pages: [{ items: [{ id: 42 }], total: 1 }], pageParams: [1], scrollY: 0 }));
    const { result, fetchPage } = setup('/list?session=old', { scope: 2 });
    await waitFor(() => expect(ids(result.current.items)).toEqual([1, 2]));
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('a search change (debounced) resets to page 1 and clears the saved state', async () => {
    const { result, fetchPage } = setup('/list');
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    act(() => result.current.save());
    expect(readSavedList(KEY)).not.toBeNull();

    act(() => result.current.setFilters({ search: 'r' }, { debounce: true }));
    act(() => result.current.setFilters({ search: 'ra' }, { debounce: true }));
    act(() => result.current.setFilters({ search: 'rao' }, { debounce: true }));
    expect(result.current.draft.search).toBe('rao');
    expect(result.current.filters.search).toBe('');

    await waitFor(() => expect(result.current.filters.search).toBe('rao'));
    await waitFor(() => expect(ids(result.current.items)).toEqual([101, 102]));
    expect(readSavedList(KEY)).toBeNull();
    // Only the final text was searched, from page 1.
    const searched = fetchPage.mock.calls.filter((c) => c[1].search !== '');
    expect(searched.map((c) => [c[0], c[1].search])).toEqual([[1, 'rao']]);
  });

  it('a failed page stops paging and toasts the server message', async () => {
    const fetchPage = vi.fn(async (page: number): Promise<ListPage<Row>> => {
      if (page === 2) throw new ApiError(500, 'Database is busy');
      return { items: [{ id: 1 }, { id: 2 }], total: 10 };
    });
    const { result } = setup('/list', { fetchPage });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(toast.error).toHaveBeenCalledWith('Database is busy');
    expect(result.current.hasMore).toBe(false);
    expect(result.current.items).toHaveLength(2);
    act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('uses the fallback text when an error has no message', async () => {
    const fetchPage = vi.fn(async (): Promise<ListPage<Row>> => {
      throw new Error('');
    });
    const { result } = setup('/list', { fetchPage, errorFallback: 'Error fetching data' });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(toast.error).toHaveBeenCalledWith('Error fetching data');
    expect(result.current.items).toEqual([]);
  });

  it('persist keeps the rows for the session and reuses them on any arrival, scrolling only when asked', async () => {
    const first = setup('/list', { restore: true, restoreScroll: false, persist: true });
    await waitFor(() => expect(first.result.current.items).toHaveLength(2));
    expect(readSavedList(KEY)).not.toBeNull();
    first.unmount();

    const again = setup('/list', { restore: true, restoreScroll: false, persist: true }, new QueryClient());
    expect(ids(again.result.current.items)).toEqual([1, 2]);
    expect(again.fetchPage).not.toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
