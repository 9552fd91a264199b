/**
 * Where and how a call is requested: its path and its method. No zod here: the web's API client,
 * part of the first download, imports it (`@d320b/contract/paths`). GET_CALLS is written from the
 * catalogue by call-info.test.ts.
 */
import type { CallName } from './catalogue';

export const API_BASE = '/api/v1.2.0';
/** Base of the calls outside the member app's base: `/api/admin/...`, `/api/sync/...`, `/api/me/...`. */
export const EXT_BASE = '/api';

/** The URL path a call is served at: the member app's calls under API_BASE, every other (a `/` in its name) under EXT_BASE. */
export function callPath(name: string): string {
  return `${name.includes('/') ? EXT_BASE : API_BASE}/${name}`;
}

/** The calls answered by GET; every other call is POST. */
export const GET_CALLS: readonly CallName[] = ['get_clubs', 'get_other_type', 'admin/roster/template', 'admin/roster/export', 'admin/roster/directory', 'admin/roster/directory-pdf', 'admin/roster/scopes', 'admin/roster/imports', 'admin/roster/rejected', 'me/data', 'me/erasure-request/status', 'admin/erasure-requests/list'];
