/**
 * Every message a gateway sends goes through here (app.ts wraps the SMS and the WhatsApp sender):
 * - the channel's daily budget (SMS_DAILY_BUDGET, WHATSAPP_DAILY_BUDGET; the district's day,
 *   TIME_ZONE) is reserved in the database before the gateway is called, so all server instances
 *   share it; a message the gateway did not take gives its unit back;
 * - each message is logged (message_log) with the gateway's reference and what it answered,
 *   and later what its delivery report said, for the office's daily figures.
 * Past the budget nothing is sent: BudgetSpentError, with the time until the budget renews.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database.js';
import { msUntilNextDay, todayIn } from '../../../lib/time.js';
import * as repo from '../repository.js';
import { BudgetSpentError, type SmsProvider } from '../../../lib/sms-provider.js';

export interface MeteredOptions {
  db: Database;
  channel: repo.Channel;
  /** Messages a day on this channel, all purposes together. */
  dailyBudget: number;
  timeZone: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** The daily_counts name of a channel's budget. */
export const budgetName = (channel: repo.Channel) => `budget:${channel}`;

export function meteredSender(inner: SmsProvider, opts: MeteredOptions): SmsProvider {
  const { db, channel } = opts;
  return {
    name: inner.name,
    async sendOtp(message) {
      const at = opts.now();
      const day = todayIn(opts.timeZone, at);
      const id = await repo.startMessage(
        db,
        { day, channel, purpose: message.purpose ?? 'other', provider: inner.name, createdAt: at.toISOString() },
        { name: budgetName(channel), max: opts.dailyBudget },
      );
      if (id === null) {
        opts.log.warn({ channel, budget: opts.dailyBudget }, 'message not sent: the daily budget is used up');
        throw new BudgetSpentError(channel, msUntilNextDay(opts.timeZone, at));
      }
      try {
        const receipt = await inner.sendOtp(message);
        await repo.markMessage(db, id, { status: 'sent', ref: receipt?.ref ?? null, at: opts.now().toISOString() });
        return receipt;
      } catch (err) {
        await repo.releaseBudget(db, day, budgetName(channel));
        // Provider errors never carry the key or the code (sms/http.ts), so they may be kept.
        await repo.markMessage(db, id, { status: 'failed', error: String((err as Error).message).slice(0, 300), at: opts.now().toISOString() });
        throw err;
      }
    },
  };
}
