/** /admin/erasure-requests (district admins): members' requests to delete their data; completing one anonymises the member. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ErasureRequestOut } from '@d320b/contract';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { erasureListQuery, useCompleteErasure } from '../api';

export default function ErasureRequestsPage() {
  const [status, setStatus] = useState<'open' | 'all'>('open');
  const list = useQuery(erasureListQuery(status));
  const complete = useCompleteErasure();
  const [chosen, setChosen] = useState<ErasureRequestOut | null>(null);

  return (
    <>
      <PageHeader title="Deletion Requests" backTo="/admin" />
      <div className="flex flex-col gap-4">
        <div className="flex max-w-xs flex-col gap-1">
          <Label htmlFor="erasure-status">Show</Label>
          <Select id="erasure-status" value={status} onChange={(e) => setStatus(e.target.value as 'open' | 'all')}>
            <option value="open">Open requests</option>
            <option value="all">All requests</option>
          </Select>
        </div>
        {list.isPending && <Skeleton className="h-24 w-full" />}
        {list.isError && (
          <p role="alert" className="text-base text-destructive">
            {errorMessage(list.error, 'Could not load the requests.')}
          </p>
        )}
        {list.data && <p className="text-base text-muted-foreground">{list.data.openCount} open</p>}
        {list.data && list.data.data.length === 0 && <EmptyState message="No Data Found" />}
        <ul aria-label="Deletion requests" className="flex flex-col gap-2">
          {list.data?.data.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4">
              <span className="flex flex-col">
                <span className="text-lg font-semibold">{r.memberName}</span>
                <span className="text-sm text-muted-foreground">
                  {r.clubName} · asked {r.requestedAt.slice(0, 10)}
                  {r.completedAt && <> · completed {r.completedAt.slice(0, 10)}</>}
                </span>
              </span>
              {!r.completedAt && (
                <Button variant="destructive" onClick={() => setChosen(r)} disabled={complete.isPending}>
                  Delete member&apos;s data
                </Button>
              )}
            </li>
          ))}
        </ul>
      </div>
      <ConfirmDialog
        open={!!chosen}
        onOpenChange={(open) => !open && setChosen(null)}
        title={`Delete ${chosen?.memberName ?? ''}'s data?`}
        confirmLabel="Delete data"
        destructive
        onConfirm={() =>
          chosen &&
          complete.mutate(chosen.id, {
            onSuccess: (res) => {
              toast.success(res.message);
              setChosen(null);
            },
            onError: (err) => toast.error(errorMessage(err, 'Could not complete the request.')),
          })
        }
      >
        Name, contacts, dates, photos and business listings are removed, the member is deactivated and signed out. Activities keep only the club. This cannot be
        undone.
      </ConfirmDialog>
    </>
  );
}
