/** A record's own history (member or club page): the audit rows about it, newest first. */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { callQuery } from '@/lib/calls';
import { ChangeList, whoText } from './audit-parts';
import { i18n } from '@/i18n/i18n';

export function RecordHistory({ entity, entityId }: { entity: string; entityId: number }) {
  const [page, setPage] = useState(1);
  const q = useQuery(callQuery('admin/audit/list', { page, entity, entity_id: entityId }, { placeholderData: keepPreviousData }));
  const rows = q.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((q.data?.total ?? 0) / (q.data?.pageSize ?? 20)));
  return (
    <section aria-label={i18n._('History')} className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{i18n._('History')}</h2>
      {q.isPending && <p role="status">{i18n._('Loading…')}</p>}
      {q.isError && <p role="alert">{q.error.message}</p>}
      {!q.isPending && rows.length === 0 && <p className="text-muted-foreground">{i18n._('No changes recorded yet.')}</p>}
      <ul className="flex flex-col gap-2">
        {rows.map((r) => (
          <li key={r.eventId} className="rounded-lg border bg-card p-2 text-sm">
            <p className="font-semibold">{r.summary}</p>
            <ChangeList changes={r.fields} />
            <p className="text-muted-foreground">
              {r.when} · {whoText(r)}
            </p>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {i18n._('Newer')}
          </Button>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {i18n._('Older')}
          </Button>
        </div>
      )}
    </section>
  );
}
