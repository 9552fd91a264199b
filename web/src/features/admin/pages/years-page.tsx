/**
 * /admin/years (district admins): the Lions years, which one is current and what each holds;
 * deleting an empty year added by mistake; adding a year; and "Start Lions year": choose which
 * lists carry their people over, review which year will be started and why, and what will be
 * copied (each thing by its name), then start it. A second year ahead is started only after
 * ticking that it is wanted. Members keep seeing the current year until "Make current".
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isoDate, requiredText, type AdminYearRow, type RolloverPlan } from '@d320b/contract';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { TextField } from '@/components/admin/form-fields';
import { AdminRefusal } from '@/components/admin/refusal';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { contractResolver } from '@/lib/form-resolver';
import { useAdminRoles } from '../admin-context';
import { callQuery, fetchCall, useCallMutation } from '@/lib/calls';
import { richText } from '@/i18n/rich-text';
import { i18n } from '@/i18n/i18n';

const LISTS = [
  { key: 'cabinet', label: /*i18n*/ 'Cabinet members' },
  { key: 'regions', label: /*i18n*/ 'Region chairpersons' },
  { key: 'zones', label: /*i18n*/ 'Zone chairpersons' },
  { key: 'officers', label: /*i18n*/ 'Club officers (PSTs)' },
] as const;
type Carry = Record<(typeof LISTS)[number]['key'], boolean>;
const LIST_NAMES: Record<RolloverPlan['copies'][number]['list'], string> = {
  cabinet: /*i18n*/ 'Cabinet',
  regions: /*i18n*/ 'Regions',
  zones: /*i18n*/ 'Zones',
  officers: /*i18n*/ 'Club officers',
};

const yearForm = z.object({ name: requiredText(20).regex(/^\d{4}-\d{4}$/, /*i18n*/ 'Write it as YYYY-YYYY, e.g. 2027-2028'), startsOn: isoDate, endsOn: isoDate });
type YearValues = { name: string; startsOn: string; endsOn: string };

/** One list of the review: "12 categories and 40 clubs copied; 90 members carried over". */
function copyLine(c: RolloverPlan['copies'][number]): string {
  const people = c.carried
    ? i18n._('{count} {people} carried over', { count: c.people.count, people: c.people.name })
    : i18n._('{people} left empty', { people: c.people.name });
  if (!c.structure.length) return people;
  const copied = c.structure.map((s) => `${s.count} ${s.name}`).reduce((first, second) => i18n._('{first} and {second}', { first, second }));
  return i18n._('{copied} copied; {people}', { copied, people });
}

