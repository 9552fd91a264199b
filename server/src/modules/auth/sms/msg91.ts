/**
 * MSG91 Flow API (v5): sends our code through a DLT-approved template.
 * The template (SMS_TEMPLATE_ID) must contain the variable ##otp##; the sender
 * id (SMS_SENDER_ID, 6 letters) is the one approved for that template.
 */
import { DEFAULT_TIMEOUT_MS, describeAnswer, gatewayFetch } from './http.js';
import { SmsError, type SmsProvider } from '../../../lib/sms-provider.js';

export interface Msg91Options {
  apiKey: string;
  senderId?: string;
  templateId?: string;
  /** Tests point this at a local fake server. */
  baseUrl?: string;
  timeoutMs?: number;
}

export function msg91Provider(opts: Msg91Options): SmsProvider {
  const base = (opts.baseUrl ?? 'https://control.msg91.com').replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: 'msg91',
    async sendOtp(m) {
      const templateId = m.templateId ?? opts.templateId;
      if (!templateId) throw new SmsError('msg91: SMS_TEMPLATE_ID (the flow template id) is not set');
      const payload: Record<string, unknown> = {
        template_id: templateId,
        short_url: '0',
        recipients: [{ mobiles: `91${m.to}`, otp: m.code }],
      };
      if (opts.senderId) payload.sender = opts.senderId;
      const { status, body } = await gatewayFetch({
        provider: 'msg91',
        url: `${base}/api/v5/flow/`,
        init: {
          method: 'POST',
          headers: { authkey: opts.apiKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(payload),
        },
        timeoutMs,
        secrets: [opts.apiKey],
      });
      const type = (body as { type?: unknown } | null)?.type;
      if (status < 200 || status >= 300 || type !== 'success') {
        const detail = (body as { message?: unknown } | null)?.message ?? body;
        throw new SmsError(`msg91: not sent (${describeAnswer(status, detail, [opts.apiKey, m.code])})`);
      }
      // The Flow API answers the request id in `message` (the id its delivery reports carry).
      const ref = (body as { message?: unknown }).message;
      return typeof ref === 'string' && ref ? { ref } : {};
    },
  };
}
