/**
 * SMS goes through this interface only; nothing else knows which provider runs.
 * Providers: console (development), outbox (file, for local runs and browser
 * tests), memory (API tests), msg91 and twofactor (real Indian gateways).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config/index.js';
import { consoleProvider } from './console.js';
import { msg91Provider } from './msg91.js';
import { outboxProvider } from './outbox.js';
import { twoFactorProvider } from './twofactor.js';
import type { SmsProvider } from './types.js';

export type { OtpMessage, SmsProvider } from './types.js';
export { SmsError } from './types.js';
export { consoleProvider } from './console.js';
export { outboxProvider, memoryOutbox, type MemoryOutbox } from './outbox.js';
export { msg91Provider, type Msg91Options } from './msg91.js';
export { twoFactorProvider, type TwoFactorOptions } from './twofactor.js';

export function createSmsProvider(config: Config, log: FastifyBaseLogger): SmsProvider {
  const { sms } = config;
  switch (sms.provider) {
    case 'outbox':
      return outboxProvider(sms.outboxFile!);
    case 'console':
      return consoleProvider(log);
    case 'msg91':
      return msg91Provider({ apiKey: sms.apiKey!, senderId: sms.senderId, templateId: sms.templateId });
    case 'twofactor':
      return twoFactorProvider({ apiKey: sms.apiKey!, templateName: sms.templateId });
  }
}
