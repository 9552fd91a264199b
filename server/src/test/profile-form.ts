import type { MemberProfile } from '@d320b/contract';

/** The edit form of update_member_profile as the web sends it: every field, from the current profile. */
export function profileForm(p: MemberProfile, overrides: Record<string, string | number> = {}): Record<string, string | number> {
  return {
    memName: p.memName,
    mobileNumber: p.mobileNumber,
    phoneNumber: p.phoneNumber ?? '',
    profession: p.profession ?? '',
    dateOfBirth: p.dateOfBirth ?? '',
    marriageDay: p.marriageDay ?? '',
    spouse: p.spouse ?? '',
    postalAddress: p.postalAddress ?? '',
    emailAddress: p.emailAddress ?? '',
    websiteAddress: p.websiteAddress ?? '',
    positionsheld: p.positionsheld ?? '',
    aboutMe: p.aboutMe ?? '',
    ...overrides,
  };
}
