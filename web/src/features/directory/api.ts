import { keepPreviousData } from '@tanstack/react-query';
import type { CabinetLeader, Graduate, MjfProfile, RegionMember, ZoneMember } from '@d320b/contract';
import { callQuery, type ResponseOf } from '@/lib/calls';
import type { ListPage } from '@/lib/list-session';
import { i18n } from '@/i18n/i18n';

/** get_directory: academic years and the cabinet tiles of `year` (null = the first year). */
export function directoryQuery(year: number | null) {
  // Switching years keeps the old tiles on screen until the new ones arrive.
  return callQuery('get_directory', { year }, { placeholderData: keepPreviousData });
}

/** get_regions of an academic year (null = the first year). */
export function regionsQuery(year: number | null) {
  return callQuery('get_regions', { academic_year_id: year }, { placeholderData: keepPreviousData });
}

/** The list of one cabinet category's leaders: cab_leader_list, a page at a time. */
export function cabinetList(categoryId: number) {
  return {
    call: 'cab_leader_list',
    payload: (page: number) => ({ dist_category_id: categoryId, page }),
    toPage: (res: ResponseOf<'cab_leader_list'>): ListPage<CabinetLeader> => ({ items: res.data, total: res.totalCount, title: res.dcay_name }),
  } as const;
}

export type RegionRow = (RegionMember & { kind: 'region' }) | (ZoneMember & { kind: 'zone' });

/** Region and zone leaders as one list (so the list's save/restore keeps both), region first: get_region_by_id, whole. */
export function regionList(regionId: number) {
  return {
    call: 'get_region_by_id',
    payload: () => ({ region_id: regionId }),
    toPage: (res: ResponseOf<'get_region_by_id'>): ListPage<RegionRow> => {
      const items: RegionRow[] = [
        ...res.data.members.map((m) => ({ ...m, kind: 'region' as const })),
        ...res.data.zoneMembers.map((z) => ({ ...z, kind: 'zone' as const })),
      ];
      return { items, total: items.length, title: res.region_name };
    },
  } as const;
}

/** MJF / PMJF profiles, a page at a time (the call without a page answers the whole list). */
export const mjfList = {
  call: 'get_mjpf_profiles',
  payload: (page: number) => ({ page }),
  toPage: (res: ResponseOf<'get_mjpf_profiles'>): ListPage<MjfProfile> => ({ items: res.data.profiles, total: res.totalCount }),
} as const;

/** District graduates, a page at a time. */
export const graduatesList = {
  call: 'get_district_graduates',
  payload: (page: number) => ({ page }),
  toPage: (res: ResponseOf<'get_district_graduates'>): ListPage<Graduate> => ({ items: res.data, total: res.totalCount }),
} as const;

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
