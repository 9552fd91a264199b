/**
 * Delta sync: the member app's offline copy of the directory.
 *
 * `sync/delta` answers what changed since a cursor (none = everything), a page at a time:
 * the client applies `data` (upserts by id) and `gone` (ids to delete), keeps `cursor`, and
 * calls again while `more` is true. `reset` true means "drop your copy first" (a first sync, a
 * cursor this account was not given or an outdated one, a new academic year). A cursor continues
 * only for the account it was given to. The offline copy is counted in the account's read limits
 * (a few full copies a day; member rows in the hourly member-record budget): past them 429, and
 * the client keeps its copy and its cursor and tries again later.
 *
 * Rows are normalised (a member carries its club id, not the club name) and keys are short so
 * that the answer stays small on mobile data; the web joins them back for its screens.
 * Images are URLs: thumbnails for lists, display size for leader pictures.
 */
import { z } from 'zod';
import { defineCall, ok } from './define';
import { dateOrNull, idOut, imageUrl, textOrNull } from './fields';

/** Cursor text: opaque to clients. */
export const SYNC_CURSOR_MAX = 200;
/** Rows per page: small enough that one page never holds the server up for long (nor can a client ask for more). */
export const SYNC_PAGE_DEFAULT = 2000;
export const SYNC_PAGE_MIN = 50;
export const SYNC_PAGE_MAX = SYNC_PAGE_DEFAULT;

const num = z.number().int();

/** Academic year: label and whether it is the current one. */
export const syncYear = z.object({ i: idOut, n: z.string(), cur: z.union([z.literal(0), z.literal(1)]) });
/** Active club. */
export const syncClub = z.object({
  i: idOut, n: z.string(), no: textOrNull, cp: textOrNull, ec: textOrNull, mo: textOrNull, mp: textOrNull,
  sb: textOrNull, cd: dateOrNull, l: imageUrl,
});
/** Active member, as the member screens show them (fields may be null when not shared). */
export const syncMember = z.object({
  i: idOut, c: idOut, n: z.string(), p: imageUrl, f: textOrNull, mo: z.string(), ph: textOrNull, e: textOrNull,
  w: textOrNull, a: textOrNull, b: dateOrNull, md: dateOrNull, s: textOrNull, ps: textOrNull, ab: textOrNull,
  mn: textOrNull, j: dateOrNull, sb: textOrNull,
});
/** Club officer of the current academic year. */
export const syncOfficer = z.object({ i: idOut, c: idOut, m: idOut, p: z.string(), o: num });
/** Governor profile (DG, FVDG, SVDG, IPDG, PDGs), every year. */
export const syncGovernor = z.object({
  i: idOut, m: idOut, t: z.string(), y: idOut.nullable(), sl: textOrNull, pr: textOrNull,
  fp: imageUrl, lp: imageUrl, tp: imageUrl, o: num,
});
export const syncCabinetCategory = z.object({ i: idOut, n: z.string(), ic: imageUrl, o: num });
/** Cabinet year of the current academic year (its id is the /district-cabinet/{id} route id). */
export const syncCabinetYear = z.object({ i: idOut, c: idOut });
export const syncCabinetMember = z.object({ i: idOut, y: idOut, m: idOut, p: z.string(), o: num });
/** Region of the current academic year. */
export const syncRegion = z.object({ i: idOut, n: z.string(), o: num });
export const syncRegionMember = z.object({ i: idOut, r: idOut, m: idOut, p: z.string(), o: num });
/** Zone with the ids of its clubs. */
export const syncZone = z.object({ i: idOut, r: idOut, n: z.string(), o: num, cl: z.array(idOut) });
export const syncZoneMember = z.object({ i: idOut, z: idOut, m: idOut, p: z.string(), o: num });
export const syncMjf = z.object({ i: idOut, m: idOut, t: z.string(), y: textOrNull });
export const syncGraduate = z.object({ i: idOut, m: idOut, t: z.string(), y: textOrNull });
export const syncBusinessCategory = z.object({ i: idOut, n: z.string(), im: imageUrl, o: num });
export const syncBusiness = z.object({
  i: idOut, m: idOut, c: idOut, n: z.string(), d: z.string(), w: textOrNull, im: imageUrl,
});
/** District event ending today or later. */
export const syncEvent = z.object({ i: idOut, n: z.string(), d: z.string(), s: z.string(), e: dateOrNull, im: imageUrl });

/** Every collection of the offline copy, by its short wire key. */
export const syncCollections = {
  ay: syncYear,
  c: syncClub,
  m: syncMember,
  o: syncOfficer,
  g: syncGovernor,
  cc: syncCabinetCategory,
  cy: syncCabinetYear,
  cm: syncCabinetMember,
  r: syncRegion,
  rm: syncRegionMember,
  z: syncZone,
  zm: syncZoneMember,
  mj: syncMjf,
  gr: syncGraduate,
  bc: syncBusinessCategory,
  b: syncBusiness,
  ev: syncEvent,
} as const;
export type SyncCollection = keyof typeof syncCollections;
export const SYNC_COLLECTIONS = Object.keys(syncCollections) as SyncCollection[];

const syncData = z.object(
  Object.fromEntries(SYNC_COLLECTIONS.map((k) => [k, z.array(syncCollections[k]).optional()])) as {
    [K in SyncCollection]: z.ZodOptional<z.ZodArray<(typeof syncCollections)[K]>>;
  },
);
const syncGone = z.object(
  Object.fromEntries(SYNC_COLLECTIONS.map((k) => [k, z.array(idOut).optional()])) as {
    [K in SyncCollection]: z.ZodOptional<z.ZodArray<typeof idOut>>;
  },
);
export type SyncData = z.infer<typeof syncData>;
export type SyncGone = z.infer<typeof syncGone>;
export type SyncRow<K extends SyncCollection> = z.infer<(typeof syncCollections)[K]>;

const syncDelta = defineCall({
  name: 'sync/delta',
  reads: ['members', 'clubs', 'years', 'governors', 'cabinet', 'regions', 'mjf', 'graduates', 'businesses', 'district-events'],
  tag: 'sync',
  method: 'POST',
  auth: true,
  summary: 'What changed in the offline directory since a cursor (none = everything), a page at a time, deletions included.',
  request: z.object({
    cursor: z.string().max(SYNC_CURSOR_MAX).regex(/^[0-9a-z.]*$/, 'invalid cursor').optional(),
    /** Rows per page (tests and slow links); default SYNC_PAGE_DEFAULT. */
    limit: z.number().int().min(SYNC_PAGE_MIN).max(SYNC_PAGE_MAX).optional(),
  }),
  response: ok({
    /** Drop the local copy before applying this page. */
    reset: z.boolean(),
    /** Pass back on the next call. */
    cursor: z.string(),
    /** Another page is ready: call again now. */
    more: z.boolean(),
    /** Rows added or changed, by collection. */
    data: syncData,
    /** Ids deleted, deactivated or no longer shown, by collection. */
    gone: syncGone,
  }),
});

export const syncCalls = { 'sync/delta': syncDelta } as const;
