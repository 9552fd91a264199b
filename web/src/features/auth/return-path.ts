/**
 * Where to go after signing in: the page a signed-out member opened (a shared link such as
 * /club-details/3), kept in /login's history state by the route guard or the API client's 401.
 * Same-origin paths only: "//evil.example", "/\\evil", "https://…", "javascript:…" and /login
 * itself are refused, so a crafted link cannot send a member off-site after the code.
 */
export interface LoginLocationState {
  from?: unknown;
  sessionEnded?: unknown;
}

export function safeReturnPath(from: unknown): string | null {
  if (typeof from !== 'string' || from.length === 0 || from.length > 2048) return null;
  if (!from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  if (from.includes('\\') || [...from].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(from, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === '/login' || url.pathname === '/') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function returnPathFrom(state: unknown): string | null {
  return state && typeof state === 'object' ? safeReturnPath((state as LoginLocationState).from) : null;
}

export function sessionEndedFrom(state: unknown): boolean {
  return !!state && typeof state === 'object' && (state as LoginLocationState).sessionEnded === true;
}
