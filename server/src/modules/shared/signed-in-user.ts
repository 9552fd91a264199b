/**
 * The signed-in member as otp-verify's `user` and get-profile-details answer it (the same
 * mapper for both, so the web can store either): read by the auth and profile modules. The
 * district's name is the caller's, from the one source of district settings
 * (lib/district-settings.ts: the console's stored name over DISTRICT_NAME).
 */
import type { User } from '@d320b/contract';
import type { Database } from '../../db/database.js';
import { mediaUrl } from '../../lib/media.js';

async function findMemberProfile(db: Database, memberId: number) {
  return db
    .selectFrom('members as m')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .select([
      'm.id', 'm.club_id', 'c.name as club_name', 'm.name', 'm.photo', 'm.profession', 'm.date_of_birth',
      'm.marriage_day', 'm.spouse', 'm.phone_number', 'm.mobile_number', 'm.postal_address', 'm.email',
      'm.website', 'm.positions_held', 'm.about_me', 'm.membership_number', 'm.date_of_joining', 'm.sponsored_by',
    ])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
}

type MemberProfileRow = NonNullable<Awaited<ReturnType<typeof findMemberProfile>>>;

/** Row → the contract's member profile (wire names of the member app's calls, docs/product.md §4.2). */
function toUser(row: MemberProfileRow, distName: string): User {
  return {
    memId: row.id,
    memName: row.name,
    memPhoto: row.photo ? mediaUrl(row.photo, 'display') : null,
    profession: row.profession,
    dateOfBirth: row.date_of_birth,
    marriageDay: row.marriage_day,
    spouse: row.spouse,
    phoneNumber: row.phone_number,
    mobileNumber: row.mobile_number,
    postalAddress: row.postal_address,
    emailAddress: row.email,
    websiteAddress: row.website,
    positionsheld: row.positions_held,
    aboutMe: row.about_me,
    membershipNumber: row.membership_number,
    dateOfJoining: row.date_of_joining,
    sponsoredBy: row.sponsored_by,
    distName,
    district: { distName },
    clubId: row.club_id,
    club_id: row.club_id,
    club_name: row.club_name,
  };
}

/** The member's profile with the district's name; undefined for no such member. */
export async function findSignedInUser(db: Database, memberId: number, districtName: string): Promise<User | undefined> {
  const row = await findMemberProfile(db, memberId);
  if (!row) return undefined;
  return toUser(row, districtName);
}
