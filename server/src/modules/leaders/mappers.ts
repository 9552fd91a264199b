import type { GovernorProfile, ProfileType } from '@d320b/contract';
import { mediaUrl, type ImageSize } from '../../lib/media.js';
import type { Viewer } from '../../access/privacy.js';
import { cardMobile } from '../shared/member-card.js';
import type { GovernorRow } from './repository.js';

/** pageName per profile type; the web titles the page "District {pageName}". */
export const PAGE_NAMES: Record<ProfileType, string> = {
  dg: 'DG',
  fvdg: 'FVDG',
  svdg: 'SVDG',
  ipdg: 'IPDG',
  pdgs: "PDG's",
};

/**
 * The member photo follows the list/detail size; family, logo and theme
 * pictures are shown full width on the page, so they are always display size.
 */
export function toGovernorProfile(row: GovernorRow, distName: string, photoSize: ImageSize, viewer: Viewer): GovernorProfile {
  return {
    memId: row.member_id,
    memName: row.member_name,
    memPhoto: mediaUrl(row.member_photo, photoSize) || null,
    acYear: row.year_name,
    club_name: row.club_name,
    memMobileNumber: cardMobile(row, viewer),
    dgld: row.id,
    distName,
    dgFamilyPic: mediaUrl(row.family_pic, 'display') || null,
    dgSlogan: row.slogan,
    dgLogoPic: mediaUrl(row.logo_pic, 'display') || null,
    dgThemePic: mediaUrl(row.theme_pic, 'display') || null,
    dgProfile: row.profile,
  };
}
