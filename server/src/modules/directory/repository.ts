import type { Database } from '../../db/database.js';
import { fetchPage } from '../../db/fetch-page.js';
import { readThrough } from '../../db/read-through.js';
import { memberCardColumns, type MemberCardRow } from '../shared/member-card.js';
import type { PageWindow } from '../../lib/paging.js';

export interface AcademicYearRow {
  id: number;
  name: string;
}

/**
 * The current year first (it is the default of every year select), then the
 * others newest first. Older years without a cabinet or regions stay listed:
 * the directory shows its empty messages for them.
 */
export async function listAcademicYears(db: Database): Promise<AcademicYearRow[]> {
  return db
    .selectFrom('academic_years')
    .select(['id', 'name'])
    .orderBy('is_current', 'desc')
    .orderBy('starts_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function academicYearExists(db: Database, id: number): Promise<boolean> {
  return !!(await db.selectFrom('academic_years').select('id').where('id', '=', id).executeTakeFirst());
}

export interface CabinetCategoryRow {
  cabinet_year_id: number;
  name: string;
  icon_image: string | null;
}

export async function cabinetCategoriesOfYear(db: Database, academicYearId: number): Promise<CabinetCategoryRow[]> {
  return db
    .selectFrom('cabinet_years as cy')
    .innerJoin('cabinet_categories as cc', 'cc.id', 'cy.category_id')
    .select(['cy.id as cabinet_year_id', 'cc.name', 'cc.icon_image'])
    .where('cy.academic_year_id', '=', academicYearId)
    .orderBy('cc.sort')
    .orderBy('cc.name')
    .orderBy('cy.id')
    .execute();
}

export interface CabinetYearRow {
  id: number;
  category_name: string;
  year_name: string;
}

export async function findCabinetYear(db: Database, id: number): Promise<CabinetYearRow | undefined> {
  return db
    .selectFrom('cabinet_years as cy')
    .innerJoin('cabinet_categories as cc', 'cc.id', 'cy.category_id')
    .innerJoin('academic_years as y', 'y.id', 'cy.academic_year_id')
    .select(['cy.id', 'cc.name as category_name', 'y.name as year_name'])
    .where('cy.id', '=', id)
    .executeTakeFirst();
}

export interface CabinetMemberRow extends MemberCardRow {
  position: string;
}

/** One page of a cabinet category-year, in cabinet order; only active members. */
export async function listCabinetMembers(
  db: Database,
  cabinetYearId: number,
  window: PageWindow,
): Promise<{ rows: CabinetMemberRow[]; total: number }> {
  const base = db
    .selectFrom('cabinet_members as cm')
    .innerJoin('members as m', 'm.id', 'cm.member_id')
    .where('cm.cabinet_year_id', '=', cabinetYearId)
    .where('m.is_active', '=', 1);
  return fetchPage(
    base,
    base
      .innerJoin('clubs as c', 'c.id', 'm.club_id')
      .select([
        ...memberCardColumns,
        'cm.position',
      ])
      .orderBy('cm.sort')
      .orderBy('cm.id'),
    window,
  );
}

export interface RegionRow {
  id: number;
  name: string;
}

export async function regionsOfYear(db: Database, academicYearId: number): Promise<RegionRow[]> {
  return db
    .selectFrom('regions')
    .select(['id', 'name'])
    .where('academic_year_id', '=', academicYearId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function findRegion(db: Database, id: number): Promise<RegionRow | undefined> {
  return db.selectFrom('regions').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export interface RoleRow extends MemberCardRow {
  role_name: string;
}

export async function regionLeaders(db: Database, regionId: number): Promise<RoleRow[]> {
  return db
    .selectFrom('region_members as rm')
    .innerJoin('members as m', 'm.id', 'rm.member_id')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .select([
      ...memberCardColumns,
      'rm.role_name',
    ])
    .where('rm.region_id', '=', regionId)
    .where('m.is_active', '=', 1)
    .orderBy('rm.sort')
    .orderBy('rm.id')
    .execute();
}

export interface ZoneLeaderRow extends RoleRow {
  zone_id: number;
  zone_name: string;
}

/** Zone leaders of a region, zone by zone in zone order. */
export async function zoneLeaders(db: Database, regionId: number): Promise<ZoneLeaderRow[]> {
  return db
    .selectFrom('zones as z')
    .innerJoin('zone_members as zm', 'zm.zone_id', 'z.id')
    .innerJoin('members as m', 'm.id', 'zm.member_id')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .select([
      'z.id as zone_id',
      'z.name as zone_name',
      ...memberCardColumns,
      'zm.role_name',
    ])
    .where('z.region_id', '=', regionId)
    .where('m.is_active', '=', 1)
    .orderBy('z.sort')
    .orderBy('z.id')
    .orderBy('zm.sort')
    .orderBy('zm.id')
    .execute();
}

/** Clubs of every zone of a region, by name. */
export async function zoneClubs(db: Database, regionId: number): Promise<{ zone_id: number; club_name: string }[]> {
  return db
    .selectFrom('zones as z')
    .innerJoin('zone_clubs as zc', 'zc.zone_id', 'z.id')
    .innerJoin('clubs as c', 'c.id', 'zc.club_id')
    .select(['z.id as zone_id', 'c.name as club_name'])
    .where('z.region_id', '=', regionId)
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
}

export interface MjfRow extends MemberCardRow {
  mj_type: string;
  year_achieved: string;
}

/**
 * Most recent first, then by name: the whole list (window null, as the member app sends the call) or one
 * page of it with the total.
 */
export async function listMjf(db: Database, window: PageWindow | null): Promise<{ rows: MjfRow[]; total: number }> {
  const base = db
    .selectFrom(readThrough(db, 'mjf_records', 'r', 'mjf_records_year_name_idx'))
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .where('m.is_active', '=', 1);
  const rows = base
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .select([
      ...memberCardColumns,
      'r.mj_type',
      'r.year_achieved',
    ])
    .orderBy('r.year_achieved', 'desc')
    // The member's name as the record keeps it (migration 0014): the order of the year index.
    .orderBy('r.member_name')
    .orderBy('r.id');
  if (window) return fetchPage(base, rows, window);
  const all = await rows.execute();
  return { rows: all, total: all.length };
}

export interface GraduateRow extends MemberCardRow {
  grad_type: string;
  year_graduated: string;
}

/** Most recent first, then by name: the whole list (window null) or one page of it with the total. */
export async function listGraduates(db: Database, window: PageWindow | null): Promise<{ rows: GraduateRow[]; total: number }> {
  const base = db
    .selectFrom(readThrough(db, 'graduates', 'g', 'graduates_year_name_idx'))
    .innerJoin('members as m', 'm.id', 'g.member_id')
    .where('m.is_active', '=', 1);
  const rows = base
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .select([
      ...memberCardColumns,
      'g.grad_type',
      'g.year_graduated',
    ])
    .orderBy('g.year_graduated', 'desc')
    .orderBy('g.member_name')
    .orderBy('g.id');
  if (window) return fetchPage(base, rows, window);
  const all = await rows.execute();
  return { rows: all, total: all.length };
}
