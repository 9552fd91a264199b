/**
 * The member app's calls (docs/product.md §4.2), keyed by their exact wire names: 39 calls, part
 * of the one registry `calls` (catalogue.ts), through which everything else names them.
 */
import { login, logout, otpVerify } from './auth';
import { getDashboard } from './dashboard';
import { getLeaderProfile, getProfileList } from './leaders';
import {
  cabLeaderList,
  getDirectory,
  getDistrictGraduates,
  getMjpfProfiles,
  getRegionById,
  getRegions,
} from './directory';
import { getClubDetails, getClubs, getClubsList, getMemberManagerClub } from './clubs';
import { getMemberDetails, getMemberNumber, getMembers, updateMobileNumber } from './members';
import {
  addClubActivities,
  deleteClubActivities,
  getClubActivities,
  getClubActivityDetails,
  getDistrictActivities,
  getDistrictActivitiesDetails,
  getDistrictEventDetails,
  getDistrictEvents,
  updateClubActivities,
} from './activities';
import { getGreetings } from './greetings';
import {
  addBusinessProfile,
  getBusinessCategories,
  getBusinessDetails,
  getBusinessInfo,
  updateBusinessProfile,
} from './business';
import { getProfileDetails, updateMemberProfile } from './profile';
import { getContact } from './contact';
import { getOtherType } from './others';

export { OTP_CHANNELS, otpChannel, type OtpChannel } from './auth';
export { clubActivityForm } from './activities';
export { businessForm } from './business';
export { memberProfileForm } from './profile';
export { contactCorrectionForm } from './members';

export const memberAppCalls = {
  logout,
  login,
  'otp-verify': otpVerify,
  get_profile_list: getProfileList,
  get_dashboard: getDashboard,
  get_contact: getContact,
  get_business_details: getBusinessDetails,
  get_business_categories: getBusinessCategories,
  add_business_profile: addBusinessProfile,
  update_business_profile: updateBusinessProfile,
  'get-profile-details': getProfileDetails,
  update_member_profile: updateMemberProfile,
  get_district_activities: getDistrictActivities,
  get_district_events: getDistrictEvents,
  get_directory: getDirectory,
  get_regions: getRegions,
  get_clubs: getClubs,
  get_members: getMembers,
  get_member_number: getMemberNumber,
  update_mobile_number: updateMobileNumber,
  get_member_details: getMemberDetails,
  get_club_activities: getClubActivities,
  get_club_activity_details: getClubActivityDetails,
  delete_club_activities: deleteClubActivities,
  get_greetings: getGreetings,
  get_business_info: getBusinessInfo,
  get_clubs_list: getClubsList,
  get_club_details: getClubDetails,
  get_district_event_details: getDistrictEventDetails,
  get_district_activities_details: getDistrictActivitiesDetails,
  cab_leader_list: cabLeaderList,
  get_district_graduates: getDistrictGraduates,
  get_mjpf_profiles: getMjpfProfiles,
  get_region_by_id: getRegionById,
  get_other_type: getOtherType,
  get_leader_profile: getLeaderProfile,
  'get-member-manager-club': getMemberManagerClub,
  add_club_activities: addClubActivities,
  update_club_activities: updateClubActivities,
} as const;

/** Number of the member app's calls (docs/product.md §4.2). */
export const CALL_COUNT = 39;
