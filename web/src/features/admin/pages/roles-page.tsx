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
import { adminQuery, useAdminMutation } from '../api';
import { useClubChoices } from '../club-choices';
import { useDebounced } from '@/lib/use-debounced';

const roleLabel = (r: AdminRoleRow) => (r.role === 'district-admin' ? 'District admin' : `Club admin · ${r.adminOfClubName ?? ''}`);

function GrantForm() {
  const roleId = useId();
  const clubId = useId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<AdminMemberRow | null>(null);
  const [role, setRole] = useState<'club-admin' | 'district-admin'>('club-admin');
  const [club, setClub] = useState('');
  const clubs = useClubChoices();
  const term = useDebounced(search.trim());
  const found = useQuery(adminQuery('admin/members/list', { page: 1, search: term, status: 'active' }, term.length >= 2 && !chosen));
  const grant = useAdminMutation('admin/roles/grant', () => ({ member_id: chosen!.id, role, club_id: role === 'club-admin' && club ? Number(club) : '' }), () => {
    setChosen(null);
    setSearch('');
  });

  return (
    <section aria-label="Grant a role" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h2 className="text-lg font-semibold">Grant a role</h2>
      {chosen ? (
        <p>
          Member: <strong>{chosen.name}</strong> ({chosen.mobile}, {chosen.clubName}){' '}
          <Button variant="link" onClick={() => setChosen(null)}>
            Change
          </Button>
        </p>
      ) : (
        <>
          <SearchBox label="Find member by name or mobile" placeholder="Find member by name or mobile" value={search} onValueChange={setSearch} />
          <ul aria-label="Matching members" className="flex flex-col gap-1">
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
          <Label htmlFor={roleId}>Role</Label>
          <Select id={roleId} value={role} onChange={(e) => setRole(e.target.value as typeof role)}>
            <option value="club-admin">Club admin</option>
            <option value="district-admin">District admin</option>
          </Select>
        </div>
        {role === 'club-admin' && (
          <div className="grid gap-1">
            <Label htmlFor={clubId}>Of club</Label>
            <Select id={clubId} value={club} onChange={(e) => setClub(e.target.value)}>
              <option value="">The member’s own club</option>
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
        Grant Role
      </Button>
    </section>
  );
}

export default function RolesPage() {
  const roles = useAdminRoles();
  const list = useQuery(adminQuery('admin/roles/list', {}, roles.districtAdmin));
  const [revoking, setRevoking] = useState<AdminRoleRow | null>(null);
  const revoke = useAdminMutation('admin/roles/revoke', (r: AdminRoleRow) => ({ member_id: r.memberId, role: r.role, club_id: r.adminOfClubId ?? '' }));
  if (!roles.districtAdmin) return <AdminRefusal message="Only a district admin can grant and revoke roles." />;
  return (
    <>
      <PageHeader title="Roles" />
      <div className="flex flex-col gap-4">
        <GrantForm />
        <AdminList<AdminRoleRow>
          label="Admins"
          rows={list.data?.data}
          total={list.data?.data.length ?? 0}
          page={1}
          pageSize={1000}
          onPage={() => undefined}
          loading={list.isPending}
          error={list.error}
          rowKey={(r) => `${r.role}-${r.memberId}-${r.adminOfClubId ?? 0}`}
          columns={[
            { key: 'name', header: 'Name', sortValue: (r) => r.name, cell: (r) => r.name },
            { key: 'mobile', header: 'Mobile', cell: (r) => r.mobile },
            { key: 'role', header: 'Role', sortValue: roleLabel, cell: roleLabel },
            { key: 'actions', header: 'Actions', cell: (r) => <Button variant="outline" size="sm" onClick={() => setRevoking(r)}>Revoke</Button> },
          ]}
          card={(r) => (
            <div className="flex items-center justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold">{r.name}</h3>
                <p className="text-sm text-muted-foreground">
                  {r.mobile} · {roleLabel(r)}
                </p>
              </div>
              <Button variant="outline" size="sm" aria-label={`Revoke ${roleLabel(r)} of ${r.name}`} onClick={() => setRevoking(r)}>
                Revoke
              </Button>
            </div>
          )}
        />
      </div>
      <ConfirmDialog
        open={!!revoking}
        onOpenChange={(o) => !o && setRevoking(null)}
        title="Revoke this role?"
        confirmLabel="Revoke"
        destructive
        onConfirm={() => revoking && revoke.mutate(revoking)}
      >
        {revoking ? `${revoking.name} will no longer be ${roleLabel(revoking).toLowerCase()}.` : ''}
      </ConfirmDialog>
    </>
  );
}
