/** /admin/erasure-requests (district admins): members' requests to delete their data; completing one anonymises the member. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ErasureRequestOut } from '@d320b/contract';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDisplayDate } from '@/lib/dates';
import { useCallMutation } from '@/lib/calls';
import { erasureListQuery } from '../api';
import { i18n } from '@/i18n/i18n';

/** The day of a timestamp: YYYY-MM-DD in English, as the language writes dates in Telugu and Hindi. */
function day(timestamp: string): string {
  const date = timestamp.slice(0, 10);
  return i18n.locale && i18n.locale !== 'en' ? formatDisplayDate(date) : date;
}

export default function ErasureRequestsPage() {
  const [status, setStatus] = useState<'open' | 'all'>('open');
  const list = useQuery(erasureListQuery(status));
  const complete = useCallMutation('admin/erasure-requests/complete', (id: number) => ({ id }), {
    announce: 'member',
    onSuccess: () => setChosen(null),
    errorFallback: /*i18n*/ 'Could not complete the request.',
  });
  const [chosen, setChosen] = useState<ErasureRequestOut | null>(null);

  return (
    <>
      <PageHeader title={i18n._('Deletion Requests')} backTo="/admin" />
      <div className="flex flex-col gap-4">
        <div className="flex max-w-xs flex-col gap-1">
          <Label htmlFor="erasure-status">{i18n._('Show')}</Label>
          <Select id="erasure-status" value={status} onChange={(e) => setStatus(e.target.value as 'open' | 'all')}>
            <option value="open">{i18n._('Open requests')}</option>
            <option value="all">{i18n._('All requests')}</option>
          </Select>
        </div>
        {list.isPending && <Skeleton className="h-24 w-full" />}
        {list.isError && (
          <p role="alert" className="text-base text-destructive">
            {errorMessage(list.error, i18n._('Could not load the requests.'))}
          </p>
        )}
        {list.data && <p className="text-base text-muted-foreground">{i18n._('{count} open', { count: list.data.openCount })}</p>}
        {list.data && list.data.data.length === 0 && <EmptyState message={i18n._('No Data Found')} />}
        <ul aria-label={i18n._('Deletion requests')} className="flex flex-col gap-2">
          {list.data?.data.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4">
              <span className="flex flex-col">
                <span className="text-lg font-semibold">{r.memberName}</span>
                <span className="text-sm text-muted-foreground">
                  {r.clubName} · {i18n._('asked {date}', { date: day(r.requestedAt) })}
                  {r.completedAt && <> · {i18n._('completed {date}', { date: day(r.completedAt) })}</>}
                </span>
              </span>
              {!r.completedAt && (
                <Button variant="destructive" onClick={() => setChosen(r)} disabled={complete.isPending}>
                  {i18n._("Delete member's data")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </div>
      <ConfirmDialog
        open={!!chosen}
        onOpenChange={(open) => !open && setChosen(null)}
        title={i18n._("Delete {name}'s data?", { name: chosen?.memberName ?? '' })}
        confirmLabel={i18n._('Delete data')}
        destructive
        onConfirm={() =>
          chosen &&
          complete.mutate(chosen.id)
        }
      >
        {i18n._(
          'Name, contacts, dates, photos and business listings are removed, the member is deactivated and signed out. Activities keep only the club. This cannot be undone.',
        )}
      </ConfirmDialog>
    </>
  );
}
