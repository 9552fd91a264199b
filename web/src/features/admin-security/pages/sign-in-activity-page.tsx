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
import { errorMessage } from '@/lib/api-client';
import { signInStatsQuery } from '../api';

/** What each refusal means, for the office (the member was told the same in their own words). */
const REASON_LABEL: Record<string, string> = {
  not_registered: 'Number not registered (typed wrong, or not in the directory)',
  network_probing: 'Network paused: too many unregistered numbers tried from it',
  network_unused: 'Network paused: too many of its codes went unused',
  network_pending: 'Network paused: very many codes sent at once, not yet entered',
  network_wrong: 'Network paused: too many wrong codes entered from it',
  number_cap: 'Too many codes asked for one number (5 an hour, 10 a day)',
  number_paused: 'Number paused after 100 wrong codes in a day',
  sms_budget: "Today's SMS budget used up",
  whatsapp_budget: "Today's WhatsApp budget used up",
  send_failed: 'The gateway could not send the code',
  no_whatsapp: 'Number has no WhatsApp',
  whatsapp_off: 'WhatsApp asked for, but not set up',
  wrong_code: 'Wrong code entered',
  code_expired: 'Code expired (or asked on another device)',
  code_used: 'Code already used',
  too_many_tries: 'Too many wrong tries on one phone',
};

const CHANNEL_LABEL: Record<string, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };

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
      <PageHeader title="Sign-in Activity" backTo="/admin" />
      <div className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-2">
          <Button variant="outline" disabled={!data} onClick={() => data && setDay(shiftDay(data.day, -1))}>
            Previous day
          </Button>
          <p className="text-lg font-semibold" aria-live="polite">
            {data ? `${data.day}${today ? ' (today)' : ''}` : ' '}
          </p>
          <Button variant="outline" disabled={today} onClick={() => setDay(undefined)}>
            Today
          </Button>
        </div>
        {stats.isPending && <Skeleton className="h-40 w-full" />}
        {stats.isError && (
          <p role="alert" className="text-base text-destructive">
            {errorMessage(stats.error, 'Could not load the figures.')}
          </p>
        )}
        {data && (
          <>
            <p className="text-base text-muted-foreground">Days run midnight to midnight, {data.timeZone} time.</p>
            <section aria-label="Members signed in" className="rounded-xl border bg-card p-4">
              <p className="text-3xl font-bold">{data.signIns}</p>
              <p className="text-base">members signed in</p>
            </section>
            {data.channels.map((c) => (
              <ChannelCard key={c.channel} stats={c} />
            ))}
            <section aria-labelledby="refusals-title" className="flex flex-col gap-2">
              <h2 id="refusals-title" className="text-lg font-semibold">
                Refused sign-in steps
              </h2>
              {data.refusals.length === 0 ? (
                <EmptyState message="Nothing was refused." />
              ) : (
                <ul aria-label="Refused sign-in steps by reason" className="flex flex-col divide-y rounded-xl border bg-card">
                  {data.refusals.map((r) => (
                    <li key={r.reason} className="flex items-center justify-between gap-3 p-3">
                      <span className="text-base">{REASON_LABEL[r.reason] ?? r.reason}</span>
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
        {name} <span className="text-sm font-normal text-muted-foreground">({c.configured ? c.provider : 'not set up'})</span>
      </h2>
      {c.configured && (
        <>
          <p className="text-base">
            <strong>{c.codesSent}</strong> sign-in codes sent
            {c.otherSent > 0 && `, ${c.otherSent} other messages`}
            {c.failed > 0 && `, ${c.failed} the gateway could not send`}
          </p>
          <p className={`text-base ${left === 0 ? 'font-semibold text-destructive' : ''}`}>
            Daily budget: {c.used} of {c.budget} used{left === 0 ? ': used up, no more messages until midnight' : ''}
          </p>
          {c.reportsDelivery ? (
            <p className="text-base">
              Delivered {c.delivered} · not delivered {c.undelivered} · no report yet {c.awaitingReport}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">This gateway does not report deliveries to the app; its own dashboard shows them.</p>
          )}
        </>
      )}
    </section>
  );
}
