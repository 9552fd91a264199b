/**
 * /admin/audit: the audit log as the district office reads it. One entry per action, newest
 * first: when (India time), who, what (members, clubs and Lions years by name) and each field by
 * the console's label. An import is one entry that opens to its records. Filters: what, about a
 * member (by name), changed by (by name), from / to (the district's days).
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@d320b/contract';
import { AdminList } from '@/components/admin/admin-list';
import { PageHeader } from '@/components/page-header';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { callQuery } from '@/lib/calls';
import { ChangeList, whatText, whoText } from '../audit-parts';
import { useDebounced } from '@/lib/use-debounced';
import { i18n } from '@/i18n/i18n';

/** The records an entry can be about, as the console names them. */
const ENTITIES: [string, string][] = [
  ['member', /*i18n*/ 'Members'],
  ['club', /*i18n*/ 'Clubs'],
  ['club_officers', /*i18n*/ 'Club officers'],
  ['club_admin', /*i18n*/ 'Club admin roles'],
  ['district_admin', /*i18n*/ 'District admin roles'],
  ['academic_year', /*i18n*/ 'Lions years'],
  ['member_privacy', /*i18n*/ 'Privacy choices'],
  ['member_export', /*i18n*/ 'Member exports'],
];

function Details({ entry }: { entry: AuditEntry }) {
  if (entry.records > 1 || entry.fields.length === 0) {
    if (entry.records <= 1 && entry.changes <= 1) return null;
    return (
      <Link to={`/admin/audit/${encodeURIComponent(entry.eventId)}`} className="text-sm font-semibold text-primary underline underline-offset-2">
        {i18n._('Open the {records, plural, one {# record} other {# records}}', { records: entry.records })}
      </Link>
    );
  }
  return <ChangeList changes={entry.fields} />;
}

export default function AuditPage() {
  const ids = { entity: useId(), member: useId(), actor: useId(), from: useId(), to: useId() };
  const [entity, setEntity] = useState('');
  const [member, setMember] = useState('');
  const [actor, setActor] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const memberQuery = useDebounced(member.trim(), 300);
  const actorQuery = useDebounced(actor.trim(), 300);
  const q = useQuery(callQuery('admin/audit/list', { page, entity: entity || null, member: memberQuery || null, actor: actorQuery || null, from, to }, {
      placeholderData: keepPreviousData,
  }));
  const reset = (f: (v: string) => void) => (v: string) => {
    f(v);
    setPage(1);
  };
  return (
    <>
      <PageHeader title={i18n._('Audit Log')} />
      <AdminList<AuditEntry>
        label={i18n._('Audit log')}
        rows={q.data?.data}
        total={q.data?.total ?? 0}
        page={page}
        pageSize={q.data?.pageSize ?? 20}
        onPage={setPage}
        loading={q.isPending}
        error={q.error}
        counts={<span>{i18n._('Times are India time.')}</span>}
        filters={
          <div className="grid grid-cols-2 gap-2 md:grid-cols-5">
            <div className="grid gap-1">
              <Label htmlFor={ids.entity}>{i18n._('What')}</Label>
              <Select id={ids.entity} value={entity} onChange={(e) => reset(setEntity)(e.target.value)}>
                <option value="">{i18n._('Everything')}</option>
                {ENTITIES.map(([value, label]) => (
                  <option key={value} value={value}>
                    {i18n._(label)}
                  </option>
                ))}
              </Select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor={ids.member}>{i18n._('About member')}</Label>
              <Input id={ids.member} type="search" placeholder={i18n._('Name')} value={member} onChange={(e) => reset(setMember)(e.target.value)} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={ids.actor}>{i18n._('Changed by')}</Label>
              <Input id={ids.actor} type="search" placeholder={i18n._('Name')} value={actor} onChange={(e) => reset(setActor)(e.target.value)} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={ids.from}>{i18n._('From')}</Label>
              <Input id={ids.from} type="date" value={from} onChange={(e) => reset(setFrom)(e.target.value)} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={ids.to}>{i18n._('To')}</Label>
              <Input id={ids.to} type="date" value={to} onChange={(e) => reset(setTo)(e.target.value)} />
            </div>
          </div>
        }
        rowKey={(r) => r.eventId}
        columns={[
          { key: 'when', header: i18n._('When'), sortValue: (r) => r.at, cell: (r) => <span className="whitespace-nowrap">{r.when}</span> },
          { key: 'who', header: i18n._('Who'), sortValue: (r) => r.actorName ?? '', cell: whoText },
          { key: 'what', header: i18n._('What'), sortValue: (r) => whatText(r), cell: whatText },
          { key: 'change', header: i18n._('Changes'), cell: (r) => <Details entry={r} /> },
        ]}
        card={(r) => (
          <div className="flex flex-col gap-1 text-sm">
            <p className="font-semibold">{whatText(r)}</p>
            <Details entry={r} />
            <p className="text-muted-foreground">
              {r.when} · {whoText(r)}
            </p>
          </div>
        )}
        emptyMessage={i18n._('No changes recorded for these filters.')}
      />
    </>
  );
}
