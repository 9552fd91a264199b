/**
 * Calls of the roster screens: one queryOptions per read (key = call name + payload), the preview,
 * apply and undo mutations, and file downloads (template, exports, directory PDF, rejected rows)
 * with the session.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExportDetail, RosterScopeKind } from '@d320b/contract';
import { ApiError, callApi } from '@/lib/api-client';
import { getToken } from '@/lib/storage';

/** Same value as the contract's EXT_BASE. */
const EXT = '/api';

const scopesCall = { name: 'admin/roster/scopes', method: 'GET', base: EXT } as const;
const directoryCall = { name: 'admin/roster/directory', method: 'GET', base: EXT } as const;
const previewCall = { name: 'admin/roster/preview', method: 'POST', base: EXT } as const;
const applyCall = { name: 'admin/roster/apply', method: 'POST', base: EXT } as const;
const importsCall = { name: 'admin/roster/imports', method: 'GET', base: EXT } as const;
const undoPreviewCall = { name: 'admin/roster/undo-preview', method: 'POST', base: EXT } as const;
const undoCall = { name: 'admin/roster/undo', method: 'POST', base: EXT } as const;

export interface ScopeChoice {
  scope: RosterScopeKind;
  id: number | null;
}

export const rosterScopesQuery = queryOptions({
  queryKey: [scopesCall.name],
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
    queryKey: [directoryCall.name, payload],
    queryFn: ({ signal }) => callApi(directoryCall, payload, { signal }).then((r) => r.data),
  });
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
    // Every list may show imported members: refetch what is on screen.
    onSuccess: () => qc.invalidateQueries(),
  });
}

export function importsQuery(page: number) {
  return queryOptions({
    queryKey: [importsCall.name, { page }],
    queryFn: ({ signal }) => callApi(importsCall, { page }, { signal }),
  });
}

export function undoPreviewQuery(importId: string | null) {
  return queryOptions({
    queryKey: [undoPreviewCall.name, { importId }],
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
    // Undo changes members, clubs and the history: refetch what is on screen.
    onSuccess: () => qc.invalidateQueries(),
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
