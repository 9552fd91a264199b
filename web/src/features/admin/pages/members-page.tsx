/**
 * /admin/members: search, club and status filters, counts, paging; cards on a phone, a sortable
 * table on a desktop; members ticked on any page can be moved, deactivated or reactivated together.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminMemberRow } from '@d320b/contract';
import { AdminList, type SortState } from '@/components/admin/admin-list';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { callQuery } from '@/lib/calls';
import { useClubChoices } from '../club-choices';
import { useDebounced } from '@/lib/use-debounced';
import { MemberBulkBar } from './member-bulk-bar';
import { i18n } from '@/i18n/i18n';

type Status = 'active' | 'inactive' | 'all';

function MemberLink({ m }: { m: AdminMemberRow }) {
  return (
    <Link to={`/admin/members/${m.id}`} className="font-semibold text-primary underline-offset-4 hover:underline">
      {m.name}
    </Link>
  );
}

export default function MembersPage() {
  const clubSelectId = useId();
  const statusId = useId();
  const [search, setSearch] = useState('');
  const [clubId, setClubId] = useState('all');
  const [status, setStatus] = useState<Status>('active');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>({ key: 'name', dir: 'asc' });
  const clubs = useClubChoices();
  const term = useDebounced(search.trim());
  const [selected, setSelected] = useState<Map<number, string>>(() => new Map());
  const toggle = (m: AdminMemberRow) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(m.id)) next.delete(m.id);
      else next.set(m.id, m.name);
      return next;
    });
  const togglePage = (rows: AdminMemberRow[]) =>
    setSelected((prev) => {
      const next = new Map(prev);
      const all = rows.every((r) => next.has(r.id));
      for (const r of rows) {
        if (all) next.delete(r.id);
        else next.set(r.id, r.name);
      }
      return next;
    });

  const list = useQuery(callQuery('admin/members/list', {
      page,
      search: term,
      club_id: clubId === 'all' ? 'all' : Number(clubId),
      status,
      sort: sort.key as 'name' | 'club' | 'updated',
      dir: sort.dir,
    }, {
      placeholderData: keepPreviousData,
  }));
  const data = list.data;

  return (
    <>
      <PageHeader title={i18n._('Members')} />
      <div className="mb-3 flex justify-end">
        <Link to="/admin/members/new" className={buttonVariants({ variant: 'default' })}>
          {i18n._('Add Member')}
        </Link>
      </div>
      <AdminList<AdminMemberRow>
        label={i18n._('Members')}
        rows={data?.data}
        total={data?.total ?? 0}
        page={page}
        pageSize={data?.pageSize ?? 20}
        onPage={setPage}
        loading={list.isPending}
        error={list.error}
        search={{ label: i18n._('Search members'), value: search, onChange: (v) => { setSearch(v); setPage(1); } }}
        filters={
          <div className="grid grid-cols-2 gap-2">
            <div className="grid gap-1">
              <Label htmlFor={clubSelectId}>{i18n._('Club')}</Label>
              <Select id={clubSelectId} value={clubId} onChange={(e) => { setClubId(e.target.value); setPage(1); }}>
                <option value="all">{i18n._('All my clubs')}</option>
                {clubs.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor={statusId}>{i18n._('Status')}</Label>
              <Select id={statusId} value={status} onChange={(e) => { setStatus(e.target.value as Status); setPage(1); }}>
                <option value="active">{i18n._('Active')}</option>
                <option value="inactive">{i18n._('Deactivated')}</option>
                <option value="all">{i18n._('All')}</option>
              </Select>
            </div>
          </div>
        }
        counts={data ? i18n._('Active {active} · Deactivated {inactive}', { active: data.counts.active, inactive: data.counts.inactive }) : null}
        sort={sort}
        onSort={(s) => { setSort(s); setPage(1); }}
        rowKey={(m) => m.id}
        columns={[
          { key: 'name', header: i18n._('Name'), sortable: true, cell: (m) => <MemberLink m={m} /> },
          { key: 'mobile', header: i18n._('Mobile'), cell: (m) => m.mobile },
          { key: 'club', header: i18n._('Club'), sortable: true, cell: (m) => m.clubName },
          { key: 'status', header: i18n._('Status'), cell: (m) => (m.active ? i18n._('Active') : i18n._('Deactivated')) },
          { key: 'updated', header: i18n._('Last change'), sortable: true, cell: (m) => m.updatedAt.slice(0, 10) },
        ]}
        card={(m) => (
          <div className="flex items-center gap-3">
            <ImageWithFallback src={m.photo} alt="" width={48} height={48} fallback="person" className="size-12 shrink-0 rounded-full object-cover" />
            <div className="min-w-0 flex-1">
              <h3 className="truncate text-base">
                <MemberLink m={m} />
              </h3>
              <p className="truncate text-sm text-muted-foreground">
                {m.mobile} · {m.clubName}
              </p>
              {!m.active && <p className="text-sm font-semibold text-destructive">{i18n._('Deactivated')}</p>}
            </div>
          </div>
        )}
        emptyMessage={i18n._('No members match.')}
        selection={{ isSelected: (m) => selected.has(m.id), toggle, togglePage, label: (m) => i18n._('Select {name}', { name: m.name }) }}
      />
      <MemberBulkBar
        selected={selected}
        clubs={clubs}
        onClear={() => setSelected(new Map())}
        onDone={(answer) => setSelected((prev) => new Map([...prev].filter(([id]) => answer.results.some((r) => r.memberId === id && !r.ok))))}
      />
    </>
  );
}
