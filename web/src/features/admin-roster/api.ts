/**
 * Reads of the roster screens (each the call's `callQuery`), the preview, apply and undo writes
 * (`useCallMutation`: what an import or its undo makes old follows from the catalogue, decision
 * 116 replaced), and file downloads (template, exports, directory PDF, rejected rows) with the
 * session.
 */
import type { ExportDetail, RosterScopeKind } from '@d320b/contract';
import { callPath } from '@d320b/contract/paths';
import { ApiError } from '@/lib/api-client';
import { callQuery, useCallMutation, type ResponseOf } from '@/lib/calls';
import { getToken } from '@/lib/storage';

export interface ScopeChoice {
  scope: RosterScopeKind;
  id: number | null;
}

export function rosterScopesQuery() {
  return callQuery('admin/roster/scopes', {}, { select: (answer: ResponseOf<'admin/roster/scopes'>) => answer.data, staleTime: 60_000 });
}

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
  return callQuery('admin/roster/directory', payload, { select: (answer: ResponseOf<'admin/roster/directory'>) => answer.data });
}

export interface PreviewInput {
  file: File;
  fullRoster: boolean;
  deactivate: boolean;
  createClubs: boolean;
}

/** The preview of an import: its failure is shown on the screen, under the form. */
export function usePreviewImport() {
  return useCallMutation(
    'admin/roster/preview',
    (v: PreviewInput) => {
      const form = new FormData();
      form.append('fullRoster', String(v.fullRoster));
      form.append('deactivate', String(v.deactivate));
      form.append('createClubs', String(v.createClubs));
      form.append('file', v.file, v.file.name);
      return form;
    },
    { onError: () => undefined },
  );
}

export function useApplyImport() {
  return useCallMutation('admin/roster/apply', (v: { previewId: string; confirmDeactivations?: number }) => v, {
    announce: 'console',
    errorFallback: /*i18n*/ 'The import was not applied.',
  });
}

export function importsQuery(page: number) {
  return callQuery('admin/roster/imports', { page });
}

export function undoPreviewQuery(importId: string | null) {
  return callQuery('admin/roster/undo-preview', { importId: importId ?? '' }, {
      select: (answer: ResponseOf<'admin/roster/undo-preview'>) => answer.data,
      enabled: !!importId,
      staleTime: 0,
      gcTime: 0,
  });
}

export function useUndoImport() {
  return useCallMutation('admin/roster/undo', (importId: string) => ({ importId }), {
    announce: 'console',
    errorFallback: /*i18n*/ 'The import was not undone.',
  });
}

function scopeQuery(choice: ScopeChoice): string {
  return `scope=${choice.scope}${choice.id ? `&id=${choice.id}` : ''}`;
}

export const downloadPaths = {
  template: (format: 'csv' | 'xlsx') => `${callPath('admin/roster/template')}?format=${format}`,
  export: (choice: ScopeChoice, format: 'csv' | 'xlsx', detail: ExportDetail) => `${callPath('admin/roster/export')}?${scopeQuery(choice)}&format=${format}&detail=${detail}`,
  pdf: (choice: ScopeChoice, columns: DirectoryColumns = NO_COLUMNS) =>
    `${callPath('admin/roster/directory-pdf')}?${scopeQuery(choice)}${Object.keys(columnFlags(columns)).map((k) => `&${k}=1`).join('')}`,
  print: (choice: ScopeChoice, columns: DirectoryColumns = NO_COLUMNS) =>
    `/admin/roster/print?${scopeQuery(choice)}${Object.keys(columnFlags(columns)).map((k) => `&${k}=1`).join('')}`,
  rejected: (id: string, format: 'csv' | 'xlsx') => `${callPath('admin/roster/rejected')}?id=${encodeURIComponent(id)}&format=${format}`,
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
