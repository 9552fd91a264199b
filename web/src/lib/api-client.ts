/**
 * The one shared API client (spec sections 7 and 8).
 *
 * - Base `/api/v1.2.0/`, relative paths (same origin as the app), cookies sent,
 *   `Authorization: Bearer <token>` when a token is stored, JSON bodies by
 *   default and FormData for multipart calls. No timeout: on slow 3G a request
 *   may legitimately take long, and the spec sets none.
 * - Every answer is a `{status, message, ...}` envelope. A non-2xx answer or
 *   `status: false` rejects with an `ApiError` carrying the HTTP status and the
 *   server's message, so callers can toast `error.message` as-is.
 * - HTTP 401, or no answer at all (network failure, reported as status 0):
 *   logs "Unauthorized, redirecting to login...", clears local and session
 *   storage, goes to /login, and still rejects so the caller's own error path
 *   runs.
 *
 * Only contract *types* are imported here: importing the contract's values
 * would pull zod and all 36 schemas into every chunk, the /login one included.
 */
import type { AllCalls, CallDef, CallRequest, CallResponse } from '@d320b/contract';
import { clearAllStorage, getToken } from './storage';

/** Same value as the contract's API_BASE (checked by a unit test), with the trailing slash. */
export const API_BASE_PATH = '/api/v1.2.0/';

/** The two calls the spec marks as GET; every other call is POST. Checked against the contract by a test. */
export const GET_CALLS: ReadonlySet<string> = new Set(['get_clubs', 'get_other_type']);

/** Every call: the spec's (under API_BASE_PATH) and those outside it (admin, sync, ...: their own `base`). */
export type Calls = AllCalls;
export type CallName = keyof Calls & string;
export type RequestOf<N extends CallName> = CallRequest<Calls[N]>;
export type ResponseOf<N extends CallName> = CallResponse<Calls[N]>;

export class ApiError extends Error {
  /** HTTP status; 0 when no answer arrived (offline, DNS, connection reset). */
  readonly status: number;
  /** The parsed answer body when there was one. */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Message to show for any rejection, with a screen-specific fallback. */
export function errorMessage(error: unknown, fallback = 'Error'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/* ---- navigation on 401 / network failure ---- */

type Navigate = (to: string, options?: { replace?: boolean }) => void;
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
  clearAllStorage();
  for (const listener of unauthorizedListeners) {
    try {
      listener();
    } catch (error) {
      console.error(error);
    }
  }
  if (navigateHook) navigateHook('/login', { replace: true });
  else if (window.location.pathname !== '/login') window.location.assign('/login');
}

/* ---- the request ---- */

export interface RequestOptions {
  /** TanStack Query passes one so leaving a screen cancels its requests. */
  signal?: AbortSignal;
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

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Low-level request by call name and method. Prefer `callApi`, which types the
 * payload and the answer from the contract.
 */
export async function request<T = unknown>(
  name: string,
  method: 'GET' | 'POST',
  payload?: Payload,
  options: RequestOptions = {},
  base?: string,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let url = base ? `${base}/${name}` : `${API_BASE_PATH}${name}`;
  let body: BodyInit | undefined;
  if (method === 'GET') {
    url += toQuery(payload);
  } else if (payload instanceof FormData) {
    // The browser sets the multipart boundary itself.
    body = payload;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload ?? {});
  }

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, credentials: 'include', signal: options.signal });
  } catch (error) {
    // A cancelled request is not a network failure: never sign the member out for it.
    if (isAbort(error)) throw error;
    handleUnauthorized();
    throw new ApiError(0, errorMessage(error, 'Network error'));
  }

  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    // Not JSON (e.g. a proxy's HTML error page); handled below by status.
  }
  const envelope = (data && typeof data === 'object' ? data : {}) as { status?: unknown; message?: unknown };
  const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : response.statusText || `Request failed (${response.status})`;

  if (response.status === 401) {
    handleUnauthorized();
    throw new ApiError(401, message, data);
  }
  if (!response.ok || envelope.status === false || data === null) {
    throw new ApiError(response.status, message, data);
  }
  return data as T;
}

/**
 * A contract call definition, or just its name (keeps zod out of chunks that only need the name).
 * Calls outside the spec's base are passed as their definition (or `{ name, method, base }`).
 */
export type CallRef<N extends CallName> = N | (Pick<CallDef, 'method' | 'base'> & { name: N });

/**
 * Typed call: `callApi(calls.get_dashboard)`, `callApi('login', { mobile })`.
 * Plain objects go as JSON (or as the query string for GET calls); pass a
 * FormData for the multipart calls.
 */
export function callApi<N extends CallName>(
  call: CallRef<N>,
  payload?: RequestOf<N> | FormData,
  options?: RequestOptions,
): Promise<ResponseOf<N>> {
  const name = typeof call === 'string' ? call : call.name;
  const method = typeof call === 'string' ? (GET_CALLS.has(call) ? 'GET' : 'POST') : call.method;
  const base = typeof call === 'string' ? undefined : call.base;
  return request<ResponseOf<N>>(name, method, payload as Payload, options, base);
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
