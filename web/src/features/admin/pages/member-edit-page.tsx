/**
 * /admin/members/new and /admin/members/:id: the member form (contract rules, messages next to
 * fields, server errors shown), photo, deactivate/reactivate and move with confirmation, and the
 * member's own history.
 */
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { adminMemberForm, type AdminMember } from '@d320b/contract';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { TextAreaField, TextField, textOf } from '@/components/admin/form-fields';
import { AdminImageField, shrinkForUpload } from '@/components/admin/image-field';
import { AdminRefusal } from '@/components/admin/refusal';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toFormData } from '@/lib/api-client';
import { contractResolver } from '@/lib/form-resolver';
import { adminQuery, useAdminMutation } from '../api';
import { useClubChoices } from '../club-choices';
import { RecordHistory } from '../components-history';

interface Values {
  name: string; mobile: string; phone: string; email: string; website: string; profession: string; dateOfBirth: string;
  marriageDay: string; spouse: string; postalAddress: string; positionsHeld: string; aboutMe: string;
  membershipNumber: string; dateOfJoining: string; sponsoredBy: string;
}

function toValues(m: AdminMember | undefined): Values {
  return {
    name: textOf(m?.name), mobile: textOf(m?.mobile), phone: textOf(m?.phone), email: textOf(m?.email), website: textOf(m?.website),
    profession: textOf(m?.profession), dateOfBirth: textOf(m?.dateOfBirth), marriageDay: textOf(m?.marriageDay), spouse: textOf(m?.spouse),
    postalAddress: textOf(m?.postalAddress), positionsHeld: textOf(m?.positionsHeld), aboutMe: textOf(m?.aboutMe),
    membershipNumber: textOf(m?.membershipNumber), dateOfJoining: textOf(m?.dateOfJoining), sponsoredBy: textOf(m?.sponsoredBy),
  };
}

