/**
 * admin/sign-in-stats: one district day of sign-in for the office (district admins): per channel
 * the budget and what was used of it, codes and other messages the gateway took, failures, and
 * delivered / not delivered where the gateway reports it (WhatsApp status webhook); sign-ins; and
 * refused sign-in steps by reason (counted by service.ts).
 */
import type { SignInStats } from '@d320b/contract';
import { requireDistrictAdmin } from '../../access/index.js';
import type { Database } from '../../db/database.js';
import { todayIn } from '../../lib/time.js';
import * as repo from './repository.js';
import { budgetName } from './sms/index.js';

export interface ChannelSetup {
  channel: repo.Channel;
  configured: boolean;
  provider: string;
  budget: number;
  reportsDelivery: boolean;
}

export interface SignInStatsDeps {
  db: Database;
  now: () => Date;
  timeZone: string;
  channels: ChannelSetup[];
}

export function createSignInStats(deps: SignInStatsDeps) {
  const { db } = deps;

  return async function signInStats(viewerId: number, day?: string): Promise<SignInStats> {
    await requireDistrictAdmin(db, viewerId);
    const date = day ?? todayIn(deps.timeZone, deps.now());
    const [counts, messages] = await Promise.all([repo.dailyCounts(db, date), repo.messageCounts(db, date)]);
    const counter = (name: string) => counts.find((c) => c.name === name)?.count ?? 0;
    const channels = deps.channels.map((setup) => {
      const mine = messages.filter((m) => m.channel === setup.channel);
      const sum = (pick: (m: (typeof mine)[number]) => boolean) => mine.filter(pick).reduce((n, m) => n + m.count, 0);
      // Taken by the gateway: sent, and later reported delivered or not.
      const taken = (m: (typeof mine)[number]) => m.status === 'sent' || m.status === 'delivered' || m.status === 'undelivered';
      return {
        channel: setup.channel,
        configured: setup.configured,
        provider: setup.provider,
        budget: setup.budget,
        used: counter(budgetName(setup.channel)),
        codesSent: sum((m) => taken(m) && m.purpose === 'sign-in'),
        otherSent: sum((m) => taken(m) && m.purpose !== 'sign-in'),
        failed: sum((m) => m.status === 'failed'),
        reportsDelivery: setup.reportsDelivery,
        delivered: sum((m) => m.status === 'delivered'),
        undelivered: sum((m) => m.status === 'undelivered'),
        awaitingReport: setup.reportsDelivery ? sum((m) => m.status === 'sent') : 0,
      };
    });
    const refusals = counts
      .filter((c) => c.name.startsWith('refused:') && c.count > 0)
      .map((c) => ({ reason: c.name.slice('refused:'.length), count: c.count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
    return { day: date, timeZone: deps.timeZone, channels, signIns: counter('signed_in'), refusals };
  };
}
