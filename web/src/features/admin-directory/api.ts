/**
 * Calls of the district lists console (admin/<resource>/list|save|delete, district settings,
 * pickers). One queryOptions per call, keyed by the call name; saves and deletes invalidate the
 * resource's lists (every parent filter) and the members' screens that read the same rows.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminDirectoryResource, AdminOption, AnyCallName, DistrictSettings } from '@d320b/contract';
import { callRefs } from '@d320b/contract/call-refs';
import { request } from '@/lib/api-client';
import { callKey, removeCalls } from '@/lib/call-query';
import { removeLists } from '@/lib/use-restorable-infinite-list';

type DirectoryCallName = Extract<AnyCallName, `admin/${AdminDirectoryResource}/${string}` | `admin/district-${string}`>;

function post<T>(name: DirectoryCallName, payload: Record<string, unknown> | FormData, signal?: AbortSignal): Promise<T> {
  const def: { name: string; method: 'GET' | 'POST'; base?: string } = callRefs[name];
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

export const listCall = (resource: AdminDirectoryResource) => `admin/${resource}/list` as const;

export function listQuery<T>(resource: AdminDirectoryResource, params: Record<string, unknown>) {
  const name = listCall(resource);
  return queryOptions({
    queryKey: callKey(name, params),
    queryFn: ({ signal }) => post<ListAnswer<T>>(name, params, signal),
    placeholderData: (previous) => previous,
  });
}

/** Members' calls fed by each resource. */
const MEMBER_CALLS: Record<AdminDirectoryResource, AnyCallName[]> = {
  'district-events': ['get_district_event_details', 'get_dashboard'],
  'district-activities': ['get_district_activities_details', 'get_dashboard'],
  'cabinet-categories': ['get_directory'],
  'cabinet-years': ['get_directory'],
  'cabinet-members': ['cab_leader_list'],
  regions: ['get_regions'],
  'region-members': ['get_region_by_id'],
  zones: ['get_region_by_id'],
  'zone-members': ['get_region_by_id'],
  governors: ['get_profile_list', 'get_leader_profile', 'get_dashboard'],
  mjf: ['get_mjpf_profiles'],
  graduates: ['get_district_graduates'],
  others: ['get_other_type'],
  'business-categories': ['get_business_categories', 'get_business_details'],
  'district-contacts': ['get_contact'],
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
  for (const r of [resource, ...(PARENTS[resource] ?? [])]) void queryClient.invalidateQueries({ queryKey: callKey(listCall(r)) });
  if (resource === 'cabinet-categories') void queryClient.invalidateQueries({ queryKey: optionsQuery('cabinet-categories').queryKey.slice(0, 2) });
  removeCalls(queryClient, ...MEMBER_CALLS[resource]);
  // Members' lists restored from the session (?session=old) are dropped too.
  removeLists(queryClient);
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
    queryKey: callKey(name, kind, search),
    queryFn: ({ signal }) => post<{ data: AdminOption[] }>(name, { kind, search }, signal).then((r) => r.data),
    staleTime: kind === 'members' || kind === 'cabinet-categories' ? 30_000 : 5 * 60_000,
  });
}

export function settingsQuery() {
  const name = 'admin/district-settings/get';
  return queryOptions({
    queryKey: callKey(name),
    queryFn: ({ signal }) => post<{ data: DistrictSettings }>(name, {}, signal).then((r) => r.data),
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: DistrictSettings) => post<{ message: string; data: DistrictSettings }>('admin/district-settings/save', { ...values }),
    onSuccess: (res) => {
      queryClient.setQueryData(settingsQuery().queryKey, res.data);
    },
  });
}
