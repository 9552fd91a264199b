/**
 * The app's messages (Lingui catalogues, our small runtime: decision 110). Each language's compiled catalogue is
 * its own chunk, in two parts: what a cold /login shows (loaded before the first screen renders)
 * and the rest (loaded with the OTP step or the signed-in app, and when the member chooses another
 * language once it is in use).
 */
import { i18n, type Messages } from './runtime';
import { setServerMessageTranslator } from '@/lib/api-client';
import { INTL_LOCALE, initialLocale, storeLocale, type Locale } from './locales';

export { i18n };

type Catalogue = () => Promise<{ messages: Messages }>;

const loginCatalogues: Record<Locale, Catalogue> = {
  en: () => import('../locales/login/en.po'),
  te: () => import('../locales/login/te.po'),
  hi: () => import('../locales/login/hi.po'),
};
const appCatalogues: Record<Locale, Catalogue> = {
  en: () => import('../locales/en.po'),
  te: () => import('../locales/te.po'),
  hi: () => import('../locales/hi.po'),
};

/** The admin console's catalogue (English for now: the other languages fall back to it). */
const adminCatalogues: Record<Locale, Catalogue> = {
  en: () => import('../locales/admin/en.po'),
  te: () => import('../locales/admin/te.po'),
  hi: () => import('../locales/admin/hi.po'),
};

/** Whether the admin console is open (its catalogue follows every change of language). */
let adminWanted = false;

/** Whether the app's full catalogue is wanted (the OTP step or the signed-in app is in use). */
let appWanted = false;
/** The languages whose full catalogue is loaded. */
const appLoaded = new Set<Locale>();

export function currentLocale(): Locale {
  return (i18n.locale || 'en') as Locale;
}

/** The Intl tag of the active language (dates, numbers, counts). */
export function intlLocale(): string {
  return INTL_LOCALE[currentLocale()];
}

/** Loads the language's catalogue (the full one once the app is in use) and makes it the active one. */
export async function activateLocale(locale: Locale): Promise<void> {
  // The console's texts last: while it is open they win over the member app's (it speaks one language).
  const parts = await Promise.all([
    loginCatalogues[locale](),
    ...(appWanted ? [appCatalogues[locale]()] : []),
    ...(adminWanted ? [adminCatalogues[locale]()] : []),
  ]);
  if (appWanted) appLoaded.add(locale);
  const messages: Messages = Object.assign({}, ...parts.map((part) => part.messages));
  i18n.activate(locale, INTL_LOCALE[locale], messages);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The full catalogue of the active language (and of any language chosen later). */
export async function loadAppMessages(): Promise<void> {
  appWanted = true;
  const locale = currentLocale();
  if (appLoaded.has(locale)) return;
  const [{ messages }, { serverText }] = await Promise.all([appCatalogues[locale](), import('./server-messages')]);
  setServerMessageTranslator(serverText);
  appLoaded.add(locale);
  // Chosen another language meanwhile: that choice loaded its own full catalogue.
  if (currentLocale() !== locale) return;
  const admin = adminWanted ? (await adminCatalogues[locale]()).messages : {};
  i18n.activate(locale, INTL_LOCALE[locale], { ...messages, ...admin });
}

/**
 * The admin console's messages, over the active language's while the console is open (its lazy
 * chunk waits for them): the console reads in one language even where it shares a text with the
 * member app ("Edit", "Members"), so a button and its label never mix two.
 */
export async function loadAdminMessages(): Promise<void> {
  adminWanted = true;
  const locale = currentLocale();
  const { messages } = await adminCatalogues[locale]();
  if (currentLocale() === locale && adminWanted) i18n.activate(locale, INTL_LOCALE[locale], messages);
}

/** The console was left: the member app's own texts again. */
export async function leaveAdminMessages(): Promise<void> {
  if (!adminWanted) return;
  adminWanted = false;
  const locale = currentLocale();
  const parts = await Promise.all([loginCatalogues[locale](), ...(appWanted ? [appCatalogues[locale]()] : [])]);
  if (currentLocale() === locale && !adminWanted) i18n.activate(locale, INTL_LOCALE[locale], Object.assign({}, ...parts.map((part) => part.messages)));
}

const listeners = new Set<(locale: Locale) => void>();

/**
 * The member chose a language: kept on the phone and shown at once. Signed in, the account hears
 * of it (a listener); signed out, it is marked to be sent after sign-in. `fromAccount`: the
 * account's own language, taken by this phone (nothing to send back).
 */
export async function chooseLocale(locale: Locale, fromAccount = false): Promise<void> {
  storeLocale(locale, !fromAccount && listeners.size === 0);
  await activateLocale(locale);
  if (!fromAccount) for (const listener of listeners) listener(locale);
}

/** Called when the member chooses a language (the signed-in app keeps it in the account). */
export function onLocaleChosen(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language of the first screen: the phone's choice, else the phone's language. */
export function activateInitialLocale(): Promise<void> {
  return activateLocale(initialLocale());
}
