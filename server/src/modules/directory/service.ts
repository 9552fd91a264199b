import {
  type AcademicYear,
  type CabinetCategory,
  type CabinetLeader,
  type Graduate,
  type MjfProfile,
  type Region,
  type RegionMember,
  type ZoneMember,
} from '@d320b/contract';
import type { Viewer } from '../../access/privacy.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { pageWindow } from '../../lib/paging.js';
import {
  toAcademicYear,
  toCabinetCategory,
  toCabinetLeader,
  toGraduate,
  toMjfProfile,
  toRegion,
  toRegionMember,
  toZoneMember,
} from './mappers.js';
import * as repo from './repository.js';

/**
 * The year a directory request is about: the requested one (404 when it does
 * not exist), else the first of the list (the current year). Null when the district
 * has no academic year yet.
 */
async function resolveYear(db: Database, requested: number | null, years?: repo.AcademicYearRow[]): Promise<number | null> {
  if (requested !== null) {
    // Any existing year may be asked for, even one the select leaves out for having no data.
    const known = years?.some((y) => y.id === requested) || (await repo.academicYearExists(db, requested));
    if (!known) throw notFound('Academic year not found.');
    return requested;
  }
  const list = years ?? (await repo.listAcademicYears(db));
  return list[0]?.id ?? null;
}

export async function directory(
  db: Database,
  year: number | null,
): Promise<{ academic_years: AcademicYear[]; cab_leaders: CabinetCategory[] }> {
  const years = await repo.listAcademicYears(db);
  const yearId = await resolveYear(db, year, years);
  const categories = yearId === null ? [] : await repo.cabinetCategoriesOfYear(db, yearId);
  return { academic_years: years.map(toAcademicYear), cab_leaders: categories.map(toCabinetCategory) };
}

export async function regions(db: Database, academicYearId: number | null): Promise<Region[]> {
  const yearId = await resolveYear(db, academicYearId);
  return yearId === null ? [] : (await repo.regionsOfYear(db, yearId)).map(toRegion);
}

export async function cabinetLeaders(
  db: Database,
  viewer: Viewer,
  cabinetYearId: number,
  page: number,
): Promise<{ data: CabinetLeader[]; totalCount: number; dcay_name: string }> {
  const cabinetYear = await repo.findCabinetYear(db, cabinetYearId);
  if (!cabinetYear) throw notFound('District cabinet not found.');
  const { rows, total } = await repo.listCabinetMembers(db, cabinetYearId, pageWindow(page));
  return {
    data: rows.map((r) => toCabinetLeader(r, viewer)),
    totalCount: total,
    dcay_name: `${cabinetYear.category_name} (${cabinetYear.year_name})`,
  };
}

export async function regionById(
  db: Database,
  viewer: Viewer,
  regionId: number,
): Promise<{ members: RegionMember[]; zoneMembers: ZoneMember[]; region_name: string }> {
  const region = await repo.findRegion(db, regionId);
  if (!region) throw notFound('Region not found.');
  const [leaders, zoneLeaders, clubs] = await Promise.all([
    repo.regionLeaders(db, regionId),
    repo.zoneLeaders(db, regionId),
    repo.zoneClubs(db, regionId),
  ]);
  const clubsByZone = new Map<number, string[]>();
  for (const c of clubs) {
    const list = clubsByZone.get(c.zone_id) ?? [];
    list.push(c.club_name);
    clubsByZone.set(c.zone_id, list);
  }
  return {
    members: leaders.map((r) => toRegionMember(r, viewer)),
    zoneMembers: zoneLeaders.map((z) => toZoneMember(z, clubsByZone.get(z.zone_id) ?? [], viewer)),
    region_name: region.name,
  };
}

/** MJF / PMJF profiles: all of them (page null, as the member app sends the call) or one page, with the total. */
export async function mjfProfiles(
  db: Database,
  viewer: Viewer,
  page: number | null,
): Promise<{ profiles: MjfProfile[]; totalCount: number }> {
  const { rows, total } = await repo.listMjf(db, page === null ? null : pageWindow(page));
  return { profiles: rows.map((r) => toMjfProfile(r, viewer)), totalCount: total };
}

/** District graduates: all of them (page null) or one page, with the total. */
export async function graduates(
  db: Database,
  viewer: Viewer,
  page: number | null,
): Promise<{ data: Graduate[]; totalCount: number }> {
  const { rows, total } = await repo.listGraduates(db, page === null ? null : pageWindow(page));
  return { data: rows.map((r) => toGraduate(r, viewer)), totalCount: total };
}
