import type { Viewer } from '../../access/privacy.js';
import { cardMobile } from '../shared/member-card.js';
import type { AcademicYear, Club, ClubCountOption, ClubListRow, PstMember } from '@d320b/contract';
import { mediaUrl } from '../../lib/media.js';
import type * as repo from './repository.js';

// Officer cards are small: thumbnails.
const thumb = (key: string | null) => mediaUrl(key, 'thumb') || null;

export const toClubListRow = (r: repo.ClubListRow): ClubListRow => ({
  clubld: r.id,
  clubName: r.name,
  clubNumber: r.club_number,
  members_count: r.members_count,
});

export const toClubCountOption = (r: { id: number; name: string; member_count: number }): ClubCountOption => ({
  clubld: r.id,
  clubName: r.name,
  memberCount: r.member_count,
});

export const toClub = (r: repo.ClubDetailsRow): Club => ({
  clubld: r.id,
  clubName: r.name,
  clubNumber: r.club_number,
  charterPresident: r.charter_president,
  extnChairman: r.extension_chairman,
  meetsOn: r.meets_on,
  meetingPlace: r.meeting_place,
  sponsoredBy: r.sponsored_by,
  charterDate: r.charter_date,
  members_count: r.members_count,
  memberCount: r.members_count,
  activity_count: r.activity_count,
});

export const toAcademicYear = (r: { id: number; name: string }): AcademicYear => ({ dAYld: r.id, dAYName: r.name });

export const toPstMember = (r: repo.OfficerRow, viewer: Viewer): PstMember => ({
  memId: r.member_id,
  memPhoto: thumb(r.member_photo),
  position: r.position,
  memName: r.member_name,
  mobileNumber: cardMobile(r, viewer),
});
