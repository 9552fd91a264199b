import type {
  AcademicYear,
  CabinetCategory,
  CabinetLeader,
  Graduate,
  MjfProfile,
  Region,
  RegionMember,
  ZoneMember,
} from '@d320b/contract';
import { mediaUrl } from '../../lib/media.js';
import type { Viewer } from '../../access/privacy.js';
import { cardMobile, toMemberBrief } from '../shared/member-card.js';
import type {
  AcademicYearRow,
  CabinetCategoryRow,
  CabinetMemberRow,
  GraduateRow,
  MjfRow,
  RegionRow,
  RoleRow,
  ZoneLeaderRow,
} from './repository.js';

// Every directory screen is a list of cards, so photos are thumbnails.
const thumb = (key: string | null) => mediaUrl(key, 'thumb') || null;

export const toAcademicYear = (r: AcademicYearRow): AcademicYear => ({ dAYld: r.id, dAYName: r.name });

export const toCabinetCategory = (r: CabinetCategoryRow): CabinetCategory => ({
  dCAYId: r.cabinet_year_id,
  dCabCategoryName: r.name,
  iconImage: thumb(r.icon_image),
});

export const toCabinetLeader = (r: CabinetMemberRow, viewer: Viewer): CabinetLeader => ({
  memId: r.member_id,
  memName: r.member_name,
  memPhoto: thumb(r.member_photo),
  dCabPosition: r.position,
  clubName: r.club_name,
  memMobNumber: cardMobile(r, viewer),
});

export const toRegion = (r: RegionRow): Region => ({ rpId: r.id, region_name: r.name });

export const toRegionMember = (r: RoleRow, viewer: Viewer): RegionMember => ({ ...toMemberBrief(r, viewer), role_name: r.role_name });

export const toZoneMember = (r: ZoneLeaderRow, clubs: string[], viewer: Viewer): ZoneMember => ({
  ...toRegionMember(r, viewer),
  zone_name: r.zone_name,
  clubs: clubs.map((clubName) => ({ clubName })),
});

export const toMjfProfile = (r: MjfRow, viewer: Viewer): MjfProfile => ({
  memId: r.member_id,
  memName: r.member_name,
  memPhoto: thumb(r.member_photo),
  mjType: r.mj_type,
  YearAchieved: r.year_achieved,
  mobileNumber: cardMobile(r, viewer),
  club_name: r.club_name,
});

export const toGraduate = (r: GraduateRow, viewer: Viewer): Graduate => ({
  memId: r.member_id,
  memName: r.member_name,
  memPhoto: thumb(r.member_photo),
  gradType: r.grad_type,
  YearGraduated: r.year_graduated,
  memMobNumber: cardMobile(r, viewer),
  club_name: r.club_name,
});
