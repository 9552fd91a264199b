/**
 * The member card: photo, name, club and mobile of one member. Most lists
 * (directory, club managers, leaders, business owners, greetings, members)
 * show it, under their own wire names; the row side is the same everywhere.
 */
import type { MemberBrief } from '@d320b/contract';
import { mediaUrl, type ImageSize } from '../../lib/media.js';

/** For repositories: the card's columns of a query that joins `members as m` and `clubs as c` (the member's club). */
export const memberCardColumns = [
  'm.id as member_id',
  'm.name as member_name',
  'm.photo as member_photo',
  'm.mobile_number as member_mobile',
  'c.name as club_name',
] as const;

export interface MemberCardRow {
  member_id: number;
  member_name: string;
  member_photo: string | null;
  member_mobile: string;
  club_name: string;
}

/** Lists show thumbnails; a detail view passes 'display'. */
export function toMemberBrief(row: MemberCardRow, photoSize: ImageSize = 'thumb'): MemberBrief {
  return {
    memId: row.member_id,
    memName: row.member_name,
    memPhoto: mediaUrl(row.member_photo, photoSize) || null,
    mobileNumber: row.member_mobile,
    clubName: row.club_name,
  };
}
