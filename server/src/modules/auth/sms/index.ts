/**
 * SMS goes through this interface only; nothing else knows which provider runs.
 * Providers: console (development), outbox (file, for local runs and browser
 * tests), memory (API tests), msg91 and twofactor (real Indian gateways).
 * WhatsApp, the second channel for sign-in codes, has the same interface:
 * cloud (WhatsApp Business Cloud API), outbox, memory; or none.
 * app.ts wraps both in the daily budget and message log (metered.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config/index.js';
import { consoleProvider } from './console.js';
import { msg91Provider } from './msg91.js';
import { outboxProvider } from './outbox.js';
import { twoFactorProvider } from './twofactor.js';
import type { SmsProvider } from '../../../lib/sms-provider.js';
import { whatsAppCloudProvider } from './whatsapp-cloud.js';

export type { OtpMessage, SendReceipt, SmsProvider } from '../../../lib/sms-provider.js';
export { BudgetSpentError, SmsError } from '../../../lib/sms-provider.js';
export { meteredSender, budgetName } from './metered.js';
export { whatsAppCloudProvider, WHATSAPP_CLOUD_PROVIDER, type WhatsAppCloudOptions } from './whatsapp-cloud.js';
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

/** The WhatsApp sender the config names, or null when WhatsApp is off. */
export function createWhatsAppProvider(config: Config): SmsProvider | null {
  const { whatsapp } = config;
  switch (whatsapp.provider) {
    case 'off':
      return null;
    case 'outbox':
      return outboxProvider(whatsapp.outboxFile!);
    case 'cloud':
      return whatsAppCloudProvider({
        accessToken: whatsapp.accessToken!,
        phoneNumberId: whatsapp.phoneNumberId!,
        template: whatsapp.template,
        language: whatsapp.language,
        apiVersion: whatsapp.apiVersion,
      });
  }
}
