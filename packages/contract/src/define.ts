import { z } from 'zod';

/** Every answer carries these two fields; errors carry only these. */
export const envelope = z.object({ status: z.boolean(), message: z.string() });
export const errorEnvelope = z.object({
  status: z.literal(false),
  message: z.string(),
  /** Refusals that pass with time: seconds until trying again makes sense (also the Retry-After header). */
  retryAfterSeconds: z.number().int().min(0).optional(),
  /** A short stable name of the refusal (sign-in: 'sms_budget', 'network_probing', …), for clients that offer another way. */
  reason: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Successful answer: status true + message + the call's own fields. */
export function ok<T extends z.ZodRawShape>(shape: T) {
  return z.object({ status: z.literal(true), message: z.string(), ...shape });
}

/**
 * Builds a success body with `status` typed as the literal `true`, so handler
 * return values match `ok()` without `as const`.
 */
export function success<T extends object>(message: string, fields: T): { status: true; message: string } & T {
  return { status: true, message, ...fields };
}

/**
 * Who may make a call, checked by the server at the route, before the body is read or validated
 * (and before an upload is read): 'admin' = a district admin or a club admin of any club;
 * 'district-admin' = a district admin. Others get the same 403 whatever they send. Which club's
 * records a club admin may touch is decided further in, per record.
 */
export type CallAccess = 'admin' | 'district-admin';

/**
 * What the district's data is made of, as far as a kept answer is concerned. A read names the
 * topics its answer is made of (`reads`); a write names the topics it may change (`changes`). A
 * write makes every kept answer of a read sharing one of its topics old: the web refetches or
 * forgets those (web/src/lib/calls.ts), with no list of calls written by hand.
 */
export const TOPICS = [
  'members', // member rows: names, contacts, photos, club, active state, privacy choices
  'clubs', // clubs and their officers
  'roles', // district admins and club admins
  'years', // Lions years
  'club-activities',
  'district-activities',
  'district-events',
  'businesses', // members' businesses and their categories
  'cabinet', // cabinet categories, years and members
  'regions', // regions, zones, their members and clubs
  'governors',
  'mjf',
  'graduates',
  'others',
  'district-contacts',
  'settings', // district settings (name, title, …)
  'audit',
  'imports', // roster imports and their history
  'erasure', // members' erasure requests
  'sessions',
  'language', // the member's language
  'sign-in', // sign-in codes, events and messages
  'reading', // per-account read counts (Unusual Reading)
] as const;
export type Topic = (typeof TOPICS)[number];

/**
 * How the server may keep a read's answer (its JSON bytes) while the database is unchanged
 * (server/src/db/answer-store.ts, decision 76): `per: 'everyone'` when every signed-in member gets
 * the same answer, `'viewer'` when it depends on who asks (privacy, own club, roles); `day: true`
 * when it depends on the district's date. Any write empties them (the read cache's generation).
 */
export interface KeepAnswer {
  per: 'everyone' | 'viewer';
  day?: boolean;
}

/** A read names what its answer is made of; a write, what it may change. Exactly one of the two. */
export type CallEffect = { reads: readonly Topic[]; changes?: never } | { changes: readonly Topic[]; reads?: never };

export interface FileField {
  name: string;
  required: boolean;
}

export interface CallDef<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  A extends boolean = boolean,
  N extends string = string,
> {
  /**
   * Path segment after the base, exactly as the member app names it. Calls outside its base (admin
   * console, sync, exports) use a path such as `admin/members/list` under `EXT_BASE`: the one
   * thing that tells the two apart is the `/` in the name (`callPath`).
   */
  name: N;
  /** OpenAPI tag; default guessed from the name (member app calls). */
  tag?: string;
  method: 'GET' | 'POST';
  /** Calls other than login/otp-verify require a bearer token. Kept literal so handlers know `member` is set. */
  auth: A;
  summary: string;
  /** POST: the JSON (or multipart text) body; GET: the query string. */
  request: Req;
  response: Res;
  /** Present for multipart calls: the file parts accepted. */
  files?: FileField[];
  /** Roles that may call it (absent: anyone signed in, or anyone for auth: false). */
  access?: CallAccess;
  /** A read: the topics its answer is made of. */
  reads?: readonly Topic[];
  /** A write: the topics it may change (empty: a write no read shows, e.g. sending a code). */
  changes?: readonly Topic[];
  /** A read whose answer the server may keep (absent: answered afresh every time). */
  keep?: KeepAnswer;
  /**
   * A read the phone's copy of the directory (kept by `sync/delta`) answers when there is no
   * network: the web answers it from web/src/features/offline/answers.ts then.
   */
  offline?: true;
}

export function defineCall<Req extends z.ZodType, Res extends z.ZodType, const A extends boolean, const N extends string>(
  def: CallDef<Req, Res, A, N> & CallEffect,
): CallDef<Req, Res, A, N> {
  return def;
}

export type CallRequest<C> = C extends CallDef<infer Req, z.ZodType> ? z.input<Req> : never;
export type CallResponse<C> = C extends CallDef<z.ZodType, infer Res> ? z.output<Res> : never;
/** What a server handler receives after validation. */
export type CallInput<C> = C extends CallDef<infer Req, z.ZodType> ? z.output<Req> : never;

export { API_BASE, EXT_BASE, callPath } from './paths';
