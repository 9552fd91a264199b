/**
 * Calls of the roster screens: one queryOptions per read (key = call name + payload), the preview,
 * apply and undo mutations, and file downloads (template, exports, directory PDF, rejected rows)
 * with the session.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AnyCallName, ExportDetail, RosterScopeKind } from '@d320b/contract';
import { callRefs } from '@d320b/contract/call-refs';
import { ApiError, callApi } from '@/lib/api-client';
import { callKey, invalidateCalls } from '@/lib/call-query';
import { SESSION_KEYS, getToken } from '@/lib/storage';
import { removeLists } from '@/lib/use-restorable-infinite-list';

/** The base of the roster calls (the contract's EXT_BASE), for the file downloads below. */
const EXT = callRefs['admin/roster/scopes'].base;

const scopesCall = callRefs['admin/roster/scopes'];
const directoryCall = callRefs['admin/roster/directory'];
const previewCall = callRefs['admin/roster/preview'];
const applyCall = callRefs['admin/roster/apply'];
const importsCall = callRefs['admin/roster/imports'];
const undoPreviewCall = callRefs['admin/roster/undo-preview'];
const undoCall = callRefs['admin/roster/undo'];

export interface ScopeChoice {
  scope: RosterScopeKind;
  id: number | null;
}

export const rosterScopesQuery = queryOptions({
  queryKey: callKey(scopesCall.name),
  queryFn: ({ signal }) => callApi(scopesCall, {}, { signal }).then((r) => r.data),
  staleTime: 60_000,
});

/** Optional columns of the printed directory (shown where the member shares them). */
export interface DirectoryColumns {
  spouse: boolean;
  birthday: boolean;
  anniversary: boolean;
}

export const NO_COLUMNS: DirectoryColumns = { spouse: false, birthday: false, anniversary: false };

function columnFlags(columns: DirectoryColumns): Partial<DirectoryColumns> {
  return Object.fromEntries(Object.entries(columns).filter(([, on]) => on)) as Partial<DirectoryColumns>;
}

export function directoryQuery(choice: ScopeChoice, columns: DirectoryColumns = NO_COLUMNS) {
  const payload = { scope: choice.scope, ...(choice.id ? { id: choice.id } : {}), ...columnFlags(columns) };
  return queryOptions({
    queryKey: callKey(directoryCall.name, payload),
    queryFn: ({ signal }) => callApi(directoryCall, payload, { signal }).then((r) => r.data),
  });
}

/**
 * What an import (or its undo) changes: members (added, updated, deactivated), clubs (created),
 * the counts and celebrations that follow from them, and the import history. Reads of other
 * records (activities, events, cabinet, business) stay cached.
 */
export const ROSTER_CHANGES: readonly AnyCallName[] = [
  'admin/members/list',
  'admin/members/get',
  'admin/clubs/list',
  'admin/clubs/get',
  'admin/clubs/officers',
  'admin/district-lists/options',
  'admin/audit/list',
  scopesCall.name,
  directoryCall.name,
  importsCall.name,
  'get_clubs',
  'get_club_details',
  'get_member_details',
  'get_member_number',
  'get_dashboard',
];
/** The members' lists fed by the same rows (their pages are loaded afresh). */
export const ROSTER_LISTS = [SESSION_KEYS.members, SESSION_KEYS.clubs, SESSION_KEYS.greetings] as const;

export function afterRosterChange(queryClient: QueryClient): void {
  invalidateCalls(queryClient, ...ROSTER_CHANGES);
  removeLists(queryClient, ...ROSTER_LISTS);
}

export interface PreviewInput {
  file: File;
  fullRoster: boolean;
  deactivate: boolean;
  createClubs: boolean;
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: (v: PreviewInput) => {
      const form = new FormData();
      form.append('fullRoster', String(v.fullRoster));
      form.append('deactivate', String(v.deactivate));
      form.append('createClubs', String(v.createClubs));
      form.append('file', v.file, v.file.name);
      return callApi(previewCall, form).then((r) => r.data);
    },
  });
}

export function useApplyImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { previewId: string; confirmDeactivations?: number }) => callApi(applyCall, v),
    onSuccess: () => afterRosterChange(qc),
  });
}

export function importsQuery(page: number) {
  return queryOptions({
    queryKey: callKey(importsCall.name, { page }),
    queryFn: ({ signal }) => callApi(importsCall, { page }, { signal }),
  });
}

export function undoPreviewQuery(importId: string | null) {
  return queryOptions({
    queryKey: callKey(undoPreviewCall.name, { importId }),
    queryFn: ({ signal }) => callApi(undoPreviewCall, { importId: importId! }, { signal }).then((r) => r.data),
    enabled: !!importId,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useUndoImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) => callApi(undoCall, { importId }),
    onSuccess: () => afterRosterChange(qc),
  });
}

function scopeQuery(choice: ScopeChoice): string {
  return `scope=${choice.scope}${choice.id ? `&id=${choice.id}` : ''}`;
}

export const downloadPaths = {
  template: (format: 'csv' | 'xlsx') => `${EXT}/admin/roster/template?format=${format}`,
  export: (choice: ScopeChoice, format: 'csv' | 'xlsx', detail: ExportDetail) => `${EXT}/admin/roster/export?${scopeQuery(choice)}&format=${format}&detail=${detail}`,
  pdf: (choice: ScopeChoice, columns: DirectoryColumns = NO_COLUMNS) =>
    `${EXT}/admin/roster/directory-pdf?${scopeQuery(choice)}${Object.keys(columnFlags(columns)).map((k) => `&${k}=1`).join('')}`,
  print: (choice: ScopeChoice, columns: DirectoryColumns = NO_COLUMNS) =>
    `/admin/roster/print?${scopeQuery(choice)}${Object.keys(columnFlags(columns)).map((k) => `&${k}=1`).join('')}`,
  rejected: (id: string, format: 'csv' | 'xlsx') => `${EXT}/admin/roster/rejected?id=${encodeURIComponent(id)}&format=${format}`,
};

/** Fetches a file with the session and saves it under the server's file name. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = getToken();
  const res = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message || `Download failed (${res.status})`, body);
  }
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
