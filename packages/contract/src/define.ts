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
   * console, sync, exports) use a path such as `admin/members/list` under `EXT_BASE`.
   */
  name: N;
  /** Base path; default API_BASE (the member app's calls). Calls outside it use EXT_BASE. */
  base?: string;
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
}

export function defineCall<Req extends z.ZodType, Res extends z.ZodType, const A extends boolean, const N extends string>(
  def: CallDef<Req, Res, A, N>,
): CallDef<Req, Res, A, N> {
  return def;
}

export type CallRequest<C> = C extends CallDef<infer Req, z.ZodType> ? z.input<Req> : never;
export type CallResponse<C> = C extends CallDef<z.ZodType, infer Res> ? z.output<Res> : never;
/** What a server handler receives after validation. */
export type CallInput<C> = C extends CallDef<infer Req, z.ZodType> ? z.output<Req> : never;

export const API_BASE = '/api/v1.2.0';
/** Base of the calls outside the member app's base: `/api/admin/...`, `/api/sync/...`, `/api/me/...`. */
export const EXT_BASE = '/api';

/** The URL path a call is served at. */
export function callPath(def: Pick<CallDef, 'name' | 'base'>): string {
  return `${def.base ?? API_BASE}/${def.name}`;
}