function MemberForm({ member }: { member?: AdminMember }) {
  const navigate = useNavigate();
  const clubs = useClubChoices();
  const clubFieldId = useId();
  const [clubId, setClubId] = useState('');
  const [clubError, setClubError] = useState<string | undefined>();
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<Values>({ resolver: contractResolver<Values>(adminMemberForm), defaultValues: toValues(member), mode: 'onTouched' });
  const create = useAdminMutation('admin/members/create', async (v: Values) => toFormData({ ...v, club_id: clubId, photo: photo ? await shrinkForUpload(photo) : undefined }), (res) =>
    navigate(`/admin/members/${res.data.id}`, { replace: true }),
  );
  const update = useAdminMutation('admin/members/update', async (v: Values) => toFormData({ ...v, member_id: member!.id, photo: photo ? await shrinkForUpload(photo) : undefined }), () => setPhoto(null));
  const saving = create.isPending || update.isPending;
  const serverError = (member ? update.error : create.error)?.message;

  return (
    <form
      noValidate
      aria-label={member ? 'Edit member' : 'Add member'}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm"
      onSubmit={form.handleSubmit((v) => {
        if (member) return update.mutate(v);
        if (!clubId) return setClubError('Choose the member’s club.');
        create.mutate(v);
      })}
    >
      <AdminImageField label="Photo" shape="round" currentUrl={member?.photo} value={photo} onChange={setPhoto} disabled={saving} />
      {!member && (
        <div className="grid gap-1.5">
          <Label htmlFor={clubFieldId}>
            Club <span className="text-destructive">*</span>
          </Label>
          <Select id={clubFieldId} value={clubId} aria-invalid={clubError ? true : undefined} onChange={(e) => { setClubId(e.target.value); setClubError(undefined); }}>
            <option value="">Choose a club</option>
            {clubs.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
          {clubError && <p role="alert" className="text-sm font-medium text-destructive">{clubError}</p>}
        </div>
      )}
      <TextField form={form} name="name" label="Name" required disabled={saving} autoComplete="off" />
      <TextField form={form} name="mobile" label="Mobile Number" required disabled={saving} type="tel" inputMode="numeric" maxLength={10} hint="10 digits; the member signs in with it." />
      <TextField form={form} name="phone" label="Phone Number" disabled={saving} type="tel" inputMode="numeric" maxLength={10} />
      <TextField form={form} name="email" label="Email" disabled={saving} type="email" autoCapitalize="none" />
      <TextField form={form} name="profession" label="Profession" disabled={saving} />
      <TextField form={form} name="dateOfBirth" label="Date of Birth" disabled={saving} type="date" />
      <TextField form={form} name="marriageDay" label="Marriage Day" disabled={saving} type="date" />
      <TextField form={form} name="spouse" label="Spouse Name" disabled={saving} />
      <TextField form={form} name="website" label="Website" disabled={saving} autoCapitalize="none" />
      <TextAreaField form={form} name="postalAddress" label="Postal Address" disabled={saving} />
      <TextAreaField form={form} name="positionsHeld" label="Positions Held" disabled={saving} />
      <TextAreaField form={form} name="aboutMe" label="About Me" disabled={saving} rows={4} />
      <TextField form={form} name="membershipNumber" label="Membership Number" disabled={saving} />
      <TextField form={form} name="dateOfJoining" label="Date of Joining" disabled={saving} type="date" />
      <TextField form={form} name="sponsoredBy" label="Sponsored By" disabled={saving} />
      {serverError && (
        <p role="alert" className="rounded-lg border border-destructive bg-destructive/10 p-3 font-medium text-destructive">
          {serverError}
        </p>
      )}
      <Button type="submit" size="lg" loading={saving} className="w-full">
        {member ? 'Save Member' : 'Add Member'}
      </Button>
    </form>
  );
}

function MemberActions({ member }: { member: AdminMember }) {
  const clubs = useClubChoices();
  const moveId = useId();
  const [confirm, setConfirm] = useState<'deactivate' | 'reactivate' | 'move' | null>(null);
  const [target, setTarget] = useState('');
  const deactivate = useAdminMutation('admin/members/deactivate', () => ({ member_id: member.id }));
  const reactivate = useAdminMutation('admin/members/reactivate', () => ({ member_id: member.id }));
  const move = useAdminMutation('admin/members/move', () => ({ member_id: member.id, club_id: Number(target) }));
  const targetName = clubs.find((c) => String(c.id) === target)?.name ?? '';
  return (
    <section aria-label="Member actions" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h2 className="text-lg font-semibold">Status and club</h2>
      <p>
        {member.active ? 'Active' : 'Deactivated'} · {member.clubName}
      </p>
      {member.active ? (
        <Button variant="destructive" onClick={() => setConfirm('deactivate')} loading={deactivate.isPending}>
          Deactivate Member
        </Button>
      ) : (
        <Button onClick={() => setConfirm('reactivate')} loading={reactivate.isPending}>
          Reactivate Member
        </Button>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={moveId}>Move to club</Label>
        <div className="flex gap-2">
          <Select id={moveId} value={target} onChange={(e) => setTarget(e.target.value)} className="min-w-0 flex-1">
            <option value="">Choose a club</option>
            {clubs.filter((c) => c.id !== member.clubId).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
          <Button variant="outline" disabled={!target} loading={move.isPending} onClick={() => setConfirm('move')}>
            Move
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirm === 'deactivate'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Deactivate this member?"
        confirmLabel="Deactivate"
        destructive
        onConfirm={() => deactivate.mutate(undefined)}
      >
        {member.name} will be signed out, can no longer sign in and disappears from the members’ lists. You can reactivate them later.
      </ConfirmDialog>
      <ConfirmDialog open={confirm === 'reactivate'} onOpenChange={(o) => !o && setConfirm(null)} title="Reactivate this member?" confirmLabel="Reactivate" onConfirm={() => reactivate.mutate(undefined)}>
        {member.name} will be listed again and can sign in with {member.mobile}.
      </ConfirmDialog>
      <ConfirmDialog open={confirm === 'move'} onOpenChange={(o) => !o && setConfirm(null)} title="Move this member?" confirmLabel="Move" onConfirm={() => move.mutate(undefined)}>
        {member.name} moves from {member.clubName} to {targetName}.
      </ConfirmDialog>
    </section>
  );
}

export default function MemberEditPage() {
  const { id } = useParams();
  const memberId = id && /^\d+$/.test(id) ? Number(id) : null;
  const q = useQuery(adminQuery('admin/members/get', { member_id: memberId ?? 0 }, memberId !== null));

  if (memberId === null) {
    return (
      <>
        <PageHeader title="Add Member" backTo="/admin/members" />
        <MemberForm />
      </>
    );
  }
  return (
    <>
      <PageHeader title={q.data ? q.data.data.name : 'Member'} backTo="/admin/members" />
      {q.isPending && <p role="status">Loading…</p>}
      {q.isError && <AdminRefusal message={q.error.message} />}
      {q.data && (
        <div className="flex flex-col gap-4">
          <MemberForm key={q.data.data.updatedAt} member={q.data.data} />
          <MemberActions member={q.data.data} />
          <RecordHistory entity="member" entityId={memberId} />
        </div>
      )}
    </>
  );
}
