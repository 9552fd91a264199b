/**
 * /admin/clubs/new and /admin/clubs/:id: club details (charter data, meeting day/place, sponsor,
 * extension chairman, logo), deactivate/reactivate (district admins), the club's admins, its
 * officers per Lions year, and the club's own history.
 */
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { adminClubForm, type AdminClub, type OfficerRow } from '@d320b/contract';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { TextAreaField, TextField, textOf } from '@/components/admin/form-fields';
import { AdminImageField, shrinkForUpload } from '@/components/admin/image-field';
import { AdminRefusal } from '@/components/admin/refusal';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toFormData } from '@/lib/api-client';
import { contractResolver } from '@/lib/form-resolver';
import { useAdminRoles } from '../admin-context';
import { callQuery, useCallMutation } from '@/lib/calls';
import { RecordHistory } from '../components-history';
import { i18n } from '@/i18n/i18n';

interface Values {
  name: string; clubNumber: string; charterPresident: string; charterDate: string; extensionChairman: string;
  meetsOn: string; meetingPlace: string; sponsoredBy: string;
}
const toValues = (c?: AdminClub): Values => ({
  name: textOf(c?.name), clubNumber: textOf(c?.clubNumber), charterPresident: textOf(c?.charterPresident), charterDate: textOf(c?.charterDate),
  extensionChairman: textOf(c?.extensionChairman), meetsOn: textOf(c?.meetsOn), meetingPlace: textOf(c?.meetingPlace), sponsoredBy: textOf(c?.sponsoredBy),
});

function ClubForm({ club }: { club?: AdminClub }) {
  const navigate = useNavigate();
  const [logo, setLogo] = useState<File | null>(null);
  const form = useForm<Values>({ resolver: contractResolver<Values>(adminClubForm), defaultValues: toValues(club), mode: 'onTouched' });
  const create = useCallMutation('admin/clubs/create', async (v: Values) => toFormData({ ...v, logo: logo ? await shrinkForUpload(logo) : undefined }), { announce: 'console', onSuccess: (res) =>
    navigate(`/admin/clubs/${res.data.id}`, { replace: true }) });
  const update = useCallMutation('admin/clubs/update', async (v: Values) => toFormData({ ...v, club_id: club!.id, logo: logo ? await shrinkForUpload(logo) : undefined }), { announce: 'console', onSuccess: () => setLogo(null) });
  const saving = create.isPending || update.isPending;
  const serverError = (club ? update.error : create.error)?.message;
  return (
    <form noValidate aria-label={club ? i18n._('Edit club') : i18n._('Add club')} className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm" onSubmit={form.handleSubmit((v) => (club ? update.mutate(v) : create.mutate(v)))}>
      <AdminImageField label={i18n._('Club Logo')} currentUrl={club?.logo} value={logo} onChange={setLogo} disabled={saving} />
      <TextField form={form} name="name" label={i18n._('Club Name')} required disabled={saving} />
      <TextField form={form} name="clubNumber" label={i18n._('Club Number')} disabled={saving} />
      <TextField form={form} name="charterPresident" label={i18n._('Charter President')} disabled={saving} />
      <TextField form={form} name="charterDate" label={i18n._('Charter Date')} type="date" disabled={saving} />
      <TextField form={form} name="extensionChairman" label={i18n._('Extension Chairman')} disabled={saving} />
      <TextField form={form} name="meetsOn" label={i18n._('Meets On')} disabled={saving} placeholder={i18n._('2nd & 4th Sunday, 7 pm')} />
      <TextAreaField form={form} name="meetingPlace" label={i18n._('Meeting Place')} disabled={saving} />
      <TextField form={form} name="sponsoredBy" label={i18n._('Sponsored By')} disabled={saving} />
      {club && (
        <p className="text-sm text-muted-foreground">
          {i18n._('Shown on the club’s page: {members} members, {activities} activities (counted automatically).', {
            members: club.memberCount,
            activities: club.activityCount,
          })}
        </p>
      )}
      {serverError && <p role="alert" className="rounded-lg border border-destructive bg-destructive/10 p-3 font-medium text-destructive">{serverError}</p>}
      <Button type="submit" size="lg" loading={saving} className="w-full">
        {club ? i18n._('Save Club') : i18n._('Add Club')}
      </Button>
    </form>
  );
}

