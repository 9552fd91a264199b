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
import { callQuery, useCallMutation } from '@/lib/calls';
import { useClubChoices } from '../club-choices';
import { RecordHistory } from '../components-history';
import { i18n } from '@/i18n/i18n';

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
  const create = useCallMutation('admin/members/create', async (v: Values) => toFormData({ ...v, club_id: clubId, photo: photo ? await shrinkForUpload(photo) : undefined }), { announce: 'console', onSuccess: (res) =>
    navigate(`/admin/members/${res.data.id}`, { replace: true }) });
  const update = useCallMutation('admin/members/update', async (v: Values) => toFormData({ ...v, member_id: member!.id, photo: photo ? await shrinkForUpload(photo) : undefined }), { announce: 'console', onSuccess: () => setPhoto(null) });
  const saving = create.isPending || update.isPending;
  const serverError = (member ? update.error : create.error)?.message;

  return (
    <form
      noValidate
      aria-label={member ? i18n._('Edit member') : i18n._('Add member')}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm"
      onSubmit={form.handleSubmit((v) => {
        if (member) return update.mutate(v);
        if (!clubId) return setClubError(/*i18n*/ 'Choose the member’s club.');
        create.mutate(v);
      })}
    >
      <AdminImageField label={i18n._('Photo')} shape="round" currentUrl={member?.photo} value={photo} onChange={setPhoto} disabled={saving} />
      {!member && (
        <div className="grid gap-1.5">
          <Label htmlFor={clubFieldId}>
            {i18n._('Club')} <span className="text-destructive">*</span>
          </Label>
          <Select id={clubFieldId} value={clubId} aria-invalid={clubError ? true : undefined} onChange={(e) => { setClubId(e.target.value); setClubError(undefined); }}>
            <option value="">{i18n._('Choose a club')}</option>
            {clubs.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
          {clubError && <p role="alert" className="text-sm font-medium text-destructive">{i18n._(clubError)}</p>}
        </div>
      )}
      <TextField form={form} name="name" label={i18n._('Name')} required disabled={saving} autoComplete="off" />
      <TextField form={form} name="mobile" label={i18n._('Mobile Number')} required disabled={saving} type="tel" inputMode="numeric" maxLength={10} hint={i18n._('10 digits; the member signs in with it.')} />
      <TextField form={form} name="phone" label={i18n._('Phone Number')} disabled={saving} type="tel" inputMode="numeric" maxLength={10} />
      <TextField form={form} name="email" label={i18n._('Email')} disabled={saving} type="email" autoCapitalize="none" />
      <TextField form={form} name="profession" label={i18n._('Profession')} disabled={saving} />
      <TextField form={form} name="dateOfBirth" label={i18n._('Date of Birth')} disabled={saving} type="date" />
      <TextField form={form} name="marriageDay" label={i18n._('Marriage Day')} disabled={saving} type="date" />
      <TextField form={form} name="spouse" label={i18n._('Spouse Name')} disabled={saving} />
      <TextField form={form} name="website" label={i18n._('Website')} disabled={saving} autoCapitalize="none" />
      <TextAreaField form={form} name="postalAddress" label={i18n._('Postal Address')} disabled={saving} />
      <TextAreaField form={form} name="positionsHeld" label={i18n._('Positions Held')} disabled={saving} />
      <TextAreaField form={form} name="aboutMe" label={i18n._('About Me')} disabled={saving} rows={4} />
      <TextField form={form} name="membershipNumber" label={i18n._('Membership Number')} disabled={saving} />
      <TextField form={form} name="dateOfJoining" label={i18n._('Date of Joining')} disabled={saving} type="date" />
      <TextField form={form} name="sponsoredBy" label={i18n._('Sponsored By')} disabled={saving} />
      {serverError && (
        <p role="alert" className="rounded-lg border border-destructive bg-destructive/10 p-3 font-medium text-destructive">
          {serverError}
        </p>
      )}
      <Button type="submit" size="lg" loading={saving} className="w-full">
        {member ? i18n._('Save Member') : i18n._('Add Member')}
      </Button>
    </form>
  );
}

