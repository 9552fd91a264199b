/**
 * /admin/read-outliers (district admins): accounts that went past a per-account read limit (member
 * profiles, list pages, member records of every route together, the offline copy included, per
 * hour; full offline copies per day), newest first. A person browsing never gets here; a script does.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { i18n } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-client';
import { readOutliersQuery } from '../api';

const PAGE_SIZE = 20;
const KIND_LABEL: Record<string, string> = {
  member_details: /*i18n*/ 'member profiles',
  member_list: /*i18n*/ 'member list pages',
  member_records: /*i18n*/ 'member records (lists, profiles, search and the offline copy together)',
  sync_full_copies: /*i18n*/ 'full offline copies',
};

/** "3 reads of member profiles refused past 200 an hour, hour from 2026-11-25 10:00 UTC". */
function refusedLine(o: { refused: number; kind: string; limitPerHour: number; per: string; windowStart: string }): string {
  const kind = KIND_LABEL[o.kind];
  const values = {
    count: o.refused,
    kind: kind ? i18n._(kind) : o.kind,
    limit: o.limitPerHour,
    start: o.windowStart.slice(0, o.per === 'day' ? 10 : 16).replace('T', ' '),
  };
  return o.per === 'day'
    ? i18n._('{count, plural, one {# read} other {# reads}} of {kind} refused past {limit} a day, day of {start} UTC', values)
    : i18n._('{count, plural, one {# read} other {# reads}} of {kind} refused past {limit} an hour, hour from {start} UTC', values);
}

export default function ReadOutliersPage() {
  const [page, setPage] = useState(1);
  const list = useQuery(readOutliersQuery(page));
  const total = list.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <>
      <PageHeader title={i18n._('Unusual Reading')} backTo="/admin" />
      <div className="flex flex-col gap-4">
        <p className="text-base text-muted-foreground">
          {i18n._(
            'Accounts that asked for more member records in an hour, or more full offline copies of the directory in a day, than a person ever needs. Their extra reads were refused; each row is one account in one hour (or day).',
          )}
        </p>
        {list.isPending && <Skeleton className="h-24 w-full" />}
        {list.isError && (
          <p role="alert" className="text-base text-destructive">
            {errorMessage(list.error, i18n._('Could not load the list.'))}
          </p>
        )}
        {list.data && <p className="text-base text-muted-foreground">{i18n._('{count} found', { count: total })}</p>}
        {list.data && list.data.data.length === 0 && <EmptyState message={i18n._('No Data Found')} />}
        <ul aria-label={i18n._('Accounts past the read limits')} className="flex flex-col gap-2">
          {list.data?.data.map((o) => (
            <li key={`${o.memberId}-${o.kind}-${o.windowStart}`} className="flex flex-col rounded-xl border bg-card p-4">
              <span className="text-lg font-semibold">{o.memName}</span>
              <span className="text-sm text-muted-foreground">{o.clubName}</span>
              <span className="text-base">{refusedLine(o)}</span>
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <div className="flex items-center justify-between gap-2">
            <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {i18n._('Previous')}
            </Button>
            <span className="text-base">{i18n._('Page {page} of {pages}', { page, pages })}</span>
            <Button variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {i18n._('Next')}
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
