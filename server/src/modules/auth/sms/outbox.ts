import fs from 'node:fs';
import path from 'node:path';
import type { OtpMessage, SmsProvider } from '../../../lib/sms-provider.js';

/** Local runs and browser tests: appends one JSON line per message to a file. */
export function outboxProvider(file: string): SmsProvider {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return {
    name: 'outbox',
    async sendOtp(m) {
      const line = JSON.stringify({ to: m.to, code: m.code, text: m.text, language: m.language ?? 'en', templateId: m.templateId, at: new Date().toISOString() });
      await fs.promises.appendFile(file, line + '\n', { mode: 0o600 });
    },
  };
}

export interface MemoryOutbox extends SmsProvider {
  readonly messages: OtpMessage[];
  /** The newest code sent to a number, or undefined. */
  lastCode(to: string): string | undefined;
  /** When set, sendOtp throws it (to test gateway failures). */
  failWith: Error | null;
}

/** API tests: keeps messages in memory so a test can read the code it was sent. */
export function memoryOutbox(): MemoryOutbox {
  const messages: OtpMessage[] = [];
  return {
    name: 'memory',
    messages,
    failWith: null,
    async sendOtp(m) {
      if (this.failWith) throw this.failWith;
      messages.push({ ...m });
    },
    lastCode(to) {
      for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.to === to) return messages[i]!.code;
      return undefined;
    },
  };
}
