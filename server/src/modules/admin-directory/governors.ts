/** Governor profiles (DG, FVDG, SVDG, IPDG of a year; PDGs): what get_profile_list / get_leader_profile read. */
import { sql } from 'kysely';
import { containsText } from '../../db/contains-text.js';
import { fetchPage } from '../../db/fetch-page.js';
import { mediaUrl } from '../../lib/media.js';
import { requireActiveMember, requireRow } from './checks.js';
import { memberColumns, toMemberRef, type MemberColumnsRow } from './member-columns.js';
import type { ResourceDef } from './resource.js';
import type { FilterOf, FormOf } from './types.js';
import type { ProfileType } from '../../db/schema.js';

interface GovernorRow extends MemberColumnsRow {
  id: number; profile_type: ProfileType; academic_year_id: number | null; year_name: string | null; slogan: string | null;
  profile: string | null; family_pic: string | null; logo_pic: string | null; theme_pic: string | null; sort: number;
}

export const governors: ResourceDef<FormOf<'governors'>, FilterOf<'governors'>> = {
  path: 'governors',
  entity: 'governor_profile',
  table: 'governor_profiles',
  images: { familyPic: 'family_pic', logoPic: 'logo_pic', themePic: 'theme_pic' },
  imageFolder: 'governors',
  values: (f) => ({
    profile_type: f.type,
    member_id: f.memberId,
    academic_year_id: f.yearId,
    slogan: f.slogan ?? null,
    profile: f.profile ?? null,
    sort: f.sort,
  }),
  async check(db, v) {
    await requireActiveMember(db, v.member_id);
    if (v.academic_year_id !== null) await requireRow(db, 'academic_years', v.academic_year_id, 'yearId', 'Lions year');
  },
  async list(db, input, window) {
    let base = db
      .selectFrom('governor_profiles as g')
      .innerJoin('members as m', 'm.id', 'g.member_id')
      .innerJoin('clubs as c', 'c.id', 'm.club_id')
      .leftJoin('academic_years as y', 'y.id', 'g.academic_year_id');
    if (input.type) base = base.where('g.profile_type', '=', input.type);
    if (input.yearId !== null) base = base.where('g.academic_year_id', '=', input.yearId);
    if (input.search) base = base.where((eb) => eb.or([containsText('m.name', input.search), containsText('g.slogan', input.search)]));
    return fetchPage(
      base,
      base
        .select([
          'g.id', 'g.profile_type', 'g.academic_year_id', 'y.name as year_name', 'g.slogan', 'g.profile',
          'g.family_pic', 'g.logo_pic', 'g.theme_pic', 'g.sort', ...memberColumns,
        ])
        .orderBy(sql`case when y.starts_on is null then 1 else 0 end`)
        .orderBy('y.starts_on', 'desc')
        .orderBy('g.profile_type')
        .orderBy('g.sort')
        .orderBy('g.id'),
      window,
    );
  },
  toItem: (r: GovernorRow) => ({
    id: r.id,
    type: r.profile_type,
    yearId: r.academic_year_id,
    yearName: r.year_name,
    slogan: r.slogan,
    profile: r.profile,
    familyPic: mediaUrl(r.family_pic, 'thumb') || null,
    logoPic: mediaUrl(r.logo_pic, 'thumb') || null,
    themePic: mediaUrl(r.theme_pic, 'thumb') || null,
    sort: r.sort,
    ...toMemberRef(r),
  }),
};
