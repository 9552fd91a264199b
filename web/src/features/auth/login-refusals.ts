/**
 * Sign-in refusals in the member's language, from the answer's stable `reason` code and its wait
 * (`retryAfterSeconds`), not from the server's English sentence. Part of the app's full catalogue,
 * which the login flow loads while a code is asked for.
 */
import { i18n } from '@/i18n/i18n';
import { serverText } from '@/i18n/server-messages';
import { isApiError } from '@/lib/api-client';

/** "23 seconds", "5 minutes", "3 hours" in the member's language (rounded up). */
export function waitInWords(seconds: number): string {
  if (seconds < 120) return i18n._('{seconds, plural, one {# second} other {# seconds}}', { seconds });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return i18n._('{minutes, plural, one {# minute} other {# minutes}}', { minutes });
  return i18n._('{hours, plural, one {# hour} other {# hours}}', { hours: Math.ceil(minutes / 60) });
}

/** The sign-in refusal for a `reason` code; `wait` is the answer's retryAfterSeconds in words. */
function refusal(reason: string, wait: string): string | null {
  switch (reason) {
    case 'number_paused':
      return i18n._('Too many wrong codes have been tried for this number. For your safety, sign-in is paused for {wait}. If this was not you, please tell your club secretary.', { wait });
    case 'number_cap':
      return i18n._('Too many codes have been asked for this number. Please enter the latest code you received, or try again in {wait}.', { wait });
    case 'network_probing':
    case 'network_unused':
    case 'network_pending':
      return i18n._('Too many codes have been asked from this network, so new codes cannot be asked from it for {wait}. If you already have a code, enter it. Otherwise switch to mobile data to try now, or wait.', { wait });
    case 'network_wrong':
      return i18n._('Too many wrong codes have been entered from this network, so codes from it cannot be checked for {wait}. Switch to mobile data to try now, or wait.', { wait });
    case 'sms_budget':
      return i18n._("Today's text messages for sign-in codes are used up. Please try again in {wait}, after midnight. If you need to sign in today, ask your club secretary to tell the district office.", { wait });
    case 'whatsapp_budget':
      return i18n._("Today's WhatsApp messages for sign-in codes are used up. Please ask for the code by SMS, or try WhatsApp again in {wait}, after midnight.", { wait });
    case 'send_failed':
      return i18n._('The code could not be sent just now. Please try again in a minute.');
    default:
      return null;
  }
}

/** What a failed sign-in call says, in the active language (English: the server's own words; `offline` when no answer came). */
export function loginErrorText(error: unknown, offline: string): string {
  if (!isApiError(error)) return i18n._('Error');
  if (error.status === 0) return i18n._(offline);
  if (i18n.locale === 'en') return error.serverMessage;
  const answer = (error.body && typeof error.body === 'object' ? error.body : {}) as { reason?: unknown; retryAfterSeconds?: unknown };
  if (typeof answer.reason === 'string') {
    const seconds = typeof answer.retryAfterSeconds === 'number' ? answer.retryAfterSeconds : 60;
    const text = refusal(answer.reason, waitInWords(Math.max(1, seconds)));
    if (text) return text;
  }
  return serverText(error.serverMessage, error.status);
}
