/**
 * SMS goes through this interface only; nothing else knows which provider runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config/index.js';

export interface OtpMessage {
  /** 10-digit Indian mobile without +91. */
  to: string;
  code: string;
  text: string;
}

export interface SmsProvider {
  readonly name: string;
  sendOtp(message: OtpMessage): Promise<void>;
}

/** Development: prints the code on the server console. Refused in production by config. */
export function consoleProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'console',
    async sendOtp(m) {
      // Deliberately bypasses the redacting logger: this provider exists to show the code.
      process.stdout.write(`\n[sms:console] to +91${m.to}: ${m.text}\n`);
      log.info({ provider: 'console', to: `******${m.to.slice(-4)}` }, 'otp sent');
    },
  };
}

/** Tests and local runs: appends one JSON line per message to a file. */
export function outboxProvider(file: string): SmsProvider {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return {
    name: 'outbox',
    async sendOtp(m) {
      await fs.promises.appendFile(file, JSON.stringify({ to: m.to, code: m.code, text: m.text, at: new Date().toISOString() }) + '\n');
    },
  };
}

export function createSmsProvider(config: Config, log: FastifyBaseLogger): SmsProvider {
  switch (config.sms.provider) {
    case 'outbox':
      return outboxProvider(config.sms.outboxFile!);
    case 'console':
      return consoleProvider(log);
    default:
      throw new Error(`SMS provider ${config.sms.provider} is not available`);
  }
}
