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
import { adminQuery } from '../api';
import { useDebounced } from '@/lib/use-debounced';

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
  const list = useQuery({ ...adminQuery('admin/clubs/list', { page, search: term, status }), placeholderData: keepPreviousData });
  return (
    <>
      <PageHeader title="Clubs" />
      {roles.districtAdmin && (
        <div className="mb-3 flex justify-end">
          <Link to="/admin/clubs/new" className={buttonVariants({ variant: 'default' })}>
            Add Club
          </Link>
        </div>
      )}
      <AdminList<AdminClubRow>
        label="Clubs"
        rows={list.data?.data}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={list.data?.pageSize ?? 20}
        onPage={setPage}
        loading={list.isPending}
        error={list.error}
        search={{ label: 'Search clubs', value: search, onChange: (v) => { setSearch(v); setPage(1); } }}
        filters={
          <div className="grid gap-1">
            <Label htmlFor={statusId}>Status</Label>
            <Select id={statusId} value={status} onChange={(e) => { setStatus(e.target.value as Status); setPage(1); }}>
              <option value="active">Active</option>
              <option value="inactive">Deactivated</option>
              <option value="all">All</option>
            </Select>
          </div>
        }
        counts={list.data ? `Active ${list.data.counts.active} · Deactivated ${list.data.counts.inactive}` : null}
        rowKey={(c) => c.id}
        columns={[
          { key: 'name', header: 'Club', sortValue: (c) => c.name, cell: (c) => <ClubLink c={c} /> },
          { key: 'number', header: 'Number', sortValue: (c) => c.clubNumber ?? '', cell: (c) => c.clubNumber ?? '' },
          { key: 'members', header: 'Members', sortValue: (c) => c.memberCount, cell: (c) => c.memberCount },
          { key: 'status', header: 'Status', cell: (c) => (c.active ? 'Active' : 'Deactivated') },
        ]}
        card={(c) => (
          <div>
            <h3 className="text-base">
              <ClubLink c={c} />
            </h3>
            <p className="text-sm text-muted-foreground">
              {c.memberCount} members{c.clubNumber ? ` · No. ${c.clubNumber}` : ''}
              {c.active ? '' : ' · Deactivated'}
            </p>
          </div>
        )}
        emptyMessage="No clubs match."
      />
    </>
  );
}
