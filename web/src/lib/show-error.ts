import { errorMessage } from './api-client';
import { notify } from './toast';
import { i18n } from '@/i18n/runtime';

/**
 * The one way to show a failure: the error's own message (the server's, in the member's language,
 * or the offline message), else `fallback` in the member's language ("Data Not Found.",
 * "Could not save.", …). A string is shown as it is.
 */
export function showError(error: unknown, fallback?: string): void {
  notify.error(errorMessage(error, fallback ? i18n._(fallback) : undefined));
}
