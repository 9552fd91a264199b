/**
 * Security notices by SMS (e.g. "your login number was changed"): sent after the change is
 * committed; a gateway failure is logged, never turns a committed change into an error.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from '../modules/auth/sms/index.js';

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
