import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { loadAdminMessages } from '@/i18n/i18n';
import { AdminList, type AdminColumn } from './admin-list';

// The console's texts come from its own catalogue (loaded with the console).
beforeAll(() => loadAdminMessages());

interface Row {
  id: number;
  name: string;
  count: number;
}
const rows: Row[] = [
  { id: 1, name: 'Banjara', count: 30 },
  { id: 2, name: 'Ameerpet', count: 12 },
  { id: 3, name: 'Charminar', count: 21 },
];
const columns: AdminColumn<Row>[] = [
  { key: 'name', header: 'Name', sortValue: (r) => r.name, cell: (r) => r.name },
  { key: 'count', header: 'Members', sortValue: (r) => r.count, cell: (r) => String(r.count) },
];

function renderList(props: Partial<Parameters<typeof AdminList<Row>>[0]> = {}) {
  return render(
    <AdminList<Row>
      label="Clubs"
      rows={rows}
      total={45}
      page={1}
      pageSize={20}
      onPage={() => undefined}
      loading={false}
      columns={columns}
      rowKey={(r) => r.id}
      card={(r) => <h3>{r.name}</h3>}
      counts="Active 44 · Deactivated 1"
      {...props}
    />,
  );
}

const tableRows = () => within(screen.getByRole('table', { name: 'Clubs' })).getAllByRole('row').slice(1).map((r) => r.textContent);

describe('AdminList', () => {
  it('shows the rows as phone cards and as a desktop table, with the counts', () => {
    renderList();
    expect(within(screen.getByRole('list', { name: 'Clubs' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Banjara', 'Ameerpet', 'Charminar']);
    expect(tableRows()).toEqual(['Banjara30', 'Ameerpet12', 'Charminar21']);
    expect(screen.getByText(/45 results · Active 44 · Deactivated 1/)).toBeTruthy();
  });

  it('sorts the shown page by a column header, ascending then descending', () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Members' }));
    expect(tableRows()).toEqual(['Ameerpet12', 'Charminar21', 'Banjara30']);
    expect(screen.getByRole('columnheader', { name: /Members/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Members' }));
    expect(tableRows()).toEqual(['Banjara30', 'Charminar21', 'Ameerpet12']);
  });

  it('hands sorting to the server when onSort is given, and pages', () => {
    const onSort = vi.fn();
    const onPage = vi.fn();
    renderList({ onSort, onPage, sort: { key: 'name', dir: 'asc' }, columns: [{ ...columns[0]!, sortable: true }, columns[1]!] });
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSort).toHaveBeenCalledWith({ key: 'name', dir: 'desc' });
    expect(tableRows()).toEqual(['Banjara30', 'Ameerpet12', 'Charminar21']);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('says so when nothing matches', () => {
    renderList({ rows: [], total: 0, emptyMessage: 'No clubs match.' });
    expect(screen.getByText('No clubs match.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('ticks rows one by one or the whole shown page, when the list offers a selection', () => {
    const picked = new Set<number>();
    const selection = {
      isSelected: (r: Row) => picked.has(r.id),
      toggle: vi.fn((r: Row) => (picked.has(r.id) ? picked.delete(r.id) : picked.add(r.id))),
      togglePage: vi.fn((shown: Row[]) => shown.forEach((r) => picked.add(r.id))),
      label: (r: Row) => `Select ${r.name}`,
    };
    const { rerender } = renderList({ selection });
    const table = screen.getByRole('table', { name: 'Clubs' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Ameerpet' }));
    expect(selection.toggle).toHaveBeenCalledWith(rows[1]);
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(selection.togglePage).toHaveBeenCalledWith(rows);
    rerender(
      <AdminList<Row> label="Clubs" rows={rows} total={45} page={1} pageSize={20} onPage={() => undefined} loading={false} columns={columns} rowKey={(r) => r.id} card={(r) => r.name} selection={{ ...selection }} />,
    );
    expect(within(table).getAllByRole('checkbox').every((c) => (c as HTMLInputElement).checked)).toBe(true);
  });
});
