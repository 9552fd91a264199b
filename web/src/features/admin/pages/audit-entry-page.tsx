/** /admin/audit/:eventId: one action of the audit log opened (an import: every record it added or changed), 20 records a page. */
import { useState } from 'react';
import { useParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { adminQuery } from '../api';
import { ChangeList, whatText, whoText } from '../audit-parts';

const KIND_WORDS: Record<string, string> = { added: 'Added', changed: 'Changed', deactivated: 'Deactivated', reactivated: 'Reactivated', removed: 'Removed' };

export default function AuditEntryPage() {
  const { eventId = '' } = useParams();
  const [page, setPage] = useState(1);
  const q = useQuery({ ...adminQuery('admin/audit/event', { event_id: eventId, page }), placeholderData: keepPreviousData });
  const entry = q.data?.data.entry;
  const pages = Math.max(1, Math.ceil((q.data?.total ?? 0) / (q.data?.pageSize ?? 20)));
  return (
    <>
      <PageHeader title="Audit Entry" backTo="/admin/audit" />
      {q.isPending && <Skeleton className="h-40 w-full" />}
      {q.isError && <p role="alert" className="font-medium text-destructive">{errorMessage(q.error)}</p>}
      {entry && (
        <div className="flex flex-col gap-4">
          <section aria-label="Entry" className="rounded-xl border bg-card p-4">
            <h2 className="text-lg font-semibold">{whatText(entry)}</h2>
            <p className="text-muted-foreground">
              {entry.when} (India time) · {whoText(entry)}
            </p>
            <p>
              {entry.records} {entry.records === 1 ? 'record' : 'records'}, {entry.changes} {entry.changes === 1 ? 'change' : 'changes'}
            </p>
          </section>
          <ul aria-label="Records" className="flex flex-col gap-2">
            {(q.data?.data.records ?? []).map((r) => (
              <li key={`${r.entity}-${r.entityId ?? ''}`} className="rounded-lg border bg-card p-3">
                <p className="font-semibold">
                  {KIND_WORDS[r.kind] ?? r.kind} · {r.entityLabel.toLowerCase()} {r.subject ?? ''}
                </p>
                <ChangeList changes={r.fields} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <div className="flex items-center gap-2">
              <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </div>
          )}
        </div>
      )}
    </>
  );
}
