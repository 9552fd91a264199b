import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CabinetLeader, Graduate, MjfProfile, RegionMember, ZoneMember } from '@d320b/contract';
import { callKey } from '@/lib/call-query';
import { OFFLINE_FIRST, readOrOffline } from '@/lib/offline';
import type { ListPage } from '@/lib/list-session';
import { i18n } from '@/i18n/i18n';

/** get_directory: academic years and the cabinet tiles of `year` (null = the first year). */
export function directoryQuery(year: number | null) {
  const payload = { year };
  return queryOptions({
    networkMode: OFFLINE_FIRST,
    queryKey: callKey('get_directory', payload),
    queryFn: ({ signal }) => readOrOffline('get_directory', payload, signal),
    // Switching years keeps the old tiles on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** get_regions of an academic year (null = the first year). */
export function regionsQuery(year: number | null) {
  const payload = { academic_year_id: year };
  return queryOptions({
    networkMode: OFFLINE_FIRST,
    queryKey: callKey('get_regions', payload),
    queryFn: ({ signal }) => readOrOffline('get_regions', payload, signal),
    placeholderData: keepPreviousData,
  });
}

export async function fetchCabinetPage(categoryId: number, page: number, signal: AbortSignal): Promise<ListPage<CabinetLeader>> {
  const res = await readOrOffline('cab_leader_list', { dist_category_id: categoryId, page }, signal);
  return { items: res.data, total: res.totalCount, title: res.dcay_name };
}

export type RegionRow = (RegionMember & { kind: 'region' }) | (ZoneMember & { kind: 'zone' });

/** Region and zone leaders as one list (so the list's save/restore keeps both), region first. */
export async function fetchRegion(regionId: number, signal: AbortSignal): Promise<ListPage<RegionRow>> {
  const res = await readOrOffline('get_region_by_id', { region_id: regionId }, signal);
  const items: RegionRow[] = [
    ...res.data.members.map((m) => ({ ...m, kind: 'region' as const })),
    ...res.data.zoneMembers.map((z) => ({ ...z, kind: 'zone' as const })),
  ];
  return { items, total: items.length, title: res.region_name };
}

/** One page of MJF / PMJF profiles (the call without a page answers the whole list). */
export async function fetchMjfProfiles(page: number, signal: AbortSignal): Promise<ListPage<MjfProfile>> {
  const res = await readOrOffline('get_mjpf_profiles', { page }, signal);
  return { items: res.data.profiles, total: res.totalCount };
}

/** One page of district graduates. */
export async function fetchGraduates(page: number, signal: AbortSignal): Promise<ListPage<Graduate>> {
  const res = await readOrOffline('get_district_graduates', { page }, signal);
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

/**
 * The District Governor team's titles, said as the glossary writes them in each language; every
 * other cabinet position stays as the district wrote it.
 */
const GOVERNOR_TITLES = new Set<string>([
  /*i18n*/ 'District Governor',
  /*i18n*/ 'First Vice District Governor',
  /*i18n*/ 'Second Vice District Governor',
  /*i18n*/ 'Immediate Past District Governor',
]);

export function positionText(position: string): string {
  const title = position.trim();
  return GOVERNOR_TITLES.has(title) ? i18n._(title) : position;
}
