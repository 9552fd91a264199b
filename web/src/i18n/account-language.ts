/**
 * The language in the member's account (me/language): it follows them to a new phone.
 *
 * - Chosen on the login screen (signed out): kept on the phone and marked to be sent; sent to the
 *   account once signed in.
 * - Chosen in the menu (signed in): kept on the phone and sent at once.
 * - Signed in with nothing to send: the account's language, when it has one, becomes the phone's.
 */
import { useEffect } from 'react';
import { callApi } from '@/lib/api-client';
import { chooseLocale, currentLocale, onLocaleChosen } from './i18n';
import { isLocale, LANGUAGE_TO_SAVE_KEY as PENDING_KEY, type Locale } from './locales';


function setPending(on: boolean): void {
  try {
    if (on) localStorage.setItem(PENDING_KEY, '1');
    else localStorage.removeItem(PENDING_KEY);
  } catch {
    // Storage unavailable: the choice stays on this visit.
  }
}

function isPending(): boolean {
  try {
    return localStorage.getItem(PENDING_KEY) === '1';
  } catch {
    return false;
  }
}

/** Keeps the chosen language in the account; a failure (offline) leaves it to be sent next time. */
async function saveToAccount(language: Locale): Promise<void> {
  setPending(true);
  try {
    await callApi('me/language/save', { language }, { write: true });
    setPending(false);
  } catch {
    // Sent again at the next start of the signed-in app.
  }
}

/** The signed-in app: sends a pending choice, else takes the account's; sends every later choice. */
export function useAccountLanguage(): void {
  useEffect(() => {
    let active = true;
    if (isPending()) void saveToAccount(currentLocale());
    else
      callApi('me/language', {})
        .then((res) => {
          const language = (res as { data?: { language?: unknown } }).data?.language;
          if (active && isLocale(language) && language !== currentLocale() && !isPending()) void chooseLocale(language, true);
        })
        .catch(() => undefined);
    const stop = onLocaleChosen((locale) => void saveToAccount(locale));
    return () => {
      active = false;
      stop();
    };
  }, []);
}
