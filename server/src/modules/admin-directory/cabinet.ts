/**
 * Cabinet: categories (name, order, icon), a category's place in a Lions year (cabinet_years: what
 * cab_leader_list / get_directory read per year) and the members of each category-year.
 */
import { conflict } from '../../lib/errors.js';
import { containsText } from '../../db/contains-text.js';
import { fetchPage } from '../../db/fetch-page.js';
import { mediaUrl } from '../../lib/media.js';
import { plural, refuseWhileUsed, requireActiveMember, requireRow } from './checks.js';
import { memberColumns, toMemberRef, type MemberColumnsRow } from './member-columns.js';
import type { ResourceDef } from './resource.js';
import type { FilterOf, FormOf } from './types.js';

interface CategoryRow { id: number; name: string; sort: number; icon_image: string | null; years: number | string | null }

export const cabinetCategories: ResourceDef<FormOf<'cabinet-categories'>, FilterOf<'cabinet-categories'>> = {
  path: 'cabinet-categories',
  entity: 'cabinet_category',
  table: 'cabinet_categories',
  images: { icon: 'icon_image' },
  imageFolder: 'cabinet',
  values: (f) => ({ name: f.name, sort: f.sort }),
  async beforeDelete(db, row) {
    await refuseWhileUsed(db, 'cabinet_years', 'category_id', row.id, (n) => `This category is in ${plural(n, 'Lions year')}. Remove it from those years first.`);
  },
  async list(db, input, window) {
    let base = db.selectFrom('cabinet_categories as k');
    if (input.search) base = base.where(containsText('k.name', input.search));
    return fetchPage(base, base.select((eb) => [
      'k.id', 'k.name', 'k.sort', 'k.icon_image',
      eb.selectFrom('cabinet_years as cy').select((e) => e.fn.countAll<number>().as('n')).whereRef('cy.category_id', '=', 'k.id').as('years'),
    ]).orderBy('k.sort').orderBy('k.name').orderBy('k.id'), window);
  },
  toItem: (r: CategoryRow) => ({ id: r.id, name: r.name, sort: r.sort, icon: mediaUrl(r.icon_image, 'thumb') || null, yearCount: Number(r.years ?? 0) }),
};

interface CabinetYearRow { id: number; category_id: number; category_name: string; academic_year_id: number; year_name: string; members: number | string | null }

export const cabinetYears: ResourceDef<FormOf<'cabinet-years'>, FilterOf<'cabinet-years'>> = {
  path: 'cabinet-years',
  entity: 'cabinet_year',
  table: 'cabinet_years',
  values: (f) => ({ academic_year_id: f.yearId, category_id: f.categoryId }),
  async check(db, v, current) {
    await requireRow(db, 'academic_years', v.academic_year_id, 'yearId', 'Lions year');
    await requireRow(db, 'cabinet_categories', v.category_id, 'categoryId', 'cabinet category');
    const clash = await db
      .selectFrom('cabinet_years')
      .select('id')
      .where('academic_year_id', '=', Number(v.academic_year_id))
      .where('category_id', '=', Number(v.category_id))
      .where('id', '<>', current?.id ?? 0)
      .executeTakeFirst();
    if (clash) throw conflict('This category is already in the cabinet of that Lions year.');
  },
  async beforeDelete(db, row) {
    await refuseWhileUsed(db, 'cabinet_members', 'cabinet_year_id', row.id, (n) => `This category still lists ${plural(n, 'member')} this year. Remove them first.`);
  },
  async list(db, input, window) {
    let base = db
      .selectFrom('cabinet_years as cy')
      .innerJoin('cabinet_categories as k', 'k.id', 'cy.category_id')
      .innerJoin('academic_years as y', 'y.id', 'cy.academic_year_id')
      .where('cy.academic_year_id', '=', input.yearId);
    if (input.search) base = base.where(containsText('k.name', input.search));
    return fetchPage(
      base,
      base
        .select((eb) => [
          'cy.id', 'cy.category_id', 'k.name as category_name', 'cy.academic_year_id', 'y.name as year_name',
          eb.selectFrom('cabinet_members as cm').select((e) => e.fn.countAll<number>().as('n')).whereRef('cm.cabinet_year_id', '=', 'cy.id').as('members'),
        ])
        .orderBy('k.sort')
        .orderBy('k.name')
        .orderBy('cy.id'),
      window,
    );
  },
  toItem: (r: CabinetYearRow) => ({
    id: r.id,
    categoryId: r.category_id,
    categoryName: r.category_name,
    yearId: r.academic_year_id,
    yearName: r.year_name,
    memberCount: Number(r.members ?? 0),
  }),
};

interface CabinetMemberRow extends MemberColumnsRow { id: number; cabinet_year_id: number; position: string; sort: number }

export const cabinetMembers: ResourceDef<FormOf<'cabinet-members'>, FilterOf<'cabinet-members'>> = {
  path: 'cabinet-members',
  entity: 'cabinet_member',
  table: 'cabinet_members',
  values: (f) => ({ cabinet_year_id: f.cabinetYearId, member_id: f.memberId, position: f.position, sort: f.sort }),
  async check(db, v) {
    await requireRow(db, 'cabinet_years', v.cabinet_year_id, 'cabinetYearId', 'cabinet category of a year');
    await requireActiveMember(db, v.member_id);
  },
  async list(db, input, window) {
    let base = db
      .selectFrom('cabinet_members as cm')
      .innerJoin('members as m', 'm.id', 'cm.member_id')
      .innerJoin('clubs as c', 'c.id', 'm.club_id')
      .where('cm.cabinet_year_id', '=', input.cabinetYearId);
    if (input.search) {
      const s = input.search;
      base = base.where((eb) => eb.or([containsText('m.name', s), containsText('cm.position', s), containsText('c.name', s), eb('m.mobile_number', 'like', `%${s.replace(/\D/g, '') || '-'}%`)]));
    }
    return fetchPage(base, base.select(['cm.id', 'cm.cabinet_year_id', 'cm.position', 'cm.sort', ...memberColumns]).orderBy('cm.sort').orderBy('cm.id'), window);
  },
  toItem: (r: CabinetMemberRow) => ({ id: r.id, cabinetYearId: r.cabinet_year_id, position: r.position, sort: r.sort, ...toMemberRef(r) }),
};
