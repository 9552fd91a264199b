/**
 * Security notices by SMS (e.g. "your login number was changed"): sent after the change is
 * committed; a gateway failure is logged, never turns a committed change into an error.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider.js';

/** "******1234": the only form of a mobile number that goes into logs and notices. */
export const maskNumber = (mobile: string) => `******${mobile.slice(-4)}`;

export async function sendNotice(sms: SmsProvider, log: FastifyBaseLogger, to: string, text: string): Promise<boolean> {
  try {
    // Providers carry one kind of message; a notice is one with no code.
    await sms.sendOtp({ to, code: '', text });
    log.info({ provider: sms.name, to: maskNumber(to) }, 'notice sent');
    return true;
  } catch (err) {
    log.error({ provider: sms.name, to: maskNumber(to), reason: (err as Error).message }, 'notice not sent');
    return false;
  }
}

/** What a notice needs: the provider, a log, and the app's name that starts every text. */
export interface NoticeSender {
  sms: SmsProvider;
  log: FastifyBaseLogger;
  appName: string;
}

/**
 * Tells the OLD number that someone else (an admin, a club manager, a roster import) changed the
 * member's login mobile: a plain notice, no code. A stolen admin account cannot move a login unseen.
 */
export async function noticeLoginChangedByOther(sender: NoticeSender, oldMobile: string, newMobile: string): Promise<boolean> {
  return sendNotice(
    sender.sms,
    sender.log,
    oldMobile,
    `${sender.appName}: your login mobile number was changed to ${maskNumber(newMobile)} by your club or the district office. If this is not right, contact your club or the district office.`,
  );
}

/** Many such notices (a roster import), a few at a time; resolves when all were tried. */
export async function noticesLoginChangedByOther(sender: NoticeSender, changes: readonly { oldMobile: string; newMobile: string }[]): Promise<void> {
  const queue = [...changes];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await noticeLoginChangedByOther(sender, next.oldMobile, next.newMobile);
  };
  await Promise.all(Array.from({ length: Math.min(4, queue.length) }, worker));
}
