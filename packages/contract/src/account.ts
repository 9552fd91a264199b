/**
 * The signed-in member's own account, outside the member app's base (EXT_BASE, `/api/me/...`):
 * the app language, privacy settings, proving a new login mobile, signing out of all devices; and the district
 * admins' view of accounts that went past the read limits.
 */
import { z } from 'zod';
import { defineCall, ok } from './define';
import { countOut, idOut, mobile10, otp6, page } from './fields';

/** Who may see a field: everyone in the district (default), the member's club, nobody (district office only). */
export const FIELD_VISIBILITIES = ['district', 'club', 'nobody'] as const;
export const fieldVisibility = z.enum(FIELD_VISIBILITIES);
export type FieldVisibility = z.infer<typeof fieldVisibility>;

/** The fields a member can restrict, in the order Edit Profile shows them. */
export const PRIVACY_FIELDS = ['mobile', 'phone', 'email', 'birthday', 'marriage', 'address', 'spouse'] as const;
export type PrivacyField = (typeof PRIVACY_FIELDS)[number];

export const privacySettings = z.object({
  mobile: fieldVisibility,
  phone: fieldVisibility,
  email: fieldVisibility,
  birthday: fieldVisibility,
  marriage: fieldVisibility,
  address: fieldVisibility,
  spouse: fieldVisibility,
});
export type PrivacySettings = z.infer<typeof privacySettings>;

/** The app's languages: English, Telugu, Hindi (docs/product.md "Languages"). */
export const LANGUAGES = ['en', 'te', 'hi'] as const;
export const appLanguage = z.enum(LANGUAGES);
export type AppLanguage = z.infer<typeof appLanguage>;

const tag = 'Account';

const getMyPrivacy = defineCall({
  name: 'me/privacy',
  reads: ['members'],
  tag,
  method: 'POST',
  auth: true,
  summary: 'The signed-in member’s privacy settings: who sees each personal field.',
  request: z.object({}),
  response: ok({ data: privacySettings }),
});

const saveMyPrivacy = defineCall({
  name: 'me/privacy/save',
  changes: ['members', 'audit'],
  tag,
  method: 'POST',
  auth: true,
  summary: 'Save the signed-in member’s privacy settings (every field); answers the stored settings.',
  request: privacySettings,
  response: ok({ data: privacySettings }),
});

const requestMobileCode = defineCall({
  name: 'me/mobile/request-code',
  changes: [],
  tag,
  method: 'POST',
  auth: true,
  summary: 'Send a code by SMS to the new login mobile the member wants (step 1 of changing it).',
  request: z.object({ mobile: mobile10 }),
  response: ok({}),
});

const confirmMobileChange = defineCall({
  name: 'me/mobile/confirm',
  changes: ['members', 'sessions', 'audit'],
  tag,
  method: 'POST',
  auth: true,
  summary:
    'Switch the login mobile to the new number with the code sent to it; every other session of the member ends and the old number gets an SMS notice.',
  request: z.object({ mobile: mobile10, code: otp6 }),
  response: ok({ mobileNumber: mobile10 }),
});

const signOutEverywhere = defineCall({
  name: 'me/sessions/revoke-all',
  changes: ['sessions'],
  tag,
  method: 'POST',
  auth: true,
  summary: 'Sign out of all devices: ends every session of the member, this one included.',
  request: z.object({}),
  response: ok({ revoked: countOut }),
});

export const readOutlier = z.object({
  memberId: idOut,
  memName: z.string(),
  clubName: z.string(),
  /**
   * What was read: 'member_details' (profiles), 'member_list' (list and search pages),
   * 'member_records' (member records by every route together, the offline copy included) or
   * 'sync_full_copies' (full offline copies).
   */
  kind: z.string(),
  /** Start of the hour (or day, for full offline copies) the limit was passed in (ISO-8601 UTC). */
  windowStart: z.string(),
  /** The window the limit counts in. */
  per: z.enum(['hour', 'day']),
  /** The limit: reads, pages, member records or full copies in that window. */
  limitPerHour: countOut,
  /** Reads refused in that hour. */
  refused: countOut,
  firstRefusedAt: z.string(),
  lastRefusedAt: z.string(),
});
export type ReadOutlier = z.infer<typeof readOutlier>;

const listReadOutliers = defineCall({
  name: 'admin/read-outliers',
  reads: ['reading'],
  tag: 'Admin',
  method: 'POST',
  auth: true,
  access: 'district-admin',
  summary: 'District admins: accounts that went past the per-account read limits, newest first, 20 a page.',
  request: z.object({ page }),
  response: ok({ data: z.array(readOutlier), totalCount: countOut }),
});

const getMyLanguage = defineCall({
  name: 'me/language',
  reads: ['language'],
  tag,
  method: 'POST',
  auth: true,
  summary: 'The app language the signed-in member chose (en, te, hi), or null when not chosen yet: it follows them to a new phone.',
  request: z.object({}),
  response: ok({ data: z.object({ language: appLanguage.nullable() }) }),
});

const saveMyLanguage = defineCall({
  name: 'me/language/save',
  changes: ['language'],
  tag,
  method: 'POST',
  auth: true,
  summary: 'Keep the app language the signed-in member chose (en, te, hi) in their account; their sign-in SMS uses it where the gateway has a template for it.',
  request: z.object({ language: appLanguage }),
  response: ok({ data: z.object({ language: appLanguage }) }),
});

export const accountCalls = {
  'me/language': getMyLanguage,
  'me/language/save': saveMyLanguage,
  'me/privacy': getMyPrivacy,
  'me/privacy/save': saveMyPrivacy,
  'me/mobile/request-code': requestMobileCode,
  'me/mobile/confirm': confirmMobileChange,
  'me/sessions/revoke-all': signOutEverywhere,
  'admin/read-outliers': listReadOutliers,
} as const;
