/**
 * Calls of the district lists console (admin/<resource>/list|save|delete, district settings,
 * pickers). One queryOptions per call, keyed by the call name; saves and deletes invalidate the
 * resource's lists (every parent filter) and the members' screens that read the same rows.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminDirectoryCalls, type AdminDirectoryResource, type AdminOption, type DistrictSettings } from '@d320b/contract';
import { request } from '@/lib/api-client';

const calls = adminDirectoryCalls as unknown as Record<string, { name: string; base?: string; method: 'GET' | 'POST' }>;

function post<T>(name: string, payload: Record<string, unknown> | FormData, signal?: AbortSignal): Promise<T> {
  const def = calls[name];
  if (!def) throw new Error(`Unknown call ${name}`);
  return request<T>(def.name, def.method, payload, { signal }, def.base);
}

export interface ListAnswer<T> {
  status: true;
  message: string;
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const listCall = (resource: AdminDirectoryResource) => `admin/${resource}/list`;

export function listQuery<T>(resource: AdminDirectoryResource, params: Record<string, unknown>) {
  const name = listCall(resource);
  return queryOptions({
    queryKey: [name, params] as const,
    queryFn: ({ signal }) => post<ListAnswer<T>>(name, params, signal),
    placeholderData: (previous) => previous,
  });
}

/** Members' screens fed by each resource (their query keys are call names or feature keys). */
const MEMBER_KEYS: Record<AdminDirectoryResource, string[]> = {
  'district-events': ['district-event', 'dashboard'],
  'district-activities': ['district-activity', 'dashboard'],
  'cabinet-categories': ['get_directory', 'directory'],
  'cabinet-years': ['get_directory', 'directory'],
  'cabinet-members': ['cab_leader_list', 'cabinet'],
  regions: ['get_regions', 'regions'],
  'region-members': ['get_region_by_id', 'region'],
  zones: ['get_region_by_id', 'region'],
  'zone-members': ['get_region_by_id', 'region'],
  governors: ['get_profile_list', 'get_leader_profile', 'profile-list', 'dashboard'],
  mjf: ['get_mjpf_profiles', 'mjpf'],
  graduates: ['get_district_graduates', 'graduates'],
  others: ['get_other_type', 'others'],
  'business-categories': ['business-categories', 'business'],
  'district-contacts': ['get_contact', 'contact'],
};

/** Parent lists whose counts change with a child (members of a cabinet year, zones of a region…). */
const PARENTS: Partial<Record<AdminDirectoryResource, AdminDirectoryResource[]>> = {
  'cabinet-years': ['cabinet-categories'],
  'cabinet-members': ['cabinet-years'],
  'region-members': ['regions'],
  zones: ['regions'],
  'zone-members': ['zones'],
};

export function afterResourceChange(queryClient: QueryClient, resource: AdminDirectoryResource): void {
  for (const r of [resource, ...(PARENTS[resource] ?? [])]) void queryClient.invalidateQueries({ queryKey: [listCall(r)] });
  if (resource === 'cabinet-categories') void queryClient.invalidateQueries({ queryKey: ['admin/district-lists/options', 'cabinet-categories'] });
  for (const key of MEMBER_KEYS[resource]) void queryClient.removeQueries({ queryKey: [key] });
  // Members' lists restored from the session (?session=old) are dropped too.
  void queryClient.removeQueries({ queryKey: ['list'] });
}

export function useSaveResource(resource: AdminDirectoryResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Record<string, unknown> | FormData) =>
      post<{ status: true; message: string; id: number }>(`admin/${resource}/save`, payload),
    onSuccess: () => afterResourceChange(queryClient, resource),
  });
}

export function useDeleteResource(resource: AdminDirectoryResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post<{ status: true; message: string }>(`admin/${resource}/delete`, { id }),
    onSuccess: () => afterResourceChange(queryClient, resource),
  });
}

export function optionsQuery(kind: 'members' | 'clubs' | 'years' | 'cabinet-categories', search = '') {
  const name = 'admin/district-lists/options';
  return queryOptions({
    queryKey: [name, kind, search] as const,
    queryFn: ({ signal }) => post<{ data: AdminOption[] }>(name, { kind, search }, signal).then((r) => r.data),
    staleTime: kind === 'members' || kind === 'cabinet-categories' ? 30_000 : 5 * 60_000,
  });
}

export function settingsQuery() {
  const name = 'admin/district-settings/get';
  return queryOptions({
    queryKey: [name] as const,
    queryFn: ({ signal }) => post<{ data: DistrictSettings }>(name, {}, signal).then((r) => r.data),
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: DistrictSettings) => post<{ message: string; data: DistrictSettings }>('admin/district-settings/save', { ...values }),
    onSuccess: (res) => {
      queryClient.setQueryData(['admin/district-settings/get'], res.data);
    },
  });
}
