/**
 * The simple district lists: MJF / PMJF (get_mjpf_profiles), district graduates
 * (get_district_graduates), the five Others lists (get_other_type), business categories
 * (get_business_categories) and the district contacts of the Contact Us page (get_contact).
 */
import { containsText } from '../../db/contains-text.js';
import { fetchPage } from '../../db/fetch-page.js';
import { refreshHonourNames } from '../../db/member-writer.js';
import { mediaUrl } from '../../lib/media.js';
import type { OtherType } from '../../db/schema.js';
import { plural, refuseWhileUsed, requireActiveMember } from './checks.js';
import { memberColumns, toMemberRef, type MemberColumnsRow } from './member-columns.js';
import type { ResourceDef } from './resource.js';
import type { FilterOf, FormOf } from './types.js';

interface MjfRow extends MemberColumnsRow { id: number; mj_type: 'MJF' | 'PMJF'; year_achieved: string }

/** An MJF or graduate record keeps its member's name for the list's order (migration 0014); not audited. */
async function keepMemberName(trx: Parameters<typeof refreshHonourNames>[0], _id: number, form: { memberId: number }): Promise<[]> {
  await refreshHonourNames(trx, form.memberId);
  return [];
}

export const mjf: ResourceDef<FormOf<'mjf'>, FilterOf<'mjf'>> = {
  path: 'mjf',
  entity: 'mjf_record',
  table: 'mjf_records',
  values: (f) => ({ member_id: f.memberId, mj_type: f.type, year_achieved: f.yearAchieved }),
  check: (db, v) => requireActiveMember(db, v.member_id),
  writeExtra: keepMemberName,
  async list(db, input, window) {
    let base = db.selectFrom('mjf_records as r').innerJoin('members as m', 'm.id', 'r.member_id').innerJoin('clubs as c', 'c.id', 'm.club_id');
    if (input.search) base = base.where((eb) => eb.or([containsText('m.name', input.search), containsText('c.name', input.search), containsText('r.year_achieved', input.search)]));
    return fetchPage(base, base.select(['r.id', 'r.mj_type', 'r.year_achieved', ...memberColumns]).orderBy('r.year_achieved', 'desc').orderBy('r.member_name').orderBy('r.id'), window);
  },
  toItem: (r: MjfRow) => ({ id: r.id, type: r.mj_type === 'PMJF' ? 'PMJF' : 'MJF', yearAchieved: r.year_achieved, ...toMemberRef(r) }),
};

interface GraduateRow extends MemberColumnsRow { id: number; grad_type: string; year_graduated: string }

export const graduates: ResourceDef<FormOf<'graduates'>, FilterOf<'graduates'>> = {
  path: 'graduates',
  entity: 'graduate',
  table: 'graduates',
  values: (f) => ({ member_id: f.memberId, grad_type: f.gradType, year_graduated: f.yearGraduated }),
  check: (db, v) => requireActiveMember(db, v.member_id),
  writeExtra: keepMemberName,
  async list(db, input, window) {
    let base = db.selectFrom('graduates as g').innerJoin('members as m', 'm.id', 'g.member_id').innerJoin('clubs as c', 'c.id', 'm.club_id');
    if (input.search) base = base.where((eb) => eb.or([containsText('m.name', input.search), containsText('g.grad_type', input.search), containsText('g.year_graduated', input.search)]));
    return fetchPage(base, base.select(['g.id', 'g.grad_type', 'g.year_graduated', ...memberColumns]).orderBy('g.year_graduated', 'desc').orderBy('g.member_name').orderBy('g.id'), window);
  },
  toItem: (r: GraduateRow) => ({ id: r.id, gradType: r.grad_type, yearGraduated: r.year_graduated, ...toMemberRef(r) }),
};

interface OtherRow { id: number; type: OtherType; heading: string; person_name: string | null; year_label: string | null; body: string | null; picture: string | null; sort: number }

export const others: ResourceDef<FormOf<'others'>, FilterOf<'others'>> = {
  path: 'others',
  entity: 'other_entry',
  table: 'other_entries',
  images: { picture: 'picture' },
  imageFolder: 'others',
  values: (f) => ({ type: f.type, heading: f.heading, person_name: f.personName ?? null, year_label: f.yearLabel, body: f.body ?? null, sort: f.sort }),
  async list(db, input, window) {
    let base = db.selectFrom('other_entries').where('type', '=', input.type);
    if (input.search) base = base.where((eb) => eb.or([containsText('heading', input.search), containsText('person_name', input.search)]));
    return fetchPage(base, base.select(['id', 'type', 'heading', 'person_name', 'year_label', 'body', 'picture', 'sort']).orderBy('sort').orderBy('id'), window);
  },
  toItem: (r: OtherRow) => ({
    id: r.id,
    type: r.type,
    heading: r.heading,
    personName: r.person_name,
    yearLabel: r.year_label,
    body: r.body,
    picture: mediaUrl(r.picture, 'thumb') || null,
    sort: r.sort,
  }),
};

interface CategoryRow { id: number; title: string; image: string | null; sort: number; n: number | string | null }

export const businessCategories: ResourceDef<FormOf<'business-categories'>, FilterOf<'business-categories'>> = {
  path: 'business-categories',
  entity: 'business_category',
  table: 'business_categories',
  images: { image: 'image' },
  imageFolder: 'business',
  values: (f) => ({ title: f.title, sort: f.sort }),
  async beforeDelete(db, row) {
    await refuseWhileUsed(db, 'businesses', 'category_id', row.id, (n) => `${plural(n, 'business', 'businesses')} are listed in this category. Move them to another category first.`);
  },
  async list(db, input, window) {
    let base = db.selectFrom('business_categories as k');
    if (input.search) base = base.where(containsText('k.title', input.search));
    return fetchPage(
      base,
      base
        .select((eb) => ['k.id', 'k.title', 'k.image', 'k.sort', eb.selectFrom('businesses as b').select((e) => e.fn.countAll<number>().as('n')).whereRef('b.category_id', '=', 'k.id').as('n')])
        .orderBy('k.sort')
        .orderBy('k.title')
        .orderBy('k.id'),
      window,
    );
  },
  toItem: (r: CategoryRow) => ({ id: r.id, title: r.title, image: mediaUrl(r.image, 'thumb') || null, sort: r.sort, businessCount: Number(r.n ?? 0) }),
};

interface ContactRow { id: number; unit_name: string; contact_person: string; mobile: string | null; email: string | null; photo: string | null; sort: number }

export const districtContacts: ResourceDef<FormOf<'district-contacts'>, FilterOf<'district-contacts'>> = {
  path: 'district-contacts',
  entity: 'district_contact',
  table: 'district_contacts',
  images: { photo: 'photo' },
  imageFolder: 'contacts',
  values: (f) => ({ unit_name: f.unitName, contact_person: f.contactPerson, mobile: f.mobile, email: f.email ?? null, sort: f.sort }),
  async list(db, input, window) {
    let base = db.selectFrom('district_contacts');
    if (input.search) base = base.where((eb) => eb.or([containsText('unit_name', input.search), containsText('contact_person', input.search)]));
    return fetchPage(base, base.select(['id', 'unit_name', 'contact_person', 'mobile', 'email', 'photo', 'sort']).orderBy('sort').orderBy('id'), window);
  },
  toItem: (r: ContactRow) => ({
    id: r.id,
    unitName: r.unit_name,
    contactPerson: r.contact_person,
    mobile: r.mobile,
    email: r.email,
    photo: mediaUrl(r.photo, 'thumb') || null,
    sort: r.sort,
  }),
};
