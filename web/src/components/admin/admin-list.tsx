/**
 * The admin console's list: search box, optional filters, counts, then the rows as cards on a
 * phone (one column) and as a table with sortable headers on a desktop, then paging.
 * Sorting is the server's when `onSort` is given, else the shown page is sorted in place.
 */
import { useMemo, useState, type ReactNode } from 'react';
import ArrowDownIcon from 'lucide-react/icons/arrow-down';
import ArrowUpIcon from 'lucide-react/icons/arrow-up';
import { EmptyState } from '@/components/empty-state';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { i18n } from '@/i18n/i18n';

export interface AdminColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Value for sorting the shown page (client-side sort); ignored when the list sorts on the server. */
  sortValue?: (row: T) => string | number;
  /** Server-side sort key (with onSort). */
  sortable?: boolean;
}

export interface SortState {
  key: string;
  dir: 'asc' | 'desc';
}

export interface AdminListProps<T> {
  /** Accessible name of the list and table, e.g. "Members". */
  label: string;
  rows: T[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  loading: boolean;
  error?: unknown;
  search?: { value: string; onChange: (value: string) => void; label: string };
  /** Filters above the list (club select, status). */
  filters?: ReactNode;
  /** Counts line, e.g. "Active 120 · Inactive 4". */
  counts?: ReactNode;
  columns: AdminColumn<T>[];
  rowKey: (row: T) => string | number;
  /** The phone card of one row. */
  card: (row: T) => ReactNode;
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  emptyMessage?: string;
  /** Rows can be ticked for a bulk action: a checkbox per row and one for the shown page. */
  selection?: RowSelection<T>;
}

export interface RowSelection<T> {
  isSelected: (row: T) => boolean;
  toggle: (row: T) => void;
  /** Ticks every shown row, or clears them when all are ticked. */
  togglePage: (rows: T[]) => void;
  /** Accessible name of a row's checkbox, e.g. "Select Asha Rao". */
  label: (row: T) => string;
}

function RowCheck<T>({ row, selection }: { row: T; selection: RowSelection<T> }) {
  return (
    <input
      type="checkbox"
      className="size-5 shrink-0 accent-primary"
      checked={selection.isSelected(row)}
      onChange={() => selection.toggle(row)}
      aria-label={selection.label(row)}
    />
  );
}

export function AdminList<T>(props: AdminListProps<T>) {
  const { label, rows, total, page, pageSize, onPage, loading, error, search, filters, counts, columns, rowKey, card, onSort, emptyMessage, selection } = props;
  const [localSort, setLocalSort] = useState<SortState | undefined>();
  const sort = onSort ? props.sort : localSort;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  const shown = useMemo(() => {
    if (!rows || onSort || !localSort) return rows;
    const col = columns.find((c) => c.key === localSort.key);
    if (!col?.sortValue) return rows;
    const value = col.sortValue;
    const sign = localSort.dir === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * sign;
    });
  }, [rows, onSort, localSort, columns]);

  const toggle = (key: string) => {
    const next: SortState = { key, dir: sort?.key === key && sort.dir === 'asc' ? 'desc' : 'asc' };
    if (onSort) onSort(next);
    else setLocalSort(next);
  };
  const sortableCol = (c: AdminColumn<T>) => (onSort ? !!c.sortable : !!c.sortValue);

  return (
    <section aria-label={label} className="flex flex-col gap-3">
      {search && <SearchBox label={search.label} placeholder={search.label} value={search.value} onValueChange={search.onChange} />}
      {filters}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {loading ? i18n._('Loading…') : i18n._('{total, plural, one {# result} other {# results}}', { total })}
        {counts ? <> · {counts}</> : null}
      </p>

      {loading && (
        <div role="status" aria-label={i18n._('Loading')} className="flex flex-col gap-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      )}
      {!loading && error ? <EmptyState message={errorMessage(error, i18n._('Could not load the list.'))} /> : null}
      {!loading && !error && shown && shown.length === 0 && <EmptyState message={emptyMessage ?? i18n._('Nothing found.')} />}

      {!loading && !error && shown && shown.length > 0 && (
        <>
          {selection && (
            <label className="flex min-h-11 items-center gap-3 text-base md:hidden">
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={shown.every((row) => selection.isSelected(row))}
                onChange={() => selection.togglePage(shown)}
              />
              {i18n._('Select every row on this page')}
            </label>
          )}
          <ul aria-label={label} className="flex flex-col gap-2 md:hidden">
            {shown.map((row) => (
              <li key={rowKey(row)} className="rounded-xl border bg-card p-3 shadow-sm">
                {selection ? (
                  <div className="flex items-center gap-3">
                    <RowCheck row={row} selection={selection} />
                    <div className="min-w-0 flex-1">{card(row)}</div>
                  </div>
                ) : (
                  card(row)
                )}
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border bg-card md:block">
            <table className="w-full text-left text-sm" aria-label={label}>
              <thead className="border-b bg-muted/50">
                <tr>
                  {selection && (
                    <th scope="col" className="w-12 px-3 py-2">
                      <input
                        type="checkbox"
                        className="size-5 accent-primary"
                        checked={shown.every((row) => selection.isSelected(row))}
                        onChange={() => selection.togglePage(shown)}
                        aria-label={i18n._('Select every row on this page')}
                      />
                    </th>
                  )}
                  {columns.map((c) => (
                    <th
                      key={c.key}
                      scope="col"
                      className="px-3 py-2 font-semibold"
                      aria-sort={sort?.key === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {sortableCol(c) ? (
                        <button type="button" className="inline-flex min-h-11 items-center gap-1 hover:underline" onClick={() => toggle(c.key)}>
                          {c.header}
                          {sort?.key === c.key && (sort.dir === 'asc' ? <ArrowUpIcon className="size-4" aria-hidden="true" /> : <ArrowDownIcon className="size-4" aria-hidden="true" />)}
                        </button>
                      ) : (
                        c.header
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={rowKey(row)} className="border-b last:border-0">
                    {selection && (
                      <td className="px-3 py-2 align-middle">
                        <RowCheck row={row} selection={selection} />
                      </td>
                    )}
                    {columns.map((c) => (
                      <td key={c.key} className="px-3 py-2 align-middle">
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {pages > 1 && (
        <nav aria-label={i18n._('{label} pages', { label })} className="flex items-center justify-between gap-2">
          <Button variant="outline" disabled={page <= 1 || loading} onClick={() => onPage(page - 1)}>
            {i18n._('Previous')}
          </Button>
          <span className="text-sm">{i18n._('Page {page} of {pages}', { page, pages })}</span>
          <Button variant="outline" disabled={page >= pages || loading} onClick={() => onPage(page + 1)}>
            {i18n._('Next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
