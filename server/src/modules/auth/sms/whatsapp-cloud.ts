/**
 * WhatsApp Business Cloud API (Meta): sign-in codes as an approved authentication template with a
 * copy-code button (docs/decisions/091-whatsapp-through-the-whatsapp-business-cloud-api.md: why this API and not an Indian provider's).
 *
 *   POST {base}/{version}/{phone-number-id}/messages
 *   Authorization: Bearer {access token}
 *   { "messaging_product": "whatsapp", "recipient_type": "individual", "to": "91XXXXXXXXXX",
 *     "type": "template",
 *     "template": { "name": "<template>", "language": { "code": "<language>" },
 *       "components": [
 *         { "type": "body", "parameters": [ { "type": "text", "text": "<code>" } ] },
 *         { "type": "button", "sub_type": "url", "index": "0",
 *           "parameters": [ { "type": "text", "text": "<code>" } ] } ] } }
 *
 * Success: 200 { "messaging_product": "whatsapp", "contacts": [{ "input", "wa_id" }],
 * "messages": [{ "id": "wamid…" }] }: the message id is what the status webhook reports on.
 * Failure: 4xx/5xx { "error": { "message", "type", "code", "error_data": { "details" }, "fbtrace_id" } }.
 * Codes meaning "this number cannot get WhatsApp messages" (trying again does not help) are
 * marked as the recipient's (SmsError.recipient): 131026 (undeliverable: not on WhatsApp, old app,
 * terms not accepted) and 131030 (not in the allowed list of a test number).
 *
 * The template (WHATSAPP_TEMPLATE) is an AUTHENTICATION template made in WhatsApp Manager: its text
 * is Meta's ("<code> is your verification code."), with the copy-code button.
 */
import { DEFAULT_TIMEOUT_MS, describeAnswer, gatewayFetch } from './http.js';
import { SmsError, type SmsProvider } from '../../../lib/sms-provider.js';

export interface WhatsAppCloudOptions {
  accessToken: string;
  phoneNumberId: string;
  template: string;
  /** Template language code, e.g. en, en_US, te, hi. */
  language: string;
  /** Graph API version, e.g. v23.0. */
  apiVersion: string;
  /** Tests point this at a local fake server. */
  baseUrl?: string;
  timeoutMs?: number;
}

/** Error codes of the Cloud API that are about the recipient's number, not our set-up. */
export const RECIPIENT_ERROR_CODES: ReadonlySet<number> = new Set([131026, 131030]);

export const WHATSAPP_CLOUD_PROVIDER = 'whatsapp-cloud';

export function whatsAppCloudProvider(opts: WhatsAppCloudOptions): SmsProvider {
  const base = (opts.baseUrl ?? 'https://graph.facebook.com').replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const url = `${base}/${encodeURIComponent(opts.apiVersion)}/${encodeURIComponent(opts.phoneNumberId)}/messages`;
  return {
    name: WHATSAPP_CLOUD_PROVIDER,
    async sendOtp(m) {
      if (!m.code) throw new SmsError('whatsapp: only sign-in codes are sent on WhatsApp');
      const codeParameter = [{ type: 'text', text: m.code }];
      const payload = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: `91${m.to}`,
        type: 'template',
        template: {
          name: opts.template,
          language: { code: opts.language },
          components: [
            { type: 'body', parameters: codeParameter },
            { type: 'button', sub_type: 'url', index: '0', parameters: codeParameter },
          ],
        },
      };
      const secrets = [opts.accessToken, m.code];
      const { status, body } = await gatewayFetch({
        provider: 'whatsapp',
        url,
        init: {
          method: 'POST',
          headers: { authorization: `Bearer ${opts.accessToken}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(payload),
        },
        timeoutMs,
        secrets: [opts.accessToken],
      });
      const id = (body as { messages?: Array<{ id?: unknown }> } | null)?.messages?.[0]?.id;
      if (status >= 200 && status < 300 && typeof id === 'string' && id) return { ref: id };
      const error = (body as { error?: { code?: unknown; message?: unknown; error_data?: { details?: unknown } } } | null)?.error;
      if (error && typeof error === 'object') {
        const code = Number(error.code);
        const detail = [error.message, error.error_data?.details].filter((x) => typeof x === 'string' && x).join(': ');
        throw new SmsError(`whatsapp: not sent (${describeAnswer(status, `#${error.code} ${detail}`, secrets)})`, {
          recipient: RECIPIENT_ERROR_CODES.has(code),
        });
      }
      throw new SmsError(`whatsapp: not sent (${describeAnswer(status, body, secrets)})`);
    },
  };
}
