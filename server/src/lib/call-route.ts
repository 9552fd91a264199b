/**
 * Binds one contract call to a handler: every API route goes through here, so authentication,
 * the role check, multipart parsing (images and roster files), validation and the answer envelope
 * behave the same for every call. In order, for each request:
 *
 * 1. onRequest, before any byte of the body is read: the session (401) and the call's `access`
 *    (403, the same answer whatever the body holds: no field names, no 413, no upload read).
 * 2. The body: JSON (Fastify's parser, per-call size limit) or multipart (`readMultipart`, per-call
 *    file size limit; line breaks of its text fields read as LF).
 * 3. Text safety and the contract's schema (422 "field: reason").
 * 4. `admit` (per-account read limits), then the handler; outside production its answer is
 *    checked against the contract. A handler that answers a file sends it itself and returns the
 *    reply.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callPath, calls, findUnsafeText, MESSAGES, type CallDef, type CallName, type Calls } from '@d320b/contract';
import type { z } from 'zod';
import { forbidden, HttpError, payloadTooLarge, unprocessable } from './errors.js';
import { NOT_ANY_ADMIN, NOT_DISTRICT_ADMIN, type Roles } from '../access/index.js';
import { answerStoreOf } from '../db/answer-store.js';
import { todayIn } from './time.js';

export interface AuthMember {
  id: number;
  clubId: number;
  name: string;
  mobile: string;
  sessionId: number;
  /** The member's roles, read with the session (access/index.ts). */
  roles?: Roles;
}

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

export interface CallContext<N extends CallName> {
  input: z.output<Calls[N]['request']>;
  /** The signed-in member (calls with auth: true). */
  member: Calls[N]['auth'] extends true ? AuthMember : AuthMember | null;
  files: Record<string, UploadedFile | undefined>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The answer, or the reply itself when the handler sent it (a file download). */
export type CallHandler<N extends CallName> = (ctx: CallContext<N>) => Promise<z.output<Calls[N]['response']> | FastifyReply>;

/** How a call with `files` takes its upload. Default: images, MAX_UPLOAD_BYTES each. */
export interface UploadOptions {
  /** Largest file, bytes. */
  maxBytes: number;
  /** 413 message past it. */
  tooLarge: string;
  /** 422 message when a required file is missing (or the body is not multipart at all). */
  missing: string;
}

export interface CallOptions {
  /**
   * Per-IP limit of this call instead of the app-wide one (@fastify/rate-limit
   * route config). Answers 429 with the wait in the message. Such a limit guards
   * sign-in: when its shared store (Redis) fails, the call answers 503 rather
   * than running unlimited (the app-wide limit lets calls through then).
   */
  rateLimit?: { max: number; timeWindow: number | string; keyGenerator?: (request: FastifyRequest) => string };
  /**
   * Lenient clean-up of the raw payload before contract validation, e.g.
   * turning "+91 98765 00001" into "9876500001". Keep it to formatting only:
   * the contract still decides what is valid.
   */
  prepare?: (raw: Record<string, unknown>) => Record<string, unknown>;
  /**
   * false: skip the outside-production check of the answer against the contract. Only for very
   * large answers built by typed mappers (sync/delta: thousands of rows, seconds of checking that
   * would hold up every other request in tests); their own tests check the answers instead.
   */
  checkResponse?: boolean;
  /**
   * Largest JSON body this call takes, bytes (default: the app's 1 MB). The
   * open calls take a few hundred bytes, so nobody can make the server read
   * and parse a large body without a session.
   */
  bodyLimit?: number;
  /** Runs before every answer, kept or not: per-account read limits (access/read-limits.ts). */
  admit?: (ctx: { member: AuthMember | null; request: FastifyRequest }) => Promise<void>;
  /** Calls with `files` other than images (a roster file): their size limit and messages. */
  upload?: UploadOptions;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Body limit of calls that anyone may make (login, otp-verify). */
export const OPEN_CALL_BODY_LIMIT = 512;

/** The member found by the onRequest hook of a call with auth: true. */
const signedIn = new WeakMap<FastifyRequest, AuthMember>();

/** Max bytes of one uploaded image (docs/product.md §5.5). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** "field: reason; field2: reason" — short, names the field, safe to show. */
export function describeIssues(error: z.ZodError): string {
  const parts = error.issues.slice(0, 3).map((i) => {
    const field = i.path.join('.');
    return field ? `${field}: ${i.message}` : i.message;
  });
  return parts.join('; ');
}

const IMAGE_UPLOAD: UploadOptions = {
  maxBytes: MAX_UPLOAD_BYTES,
  tooLarge: 'The image is too large. The limit is 8 MB.',
  missing: 'an image is required',
};

async function readMultipart(request: FastifyRequest, def: CallDef, upload: UploadOptions | undefined) {
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile | undefined> = {};
  const allowed = new Set((def.files ?? []).map((f) => f.name));
  const limits = upload ?? IMAGE_UPLOAD;
  const missing = (name: string) => unprocessable(`${name}: ${upload ? upload.missing : IMAGE_UPLOAD.missing}`);
  // A call whose file is required takes multipart only: a JSON body cannot carry it.
  if (!request.isMultipart()) {
    const required = def.files?.find((f) => f.required);
    if (required) throw missing(required.name);
    return null;
  }
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxBytes, files: allowed.size || 1, fields: 60 } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        // An empty file part means "no file chosen" (browsers send one for an empty input).
        if (allowed.has(part.fieldname) && buffer.length > 0) {
          files[part.fieldname] = { field: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer };
        }
      } else {
        // A form sends every line break of a text field as CRLF: stored as the LF the app uses
        // everywhere else, so saving unchanged text changes (and audits) nothing.
        fields[part.fieldname] = String(part.value ?? '').replace(/\r\n?/g, '\n');
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(limits.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw unprocessable('Too many fields or files in the upload.');
    }
    throw err;
  }
  for (const f of def.files ?? []) {
    if (f.required && !files[f.name]) throw missing(f.name);
  }
  return { fields, files };
}

