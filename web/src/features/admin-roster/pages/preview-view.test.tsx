import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { RosterPreview } from '@d320b/contract';
import { OPEN_UP_TO, PreviewView, SHOWN } from './preview-view';

function preview(adds: number, rejected: number): RosterPreview {
  return {
    previewId: 'p',
    fileName: 'roster.xlsx',
    format: 'xlsx',
    rowsRead: adds + rejected,
    columns: [{ header: 'Name', field: 'Name' }],
    ignoredColumns: [],
    fullRoster: false,
    deactivate: false,
    counts: { add: adds, update: 0, unchanged: 0, deactivate: 0, reject: rejected, newClubs: 0, warnings: 1 },
    adds: Array.from({ length: Math.min(adds, 500) }, (_, i) => ({ row: i + 2, name: `Added ${i}`, club: 'Lions Club of A', mobile: '9000000000', membershipNumber: '' })),
    updates: [],
    deactivations: [],
    rejected: Array.from({ length: rejected }, (_, i) => ({ row: 900 + i, name: `Rejected ${i}`, reason: 'missing name; bad mobile', reasons: ['missing name', 'bad mobile'] })),
    warnings: [{ row: 2, name: 'Added 0', field: 'Email', message: 'Email "anil@@example" is not an e-mail address: imported without it' }],
    newClubs: [],
    clubs: ['Lions Club of A'],
    deactivationGuard: { scopeSize: 0, typedConfirmation: false },
  };
}

const details = (name: string) => screen.getByRole('region', { name }).querySelector('details')!;

describe('roster preview', () => {
  it('opens short lists and collapses long ones, listing at most the first entries', () => {
    render(<PreviewView p={preview(SHOWN + 50, 2)} />);
    expect(details('Rejected rows').open).toBe(true);
    expect(details('Members to add').open).toBe(false);
    const adds = screen.getByRole('region', { name: 'Members to add' });
    expect(within(adds).getAllByRole('listitem')).toHaveLength(SHOWN);
    expect(within(adds).getByText(`Showing the first ${SHOWN} of ${SHOWN + 50}.`)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Imported without some fields' }).textContent).toContain('imported without it');
    expect(screen.queryByRole('region', { name: 'Members to update' })).toBeNull();
  });

  it('lists every fault of a rejected row', () => {
    render(<PreviewView p={preview(1, 1)} />);
    const row = within(screen.getByRole('region', { name: 'Rejected rows' })).getAllByRole('listitem')[0]!;
    expect(within(row).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['missing name', 'bad mobile']);
    expect(details('Members to add').open).toBe(1 <= OPEN_UP_TO);
  });
});
