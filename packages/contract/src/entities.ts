/**
 * Response entities, with the wire names of the member app's calls (odd spellings such
 * as clubld, cald, dalmage, distMPnoto are intentional: the client reads them).
 *
 * Conventions shared by server and web:
 * - ids and counts are numbers; flags are 0 | 1;
 * - optional text is `string | null` (never omitted);
 * - images are URL strings or null ('' is tolerated): thumbnails in lists,
 *   display size in detail views;
 * - dates are 'YYYY-MM-DD' strings or null.
 */
import { z } from 'zod';
import { countOut, dateOrNull, dateOut, flag, GREETING_TYPES, idOut, imageUrl, monthDayOrNull, textOrNull } from './fields';

const districtRef = z.object({ distName: z.string() });

// ---------------------------------------------------------------- members

/**
 * Full member profile (section 3 "Member (profile)") plus the ids the web
 * needs. Returned as otp-verify `user`, get-profile-details `data` and
 * update_member_profile `data`; the web stores it as `userData`.
 * `clubId` and `club_id` carry the same value (both names are read).
 */
export const memberProfile = z.object({
  memId: idOut,
  memName: z.string(),
  memPhoto: imageUrl,
  profession: textOrNull,
  dateOfBirth: dateOrNull,
  marriageDay: dateOrNull,
  spouse: textOrNull,
  phoneNumber: textOrNull,
  mobileNumber: z.string(),
  postalAddress: textOrNull,
  emailAddress: textOrNull,
  websiteAddress: textOrNull,
  positionsheld: textOrNull,
  aboutMe: textOrNull,
  membershipNumber: textOrNull,
  dateOfJoining: dateOrNull,
  sponsoredBy: textOrNull,
  distName: z.string(),
  district: districtRef,
  clubId: idOut,
  club_id: idOut,
  club_name: z.string(),
});
export type MemberProfile = z.infer<typeof memberProfile>;
/** The signed-in member as stored by the web (`userData`). */
export const user = memberProfile;
export type User = MemberProfile;

/**
 * Members list row. isManager: 1 when the signed-in member manages this
 * member's club; selfLogin: 1 when the row is the signed-in member. The web
 * shows "Edit Mobile Number" when isManager === 1 && selfLogin === 0.
 */
export const memberRow = z.object({
  memId: idOut,
  memName: z.string(),
  memPhoto: imageUrl,
  clubName: z.string(),
  mobileNumber: z.string(),
  profession: textOrNull,
  isManager: flag,
  selfLogin: flag,
});
export type MemberRow = z.infer<typeof memberRow>;

/** Short member card: club managers in club details, business owner. */
export const memberBrief = z.object({
  memId: idOut,
  memName: z.string(),
  memPhoto: imageUrl,
  mobileNumber: z.string(),
  clubName: z.string(),
});
export type MemberBrief = z.infer<typeof memberBrief>;

/** get_member_details `data.get_member`. */
export const memberDetails = z.object({
  memId: idOut,
  clubId: idOut,
  memPhoto: imageUrl,
  memName: z.string(),
  profession: textOrNull,
  clubName: z.string(),
  distName: z.string(),
  membershipNumber: textOrNull,
  dateOfBirth: dateOrNull,
  marriageDay: dateOrNull,
  spouse: textOrNull,
  phoneNumber: textOrNull,
  mobileNumber: z.string(),
  emailAddress: textOrNull,
  websiteAddress: textOrNull,
  postalAddress: textOrNull,
  positionsheld: textOrNull,
  dateOfJoining: dateOrNull,
  sponsoredBy: textOrNull,
  aboutMe: textOrNull,
});
export type MemberDetails = z.infer<typeof memberDetails>;

// ---------------------------------------------------------------- business

export const business = z.object({
  brId: idOut,
  brTitle: z.string(),
  /** Category id. */
  brCategory: idOut,
  bcataTitle: z.string(),
  brDescription: z.string(),
  brWebSiteAddr: textOrNull,
  brImage: imageUrl,
  memId: idOut,
  memName: z.string(),
  memPhoto: imageUrl,
  mobileNumber: z.string(),
  clubName: z.string(),
});
export type Business = z.infer<typeof business>;

export const businessCategory = z.object({
  bcId: idOut,
  bcataTitle: z.string(),
  brImage: imageUrl,
  /** Number of businesses in the category. */
  totalRecords: countOut,
});
export type BusinessCategory = z.infer<typeof businessCategory>;

// ---------------------------------------------------------------- clubs

/** Club select option (get-member-manager-club, dropdowns). */
export const clubOption = z.object({ clubld: idOut, clubName: z.string() });
export type ClubOption = z.infer<typeof clubOption>;

