/**
 * The one shared API client (docs/product.md 4.1 and 5.6): `callApi(name, payload)` makes the
 * call of the catalogue with that name. Screens do not use it: they read through `callQuery` and
 * write through `useCallMutation` (lib/calls.ts), which add the query cache, the offline copy,
 * refreshing after a write and the error toast.
 *
 * - The call's path and method (`callPath`, `GET_CALLS` of `@d320b/contract/paths`, written from the
 *   catalogue), relative to the app's origin, cookies sent,
 *   `Authorization: Bearer <token>` when a token is stored, JSON bodies by
 *   default and FormData for multipart calls. No timeout: on slow 3G a request
 *   may legitimately take long, and none is set.
 * - Every answer is a `{status, message, ...}` envelope. A non-2xx answer or
 *   `status: false` rejects with an `ApiError` carrying the HTTP status and the
 *   server's message, so callers can toast `error.message` as-is.
 * - Only HTTP 401 signs the member out: it logs "Unauthorized, redirecting to
 *   login...", wipes everything personal (lib/wipe: local and session storage,
 *   IndexedDB, cached photos and answers, the query cache through
 *   `onUnauthorized`), goes to /login with "Your session has ended" and the
 *   path to return to, and still rejects so the caller's own error path runs.
 * - No answer at all (offline, DNS, reset: status 0), a cancelled request and
 *   5xx answers never touch storage (docs/decisions/014-only-http-401-signs-a-member-out.md):
 *   on mobile data they are everyday events, and signing out for them costs
 *   the member a paid SMS and cannot even be undone offline.
 *
 * Only contract *types* are imported here: importing the contract's values
 * would pull zod and all 36 schemas into every chunk, the /login one included.
 */
import type { CallName, CallRequest, CallResponse, Calls } from '@d320b/contract';
import { callPath, GET_CALLS } from '@d320b/contract/paths';
import { getToken } from './storage';
import { wipePersonalData } from './wipe';

export type { CallName };
export type RequestOf<N extends CallName> = CallRequest<Calls[N]>;
export type ResponseOf<N extends CallName> = CallResponse<Calls[N]>;

/**
 * Puts a server message into the member's language (src/i18n/server-messages.ts, registered with
 * the app's full catalogue); until then the words stay as they are. Kept out of the first download.
 */
let translate: (message: string, status: number) => string = (message) => message;
export function setServerMessageTranslator(translator: (message: string, status: number) => string): void {
  translate = translator;
}

export class ApiError extends Error {
  /** HTTP status; 0 when no answer arrived (offline, DNS, connection reset). */
  readonly status: number;
  /** The parsed answer body when there was one. */
  readonly body: unknown;
  /** The server's own words (English); `message` is what the member reads, in their language. */
  readonly serverMessage: string;

  /** `message` is the server's (English); the error's message is in the member's language. */
  constructor(status: number, message: string, body?: unknown) {
    super(translate(message, status));
    this.name = 'ApiError';
    this.serverMessage = message;
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Message to show for any rejection, with a screen-specific fallback. */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback ?? translate('Error', -1);
}

/** Shown for a read that got no answer (offline, connection dropped). */
export const OFFLINE_MESSAGE = /*i18n*/ "You're offline or the connection dropped. Please check your connection and try again.";
/** Shown for a write that got no answer: the form keeps what the member typed. */
export const OFFLINE_WRITE_MESSAGE = /*i18n*/ "You're offline, so nothing was saved. What you typed is kept: try again when you're back online.";

/** Shown on /login after a 401. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** True for a request that got no answer at all (status 0). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/* ---- navigation on 401 ---- */

/** What /login receives in the history state after a 401 (see features/auth/return-path). */
export interface LoginState {
  sessionEnded?: boolean;
  from?: string;
}

type Navigate = (to: string, options?: { replace?: boolean; state?: LoginState }) => void;
let navigateHook: Navigate | null = null;
const unauthorizedListeners = new Set<() => void>();

/** The router registers its navigate here so a 401 moves to /login without a full reload. */
export function setApiNavigate(navigate: Navigate | null): void {
  navigateHook = navigate;
}

/** e.g. the query cache drops the signed-out member's data. Returns an unsubscribe function. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function handleUnauthorized(): void {
  console.log('Unauthorized, redirecting to login...');
  for (const listener of unauthorizedListeners) {
    try {
      listener();
    } catch (error) {
      console.error(error);
    }
  }
  void wipePersonalData();
  const { pathname, search, hash } = window.location;
  if (pathname === '/login') return;
  const state: LoginState = { sessionEnded: true, from: `${pathname}${search}${hash}` };
  if (navigateHook) navigateHook('/login', { replace: true, state });
  else window.location.assign('/login');
}

/* ---- the request ---- */

export interface RequestOptions {
  /** TanStack Query passes one so leaving a screen cancels its requests. */
  signal?: AbortSignal;
  /** A write (the call says what it changes): with no answer, the member is told nothing was saved. */
  write?: boolean;
}

type Payload = Record<string, unknown> | FormData | undefined | null;

function toQuery(payload: Payload): string {
  if (!payload || payload instanceof FormData) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Resolves in a task of its own. A screen's first render asks for its data from effects that run
 * together in one task; each fetch() costs the main thread 0.5–3 ms to start (more on a phone), so
 * each request starts in its own task instead of lengthening that one (decision 81).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Makes the call `name` of the catalogue: `callApi('get_dashboard')`, `callApi('login', { mobile })`.
 * Plain objects go as JSON (or as the query string for GET calls); pass a FormData for the
 * multipart calls.
 */
export async function callApi<N extends CallName>(name: N, payload?: RequestOf<N> | FormData, options: RequestOptions = {}): Promise<ResponseOf<N>> {
  const method = GET_CALLS.includes(name) ? 'GET' : 'POST';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let url = callPath(name);
  let body: BodyInit | undefined;
  if (method === 'GET') {
    url += toQuery(payload as Payload);
  } else if (payload instanceof FormData) {
    // The browser sets the multipart boundary itself.
    body = payload;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload ?? {});
  }

  let response: Response;
  try {
    await nextTask();
    response = await fetch(url, { method, headers, body, credentials: 'include', signal: options.signal });
  } catch (error) {
    // Cancelled (reload, navigation, leaving a screen): passed on as it is.
    if (isAbort(error)) throw error;
    // No answer: the member stays signed in; the caller shows the message and keeps its data.
    throw new ApiError(0, options.write ? OFFLINE_WRITE_MESSAGE : OFFLINE_MESSAGE);
  }

  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    // Not JSON (e.g. a proxy's HTML error page); handled below by status.
  }
  // Cancelled while the body was arriving: still a cancellation, not a failure.
  if (options.signal?.aborted) throw options.signal.reason ?? new DOMException('Aborted', 'AbortError');
  const envelope = (data && typeof data === 'object' ? data : {}) as { status?: unknown; message?: unknown };
  const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : response.statusText || `Request failed (${response.status})`;

  if (response.status === 401) {
    handleUnauthorized();
    throw new ApiError(401, message, data);
  }
  if (!response.ok || envelope.status === false || data === null) {
    throw new ApiError(response.status, message, data);
  }
  return data as ResponseOf<N>;
}

/**
 * Builds the FormData of a multipart call from a plain object: files and blobs
 * as parts, other values as text; undefined and null are left out (an edit
 * without a new image sends no image part).
 */
export function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, String(value));
  }
  return form;
}
