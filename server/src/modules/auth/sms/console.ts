import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '../mask.js';
import type { SmsProvider } from '../../../lib/sms-provider.js';

/** Development: prints the message on the server console. Config refuses it in production. */
export function consoleProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'console',
    async sendOtp(m) {
      // Deliberately bypasses the redacting logger: this provider exists to show the code.
      process.stdout.write(`\n[sms:console] to +91${m.to}: ${m.text}\n`);
      log.info({ provider: 'console', to: maskMobile(m.to) }, 'otp sent');
    },
  };
}
