/** /admin/audit: the audit log with filters (entity, record id, member = actor, date range), paged. */
import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditRow } from '@d320b/contract';
import { AdminList } from '@/components/admin/admin-list';
import { PageHeader } from '@/components/page-header';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { adminQuery } from '../api';

const ENTITIES = ['member', 'club', 'club_officers', 'club_admin', 'district_admin', 'academic_year'];
const digits = (v: string) => (/^\d+$/.test(v) ? Number(v) : '');

export default function AuditPage() {
  const ids = { entity: useId(), entityId: useId(), actor: useId(), from: useId(), to: useId() };
  const [entity, setEntity] = useState('');
  const [entityId, setEntityId] = useState('');
  const [actorId, setActorId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const q = useQuery({
    ...adminQuery('admin/audit/list', { page, entity: entity || null, entity_id: digits(entityId), actor_id: digits(actorId), from, to }),
    placeholderData: keepPreviousData,
  });
  const reset = (f: (v: string) => void) => (v: string) => {
    f(v);
    setPage(1);
  };
  const change = (r: AuditRow) => (r.field ? `${r.field}: ${r.oldValue ?? '(empty)'} → ${r.newValue ?? '(empty)'}` : '');
  return (
    <>
      <PageHeader title="Audit Log" />
      <AdminList<AuditRow>
        label="Audit log"
        rows={q.data?.data}
        total={q.data?.total ?? 0}
        page={page}
        pageSize={q.data?.pageSize ?? 20}
        onPage={setPage}
        loading={q.isPending}
        error={q.error}
        filters={
          <div className="grid grid-cols-2 gap-2 md:grid-cols-5">
            <div className="grid gap-1">
              <Label htmlFor={ids.entity}>What</Label>
              <Select id={ids.entity} value={entity} onChange={(e) => reset(setEntity)(e.target.value)}>
                <option value="">Everything</option>
                {ENTITIES.map((e) => (
                  <option key={e} value={e}>
                    {e.replace('_', ' ')}
                  </option>
                ))}
              </Select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor={ids.entityId}>Record id</Label>
              <Input id={ids.entityId} inputMode="numeric" value={entityId} onChange={(e) => reset(setEntityId)(e.target.value)} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={ids.actor}>Changed by (member id)</Label>
              <Input id={ids.actor} inputMode="numeric" value={actorId} onChange={(e) => reset(setActorId)(e.target.value)} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={ids.from}>From</Label>
              <Input id={ids.from} type="date" value={from} onChange={(e) => reset(setFrom)(e.target.value)} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={ids.to}>To</Label>
              <Input id={ids.to} type="date" value={to} onChange={(e) => reset(setTo)(e.target.value)} />
            </div>
          </div>
        }
        rowKey={(r) => r.id}
        columns={[
          { key: 'at', header: 'When (UTC)', sortValue: (r) => r.at, cell: (r) => r.at.slice(0, 16).replace('T', ' ') },
          { key: 'who', header: 'Who', sortValue: (r) => r.actorName ?? '', cell: (r) => `${r.actorName ?? 'system'} (${r.actorRole.replace('_', ' ')})` },
          { key: 'what', header: 'What', sortValue: (r) => r.entity, cell: (r) => `${r.action} ${r.entity} #${r.entityId ?? ''}` },
          { key: 'change', header: 'Change', cell: change },
        ]}
        card={(r) => (
          <div className="text-sm">
            <p className="font-semibold">
              {r.action} {r.entity} #{r.entityId ?? ''}
            </p>
            {r.field && <p className="break-words">{change(r)}</p>}
            <p className="text-muted-foreground">
              {r.at.slice(0, 16).replace('T', ' ')} UTC · {r.actorName ?? 'system'} ({r.actorRole.replace('_', ' ')})
            </p>
          </div>
        )}
        emptyMessage="No changes recorded for these filters."
      />
    </>
  );
}
