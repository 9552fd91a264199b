import type { MemberDetails, MemberRow } from '@d320b/contract';
import type { Viewer } from '../../access/privacy.js';
import { mediaUrl } from '../../lib/media.js';
import { toMemberBrief } from '../shared/member-card.js';
import type { MemberDetailsRow, MemberListRow } from './repository.js';

const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);

/** Members list card (thumbnail photo). */
export function toMemberRow(row: MemberListRow, viewer: Viewer): MemberRow {
  return {
    ...toMemberBrief(row, viewer),
    profession: row.profession,
    isManager: flag(viewer.managedClubIds.has(row.club_id)),
    selfLogin: flag(row.member_id === viewer.id),
  };
}

export function toMemberDetails(row: MemberDetailsRow, distName: string): MemberDetails {
  return {
    memId: row.id,
    clubId: row.club_id,
    memPhoto: mediaUrl(row.photo, 'display') || null,
    memName: row.name,
    profession: row.profession,
    clubName: row.club_name,
    distName,
    membershipNumber: row.membership_number,
    dateOfBirth: row.date_of_birth,
    marriageDay: row.marriage_day,
    spouse: row.spouse,
    phoneNumber: row.phone_number,
    mobileNumber: row.mobile_number,
    emailAddress: row.email,
    websiteAddress: row.website,
    postalAddress: row.postal_address,
    positionsheld: row.positions_held,
    dateOfJoining: row.date_of_joining,
    sponsoredBy: row.sponsored_by,
    aboutMe: row.about_me,
  };
}
