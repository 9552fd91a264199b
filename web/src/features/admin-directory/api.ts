/**
 * Reads of the district lists console (admin/<resource>/list, district settings, pickers), each
 * the call's `callQuery`. Saves and deletes are `useCallMutation` in the screens: what they make
 * old (the resource's lists, their parents' counts, the members' screens fed by the same rows)
 * follows from the catalogue's `reads` and `changes`.
 */
import { keepPreviousData } from '@tanstack/react-query';
import type { AdminDirectoryResource } from '@d320b/contract';
import { callQuery, type CallName, type ResponseOf } from '@/lib/calls';

export const listCall = <R extends AdminDirectoryResource>(resource: R) => `admin/${resource}/list` as const;
export const saveCall = <R extends AdminDirectoryResource>(resource: R) => `admin/${resource}/save` as const satisfies CallName;
export const deleteCall = <R extends AdminDirectoryResource>(resource: R) => `admin/${resource}/delete` as const satisfies CallName;

type ListCall = ReturnType<typeof listCall>;

export interface ListAnswer<T> {
  status: true;
  message: string;
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of a resource's list (its answer typed by the screen's row type). */
export function listQuery<T>(resource: AdminDirectoryResource, params: Record<string, unknown>) {
  return callQuery(listCall(resource) as ListCall, params as never, {
    select: (answer) => answer as unknown as ListAnswer<T>,
    placeholderData: keepPreviousData,
  });
}

export function optionsQuery(kind: 'members' | 'clubs' | 'years' | 'cabinet-categories', search = '') {
  return callQuery('admin/district-lists/options', { kind, search }, {
      select: (answer: ResponseOf<'admin/district-lists/options'>) => answer.data,
      staleTime: kind === 'members' || kind === 'cabinet-categories' ? 30_000 : 5 * 60_000,
  });
}

export function settingsQuery() {
  return callQuery('admin/district-settings/get', {}, { select: (answer: ResponseOf<'admin/district-settings/get'>) => answer.data });
}
