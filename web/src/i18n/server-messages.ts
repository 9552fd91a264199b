/**
 * The server answers in English (`{status, message}`). In Telugu and Hindi its words are shown by
 * their meaning, never raw: a message the catalogue holds (server-messages.catalogue.ts lists them,
 * in the server's exact English) is translated; any other message becomes a plain sentence for its
 * HTTP status. In English the server's words stay. Sign-in refusals are said from their `reason` code (features/auth/login-refusals.ts).
 */
import { i18n } from './runtime';

/** A server message the catalogue holds (server-messages.catalogue.ts lists them). */
const isKnown = (message: string) => Object.prototype.hasOwnProperty.call(i18n.messages, message);

function byStatus(status: number): string {
  if (status < 0) return i18n._('Error');
  if (status === 0) return i18n._("You're offline or the connection dropped. Please check your connection and try again.");
  if (status === 401) return i18n._('Your session has ended. Please sign in again.');
  if (status === 403) return i18n._('You are not allowed to do this.');
  if (status === 404) return i18n._('Not found. It may have been removed.');
  if (status === 409) return i18n._('This was changed meanwhile. Please reload and try again.');
  if (status === 413) return i18n._('The file is too large.');
  if (status === 429) return i18n._('Too many tries. Please wait a little and try again.');
  if (status >= 500) return i18n._('Something went wrong. Please try again in a minute.');
  if (status >= 400) return i18n._('Please check what you entered and try again.');
  return i18n._('Done.');
}

/** The server's message as the member reads it in the active language. */
export function serverText(message: string, status: number): string {
  if (!i18n.locale || i18n.locale === 'en') return message;
  // The client's own words (no answer: status 0) and every server message the catalogue holds.
  if (isKnown(message)) return i18n._(message);
  return byStatus(status);
}

/** A success toast's server message: translated when known, else a plain "Saved." in the language. */
export function serverSuccessText(message: string): string {
  if (!i18n.locale || i18n.locale === 'en') return message;
  return isKnown(message) ? i18n._(message) : i18n._('Saved.');
}
