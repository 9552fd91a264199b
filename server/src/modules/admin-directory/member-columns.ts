import type { ImageSize } from '../../lib/media.js';
import { mediaUrl } from '../../lib/media.js';

/** Columns of the member a row names, for queries joining `members as m` and `clubs as c`. */
export const memberColumns = [
  'm.id as member_id',
  'm.name as member_name',
  'm.photo as member_photo',
  'm.mobile_number as member_mobile',
  'c.name as club_name',
] as const;

export interface MemberColumnsRow {
  member_id: number;
  member_name: string;
  member_photo: string | null;
  member_mobile: string;
  club_name: string;
}

export function toMemberRef(r: MemberColumnsRow, size: ImageSize = 'thumb') {
  return {
    memberId: r.member_id,
    memberName: r.member_name,
    memberPhoto: mediaUrl(r.member_photo, size) || null,
    memberMobile: r.member_mobile,
    clubName: r.club_name,
  };
}
