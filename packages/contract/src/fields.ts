/**
 * Reusable field schemas, limits and user-facing validation messages.
 * Server request validation and web forms use the same definitions so a value
 * the form accepts is never rejected by the API (and vice versa).
 */
import { z } from 'zod';
import { MOBILE_PATTERN, OTP_PATTERN } from './rules';

export { MOBILE_LENGTH, MOBILE_PATTERN, OTP_LENGTH, OTP_PATTERN } from './rules';

// ---------------------------------------------------------------- constants

/** Country prefix shown/stripped for Indian mobile numbers. */
export const COUNTRY_PREFIX = '+91';
/** Rows per page of every paged list (docs/product.md §2.18). */
export const PAGE_SIZE = 20;

export const PROFILE_TYPES = ['dg', 'fvdg', 'svdg', 'ipdg', 'pdgs'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

export const OTHER_TYPES = ['mocouncils', 'inteo', 'intdir', 'pastintdir', 'resource'] as const;
export type OtherType = (typeof OTHER_TYPES)[number];

export const GREETING_TYPES = ['birthday', 'marriage'] as const;
export type GreetingType = (typeof GREETING_TYPES)[number];

/** Accepted image uploads. The forms take png/jpg/jpeg; webp is accepted too (phones produce it). */
export const IMAGE_TYPES = {
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
  extensions: ['png', 'jpg', 'jpeg', 'webp'],
} as const;
/** Value for `<input type="file" accept=...>`. */
export const IMAGE_ACCEPT = [...IMAGE_TYPES.mimeTypes, ...IMAGE_TYPES.extensions.map((e) => `.${e}`)].join(',');

export function isAcceptedImageType(mimeType: string): boolean {
  return (IMAGE_TYPES.mimeTypes as readonly string[]).includes(mimeType.toLowerCase());
}

export const MAX_LENGTH = {
  name: 120,
  title: 200,
  description: 5000,
  /** Free text such as addresses, positions held, profession. */
  text: 1000,
  email: 254,
  website: 300,
  search: 100,
} as const;

/** Messages shown to users; wording in docs/product.md §5.4. */
export const MESSAGES = {
  mobile: 'Please enter a valid 10-digit mobile number.',
  otp: 'Please enter a valid 6-digit OTP.',
  email: 'Please enter a valid e-mail address.',
  date: 'Please enter a valid date (YYYY-MM-DD).',
  phone: 'Phone number must be digits only, at most 10.',
  id: 'Must be a positive whole number.',
  page: 'Page must be a whole number of 1 or more.',
  required: 'This field is required.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  nonce: 'Please request a new code on this screen.',
  badCharacters: 'Contains characters that are not allowed (a NUL byte or a broken character); please retype it.',
} as const;

// ---------------------------------------------------------------- text safety

/**
 * NUL (PostgreSQL text cannot hold it) and lone UTF-16 surrogates (not
 * encodable as UTF-8: they would be stored as U+FFFD or refused). Other
 * control characters such as tab and newline are legitimate in free text.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/**
 * Path ("field", "items.2.name") of the first string anywhere in `value`
 * (keys included) that is not safe text, or null. Every call's raw payload
 * goes through this before its schema, so a field that forgot `safeString`
 * is still covered.
 */
export function findUnsafeText(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path.join('.') || '(body)';
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isSafeText(key)) return [...path, '(key)'].join('.');
    const found = findUnsafeText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** A string that is safe text: every text field of the contract starts from this. */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  // Names in any script are kept in one Unicode form (NFC): a name typed in Telugu or Devanagari
  // on one keyboard equals the same name typed on another, so search finds it as typed.
  return z.string(params).refine(isSafeText, MESSAGES.badCharacters).normalize('NFC');
}

// ---------------------------------------------------------------- helpers

/**
 * Server-side clean-up of a typed mobile number: drops spaces, dashes and
 * brackets, then a leading +91/91 (12 digits) or 0 (11 digits). The result is
 * not guaranteed valid; check it with `mobile10`.
 */
export function normalizeMobile(input: string): string {
  let s = input.replace(/[\s\-()]/g, '');
  if (s.startsWith('+')) s = s.slice(1);
  if (/^91\d{10}$/.test(s)) return s.slice(2);
  if (/^0\d{10}$/.test(s)) return s.slice(1);
  return s;
}

/** Valid calendar date in 'YYYY-MM-DD' (rejects 2025-02-30). */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' → 'DD Mon YYYY' (the caDatee display form); other input is returned unchanged. */
export function formatDisplayDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${m[3]} ${month} ${m[1]}` : date;
}

/** Adds https:// to a website lacking a scheme (docs/product.md §5.4). */
export function websiteHref(site: string): string {
  return /^https?:\/\//i.test(site) ? site : `https://${site}`;
}

// ---------------------------------------------------------------- request fields

/** Exactly 10 digits; any other value (or type) gets the same message. */
export const mobile10 = z
  .string({ error: MESSAGES.mobile })
  .trim()
  .regex(MOBILE_PATTERN, MESSAGES.mobile);

export const otp6 = z
  .string({ error: MESSAGES.otp })
  .trim()
  .regex(OTP_PATTERN, MESSAGES.otp);

