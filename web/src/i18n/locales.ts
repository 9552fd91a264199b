/**
 * The member app's languages (docs/product.md, "Languages"): English, Telugu and Hindi. The choice
 * is kept on the phone (localStorage) and in the member's account; a first visit follows the
 * phone's languages (navigator.languages), else English.
 */
import { loginShellRoot } from '@/lib/login-shell';

export const LOCALES = ['en', 'te', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language named in its own script, as the choice shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', te: 'తెలుగు', hi: 'हिन्दी' };

/** BCP 47 tags for Intl (dates, numbers): Indian English formats numbers as 1,00,000. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', te: 'te-IN', hi: 'hi-IN' };

export const LANGUAGE_KEY = 'language';
/** The cookie that tells the server which language's login screen to send first (no personal data). */
export const LANGUAGE_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** What this phone's storage keeps under the language key (null: nothing, or storage unavailable). */
function keptValue(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** The language kept on this phone, if any (the cookie outlives the sign-out wipe of storage). */
export function storedLocale(kept: string | null = keptValue()): Locale | null {
  const value = kept ?? new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=(\\w+)`).exec(document.cookie)?.[1] ?? null;
  return isLocale(value) ? value : null;
}

/** Set when the language was chosen while signed out: the account hears of it after sign-in. */
export const LANGUAGE_TO_SAVE_KEY = 'languageToSave';

export function storeLocale(locale: Locale, toSave = false): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
    if (toSave) localStorage.setItem(LANGUAGE_TO_SAVE_KEY, '1');
  } catch {
    // Private mode or full storage: the choice lasts for this visit (and stays in the account).
  }
}

/** The first of the phone's languages that the app speaks ("te-IN" → te), else English. */
export function phoneLocale(languages: readonly string[] = navigator.languages ?? [navigator.language]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

/**
 * The first screen's language. A first visit to /login arrives with the login screen pre-rendered
 * in the language the server chose by the same rule (the `lang` cookie, else the browser's
 * languages: server/src/app.ts, pageLanguage) and said on <html lang>. The app takes it from there
 * instead of reading the cookie jar, a synchronous call to the browser that costs a cold start
 * several milliseconds of main thread; a choice kept on the phone (localStorage) still comes first.
 */
export function initialLocale(): Locale {
  const kept = keptValue();
  const served = document.documentElement.lang;
  if (kept === null && loginShellRoot() && isLocale(served)) return served;
  return storedLocale(kept) ?? phoneLocale();
}
