import type { AdminClub, AdminClubRow, AdminMember, AdminMemberRow, AdminRoleRow, AdminYear } from '@d320b/contract';
import type { AdminRow } from '../../access/grants.js';
import type { AcademicYearsTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import { mediaUrl } from '../../lib/media.js';
import type { AdminClubRecord, AdminMemberRecord } from './repository.js';

export function toAdminMemberRow(r: {
  id: number; name: string; mobile_number: string; photo: string | null; club_id: number; club_name: string;
  profession: string | null; is_active: number; updated_at: string;
}): AdminMemberRow {
  return {
    id: r.id,
    name: r.name,
    mobile: r.mobile_number,
    photo: mediaUrl(r.photo, 'thumb') || null,
    clubId: r.club_id,
    clubName: r.club_name,
    profession: r.profession,
    active: r.is_active === 1,
    updatedAt: r.updated_at,
  };
}

export function toAdminMember(r: AdminMemberRecord, isClubAdmin: boolean): AdminMember {
  return {
    ...toAdminMemberRow(r),
    photo: mediaUrl(r.photo, 'display') || null,
    phone: r.phone_number,
    email: r.email,
    website: r.website,
    dateOfBirth: r.date_of_birth,
    marriageDay: r.marriage_day,
    spouse: r.spouse,
    postalAddress: r.postal_address,
    positionsHeld: r.positions_held,
    aboutMe: r.about_me,
    membershipNumber: r.membership_number,
    dateOfJoining: r.date_of_joining,
    sponsoredBy: r.sponsored_by,
    isClubAdmin,
  };
}

export function toAdminClubRow(r: { id: number; name: string; club_number: string | null; logo: string | null; is_active: number; member_count: number | null }): AdminClubRow {
  return {
    id: r.id,
    name: r.name,
    clubNumber: r.club_number,
    logo: mediaUrl(r.logo, 'thumb') || null,
    active: r.is_active === 1,
    memberCount: Number(r.member_count ?? 0),
  };
}

export function toAdminClub(r: AdminClubRecord): AdminClub {
  return {
    ...toAdminClubRow(r),
    logo: mediaUrl(r.logo, 'display') || null,
    charterPresident: r.charter_president,
    charterDate: r.charter_date,
    extensionChairman: r.extension_chairman,
    meetsOn: r.meets_on,
    meetingPlace: r.meeting_place,
    sponsoredBy: r.sponsored_by,
    activityCount: Number(r.activity_count ?? 0),
    admins: r.admins.map((a) => ({ id: a.id, name: a.name, mobile: a.mobile_number })),
  };
}

export function toAdminRoleRow(a: AdminRow): AdminRoleRow {
  return {
    memberId: a.memberId, name: a.name, mobile: a.mobile, clubName: a.clubName, active: a.active, role: a.role,
    adminOfClubId: a.adminOfClubId, adminOfClubName: a.adminOfClubName,
  };
}

export function toAdminYear(y: Selectable<AcademicYearsTable>): AdminYear {
  return { id: y.id, name: y.name, startsOn: y.starts_on, endsOn: y.ends_on, current: y.is_current === 1 };
}

