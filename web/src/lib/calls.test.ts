import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { callInfo } from '@d320b/contract/call-info';
import { callKey, callQuery, refreshAfter, refreshReadersOf } from './calls';

/**
 * The one way the web makes a call (lib/calls.ts), held for every web source:
 * - a query key or query function is written only in lib/calls.ts and the lists' hook (anywhere
 *   else a read is `callQuery(...)`, its key read back as `.queryKey`);
 * - a mutation is `useCallMutation` (no `useMutation` outside lib/calls.ts);
 * - `callApi` itself is used only by lib/ and the engines that run before or beside the query
 *   cache: the sign-in flow, the offline sync, the account language;
 * - a call's name is written only as the name of the call being made (`callQuery('get_clubs'…`,
 *   `useCallMutation(…`, `call: '…'` of a list, `callPath('…')`) or as a type (`ResponseOf<'…'>`),
 *   never as a key, a list of calls to refresh or a `{ name, method, base }` by hand.
 */
const OWNERS = new Set(['/src/lib/calls.ts', '/src/lib/use-restorable-infinite-list.ts']);
const CALL_API_USERS = new Set([
  '/src/lib/api-client.ts',
  '/src/lib/calls.ts',
  '/src/lib/offline.ts',
  '/src/features/auth/use-login-flow.ts',
  '/src/features/offline/sync.ts',
  '/src/i18n/account-language.ts',
]);
const NAMES = new Set(Object.keys(callInfo));
/** Where a call's name may stand: as the call being made, a list's call, a path, a type, a form's schema. */
const NAMING = /(?:\b(?:callQuery|useCallMutation|fetchCall|callApi|callPath)\(\s*(?:[\w.!]+\s*\?\s*(?:'[^']*'\s*:\s*)?)?|\brefreshReadersOf\(\s*\w+,\s*|\bcall:\s*|\b(?:ResponseOf|RequestOf|CallQueryOptions|CallQueryExtras)<|\bCalls\[)$/;

export function ruleFaults(path: string, source: string): string[] {
  if (/\.test\.tsx?$/.test(path)) return [];
  const faults: string[] = [];
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  const at = (index: number, what: string) => faults.push(`${path}:${lineOf(index)} ${what}`);
  if (!OWNERS.has(path)) {
    for (const m of source.matchAll(/\b(queryKey|queryFn)\s*:/g)) at(m.index, `${m[1]} outside lib/calls.ts: use callQuery`);
    for (const m of source.matchAll(/\buse(Mutation|InfiniteQuery|SuspenseQuery)\(/g)) at(m.index, `use${m[1]} outside lib/calls.ts: use useCallMutation or a list`);
    for (const m of source.matchAll(/\buseQuery\(\s*\{(?!\s*\.\.\.)/g)) at(m.index, 'useQuery with inline options: use callQuery(name, payload, extras)');
    for (const m of source.matchAll(/\b(invalidateQueries|removeQueries|refetchQueries|resetQueries)\(/g)) at(m.index, `${m[1]} by hand: a write refreshes what its declaration says`);
  }
  if (!CALL_API_USERS.has(path)) for (const m of source.matchAll(/\bcallApi\(/g)) at(m.index, 'callApi outside lib/: use callQuery or useCallMutation');
  // The catalogue's schemas stay on the server: a page that took `calls` would download every call's.
  for (const m of source.matchAll(/import\s*\{[^}]*\bcalls\b[^}]*\}\s*from '@d320b\/contract'/g)) at(m.index, 'the catalogue with its schemas imported: use @d320b/contract/call-info, or the form\'s schema');
  for (const m of source.matchAll(/'([a-z_/-]+)'/g)) {
    if (NAMES.has(m[1]!) && !NAMING.test(source.slice(Math.max(0, m.index - 80), m.index))) at(m.index, `call name '${m[1]}' written by hand`);
  }
  return faults;
}

describe('how the web makes a call', () => {
  it('holds in every web source', () => {
    const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const faults = Object.entries(sources).flatMap(([path, source]) => ruleFaults(path, source));
    expect(faults).toEqual([]);
  });

  it('catches a hand-made key, an inline query, a mutation by hand, a call name by hand and a list of calls to refresh', () => {
    const page = '/src/features/contact/pages/contact-us-page.tsx';
    expect(ruleFaults(page, "const q = useQuery({\n  queryKey: ['get_contact'],\n});")).toEqual([
      `${page}:2 queryKey outside lib/calls.ts: use callQuery`,
      `${page}:1 useQuery with inline options: use callQuery(name, payload, extras)`,
      `${page}:2 call name 'get_contact' written by hand`,
    ]);
    expect(ruleFaults('/src/features/x/api.ts', "useMutation({ mutationFn: () => callApi('logout') })")).toEqual([
      '/src/features/x/api.ts:1 useMutation outside lib/calls.ts: use useCallMutation or a list',
      '/src/features/x/api.ts:1 callApi outside lib/: use callQuery or useCallMutation',
    ]);
    expect(ruleFaults('/src/features/x/api.ts', "const ROSTER_CHANGES = ['get_clubs', 'admin/members/list'];")).toHaveLength(2);
    expect(ruleFaults('/src/features/x/api.ts', "qc.invalidateQueries({ predicate })")).toHaveLength(1);
    expect(ruleFaults('/src/features/x/api.ts', "const ref = { name: 'admin/me', method: 'POST', base: '/api' };")).toHaveLength(1);
  });

  it('lets a call be named where it is made, as a list\'s call, a path or a type', () => {
    const ok = [
      "useQuery(callQuery('get_clubs', {}))",
      "callQuery('get_club_details', { club_id }, { enabled })",
      "useCallMutation(edit ? 'update_club_activities' : 'add_club_activities', toPayload)",
      "export const list = { call: 'get_members', payload, toPage } as const;",
      "const path = callPath('admin/roster/export');",
      "type A = ResponseOf<'get_dashboard'>;",
      "clubActivityQuery(id).queryKey",
    ];
    for (const source of ok) expect(ruleFaults('/src/features/x/api.ts', source), source).toEqual([]);
  });
});

describe('callQuery', () => {
  it('keys a read by its call, then its payload, so a call is refreshed whatever its payload', () => {
    expect(callQuery('get_member_details', { member_idd: 1 }).queryKey).toEqual(['get_member_details', { member_idd: 1 }]);
    expect(callKey('get_clubs', {})).toEqual(['get_clubs', {}]);
  });

  it('answers a call the phone\'s copy holds offline first, and only those', () => {
    expect(callQuery('get_members', { page: 1 }).networkMode).toBe('offlineFirst');
    expect(callQuery('get_contact', {}).networkMode).toBeUndefined();
  });
});

describe('refreshing after a write', () => {
  function seeded() {
    const qc = new QueryClient();
    const keys = {
      member: callKey('get_member_details', { member_idd: 1 }),
      clubs: callKey('get_clubs', {}),
      clubsList: callKey('get_clubs_list', { list: 'clubs', scope: '', generation: 'g1', filters: {} }),
      events: callKey('get_district_events', { list: 'district-events', scope: '', generation: 'g1', filters: {} }),
      contact: callKey('get_contact', {}),
    };
    for (const key of Object.values(keys)) qc.setQueryData(key, { status: true });
    return { qc, keys };
  }

  it('forgets every answer (and list) that reads a topic the write changes, and only those', () => {
    const { qc, keys } = seeded();
    refreshAfter(qc, 'update_member_profile');
    for (const key of [keys.member, keys.clubs, keys.clubsList]) expect(qc.getQueryData(key), JSON.stringify(key)).toBeUndefined();
    for (const key of [keys.events, keys.contact]) expect(qc.getQueryData(key), JSON.stringify(key)).toEqual({ status: true });
  });

  it('refetches an answer on screen instead of forgetting it, and spares the one the write\'s own screen still shows', async () => {
    const { qc, keys } = seeded();
    const fetched: unknown[] = [];
    const watch = (queryKey: readonly unknown[]) =>
      new QueryObserver(qc, { queryKey, queryFn: async () => (fetched.push(queryKey[0]), { status: true, fresh: true }), staleTime: Infinity }).subscribe(() => {});
    const stop = [watch(keys.member), watch(keys.clubs)];
    refreshAfter(qc, 'delete_club_activities');
    refreshAfter(qc, 'update_member_profile', keys.member);
    await vi.waitFor(() => expect(qc.getQueryData(keys.clubs)).toEqual({ status: true, fresh: true }));
    expect(fetched).toEqual(['get_clubs']);
    expect(qc.getQueryData(keys.member)).toEqual({ status: true });
    for (const unsubscribe of stop) unsubscribe();
  });

  it('after the offline sync brings changes: what the copy holds is refreshed, the rest kept', () => {
    const { qc, keys } = seeded();
    refreshReadersOf(qc, 'sync/delta');
    expect(qc.getQueryData(keys.events)).toBeUndefined();
    expect(qc.getQueryData(keys.contact)).toEqual({ status: true });
  });
});
