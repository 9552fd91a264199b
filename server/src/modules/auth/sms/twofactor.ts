/**
 * 2Factor.in OTP SMS API: GET /API/V1/{key}/SMS/{number}/{code}[/{template}].
 * The key travels in the path, so every error message is scrubbed of it.
 * SMS_TEMPLATE_ID names the approved OTP template (optional: the account's
 * default template otherwise).
 */
import { DEFAULT_TIMEOUT_MS, describeAnswer, gatewayFetch } from './http.js';
import { SmsError, type SmsProvider } from '../../../lib/sms-provider.js';

export interface TwoFactorOptions {
  apiKey: string;
  templateName?: string;
  /** Tests point this at a local fake server. */
  baseUrl?: string;
  timeoutMs?: number;
}

export function twoFactorProvider(opts: TwoFactorOptions): SmsProvider {
  const base = (opts.baseUrl ?? 'https://2factor.in').replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: 'twofactor',
    async sendOtp(m) {
      const parts = ['API', 'V1', opts.apiKey, 'SMS', `+91${m.to}`, m.code];
      const templateName = m.templateId ?? opts.templateName;
      if (templateName) parts.push(templateName);
      const { status, body } = await gatewayFetch({
        provider: 'twofactor',
        url: `${base}/${parts.map(encodeURIComponent).join('/')}`,
        init: { method: 'GET', headers: { accept: 'application/json' } },
        timeoutMs,
        secrets: [opts.apiKey, encodeURIComponent(opts.apiKey)],
      });
      const result = (body as { Status?: unknown } | null)?.Status;
      if (status < 200 || status >= 300 || result !== 'Success') {
        const detail = (body as { Details?: unknown } | null)?.Details ?? body;
        throw new SmsError(`twofactor: not sent (${describeAnswer(status, detail, [opts.apiKey, m.code])})`);
      }
      // `Details` is the session id of the message.
      const ref = (body as { Details?: unknown }).Details;
      return typeof ref === 'string' && ref ? { ref } : {};
    },
  };
}
