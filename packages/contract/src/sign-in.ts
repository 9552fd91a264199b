/**
 * The office's view of sign-in (base EXT_BASE): a day's codes sent per channel, what the gateways
 * reported, sign-ins and refused sign-ins by reason; so a problem on a launch day is seen, not
 * guessed. District admins only.
 */
import { z } from 'zod';
import { defineCall, ok } from './define';
import { countOut, isoDate } from './fields';
import { otpChannel } from './calls/auth';

export const signInChannelStats = z.object({
  channel: otpChannel,
  /** false: the channel is not set up (WhatsApp off). */
  configured: z.boolean(),
  /** The gateway's name ('msg91', 'twofactor', 'whatsapp-cloud', 'outbox', …). */
  provider: z.string(),
  /** Messages a day on this channel (all purposes). */
  budget: countOut,
  /** Messages taken from the budget so far that day. */
  used: countOut,
  /** Sign-in codes the gateway took. */
  codesSent: countOut,
  /** Other messages (codes for a new login number, notices) the gateway took. */
  otherSent: countOut,
  /** Messages the gateway refused or did not answer. */
  failed: countOut,
  /** Whether delivery reports come back from this gateway (else delivered/undelivered stay 0). */
  reportsDelivery: z.boolean(),
  delivered: countOut,
  undelivered: countOut,
  /** Taken by the gateway, no delivery report yet. */
  awaitingReport: countOut,
});
export type SignInChannelStats = z.infer<typeof signInChannelStats>;

export const signInStats = z.object({
  /** The district's day ('YYYY-MM-DD', TIME_ZONE). */
  day: z.string(),
  timeZone: z.string(),
  channels: z.array(signInChannelStats),
  signIns: countOut,
  /** Refused sign-in steps by reason, most frequent first. */
  refusals: z.array(z.object({ reason: z.string(), count: countOut })),
});
export type SignInStats = z.infer<typeof signInStats>;

const getSignInStats = defineCall({
  name: 'admin/sign-in-stats',
  reads: ['sign-in'],
  tag: 'Admin',
  method: 'POST',
  auth: true,
  access: 'district-admin',
  summary:
    'District admins: one day of sign-in (default today in the district): codes sent per channel and the daily budgets, delivered or not where the gateway reports it, sign-ins, and refusals by reason.',
  request: z.object({ day: isoDate.optional() }),
  response: ok({ data: signInStats }),
});

export const signInCalls = {
  'admin/sign-in-stats': getSignInStats,
} as const;
