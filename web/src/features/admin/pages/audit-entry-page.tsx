/** /admin/audit/:eventId: one action of the audit log opened (an import: every record it added or changed), 20 records a page. */
import { useState } from 'react';
import { useParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { callQuery } from '@/lib/calls';
import { ChangeList, whatText, whoText } from '../audit-parts';
import { i18n } from '@/i18n/i18n';

const KIND_WORDS: Record<string, string> = {
  added: /*i18n*/ 'Added',
  changed: /*i18n*/ 'Changed',
  deactivated: /*i18n*/ 'Deactivated',
  reactivated: /*i18n*/ 'Reactivated',
  removed: /*i18n*/ 'Removed',
};
const kindWord = (kind: string) => {
  const word = KIND_WORDS[kind];
  return word ? i18n._(word) : kind;
};

export default function AuditEntryPage() {
  const { eventId = '' } = useParams();
  const [page, setPage] = useState(1);
  const q = useQuery(callQuery('admin/audit/event', { event_id: eventId, page }, { placeholderData: keepPreviousData }));
  const entry = q.data?.data.entry;
  const pages = Math.max(1, Math.ceil((q.data?.total ?? 0) / (q.data?.pageSize ?? 20)));
  return (
    <>
      <PageHeader title={i18n._('Audit Entry')} backTo="/admin/audit" />
      {q.isPending && <Skeleton className="h-40 w-full" />}
      {q.isError && <p role="alert" className="font-medium text-destructive">{errorMessage(q.error)}</p>}
      {entry && (
        <div className="flex flex-col gap-4">
          <section aria-label={i18n._('Entry')} className="rounded-xl border bg-card p-4">
            <h2 className="text-lg font-semibold">{whatText(entry)}</h2>
            <p className="text-muted-foreground">{i18n._('{when} (India time) · {who}', { when: entry.when, who: whoText(entry) })}</p>
            <p>
              {i18n._('{records, plural, one {# record} other {# records}}, {changes, plural, one {# change} other {# changes}}', {
                records: entry.records,
                changes: entry.changes,
              })}
            </p>
          </section>
          <ul aria-label={i18n._('Records')} className="flex flex-col gap-2">
            {(q.data?.data.records ?? []).map((r) => (
              <li key={`${r.entity}-${r.entityId ?? ''}`} className="rounded-lg border bg-card p-3">
                <p className="font-semibold">
                  {kindWord(r.kind)} · {r.entityLabel.toLowerCase()} {r.subject ?? ''}
                </p>
                <ChangeList changes={r.fields} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <div className="flex items-center gap-2">
              <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {i18n._('Previous')}
              </Button>
              <span>{i18n._('Page {page} of {pages}', { page, pages })}</span>
              <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {i18n._('Next')}
              </Button>
            </div>
          )}
        </div>
      )}
    </>
  );
}