/** get_clubs (GET) row: dropdown entry with its member count. */
export const clubCountOption = clubOption.extend({ memberCount: countOut });
export type ClubCountOption = z.infer<typeof clubCountOption>;

/** get_clubs_list row (the /clubs page). */
export const clubListRow = z.object({
  clubld: idOut,
  clubName: z.string(),
  clubNumber: textOrNull,
  members_count: countOut,
});
export type ClubListRow = z.infer<typeof clubListRow>;

/** get_club_details `data.club`. members_count and memberCount are equal. */
export const club = z.object({
  clubld: idOut,
  clubName: z.string(),
  clubNumber: textOrNull,
  charterPresident: textOrNull,
  extnChairman: textOrNull,
  meetsOn: textOrNull,
  meetingPlace: textOrNull,
  sponsoredBy: textOrNull,
  charterDate: dateOrNull,
  members_count: countOut,
  memberCount: countOut,
  activity_count: countOut,
});
export type Club = z.infer<typeof club>;

export const academicYear = z.object({ dAYld: idOut, dAYName: z.string() });
export type AcademicYear = z.infer<typeof academicYear>;

/** Past/present club officers for the chosen academic year. */
export const pstMember = z.object({
  memId: idOut,
  memPhoto: imageUrl,
  position: z.string(),
  memName: z.string(),
  mobileNumber: z.string(),
});
export type PstMember = z.infer<typeof pstMember>;

// ---------------------------------------------------------------- activities / events

export const clubActivity = z.object({
  cald: idOut,
  clubld: idOut,
  caTitle: z.string(),
  caDesc: z.string(),
  /** 'YYYY-MM-DD' (form value). */
  caDate: dateOut,
  /** The same date for display, 'DD Mon YYYY' (e.g. '05 Jan 2025'). */
  caDatee: z.string(),
  calmage: imageUrl,
  club_name: z.string(),
  club: z.object({ clubName: z.string() }),
});
export type ClubActivity = z.infer<typeof clubActivity>;

export const districtActivity = z.object({
  dald: idOut,
  daTitle: z.string(),
  daDesc: z.string(),
  daDate: dateOut,
  dalmage: imageUrl,
  distName: z.string(),
  district: districtRef,
});
export type DistrictActivity = z.infer<typeof districtActivity>;

export const districtEvent = z.object({
  deld: idOut,
  deTitle: z.string(),
  deDesc: z.string(),
  deStartDate: dateOut,
  deEndDate: dateOrNull,
  delmage: imageUrl,
  distName: z.string(),
  district: districtRef,
});
export type DistrictEvent = z.infer<typeof districtEvent>;

// ---------------------------------------------------------------- dashboard

/** DG/FVDG/SVDG card on the dashboard. */
export const leaderCard = z.object({ memPhoto: imageUrl, memName: z.string(), club_name: z.string() });
export type LeaderCard = z.infer<typeof leaderCard>;

export const dashboardData = z.object({
  total_clubs_count: countOut,
  total_members_count: countOut,
  /** Members of the signed-in member's own club ("My Club"). */
  total_members_count_byclubs: countOut,
  /** Today's birthdays / marriage anniversaries. */
  birthday_count: countOut,
  marriage_count: countOut,
  dgData: leaderCard.nullable(),
  fvdgData: leaderCard.nullable(),
  svdgData: leaderCard.nullable(),
  /** Newest first; the web shows the first 2. */
  get_latest_club_activities: z.array(clubActivity),
  /** Events ending today or later, soonest first; the web shows the first 3. */
  get_upcoming_events: z.array(districtEvent),
  /** Newest first; the web shows the first 3. */
  get_latest_district_activities: z.array(districtActivity),
});
export type DashboardData = z.infer<typeof dashboardData>;

// ---------------------------------------------------------------- greetings

export const greeting = z.object({
  memId: idOut,
  memName: z.string(),
  memPhoto: imageUrl,
  clubName: z.string(),
  mobileNumber: z.string(),
  greetingType: z.enum(GREETING_TYPES),
  /** '--MM-DD' (day and month only; null when hidden by the member's privacy setting). */
  marriageDay: monthDayOrNull,
  /** '--MM-DD' (day and month only; null when hidden by the member's privacy setting). */
  dateOfBirth: monthDayOrNull,
});
export type Greeting = z.infer<typeof greeting>;

// ---------------------------------------------------------------- leaders / directory

