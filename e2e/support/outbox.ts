/**
 * The server runs with SMS_OUTBOX=<file>: one JSON line {to, code, text, at} per OTP SMS.
 * Tests read the code a person would read on their phone.
 */
import fs from 'node:fs';
import { OUTBOX } from './env';

export interface OutboxMessage {
  to: string;
  code: string;
  text: string;
  at?: string;
}

export function readOutbox(file = OUTBOX): OutboxMessage[] {
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return raw
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxMessage);
}

/** Messages sent so far to a 10-digit mobile (the outbox stores it without +91). */
export function messagesTo(mobile: string, file = OUTBOX): OutboxMessage[] {
  return readOutbox(file).filter((m) => m.to === mobile || m.to.endsWith(mobile));
}

/** The latest code sent to `mobile`, or undefined. */
export function latestCode(mobile: string, file = OUTBOX): string | undefined {
  return messagesTo(mobile, file).at(-1)?.code;
}

/**
 * Waits until a message newer than the first `seen` messages to `mobile` arrives and returns its
 * code. Take `seen = messagesTo(mobile).length` before pressing Send OTP / Resend OTP.
 */
export async function waitForCode(mobile: string, seen: number, timeoutMs = 30_000, file = OUTBOX): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = messagesTo(mobile, file);
    if (messages.length > seen) {
      const code = messages.at(-1)!.code;
      if (!/^\d{6}$/.test(code)) throw new Error(`outbox: code for ${mobile} is not 6 digits: ${JSON.stringify(code)}`);
      return code;
    }
    if (Date.now() > deadline) {
      throw new Error(`outbox: no new SMS to ${mobile} within ${timeoutMs} ms (${messages.length} before, file ${file})`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A 6-digit code guaranteed to differ from `code` in every digit. */
export function wrongCode(code: string): string {
  return code
    .split('')
    .map((d) => String((Number(d) + 5) % 10))
    .join('');
}
