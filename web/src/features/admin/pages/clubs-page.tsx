/** /admin/clubs: search, status, counts, paging; cards on a phone, a sortable table on a desktop. */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminClubRow } from '@d320b/contract';
import { AdminList } from '@/components/admin/admin-list';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useAdminRoles } from '../admin-context';
import { callQuery } from '@/lib/calls';
import { useDebounced } from '@/lib/use-debounced';
import { i18n } from '@/i18n/i18n';

type Status = 'active' | 'inactive' | 'all';

function ClubLink({ c }: { c: AdminClubRow }) {
  return (
    <Link to={`/admin/clubs/${c.id}`} className="font-semibold text-primary underline-offset-4 hover:underline">
      {c.name}
    </Link>
  );
}

export default function ClubsPage() {
  const roles = useAdminRoles();
  const statusId = useId();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>('active');
  const [page, setPage] = useState(1);
  const term = useDebounced(search.trim());
  const list = useQuery(callQuery('admin/clubs/list', { page, search: term, status }, { placeholderData: keepPreviousData }));
  return (
    <>
      <PageHeader title={i18n._('Clubs')} />
      {roles.districtAdmin && (
        <div className="mb-3 flex justify-end">
          <Link to="/admin/clubs/new" className={buttonVariants({ variant: 'default' })}>
            {i18n._('Add Club')}
          </Link>
        </div>
      )}
      <AdminList<AdminClubRow>
        label={i18n._('Clubs')}
        rows={list.data?.data}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={list.data?.pageSize ?? 20}
        onPage={setPage}
        loading={list.isPending}
        error={list.error}
        search={{ label: i18n._('Search clubs'), value: search, onChange: (v) => { setSearch(v); setPage(1); } }}
        filters={
          <div className="grid gap-1">
            <Label htmlFor={statusId}>{i18n._('Status')}</Label>
            <Select id={statusId} value={status} onChange={(e) => { setStatus(e.target.value as Status); setPage(1); }}>
              <option value="active">{i18n._('Active')}</option>
              <option value="inactive">{i18n._('Deactivated')}</option>
              <option value="all">{i18n._('All')}</option>
            </Select>
          </div>
        }
        counts={list.data ? i18n._('Active {active} · Deactivated {inactive}', { active: list.data.counts.active, inactive: list.data.counts.inactive }) : null}
        rowKey={(c) => c.id}
        columns={[
          { key: 'name', header: i18n._('Club'), sortValue: (c) => c.name, cell: (c) => <ClubLink c={c} /> },
          { key: 'number', header: i18n._('Number'), sortValue: (c) => c.clubNumber ?? '', cell: (c) => c.clubNumber ?? '' },
          { key: 'members', header: i18n._('Members'), sortValue: (c) => c.memberCount, cell: (c) => c.memberCount },
          { key: 'status', header: i18n._('Status'), cell: (c) => (c.active ? i18n._('Active') : i18n._('Deactivated')) },
        ]}
        card={(c) => (
          <div>
            <h3 className="text-base">
              <ClubLink c={c} />
            </h3>
            <p className="text-sm text-muted-foreground">
              {i18n._('{count} members', { count: c.memberCount })}
              {c.clubNumber ? ` · ${i18n._('No. {number}', { number: c.clubNumber })}` : ''}
              {c.active ? '' : ` · ${i18n._('Deactivated')}`}
            </p>
          </div>
        )}
        emptyMessage={i18n._('No clubs match.')}
      />
    </>
  );
}
