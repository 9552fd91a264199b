/**
 * /admin/sign-in-activity (district admins): one district day of sign-in, so a problem on a launch
 * day is seen rather than guessed: codes sent per channel against the daily budget, delivered or
 * not where the gateway reports it, members signed in, and refused sign-ins by reason in plain
 * words. Today by default; earlier days by the arrows. Refreshes itself every half minute.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SignInChannelStats } from '@d320b/contract';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { i18n } from '@/i18n/i18n';
import { richText } from '@/i18n/rich-text';
import { errorMessage } from '@/lib/api-client';
import { signInStatsQuery } from '../api';

/** What each refusal means, for the office (the member was told the same in their own words). */
const REASON_LABEL: Record<string, string> = {
  not_registered: /*i18n*/ 'Number not registered (typed wrong, or not in the directory)',
  network_probing: /*i18n*/ 'Network paused: too many unregistered numbers tried from it',
  network_unused: /*i18n*/ 'Network paused: too many of its codes went unused',
  network_pending: /*i18n*/ 'Network paused: very many codes sent at once, not yet entered',
  network_wrong: /*i18n*/ 'Network paused: too many wrong codes entered from it',
  number_cap: /*i18n*/ 'Too many codes asked for one number (5 an hour, 10 a day)',
  number_paused: /*i18n*/ 'Number paused after 100 wrong codes in a day',
  sms_budget: /*i18n*/ "Today's SMS budget used up",
  whatsapp_budget: /*i18n*/ "Today's WhatsApp budget used up",
  send_failed: /*i18n*/ 'The gateway could not send the code',
  no_whatsapp: /*i18n*/ 'Number has no WhatsApp',
  whatsapp_off: /*i18n*/ 'WhatsApp asked for, but not set up',
  wrong_code: /*i18n*/ 'Wrong code entered',
  code_expired: /*i18n*/ 'Code expired (or asked on another device)',
  code_used: /*i18n*/ 'Code already used',
  too_many_tries: /*i18n*/ 'Too many wrong tries on one phone',
};

const CHANNEL_LABEL: Record<string, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };

function reasonLabel(reason: string): string {
  const label = REASON_LABEL[reason];
  return label ? i18n._(label) : reason;
}

/** 'YYYY-MM-DD' moved by whole days (calendar arithmetic in UTC: no time zone shifts a date). */
function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export default function SignInActivityPage() {
  const [day, setDay] = useState<string | undefined>(undefined);
  const stats = useQuery(signInStatsQuery(day));
  const data = stats.data?.data;
  const today = !day;

  return (
    <>
      <PageHeader title={i18n._('Sign-in Activity')} backTo="/admin" />
      <div className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-2">
          <Button variant="outline" disabled={!data} onClick={() => data && setDay(shiftDay(data.day, -1))}>
            {i18n._('Previous day')}
          </Button>
          <p className="text-lg font-semibold" aria-live="polite">
            {data ? (today ? i18n._('{day} (today)', { day: data.day }) : data.day) : ' '}
          </p>
          <Button variant="outline" disabled={today} onClick={() => setDay(undefined)}>
            {i18n._('Today')}
          </Button>
        </div>
        {stats.isPending && <Skeleton className="h-40 w-full" />}
        {stats.isError && (
          <p role="alert" className="text-base text-destructive">
            {errorMessage(stats.error, i18n._('Could not load the figures.'))}
          </p>
        )}
        {data && (
          <>
            <p className="text-base text-muted-foreground">{i18n._('Days run midnight to midnight, {zone} time.', { zone: data.timeZone })}</p>
            <section aria-label={i18n._('Members signed in')} className="rounded-xl border bg-card p-4">
              <p className="text-3xl font-bold">{data.signIns}</p>
              <p className="text-base">{i18n._('members signed in')}</p>
            </section>
            {data.channels.map((c) => (
              <ChannelCard key={c.channel} stats={c} />
            ))}
            <section aria-labelledby="refusals-title" className="flex flex-col gap-2">
              <h2 id="refusals-title" className="text-lg font-semibold">
                {i18n._('Refused sign-in steps')}
              </h2>
              {data.refusals.length === 0 ? (
                <EmptyState message={i18n._('Nothing was refused.')} />
              ) : (
                <ul aria-label={i18n._('Refused sign-in steps by reason')} className="flex flex-col divide-y rounded-xl border bg-card">
                  {data.refusals.map((r) => (
                    <li key={r.reason} className="flex items-center justify-between gap-3 p-3">
                      <span className="text-base">{reasonLabel(r.reason)}</span>
                      <span className="text-lg font-semibold">{r.count}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </div>
    </>
  );
}

function ChannelCard({ stats: c }: { stats: SignInChannelStats }) {
  const name = CHANNEL_LABEL[c.channel] ?? c.channel;
  const left = Math.max(0, c.budget - c.used);
  return (
    <section aria-label={name} className="flex flex-col gap-1 rounded-xl border bg-card p-4">
      <h2 className="text-lg font-semibold">
        {name} <span className="text-sm font-normal text-muted-foreground">({c.configured ? c.provider : i18n._('not set up')})</span>
      </h2>
      {c.configured && (
        <>
          <p className="text-base">
            {richText((values) => i18n._('{count} sign-in codes sent', values), { count: <strong>{c.codesSent}</strong> })}
            {c.otherSent > 0 && `, ${i18n._('{count} other messages', { count: c.otherSent })}`}
            {c.failed > 0 && `, ${i18n._('{count} the gateway could not send', { count: c.failed })}`}
          </p>
          <p className={`text-base ${left === 0 ? 'font-semibold text-destructive' : ''}`}>
            {left === 0
              ? i18n._('Daily budget: {used} of {budget} used: used up, no more messages until midnight', { used: c.used, budget: c.budget })
              : i18n._('Daily budget: {used} of {budget} used', { used: c.used, budget: c.budget })}
          </p>
          {c.reportsDelivery ? (
            <p className="text-base">
              {i18n._('Delivered {delivered} · not delivered {undelivered} · no report yet {awaiting}', {
                delivered: c.delivered,
                undelivered: c.undelivered,
                awaiting: c.awaitingReport,
              })}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">{i18n._('This gateway does not report deliveries to the app; its own dashboard shows them.')}</p>
          )}
        </>
      )}
    </section>
  );
}