function ClubOfficers({ clubId }: { clubId: number }) {
  const yearSelectId = useId();
  const [yearId, setYearId] = useState<number | null>(null);
  const q = useQuery(callQuery('admin/clubs/officers', { club_id: clubId, year_id: yearId ?? '' }));
  const members = useQuery(callQuery('admin/members/list', { page: 1, club_id: clubId, status: 'active' }));
  const [draft, setDraft] = useState<OfficerRow[] | null>(null);
  const rows = draft ?? q.data?.data ?? [];
  const save = useCallMutation('admin/clubs/officers/save', () => ({
    club_id: clubId,
    year_id: q.data!.yearId,
    officers: rows.map((r) => ({ member_id: r.memberId, position: r.position })),
  }), { announce: 'console', onSuccess: () => setDraft(null) });
  const memberOptions = members.data?.data ?? [];
  const edit = (i: number, patch: Partial<OfficerRow>) => setDraft(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  return (
    <section aria-label={i18n._('Club officers')} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h2 className="text-lg font-semibold">{i18n._('Officers (PSTs)')}</h2>
      <div className="grid gap-1">
        <Label htmlFor={yearSelectId}>{i18n._('Lions year')}</Label>
        <Select id={yearSelectId} value={q.data?.yearId ?? ''} onChange={(e) => { setYearId(Number(e.target.value)); setDraft(null); }}>
          {(q.data?.years ?? []).map((y) => (
            <option key={y.id} value={y.id}>
              {y.current ? i18n._('{year} (current)', { year: y.name }) : y.name}
            </option>
          ))}
        </Select>
      </div>
      {rows.length === 0 && <p className="text-muted-foreground">{i18n._('No officers for this year.')}</p>}
      <ul className="flex flex-col gap-2">
        {rows.map((r, i) => (
          <li key={i} className="grid grid-cols-1 gap-2 rounded-lg border p-2 sm:grid-cols-[1fr_1fr_auto]">
            <Input aria-label={i18n._('Position {number}', { number: i + 1 })} value={r.position} onChange={(e) => edit(i, { position: e.target.value })} />
            <Select aria-label={i18n._('Officer {number}', { number: i + 1 })} value={r.memberId} onChange={(e) => edit(i, { memberId: Number(e.target.value), name: e.target.selectedOptions[0]?.text ?? '' })}>
              {!memberOptions.some((m) => m.id === r.memberId) && <option value={r.memberId}>{r.name}</option>}
              {memberOptions.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </Select>
            <Button variant="outline" size="sm" onClick={() => setDraft(rows.filter((_, k) => k !== i))}>
              {i18n._('Remove')}
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={!memberOptions.length} onClick={() => setDraft([...rows, { memberId: memberOptions[0]!.id, name: memberOptions[0]!.name, position: 'Member' }])}>
          {i18n._('Add Officer')}
        </Button>
        <Button disabled={!draft} loading={save.isPending} onClick={() => save.mutate(undefined)}>
          {i18n._('Save Officers')}
        </Button>
      </div>
      {save.error && <p role="alert" className="font-medium text-destructive">{save.error.message}</p>}
    </section>
  );
}

function ClubAdmins({ club }: { club: AdminClub }) {
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);
  const revoke = useCallMutation('admin/roles/revoke', (a: { id: number }) => ({ member_id: a.id, role: 'club-admin' as const, club_id: club.id }), { announce: 'console' });
  return (
    <section aria-label={i18n._('Club admins')} className="flex flex-col gap-2 rounded-xl border bg-card p-4">
      <h2 className="text-lg font-semibold">{i18n._('Club admins')}</h2>
      {club.admins.length === 0 && <p className="text-muted-foreground">{i18n._('No club admins. Grant one under Roles.')}</p>}
      <ul className="flex flex-col gap-2">
        {club.admins.map((a) => (
          <li key={a.id} className="flex items-center justify-between gap-2">
            <span>
              {a.name} · {a.mobile}
            </span>
            <Button variant="outline" size="sm" onClick={() => setRevoking(a)}>
              {i18n._('Revoke')}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog open={!!revoking} onOpenChange={(o) => !o && setRevoking(null)} title={i18n._('Revoke club admin?')} confirmLabel={i18n._('Revoke')} destructive onConfirm={() => revoking && revoke.mutate(revoking)}>
        {i18n._('{name} will no longer administer {club}.', { name: revoking?.name ?? '', club: club.name })}
      </ConfirmDialog>
    </section>
  );
}

function ClubStatus({ club }: { club: AdminClub }) {
  const [open, setOpen] = useState(false);
  const deactivate = useCallMutation('admin/clubs/deactivate', () => ({ club_id: club.id }), { announce: 'console' });
  const reactivate = useCallMutation('admin/clubs/reactivate', () => ({ club_id: club.id }), { announce: 'console' });
  return (
    <section aria-label={i18n._('Club status')} className="flex flex-col gap-2 rounded-xl border bg-card p-4">
      <h2 className="text-lg font-semibold">{club.active ? i18n._('Status: Active') : i18n._('Status: Deactivated')}</h2>
      {club.active ? (
        <Button variant="destructive" onClick={() => setOpen(true)} loading={deactivate.isPending}>
          {i18n._('Deactivate Club')}
        </Button>
      ) : (
        <Button onClick={() => reactivate.mutate(undefined)} loading={reactivate.isPending}>
          {i18n._('Reactivate Club')}
        </Button>
      )}
      <ConfirmDialog open={open} onOpenChange={setOpen} title={i18n._('Deactivate this club?')} confirmLabel={i18n._('Deactivate')} destructive onConfirm={() => deactivate.mutate(undefined)}>
        {i18n._('{club} disappears from the members’ club lists. Its members stay; you can reactivate the club later.', { club: club.name })}
      </ConfirmDialog>
    </section>
  );
}

export default function ClubEditPage() {
  const { id } = useParams();
  const roles = useAdminRoles();
  const clubId = id && /^\d+$/.test(id) ? Number(id) : null;
  const q = useQuery(callQuery('admin/clubs/get', { club_id: clubId ?? 0 }, { enabled: clubId !== null }));
  if (clubId === null) {
    if (!roles.districtAdmin) return <AdminRefusal message={i18n._('Only a district admin can add clubs.')} />;
    return (
      <>
        <PageHeader title={i18n._('Add Club')} backTo="/admin/clubs" />
        <ClubForm />
      </>
    );
  }
  return (
    <>
      <PageHeader title={q.data?.data.name ?? i18n._('Club')} backTo="/admin/clubs" />
      {q.isPending && <p role="status">{i18n._('Loading…')}</p>}
      {q.isError && <AdminRefusal message={q.error.message} />}
      {q.data && (
        <div className="flex flex-col gap-4">
          <ClubForm key={`${q.data.data.name}-${q.data.data.logo}`} club={q.data.data} />
          <ClubOfficers clubId={clubId} />
          {roles.districtAdmin && <ClubAdmins club={q.data.data} />}
          {roles.districtAdmin && <ClubStatus club={q.data.data} />}
          <RecordHistory entity="club" entityId={clubId} />
        </div>
      )}
    </>
  );
}