/** Governor profile (DG, FVDG, SVDG, IPDG, PDGs). distName serves the DG welcome popup. */
export const governorProfile = z.object({
  memId: idOut,
  memName: z.string(),
  memPhoto: imageUrl,
  /** Academic year label, e.g. '2024-25'. */
  acYear: textOrNull,
  club_name: z.string(),
  memMobileNumber: z.string(),
  /** Governor profile id. */
  dgld: idOut,
  distName: z.string(),
  dgFamilyPic: imageUrl,
  dgSlogan: textOrNull,
  dgLogoPic: imageUrl,
  dgThemePic: imageUrl,
  dgProfile: textOrNull,
});
export type GovernorProfile = z.infer<typeof governorProfile>;

/** Fields the welcome popup reads (a subset of get_profile_list 'dg' rows). */
export const dgPopupProfile = governorProfile.pick({
  dgLogoPic: true,
  dgFamilyPic: true,
  distName: true,
  memName: true,
  dgld: true,
});
export type DgPopupProfile = z.infer<typeof dgPopupProfile>;

export const cabinetCategory = z.object({
  /** Cabinet-year id: the route id of /district-cabinet/{id} and cab_leader_list dist_category_id. */
  dCAYId: idOut,
  dCabCategoryName: z.string(),
  iconImage: imageUrl,
});
export type CabinetCategory = z.infer<typeof cabinetCategory>;

export const cabinetLeader = z.object({
  memId: idOut,
  memName: z.string(),
  memPhoto: imageUrl,
  dCabPosition: z.string(),
  clubName: z.string(),
  memMobNumber: z.string(),
});
export type CabinetLeader = z.infer<typeof cabinetLeader>;

export const region = z.object({ rpId: idOut, region_name: z.string() });
export type Region = z.infer<typeof region>;

export const regionMember = z.object({
  memId: idOut,
  memPhoto: imageUrl,
  /** e.g. 'Region CMan' (the web shows 'Region Chairman'). */
  role_name: z.string(),
  memName: z.string(),
  clubName: z.string(),
  mobileNumber: z.string(),
});
export type RegionMember = z.infer<typeof regionMember>;

export const zoneMember = regionMember.extend({
  /** Zone the member leads (an extra label). */
  zone_name: z.string(),
  clubs: z.array(z.object({ clubName: z.string() })),
});
export type ZoneMember = z.infer<typeof zoneMember>;

export const graduate = z.object({
  memId: idOut,
  memName: z.string(),
  memPhoto: imageUrl,
  gradType: z.string(),
  YearGraduated: textOrNull,
  memMobNumber: z.string(),
  club_name: z.string(),
});
export type Graduate = z.infer<typeof graduate>;

export const mjfProfile = z.object({
  memId: idOut,
  memName: z.string(),
  memPhoto: imageUrl,
  mjType: z.string(),
  YearAchieved: textOrNull,
  mobileNumber: z.string(),
  club_name: z.string(),
});
export type MjfProfile = z.infer<typeof mjfProfile>;

// ---------------------------------------------------------------- others

/** type=mocouncils */
export const councilItem = z.object({
  Position: z.string(),
  ProfilePic: imageUrl,
  PersonName: textOrNull,
  Profile: textOrNull,
});
export type CouncilItem = z.infer<typeof councilItem>;

/** type=inteo */
export const executiveOfficerItem = z.object({
  ieoPosition: z.string(),
  ieoProfilePic: imageUrl,
  ieoPersonName: textOrNull,
  acYear: textOrNull,
  ieoProfile: textOrNull,
});
export type ExecutiveOfficerItem = z.infer<typeof executiveOfficerItem>;

/** type=intdir and type=pastintdir */
export const directorItem = z.object({
  idPosition: z.string(),
  idProfilePic: imageUrl,
  idPersonName: textOrNull,
  acYear: textOrNull,
  idProfile: textOrNull,
});
export type DirectorItem = z.infer<typeof directorItem>;

/** type=resource */
export const resourceItem = z.object({ grTitle: z.string(), grPic: imageUrl, grDesc: textOrNull });
export type ResourceItem = z.infer<typeof resourceItem>;

/** get_other_type `data`: a homogeneous array whose item shape follows the requested type. */
export const otherTypeData = z.union([
  z.array(councilItem),
  z.array(executiveOfficerItem),
  z.array(directorItem),
  z.array(resourceItem),
]);
export type OtherTypeData = z.infer<typeof otherTypeData>;
export type OtherItem = CouncilItem | ExecutiveOfficerItem | DirectorItem | ResourceItem;

// ---------------------------------------------------------------- contact

export const contact = z.object({
  /** Unit/district name. */
  distUName: z.string(),
  distCPerson: z.string(),
  distMobile: textOrNull,
  distEMail: textOrNull,
  /** Photo URL. */
  distMPnoto: imageUrl,
});
export type Contact = z.infer<typeof contact>;
