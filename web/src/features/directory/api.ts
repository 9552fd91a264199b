import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CabinetLeader, Graduate, MjfProfile, RegionMember, ZoneMember } from '@d320b/contract';
import { callApi } from '@/lib/api-client';
import { OFFLINE_FIRST, withOfflineFallback } from '@/lib/offline';
import type { ListPage } from '@/lib/list-session';

/** get_directory: academic years and the cabinet tiles of `year` (null = the first year). */
export function useDirectory(year: number | null) {
  return useQuery({
    networkMode: OFFLINE_FIRST,
    queryKey: ['get_directory', year],
    queryFn: ({ signal }) => withOfflineFallback('get_directory', { year }, () => callApi('get_directory', { year }, { signal })),
    // Switching years keeps the old tiles on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** get_regions of an academic year (null = the first year). */
export function useRegions(year: number | null) {
  return useQuery({
    networkMode: OFFLINE_FIRST,
    queryKey: ['get_regions', year],
    queryFn: ({ signal }) => withOfflineFallback('get_regions', { academic_year_id: year }, () => callApi('get_regions', { academic_year_id: year }, { signal })),
    placeholderData: keepPreviousData,
  });
}

export async function fetchCabinetPage(categoryId: number, page: number, signal: AbortSignal): Promise<ListPage<CabinetLeader>> {
  const res = await withOfflineFallback('cab_leader_list', { dist_category_id: categoryId, page }, () => callApi('cab_leader_list', { dist_category_id: categoryId, page }, { signal }));
  return { items: res.data, total: res.totalCount, title: res.dcay_name };
}

export type RegionRow = (RegionMember & { kind: 'region' }) | (ZoneMember & { kind: 'zone' });

/** Region and zone leaders as one list (so the list's save/restore keeps both), region first. */
export async function fetchRegion(regionId: number, signal: AbortSignal): Promise<ListPage<RegionRow>> {
  const res = await withOfflineFallback('get_region_by_id', { region_id: regionId }, () => callApi('get_region_by_id', { region_id: regionId }, { signal }));
  const items: RegionRow[] = [
    ...res.data.members.map((m) => ({ ...m, kind: 'region' as const })),
    ...res.data.zoneMembers.map((z) => ({ ...z, kind: 'zone' as const })),
  ];
  return { items, total: items.length, title: res.region_name };
}

/** One page of MJF / PMJF profiles (the spec sends the call without a page for the whole list). */
export async function fetchMjfProfiles(page: number, signal: AbortSignal): Promise<ListPage<MjfProfile>> {
  const res = await withOfflineFallback('get_mjpf_profiles', { page }, () => callApi('get_mjpf_profiles', { page }, { signal }));
  return { items: res.data.profiles, total: res.totalCount };
}

/** One page of district graduates. */
export async function fetchGraduates(page: number, signal: AbortSignal): Promise<ListPage<Graduate>> {
  const res = await withOfflineFallback('get_district_graduates', { page }, () => callApi('get_district_graduates', { page }, { signal }));
  return { items: res.data, total: res.totalCount };
}

/** Spec: the role "Region CMan" is shown as "Region Chairman". */
export function roleLabel(role: string): string {
  return role.trim() === 'Region CMan' ? 'Region Chairman' : role;
}

/** "type (year)" when the year is known, else the type alone. */
export function withYear(type: string, year: string | null): string {
  return year ? `${type} (${year})` : type;
}