/** The role check of a call's `access`, on the roles read with the session. */
function refusal(def: CallDef, roles: Roles | undefined): HttpError | null {
  if (!def.access) return null;
  const districtAdmin = roles?.districtAdmin === true;
  if (def.access === 'district-admin') return districtAdmin ? null : forbidden(NOT_DISTRICT_ADMIN);
  return districtAdmin || (roles?.clubAdminOf.length ?? 0) > 0 ? null : forbidden(NOT_ANY_ADMIN);
}

/**
 * Serves the call named `name` (its definition: `calls[name]`, packages/contract/src/catalogue.ts)
 * with this handler. A call whose definition says `keep` has its answer kept (its JSON bytes)
 * while the database is unchanged (db/answer-store.ts, decision 76): such a handler must not touch
 * the reply.
 */
export function registerCall<N extends CallName>(
  app: FastifyInstance,
  name: N,
  handler: CallHandler<N>,
  options: CallOptions = {},
): void {
  const def: CallDef = calls[name];
  const url = callPath(name);
  const checkResponses = app.appConfig.env !== 'production' && options.checkResponse !== false;
  const keep = def.keep;
  const answers = keep ? answerStoreOf(app.db) : undefined;
  app.route({
    method: def.method,
    url,
    config: options.rateLimit ? { call: def.name, rateLimit: { ...options.rateLimit, skipOnError: false } } : { call: def.name },
    bodyLimit: options.bodyLimit ?? (def.auth ? undefined : OPEN_CALL_BODY_LIMIT),
    // The session and the caller's role are checked before the body is read or parsed: without
    // them, a large or deeply nested body (or an upload) costs the server nothing and tells nothing.
    ...(def.auth
      ? {
          onRequest: async (request: FastifyRequest) => {
            const member = await app.authenticate(request);
            const refused = refusal(def, member.roles);
            if (refused) throw refused;
            signedIn.set(request, member);
          },
        }
      : {}),
    handler: async (request, reply) => {
      const member = def.auth ? (signedIn.get(request) ?? (await app.authenticate(request))) : null;
      let raw: unknown;
      let files: Record<string, UploadedFile | undefined> = {};
      const parsed = def.method !== 'GET' && def.files ? await readMultipart(request, def, options.upload) : null;
      if (def.method === 'GET') {
        raw = request.query ?? {};
      } else if (parsed) {
        raw = parsed.fields;
        files = parsed.files;
      } else {
        raw = request.body ?? {};
      }
      // NUL bytes and broken characters in any field, of any call: 422 before the schema.
      const unsafe = findUnsafeText(raw);
      if (unsafe) throw unprocessable(`${unsafe}: ${MESSAGES.badCharacters}`);
      if (options.prepare && raw && typeof raw === 'object' && !Array.isArray(raw)) {
        raw = options.prepare(raw as Record<string, unknown>);
      }
      const input = def.request.safeParse(raw);
      if (!input.success) throw unprocessable(describeIssues(input.error));
      if (options.admit) await options.admit({ member, request });
      const answer = async () => {
        const result = await handler({ input: input.data, member, files, request, reply } as CallContext<N>);
        // A file answer: the handler sent it.
        if (result === reply) return result;
        if (checkResponses) {
          // Outside production every answer is checked against the contract, so drift fails tests.
          const check = def.response.safeParse(result);
          if (!check.success) {
            request.log.error({ call: def.name, issues: check.error.issues.slice(0, 5) }, 'response does not match contract');
            throw new HttpError(500, `Response of ${def.name} does not match the contract: ${describeIssues(check.error)}`);
          }
        }
        return result;
      };
      if (!answers || !keep) return answer();
      const key =
        `${def.name}\u0000${keep.per === 'viewer' ? (member?.id ?? '') : ''}\u0000` +
        `${keep.day ? todayIn(app.appConfig.district.timeZone, app.now()) : ''}\u0000${JSON.stringify(input.data)}`;
      const looked = answers.lookup(key);
      const found = looked instanceof Promise ? await looked : looked;
      if (found?.bytes) return reply.type(JSON_TYPE).send(found.bytes);
      // Serialised here (as Fastify would: JSON.stringify) so the same bytes can be kept.
      const bytes = Buffer.from(JSON.stringify(await answer()));
      if (found) answers.keep(key, bytes, found.stamp);
      return reply.type(JSON_TYPE).send(bytes);
    },
  });
}
