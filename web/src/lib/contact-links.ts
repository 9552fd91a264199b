/**
 * One-tap links to reach a member: phone, WhatsApp, SMS, e-mail, maps. Pure functions, no
 * imports beyond the phone normaliser and the message runtime, so every card can use them.
 */
import { i18n } from '@/i18n/runtime';
import { cleanMobileInput } from './phone';
import { MOBILE_PATTERN } from '@d320b/contract/rules';

/** The 10-digit Indian mobile of a stored number, or null when it is not one. */
export function indianMobile(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const digits = cleanMobileInput(raw);
  return MOBILE_PATTERN.test(digits) ? digits : null;
}

export function callHref(raw: string | null | undefined): string | null {
  const mobile = indianMobile(raw);
  return mobile ? `tel:+91${mobile}` : null;
}

/** https://wa.me/91XXXXXXXXXX, with a prefilled message when given. */
export function whatsappHref(raw: string | null | undefined, text?: string): string | null {
  const mobile = indianMobile(raw);
  if (!mobile) return null;
  return `https://wa.me/91${mobile}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

export function smsHref(raw: string | null | undefined): string | null {
  const mobile = indianMobile(raw);
  return mobile ? `sms:+91${mobile}` : null;
}

export function mailHref(email: string | null | undefined): string | null {
  const value = email?.trim();
  return value && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? `mailto:${value}` : null;
}

/** A maps search for a postal address (opens the phone's maps app). */
export function mapsHref(address: string | null | undefined): string | null {
  const value = address?.replace(/\s+/g, ' ').trim();
  return value ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(value)}` : null;
}

export type Occasion = 'birthday' | 'anniversary';

/** The prefilled "Send wishes" message, naming the occasion and the member, in the sender's language. */
export function wishesText(occasion: Occasion, name: string): string {
  return occasion === 'birthday'
    ? i18n._('Dear {name}, wishing you a very happy birthday! Warm regards.', { name })
    : i18n._('Dear {name}, wishing you a very happy wedding anniversary! Warm regards.', { name });
}
