/**
 * The one HTTP call both gateways make: timeout, and error messages scrubbed
 * of the secret (2Factor puts its API key in the URL path, and fetch errors may
 * echo the URL).
 */
import { SmsError } from '../../../lib/sms-provider.js';

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface GatewayRequest {
  provider: string;
  url: string;
  init: RequestInit;
  timeoutMs: number;
  /** Strings that must never appear in an error message. */
  secrets: string[];
}

export async function gatewayFetch(req: GatewayRequest): Promise<{ status: number; body: unknown }> {
  const scrub = (s: string) => req.secrets.filter(Boolean).reduce((acc, secret) => acc.split(secret).join('[key]'), s);
  let res: Response;
  try {
    res = await fetch(req.url, { ...req.init, signal: AbortSignal.timeout(req.timeoutMs), redirect: 'error' });
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    const reason = e.name === 'TimeoutError' ? `no answer within ${req.timeoutMs} ms` : e.cause?.code ?? e.message;
    throw new SmsError(scrub(`${req.provider}: request failed (${reason})`));
  }
  const text = await res.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Gateways answer HTML on some proxy errors; keep the text for the message.
  }
  return { status: res.status, body };
}

/** Short, scrubbed description of a gateway answer for an error message. */
export function describeAnswer(status: number, detail: unknown, secrets: string[]): string {
  const s = typeof detail === 'string' ? detail : JSON.stringify(detail ?? null);
  return secrets.filter(Boolean).reduce((acc, secret) => acc.split(secret).join('[key]'), `HTTP ${status}: ${s.slice(0, 200)}`);
}
