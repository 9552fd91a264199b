/**
 * Files a member saves from the app: a contact card (vCard 3.0, `vcard-creator`) and a calendar
 * entry (.ics, `ics`). Loaded on demand (import()) so neither library is in any screen's chunk.
 */
import VCard from 'vcard-creator';
import { createEvent, type DateArray } from 'ics';
import { indianMobile } from './contact-links';

export interface ContactCard {
  name: string;
  mobile?: string | null;
  email?: string | null;
  club?: string | null;
  profession?: string | null;
  /** YYYY-MM-DD, only when the screen shows it. */
  birthday?: string | null;
  /** Base64 JPEG of the photo thumbnail. */
  photoJpegBase64?: string | null;
  url?: string | null;
}

export function buildVCard(card: ContactCard): string {
  const vcard = new VCard();
  vcard.addFullName(card.name);
  const parts = card.name.trim().split(/\s+/);
  const given = parts.length > 1 ? parts.slice(0, -1).join(' ') : card.name.trim();
  const family = parts.length > 1 ? parts.at(-1)! : '';
  vcard.addName({ givenName: given, familyName: family });
  const mobile = indianMobile(card.mobile);
  if (mobile) vcard.addPhoneNumber({ number: `+91${mobile}`, type: ['cell'] });
  if (card.email?.trim()) vcard.addEmail({ address: card.email.trim() });
  if (card.club?.trim()) vcard.addCompany({ name: card.club.trim() });
  if (card.profession?.trim()) vcard.addJobtitle(card.profession.trim());
  if (card.birthday && /^\d{4}-\d{2}-\d{2}$/.test(card.birthday)) vcard.addBirthday(card.birthday as `${number}-${number}-${number}`);
  if (card.photoJpegBase64) vcard.addPhoto({ image: card.photoJpegBase64, mime: 'JPEG' });
  if (card.url) vcard.addUrl({ url: card.url });
  return vcard.toString();
}

export interface CalendarEntry {
  title: string;
  description?: string | null;
  /** YYYY-MM-DD (a day in Asia/Kolkata). */
  startDate: string;
  endDate?: string | null;
  location?: string | null;
  url?: string | null;
  uid: string;
}

export const EVENT_TIME_ZONE = 'Asia/Kolkata';

function dayArray(date: string): DateArray {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

function nextDay(date: string): DateArray {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
}

/**
 * A district event as an all-day calendar entry on its days in Asia/Kolkata (events carry dates,
 * not times): DTSTART the first day, DTEND the day after the last (exclusive, RFC 5545), and the
 * calendar's time zone named (X-WR-TIMEZONE) so calendars place it on the district's days.
 */
export function buildEventIcs(entry: CalendarEntry): string {
  const last = entry.endDate && entry.endDate >= entry.startDate ? entry.endDate : entry.startDate;
  const { error, value } = createEvent({
    uid: entry.uid,
    title: entry.title,
    description: entry.description ?? undefined,
    location: entry.location ?? undefined,
    url: entry.url ?? undefined,
    start: dayArray(entry.startDate),
    end: nextDay(last),
    productId: 'lions-district-320b',
    calName: 'Lions District 320B',
  });
  if (error || !value) throw error ?? new Error('Could not create the calendar file.');
  return value.replace(/\r\nBEGIN:VEVENT/, `\r\nX-WR-TIMEZONE:${EVENT_TIME_ZONE}\r\nBEGIN:VEVENT`);
}

/** Saves text as a file through a temporary link (works on Android Chrome and desktop). */
export function downloadText(text: string, fileName: string, type: string): void {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from a person's or event's name: letters, digits, spaces and dashes. */
export function fileNameOf(name: string, extension: string): string {
  const base = name.replace(/[^\p{L}\p{N} -]+/gu, '').trim().replace(/\s+/g, ' ') || 'contact';
  return `${base}.${extension}`;
}

/**
 * The photo as a small JPEG in base64 (vCard readers on phones know JPEG, not WebP): drawn on a
 * canvas at most `size` pixels wide. Null when there is no photo or it cannot be read (offline).
 */
export async function photoAsJpegBase64(src: string | null | undefined, size = 256): Promise<string | null> {
  if (!src) return null;
  try {
    const response = await fetch(src, { credentials: 'include' });
    if (!response.ok) return null;
    const bitmap = await createImageBitmap(await response.blob());
    const scale = Math.min(1, size / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const dataUrl = canvas.toDataURL('image/jpeg', 0.82);
    return dataUrl.slice(dataUrl.indexOf(',') + 1) || null;
  } catch {
    return null;
  }
}

/** A media URL's thumbnail variant (/media/<key>/display.webp → /media/<key>/thumb.webp). */
export function thumbnailOf(src: string | null | undefined): string | null {
  if (!src) return null;
  return src.replace(/\/(display|full)\.webp$/, '/thumb.webp');
}