function MemberActions({ member }: { member: AdminMember }) {
  const clubs = useClubChoices();
  const moveId = useId();
  const [confirm, setConfirm] = useState<'deactivate' | 'reactivate' | 'move' | null>(null);
  const [target, setTarget] = useState('');
  const deactivate = useCallMutation('admin/members/deactivate', () => ({ member_id: member.id }), { announce: 'console' });
  const reactivate = useCallMutation('admin/members/reactivate', () => ({ member_id: member.id }), { announce: 'console' });
  const move = useCallMutation('admin/members/move', () => ({ member_id: member.id, club_id: Number(target) }), { announce: 'console' });
  const targetName = clubs.find((c) => String(c.id) === target)?.name ?? '';
  return (
    <section aria-label={i18n._('Member actions')} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h2 className="text-lg font-semibold">{i18n._('Status and club')}</h2>
      <p>
        {member.active ? i18n._('Active') : i18n._('Deactivated')} · {member.clubName}
      </p>
      {member.active ? (
        <Button variant="destructive" onClick={() => setConfirm('deactivate')} loading={deactivate.isPending}>
          {i18n._('Deactivate Member')}
        </Button>
      ) : (
        <Button onClick={() => setConfirm('reactivate')} loading={reactivate.isPending}>
          {i18n._('Reactivate Member')}
        </Button>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={moveId}>{i18n._('Move to club')}</Label>
        <div className="flex gap-2">
          <Select id={moveId} value={target} onChange={(e) => setTarget(e.target.value)} className="min-w-0 flex-1">
            <option value="">{i18n._('Choose a club')}</option>
            {clubs.filter((c) => c.id !== member.clubId).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
          <Button variant="outline" disabled={!target} loading={move.isPending} onClick={() => setConfirm('move')}>
            {i18n._('Move')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirm === 'deactivate'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={i18n._('Deactivate this member?')}
        confirmLabel={i18n._('Deactivate')}
        destructive
        onConfirm={() => deactivate.mutate(undefined)}
      >
        {i18n._('{name} will be signed out, can no longer sign in and disappears from the members’ lists. You can reactivate them later.', { name: member.name })}
      </ConfirmDialog>
      <ConfirmDialog open={confirm === 'reactivate'} onOpenChange={(o) => !o && setConfirm(null)} title={i18n._('Reactivate this member?')} confirmLabel={i18n._('Reactivate')} onConfirm={() => reactivate.mutate(undefined)}>
        {i18n._('{name} will be listed again and can sign in with {mobile}.', { name: member.name, mobile: member.mobile })}
      </ConfirmDialog>
      <ConfirmDialog open={confirm === 'move'} onOpenChange={(o) => !o && setConfirm(null)} title={i18n._('Move this member?')} confirmLabel={i18n._('Move')} onConfirm={() => move.mutate(undefined)}>
        {i18n._('{name} moves from {from} to {to}.', { name: member.name, from: member.clubName, to: targetName })}
      </ConfirmDialog>
    </section>
  );
}

export default function MemberEditPage() {
  const { id } = useParams();
  const memberId = id && /^\d+$/.test(id) ? Number(id) : null;
  const q = useQuery(callQuery('admin/members/get', { member_id: memberId ?? 0 }, { enabled: memberId !== null }));

  if (memberId === null) {
    return (
      <>
        <PageHeader title={i18n._('Add Member')} backTo="/admin/members" />
        <MemberForm />
      </>
    );
  }
  return (
    <>
      <PageHeader title={q.data ? q.data.data.name : i18n._('Member')} backTo="/admin/members" />
      {q.isPending && <p role="status">{i18n._('Loading…')}</p>}
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
