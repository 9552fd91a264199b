/** /admin/roles (district admins): who holds which role; grant district admin or club admin to a member; revoke. */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminMemberRow, AdminRoleRow } from '@d320b/contract';
import { AdminList } from '@/components/admin/admin-list';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { AdminRefusal } from '@/components/admin/refusal';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useAdminRoles } from '../admin-context';
import { callQuery, useCallMutation } from '@/lib/calls';
import { useClubChoices } from '../club-choices';
import { useDebounced } from '@/lib/use-debounced';
import { richText } from '@/i18n/rich-text';
import { i18n } from '@/i18n/i18n';

const roleLabel = (r: AdminRoleRow) => (r.role === 'district-admin' ? i18n._('District admin') : i18n._('Club admin · {club}', { club: r.adminOfClubName ?? '' }));

function GrantForm() {
  const roleId = useId();
  const clubId = useId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<AdminMemberRow | null>(null);
  const [role, setRole] = useState<'club-admin' | 'district-admin'>('club-admin');
  const [club, setClub] = useState('');
  const clubs = useClubChoices();
  const term = useDebounced(search.trim());
  const found = useQuery(callQuery('admin/members/list', { page: 1, search: term, status: 'active' }, { enabled: term.length >= 2 && !chosen }));
  const grant = useCallMutation('admin/roles/grant', () => ({ member_id: chosen!.id, role, club_id: role === 'club-admin' && club ? Number(club) : '' }), { announce: 'console', onSuccess: () => {
    setChosen(null);
    setSearch('');
  } });

  return (
    <section aria-label={i18n._('Grant a role')} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h2 className="text-lg font-semibold">{i18n._('Grant a role')}</h2>
      {chosen ? (
        <p>
          {richText((values) => i18n._('Member: {name} ({mobile}, {club})', values), {
            name: <strong>{chosen.name}</strong>,
            mobile: chosen.mobile,
            club: chosen.clubName,
          })}{' '}
          <Button variant="link" onClick={() => setChosen(null)}>
            {i18n._('Change')}
          </Button>
        </p>
      ) : (
        <>
          <SearchBox label={i18n._('Find member by name or mobile')} placeholder={i18n._('Find member by name or mobile')} value={search} onValueChange={setSearch} />
          <ul aria-label={i18n._('Matching members')} className="flex flex-col gap-1">
            {(found.data?.data ?? []).slice(0, 8).map((m) => (
              <li key={m.id}>
                <Button variant="outline" className="h-auto min-h-11 w-full justify-start whitespace-normal py-2 text-left" onClick={() => { setChosen(m); setClub(String(m.clubId)); }}>
                  {m.name} · {m.mobile} · {m.clubName}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor={roleId}>{i18n._('Role')}</Label>
          <Select id={roleId} value={role} onChange={(e) => setRole(e.target.value as typeof role)}>
            <option value="club-admin">{i18n._('Club admin')}</option>
            <option value="district-admin">{i18n._('District admin')}</option>
          </Select>
        </div>
        {role === 'club-admin' && (
          <div className="grid gap-1">
            <Label htmlFor={clubId}>{i18n._('Of club')}</Label>
            <Select id={clubId} value={club} onChange={(e) => setClub(e.target.value)}>
              <option value="">{i18n._('The member’s own club')}</option>
              {clubs.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </div>
        )}
      </div>
      <Button disabled={!chosen} loading={grant.isPending} onClick={() => grant.mutate(undefined)}>
        {i18n._('Grant Role')}
      </Button>
    </section>
  );
}

export default function RolesPage() {
  const roles = useAdminRoles();
  const list = useQuery(callQuery('admin/roles/list', {}, { enabled: roles.districtAdmin }));
  const [revoking, setRevoking] = useState<AdminRoleRow | null>(null);
  const revoke = useCallMutation('admin/roles/revoke', (r: AdminRoleRow) => ({ member_id: r.memberId, role: r.role, club_id: r.adminOfClubId ?? '' }), { announce: 'console' });
  if (!roles.districtAdmin) return <AdminRefusal message={i18n._('Only a district admin can grant and revoke roles.')} />;
  return (
    <>
      <PageHeader title={i18n._('Roles')} />
      <div className="flex flex-col gap-4">
        <GrantForm />
        <AdminList<AdminRoleRow>
          label={i18n._('Admins')}
          rows={list.data?.data}
          total={list.data?.data.length ?? 0}
          page={1}
          pageSize={1000}
          onPage={() => undefined}
          loading={list.isPending}
          error={list.error}
          rowKey={(r) => `${r.role}-${r.memberId}-${r.adminOfClubId ?? 0}`}
          columns={[
            { key: 'name', header: i18n._('Name'), sortValue: (r) => r.name, cell: (r) => r.name },
            { key: 'mobile', header: i18n._('Mobile'), cell: (r) => r.mobile },
            { key: 'role', header: i18n._('Role'), sortValue: roleLabel, cell: roleLabel },
            { key: 'actions', header: i18n._('Actions'), cell: (r) => <Button variant="outline" size="sm" onClick={() => setRevoking(r)}>{i18n._('Revoke')}</Button> },
          ]}
          card={(r) => (
            <div className="flex items-center justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold">{r.name}</h3>
                <p className="text-sm text-muted-foreground">
                  {r.mobile} · {roleLabel(r)}
                </p>
              </div>
              <Button variant="outline" size="sm" aria-label={i18n._('Revoke {role} of {name}', { role: roleLabel(r), name: r.name })} onClick={() => setRevoking(r)}>
                {i18n._('Revoke')}
              </Button>
            </div>
          )}
        />
      </div>
      <ConfirmDialog
        open={!!revoking}
        onOpenChange={(o) => !o && setRevoking(null)}
        title={i18n._('Revoke this role?')}
        confirmLabel={i18n._('Revoke')}
        destructive
        onConfirm={() => revoking && revoke.mutate(revoking)}
      >
        {revoking ? i18n._('{name} will no longer be {role}.', { name: revoking.name, role: roleLabel(revoking).toLowerCase() }) : ''}
      </ConfirmDialog>
    </>
  );
}