function Rollover() {
  const [carry, setCarry] = useState<Carry>({ cabinet: false, regions: false, zones: false, officers: false });
  const [plan, setPlan] = useState<RolloverPlan | null>(null);
  const [planError, setPlanError] = useState<string | null>(null);
  const [loadingPlan, setLoadingPlan] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const start = useCallMutation('admin/years/rollover', () => ({ carry, year: plan?.newYear.name }), { announce: 'console', onSuccess: () => setPlan(null) });

  const review = async () => {
    setLoadingPlan(true);
    setPlanError(null);
    setConfirmed(false);
    try {
      setPlan((await fetchCall('admin/years/rollover-preview', { carry })).data);
    } catch (e) {
      setPlanError(errorMessage(e));
    } finally {
      setLoadingPlan(false);
    }
  };

  return (
    <section aria-label={i18n._('Start the next Lions year')} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h2 className="text-lg font-semibold">{i18n._('Start the next Lions year')}</h2>
      <p>{i18n._('The cabinet categories, regions, zones and the clubs of each zone are copied from the current year. Choose whose people carry over; the others start empty.')}</p>
      <fieldset className="flex flex-col gap-2" disabled={!!plan}>
        <legend className="mb-1 font-medium">{i18n._('Carry over')}</legend>
        {LISTS.map((l) => (
          <label key={l.key} className="flex min-h-11 items-center gap-3">
            <input type="checkbox" className="size-5" checked={carry[l.key]} onChange={(e) => setCarry({ ...carry, [l.key]: e.target.checked })} />
            {i18n._(l.label)}
          </label>
        ))}
      </fieldset>
      {!plan && (
        <Button onClick={review} loading={loadingPlan}>
          {i18n._('Review')}
        </Button>
      )}
      {planError && <p role="alert" className="font-medium text-destructive">{planError}</p>}
      {plan && (
        <div role="region" aria-label={i18n._('Review')} className="flex flex-col gap-2 rounded-lg border border-primary p-3">
          <h3 className="text-base font-semibold">
            {i18n._('Start Lions year {year} from {from}', { year: plan.newYear.name, from: plan.fromYear.name })}
          </h3>
          <p className={plan.confirm ? 'rounded-lg bg-amber-100 p-2 font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100' : undefined}>{plan.reason}</p>
          <ul className="list-disc pl-5">
            {plan.copies.map((c) => (
              <li key={c.list}>
                <span className="font-medium">{i18n._(LIST_NAMES[c.list])}:</span> {copyLine(c)}
              </li>
            ))}
          </ul>
          {plan.confirm && (
            <label className="flex min-h-11 items-center gap-3 font-medium">
              <input type="checkbox" className="size-5" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
              {i18n._('Yes, start {year} as well', { year: plan.newYear.name })}
            </label>
          )}
          <p>{i18n._('Nothing changes for members until you make {year} current.', { year: plan.newYear.name })}</p>
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => setPlan(null)}>
              {i18n._('Back')}
            </Button>
            <Button loading={start.isPending} disabled={plan.confirm && !confirmed} onClick={() => start.mutate(undefined)}>
              {i18n._('Start Lions year {year}', { year: plan.newYear.name })}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function AddYear() {
  const form = useForm<YearValues>({ resolver: contractResolver<YearValues>(yearForm), defaultValues: { name: '', startsOn: '', endsOn: '' }, mode: 'onTouched' });
  const create = useCallMutation('admin/years/create', (v: YearValues) => v, { announce: 'console', onSuccess: () => form.reset() });
  return (
    <form noValidate aria-label={i18n._('Add a Lions year')} className="flex flex-col gap-3 rounded-xl border bg-card p-4" onSubmit={form.handleSubmit((v) => create.mutate(v))}>
      <h2 className="text-lg font-semibold">{i18n._('Add an empty Lions year')}</h2>
      <TextField form={form} name="name" label={i18n._('Name')} required placeholder="2027-2028" />
      <TextField form={form} name="startsOn" label={i18n._('Starts on')} required type="date" />
      <TextField form={form} name="endsOn" label={i18n._('Ends on')} required type="date" />
      {create.error && <p role="alert" className="font-medium text-destructive">{create.error.message}</p>}
      <Button type="submit" loading={create.isPending}>
        {i18n._('Add Year')}
      </Button>
    </form>
  );
}

export default function YearsPage() {
  const roles = useAdminRoles();
  const years = useQuery(callQuery('admin/years/list', {}));
  const [making, setMaking] = useState<AdminYearRow | null>(null);
  const [deleting, setDeleting] = useState<AdminYearRow | null>(null);
  const setCurrent = useCallMutation('admin/years/set-current', (y: AdminYearRow) => ({ year_id: y.id }), { announce: 'console' });
  const remove = useCallMutation('admin/years/delete', (y: AdminYearRow) => ({ year_id: y.id }), { announce: 'console' });
  if (!roles.districtAdmin) return <AdminRefusal message={i18n._('Only a district admin can manage Lions years.')} />;
  return (
    <>
      <PageHeader title={i18n._('Lions Years')} />
      <div className="flex flex-col gap-4">
        <section aria-label={i18n._('Lions years')} className="flex flex-col gap-2">
          {years.isPending && <p role="status">{i18n._('Loading…')}</p>}
          {years.isError && <p role="alert">{errorMessage(years.error)}</p>}
          <ul className="flex flex-col gap-2">
            {(years.data?.data ?? []).map((y) => (
              <li key={y.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border bg-card p-3">
                <div className="min-w-0">
                  <h2 className="font-semibold">{y.name}</h2>
                  <p className="text-sm text-muted-foreground">{i18n._('{start} to {end}', { start: y.startsOn, end: y.endsOn })}</p>
                  <p className="text-sm">{y.holds ? i18n._('Holds {things}', { things: y.holds }) : i18n._('Empty')}</p>
                </div>
                <div className="flex gap-2">
                  {y.canDelete && (
                    <Button variant="outline" size="sm" aria-label={i18n._('Delete {year}', { year: y.name })} onClick={() => setDeleting(y)}>
                      {i18n._('Delete')}
                    </Button>
                  )}
                  {y.current ? (
                    <span className="rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground">{i18n._('Current')}</span>
                  ) : (
                    <Button variant="outline" size="sm" onClick={() => setMaking(y)}>
                      {/* Named by its text, the year read out in the middle: "Make 2025-2026 current". */}
                      {richText((values) => i18n._('Make {year} current', values), { year: <span className="sr-only">{y.name}</span> })}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
        <Rollover />
        <AddYear />
      </div>
      <ConfirmDialog open={!!making} onOpenChange={(o) => !o && setMaking(null)} title={i18n._('Make {year} current?', { year: making?.name ?? '' })} confirmLabel={i18n._('Make current')} onConfirm={() => making && setCurrent.mutate(making)}>
        {i18n._('Every member will see {year} as the current Lions year in the directory (cabinet, regions, club officers).', { year: making?.name ?? '' })}
      </ConfirmDialog>
      <ConfirmDialog open={!!deleting} onOpenChange={(o) => !o && setDeleting(null)} title={i18n._('Delete {year}?', { year: deleting?.name ?? '' })} confirmLabel={i18n._('Delete year')} destructive onConfirm={() => deleting && remove.mutate(deleting)}>
        {i18n._('{year} was never current and holds nothing. It is removed from the list of Lions years.', { year: deleting?.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}
