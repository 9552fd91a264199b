/**
 * The bulk actions of the members list: with members ticked (on any page), move them to a club,
 * deactivate or reactivate them. The server checks every member on its own; the answer says which
 * were changed and why the others were not, and those stay ticked.
 */
import { useId, useState } from 'react';
import type { ResponseOf } from '@/lib/calls';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useCallMutation } from '@/lib/calls';
import { i18n } from '@/i18n/i18n';

type Action = 'move' | 'deactivate' | 'reactivate';
type BulkAnswer = ResponseOf<'admin/members/bulk'>['data'];

export interface MemberBulkBarProps {
  /** Ticked members by id (their names for the confirmation). */
  selected: Map<number, string>;
  clubs: { id: number; name: string }[];
  onClear: () => void;
  /** Called with the answer: the list keeps ticked only the members that were not changed. */
  onDone: (answer: BulkAnswer) => void;
}

export function MemberBulkBar({ selected, clubs, onClear, onDone }: MemberBulkBarProps) {
  const clubId = useId();
  const [club, setClub] = useState('');
  const [asking, setAsking] = useState<Action | null>(null);
  const [refused, setRefused] = useState<BulkAnswer['results']>([]);
  const bulk = useCallMutation('admin/members/bulk', (v: { action: Action }) => ({
    action: v.action,
    member_ids: [...selected.keys()],
    ...(v.action === 'move' ? { club_id: Number(club) } : {}),
  }), { announce: 'console', onSuccess: (res) => {
    setRefused(res.data.results.filter((r) => !r.ok));
    onDone(res.data);
  } });
  const n = selected.size;
  const clubName = clubs.find((c) => String(c.id) === club)?.name ?? '';
  const titles: Record<Action, string> = {
    move: i18n._('Move {count} members to {club}?', { count: n, club: clubName }),
    deactivate: i18n._('Deactivate {count} members?', { count: n }),
    reactivate: i18n._('Reactivate {count} members?', { count: n }),
  };
  const names = [...selected.values()];

  return (
    <>
      {refused.length > 0 && (
        <div role="alert" aria-label={i18n._('Members not changed')} className="rounded-lg border border-destructive/50 bg-card p-3 text-base">
          <p className="font-semibold">{i18n._('{count} members were not changed:', { count: refused.length })}</p>
          <ul className="list-disc pl-5 text-sm">
            {refused.map((r) => (
              <li key={r.memberId}>
                {r.name || i18n._('Member {id}', { id: r.memberId })}: {r.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {n > 0 && (
        <div role="region" aria-label={i18n._('Bulk actions')} className="sticky bottom-0 z-10 flex flex-wrap items-end gap-3 rounded-t-xl border bg-background/95 p-3 shadow-lg backdrop-blur">
          <p className="self-center text-base font-semibold" aria-live="polite">
            {i18n._('{count} selected', { count: n })}
          </p>
          <div className="grid gap-1">
            <Label htmlFor={clubId}>{i18n._('Move to club')}</Label>
            <Select id={clubId} value={club} onChange={(e) => setClub(e.target.value)}>
              <option value="">{i18n._('Choose a club')}</option>
              {clubs.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </div>
          <Button variant="outline" disabled={!club || bulk.isPending} onClick={() => setAsking('move')}>
            {i18n._('Move')}
          </Button>
          <Button variant="outline" disabled={bulk.isPending} onClick={() => setAsking('deactivate')}>
            {i18n._('Deactivate')}
          </Button>
          <Button variant="outline" disabled={bulk.isPending} onClick={() => setAsking('reactivate')}>
            {i18n._('Reactivate')}
          </Button>
          <Button variant="ghost" onClick={onClear}>
            {i18n._('Clear selection')}
          </Button>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={titles[asking]}
          confirmLabel={asking === 'move' ? i18n._('Move') : asking === 'deactivate' ? i18n._('Deactivate') : i18n._('Reactivate')}
          destructive={asking === 'deactivate'}
          onConfirm={() => {
            const action = asking;
            setAsking(null);
            setRefused([]);
            bulk.mutate({ action });
          }}
        >
          <p>
            {names.length > 8
              ? i18n._('{names} and {count} more.', { names: names.slice(0, 8).join(', '), count: names.length - 8 })
              : i18n._('{names}.', { names: names.join(', ') })}
          </p>
          {asking === 'deactivate' && <p className="mt-2">{i18n._('They are signed out and hidden from the directory until reactivated.')}</p>}
        </ConfirmDialog>
      )}
    </>
  );
}
