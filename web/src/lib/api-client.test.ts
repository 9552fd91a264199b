import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, calls, EXT_BASE, type CallDef, type CallName } from '@d320b/contract';
import { callInfo } from '@d320b/contract/call-info';
import { ApiError, callApi, isNetworkError, OFFLINE_MESSAGE, OFFLINE_WRITE_MESSAGE, setApiNavigate, toFormData } from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('api-client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const navigate = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    navigate.mockReset();
    setApiNavigate(navigate);
  });

  afterEach(() => {
    setApiNavigate(null);
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('makes every call of the catalogue at its path with its method', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { status: true, message: 'ok' }));
    const all = Object.values(calls) as CallDef[];
    for (const def of all) await callApi(def.name as CallName, {} as never);
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual(
      all.map((def) => `${def.method} ${def.name.includes('/') ? EXT_BASE : API_BASE}/${def.name}`),
    );
  });

  it('posts JSON with the bearer token and cookies', async () => {
    localStorage.setItem('token', 'abc');
    fetchMock.mockResolvedValue(jsonResponse(200, { status: true, message: 'ok', data: {}, club_id: 1 }));
    await callApi('get_dashboard', {});
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1.2.0/get_dashboard');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{}');
  });

  it('sends an open call without a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: true, message: 'sent' }));
    await callApi('login', { mobile: '9876543210' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1.2.0/login');
    expect(init?.body).toBe(JSON.stringify({ mobile: '9876543210' }));
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends GET calls with a query string', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: true, message: 'ok', data: [], title: 'x' }));
    await callApi('get_other_type', { type: 'inteo' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1.2.0/get_other_type?type=inteo');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('sends FormData as multipart without forcing a content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: true, message: 'saved' }));
    const form = toFormData({ caTitle: 'A', caImage: new Blob(['x'], { type: 'image/png' }), skipped: undefined });
    expect(form.has('skipped')).toBe(false);
    await callApi('add_club_activities', form);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe(form);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('on 401 logs, clears all storage, goes to /login and still rejects', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    localStorage.setItem('token', 'abc');
    localStorage.setItem('userData', '{"memName":"A"}');
    sessionStorage.setItem('members-list', '[]');
    fetchMock.mockResolvedValue(jsonResponse(401, { status: false, message: 'Your session has ended. Please sign in again.' }));

    const error = await callApi('get_dashboard', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Your session has ended. Please sign in again.');
    expect(log).toHaveBeenCalledWith('Unauthorized, redirecting to login...');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { sessionEnded: true, from: '/' } });
  });

  it('on 401 remembers the page the member was on', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    window.history.replaceState(null, '', '/club-details/3?tab=members');
    fetchMock.mockResolvedValue(jsonResponse(401, { status: false, message: 'Your session has ended. Please sign in again.' }));
    await callApi('get_club_details', { club_id: 3 } as never).catch(() => undefined);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { sessionEnded: true, from: '/club-details/3?tab=members' } });
    window.history.replaceState(null, '', '/');
  });

  it('keeps the session on a network failure (status 0) and rejects with the offline message', async () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('userData', '{"memName":"A"}');
    sessionStorage.setItem('members-list', '[]');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await callApi('get_dashboard', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: OFFLINE_MESSAGE });
    expect(isNetworkError(error)).toBe(true);
    expect(localStorage.getItem('token')).toBe('abc');
    expect(localStorage.getItem('userData')).toBe('{"memName":"A"}');
    expect(sessionStorage.getItem('members-list')).toBe('[]');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('tells a write that failed offline that nothing was saved and the entries are kept', async () => {
    localStorage.setItem('token', 'abc');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi('update_member_profile', new FormData(), { write: true })).rejects.toMatchObject({ status: 0, message: OFFLINE_WRITE_MESSAGE });
    expect(localStorage.getItem('token')).toBe('abc');
  });

  it.each([500, 502, 503, 504])('keeps the session on HTTP %i', async (status) => {
    localStorage.setItem('token', 'abc');
    sessionStorage.setItem('members-list', '[]');
    fetchMock.mockResolvedValue(jsonResponse(status, { status: false, message: 'Server busy' }));
    await expect(callApi('get_dashboard', {})).rejects.toMatchObject({ status });
    expect(localStorage.getItem('token')).toBe('abc');
    expect(sessionStorage.getItem('members-list')).toBe('[]');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not sign out when a request is cancelled while its answer arrives', async () => {
    localStorage.setItem('token', 'abc');
    const controller = new AbortController();
    fetchMock.mockImplementation(async () => {
      controller.abort();
      return new Response('{"status":', { status: 200 });
    });
    await expect(callApi('get_dashboard', {}, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(localStorage.getItem('token')).toBe('abc');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not sign out when a request is cancelled', async () => {
    localStorage.setItem('token', 'abc');
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(callApi('get_dashboard', {})).rejects.toMatchObject({ name: 'AbortError' });
    expect(localStorage.getItem('token')).toBe('abc');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('passes other errors on unchanged, with the server message', async () => {
    localStorage.setItem('token', 'abc');
    fetchMock.mockResolvedValue(jsonResponse(429, { status: false, message: 'Please wait 30 seconds and try again.' }));
    const error = await callApi('login', { mobile: '9876543210' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: 'Please wait 30 seconds and try again.' });
    expect(localStorage.getItem('token')).toBe('abc');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects an answer with status false even on HTTP 200', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: false, message: 'Data Not Found.' }));
    await expect(callApi('get_dashboard', {})).rejects.toMatchObject({ status: 200, message: 'Data Not Found.' });
  });

  it('falls back to the status text when the body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(callApi('get_dashboard', {})).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });
});

describe('the catalogue\'s writes', () => {
  // The calls that change something; a failure offline says "nothing was saved" only for these.
  const WRITES = new Set([
    'logout', 'login', 'otp-verify', 'add_business_profile', 'update_business_profile', 'update_member_profile',
    'update_mobile_number', 'delete_club_activities', 'add_club_activities', 'update_club_activities',
    'admin/members/create', 'admin/members/update', 'admin/members/deactivate', 'admin/members/reactivate', 'admin/members/move', 'admin/members/bulk',
    'admin/clubs/create', 'admin/clubs/update', 'admin/clubs/deactivate', 'admin/clubs/reactivate', 'admin/clubs/officers/save',
    'admin/roles/grant', 'admin/roles/revoke', 'admin/years/create', 'admin/years/set-current', 'admin/years/rollover', 'admin/years/delete',
    'admin/district-events/save', 'admin/district-events/delete', 'admin/district-activities/save', 'admin/district-activities/delete',
    'admin/cabinet-categories/save', 'admin/cabinet-categories/delete', 'admin/cabinet-years/save', 'admin/cabinet-years/delete',
    'admin/cabinet-members/save', 'admin/cabinet-members/delete', 'admin/regions/save', 'admin/regions/delete',
    'admin/region-members/save', 'admin/region-members/delete', 'admin/zones/save', 'admin/zones/delete',
    'admin/zone-members/save', 'admin/zone-members/delete', 'admin/governors/save', 'admin/governors/delete',
    'admin/mjf/save', 'admin/mjf/delete', 'admin/graduates/save', 'admin/graduates/delete', 'admin/others/save', 'admin/others/delete',
    'admin/business-categories/save', 'admin/business-categories/delete', 'admin/district-contacts/save', 'admin/district-contacts/delete',
    'admin/district-settings/save', 'admin/roster/apply', 'admin/roster/undo', 'me/erasure-request', 'admin/erasure-requests/complete',
    'me/privacy/save', 'me/mobile/request-code', 'me/mobile/confirm', 'me/sessions/revoke-all', 'me/language/save',
  ]);

  it('are exactly the calls that say what they change; reads by POST stay reads', () => {
    const writes = Object.entries(callInfo).filter(([, info]) => 'changes' in info).map(([name]) => name);
    expect(writes.sort()).toEqual([...WRITES].sort());
    for (const name of ['me/privacy', 'admin/me', 'cab_leader_list', 'sync/delta', 'admin/roster/preview']) expect(WRITES.has(name), name).toBe(false);
  });
});