/** The `nonce` that `login` answered to this device (base64url). */
export const loginNonce = z
  .string({ error: MESSAGES.nonce })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, MESSAGES.nonce);

/**
 * Largest id or page number a request may carry: ids are 32-bit integer
 * columns on PostgreSQL, and a larger value would fail the query instead of
 * finding nothing.
 */
export const MAX_WHOLE_NUMBER = 2_147_483_647;

/**
 * Whole number from a JSON number or a numeric string (multipart and query
 * strings only carry text). Output is always a number.
 */
function wholeNumber(min: number, message: string) {
  return z
    .union([z.number().int(message).min(min, message), z.string().trim().regex(/^\d+$/, message)], { error: message })
    .transform((v, ctx) => {
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isSafeInteger(n) || n < min || n > MAX_WHOLE_NUMBER) {
        ctx.issues.push({ code: 'custom', message, input: v });
        return z.NEVER;
      }
      return n;
    });
}

/** Positive id (number or numeric string) → number. */
export const id = wholeNumber(1, MESSAGES.id);

/** Id that may be left out: absent, null and '' all mean "none" → null. */
export const optionalId = z
  .union([id, z.literal(''), z.null()])
  .optional()
  .transform((v): number | null => (v === '' || v === undefined ? null : v));

/**
 * Id or "all": '', 'all', null and absent mean every club/category → null.
 * Used by filter_club_id, club_id (club activities) and category_id.
 */
export const idOrAll = z
  .union([id, z.literal('all'), z.literal(''), z.null()])
  .optional()
  .transform((v): number | null => (typeof v === 'number' ? v : null));

/** A page number as sent: a whole number ≥ 1, or absent, '' or null. */
const pageNumber = z.union([wholeNumber(1, MESSAGES.page), z.literal(''), z.null()]).optional();

/**
 * Page number of a list the member app asks for whole: absent, '' or null → null (the whole list),
 * a whole number ≥ 1 → that page of PAGE_SIZE.
 */
export const pageOrWhole = pageNumber.transform((v): number | null => (typeof v === 'number' ? v : null));

/** Page number, 1-based, default 1. */
export const page = pageNumber.transform((v): number => (typeof v === 'number' ? v : 1));

/** Required 'YYYY-MM-DD' calendar date. */
export const isoDate = z
  .string({ error: MESSAGES.date })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.date)
  .refine(isIsoDate, MESSAGES.date);

/** Optional date: absent → undefined (unchanged); '' or null → null (cleared). */
export const optionalDate = z
  .union([isoDate, z.literal(''), z.null()], { error: MESSAGES.date })
  .optional()
  .transform((v) => (v === '' ? null : v));

/** Optional e-mail: absent → undefined; '' or null → null. */
export const optionalEmail = z
  .union([z.literal(''), z.null(), z.string().trim().max(MAX_LENGTH.email).pipe(z.email(MESSAGES.email))], {
    error: MESSAGES.email,
  })
  .optional()
  .transform((v) => (v === '' ? null : v));

/** Required trimmed text with a max length. */
export function requiredText(max: number) {
  return safeString({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, MESSAGES.tooLong(max));
}

/** Optional trimmed text: absent → undefined; '' or null → null. */
export function optionalText(max: number) {
  return safeString()
    .trim()
    .max(max, MESSAGES.tooLong(max))
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));
}

export const nameText = requiredText(MAX_LENGTH.name);
export const titleText = requiredText(MAX_LENGTH.title);
export const descriptionText = requiredText(MAX_LENGTH.description);

/** Optional website; no URL check because members type bare domains (https:// is added on display). */
export const optionalWebsite = optionalText(MAX_LENGTH.website).refine(
  (v) => v == null || !/\s/.test(v),
  'Website must not contain spaces.',
);

/** Landline/other phone: digits only, at most 10; '' or null → null. */
export const optionalPhone = z
  .union([z.string().trim().regex(/^\d{0,10}$/, MESSAGES.phone), z.null()], { error: MESSAGES.phone })
  .optional()
  .transform((v) => (v === '' ? null : v));

/** Search/filter box text: absent or null → ''. */
export const searchText = safeString()
  .trim()
  .max(MAX_LENGTH.search, MESSAGES.tooLong(MAX_LENGTH.search))
  .nullable()
  .optional()
  .transform((v): string => v ?? '');

// ---------------------------------------------------------------- response fields
// Conventions: ids are numbers; optional text is `string | null`; images are
// URL strings or null; dates are 'YYYY-MM-DD' or null; counts are numbers.

export const idOut = z.number().int();
export const countOut = z.number().int().min(0);
export const textOrNull = z.string().nullable();
/** Image URL (thumbnail in lists, display size in details) or null/'' when there is none. */
export const imageUrl = z.string().nullable();
export const dateOut = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const dateOrNull = dateOut.nullable();
/**
 * Day and month without the year, ISO 8601 '--MM-DD' (e.g. '--03-04' for 4 March): greetings
 * answer only what they show (data minimisation: no year of birth or marriage).
 */
export const monthDayOut = z.string().regex(/^--\d{2}-\d{2}$/);
export const monthDayOrNull = monthDayOut.nullable();
/** Integer 0/1 flag (isManager, selfLogin). */
export const flag = z.union([z.literal(0), z.literal(1)]);
