import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { callKey, invalidateCalls, removeCalls } from './call-query';

/**
 * The rule of how the web asks for data (lib/call-query.ts): a query key is built only in an api
 * file (`features/<f>/api.ts`, `features/<f>/api/…`, `features/<f>/<name>-api.ts`, `lib/shared-api.ts`),
 * only with `callKey(…)` (or taken from a queryOptions' own `.queryKey`); anywhere else a hook is
 * given an api file's queryOptions (spread to add `enabled`, `placeholderData`, …), never inline.
 */
const API_FILE = /^\/src\/(features\/[^/]+\/(api\.ts|api\/.+\.tsx?|[^/]+-api\.ts)|lib\/shared-api\.ts)$/;
/** The key builders themselves, and the restorable lists (their pages come from fetch functions, keyed by list). */
const KEY_MAKERS = new Set(['/src/lib/call-query.ts', '/src/lib/use-restorable-infinite-list.ts']);

export function keyRuleFaults(path: string, source: string): string[] {
  if (KEY_MAKERS.has(path) || /\.test\.tsx?$/.test(path)) return [];
  const faults: string[] = [];
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  if (API_FILE.test(path)) {
    for (const m of source.matchAll(/queryKey\s*:\s*/g)) {
      const rest = source.slice(m.index + m[0].length);
      if (!/^(callKey\(|[\w.]+(\([^()]*\))?\.queryKey\b)/.test(rest)) faults.push(`${path}:${lineOf(m.index)} query key not built with callKey()`);
    }
    return faults;
  }
  for (const m of source.matchAll(/\bqueryKey\b/g)) faults.push(`${path}:${lineOf(m.index)} query key outside an api file`);
  for (const m of source.matchAll(/\buse(Query|InfiniteQuery|SuspenseQuery|SuspenseInfiniteQuery)\(\s*\{(?!\s*\.\.\.)/g)) {
    faults.push(`${path}:${lineOf(m.index)} ${m[0].split('(')[0]} with inline options outside an api file`);
  }
  return faults;
}

describe('how the web asks for data', () => {
  it('builds every query key with callKey in an api file, and nowhere else', () => {
    const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const faults = Object.entries(sources).flatMap(([path, source]) => keyRuleFaults(path, source));
    expect(faults).toEqual([]);
  });

  it('catches an inline key in a page, a hand-typed key in an api file and inline hook options', () => {
    expect(keyRuleFaults('/src/features/contact/pages/contact-us-page.tsx', "const q = useQuery({\n  queryKey: ['contact'],\n});")).toEqual([
      '/src/features/contact/pages/contact-us-page.tsx:2 query key outside an api file',
      '/src/features/contact/pages/contact-us-page.tsx:1 useQuery with inline options outside an api file',
    ]);
    expect(keyRuleFaults('/src/features/contact/api.ts', "queryOptions({ queryKey: ['contact'], queryFn })")).toEqual([
      '/src/features/contact/api.ts:1 query key not built with callKey()',
    ]);
    expect(keyRuleFaults('/src/components/x.tsx', 'qc.invalidateQueries({ queryKey: ["get_clubs"] })')).toHaveLength(1);
  });

  it('lets pages use an api file\'s queryOptions, spread or not, and api files use callKey or another query\'s key', () => {
    expect(keyRuleFaults('/src/features/clubs/pages/p.tsx', 'useQuery(clubDetailsQuery(id)); useQuery({ ...clubsQuery(), enabled })')).toEqual([]);
    expect(keyRuleFaults('/src/features/clubs/api.ts', "queryKey: callKey('get_clubs'), x({ queryKey: clubActivityQuery(id).queryKey })")).toEqual([]);
    expect(keyRuleFaults('/src/lib/shared-api.ts', "queryKey: callKey('get_clubs')")).toEqual([]);
  });
});

describe('callKey', () => {
  it('starts with the call name, so a call is invalidated or removed by its name whatever its payload', async () => {
    const qc = new QueryClient();
    qc.setQueryData(callKey('get_member_details', { member_idd: 1 }), 'one');
    qc.setQueryData(callKey('get_member_details', { member_idd: 2 }), 'two');
    qc.setQueryData(callKey('get_clubs'), 'clubs');
    qc.setQueryData(callKey('get_clubs_list', { page: 1 }), 'list');
    expect(callKey('get_member_details', { member_idd: 1 })).toEqual(['get_member_details', { member_idd: 1 }]);

    invalidateCalls(qc, 'get_member_details');
    const stale = qc.getQueryCache().findAll().filter((q) => q.state.isInvalidated).map((q) => q.queryKey);
    expect(stale).toEqual([callKey('get_member_details', { member_idd: 1 }), callKey('get_member_details', { member_idd: 2 })]);

    removeCalls(qc, 'get_clubs');
    expect(qc.getQueryData(callKey('get_clubs'))).toBeUndefined();
    // get_clubs is not a prefix of get_clubs_list: keys compare whole names.
    expect(qc.getQueryData(callKey('get_clubs_list', { page: 1 }))).toBe('list');
  });
});
