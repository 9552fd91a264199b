/**
 * The audit log in the console's words: what was changed (entities), which field (labels as the
 * console's forms name them), what was done (actions) and by whom (roles). Anything without a
 * label here is shown in plain words made from its stored name ('copied_from' → 'Copied from').
 */

/** 'date_of_birth' → 'Date of birth'. */
export function plainWords(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const ENTITY_LABELS: Record<string, string> = {
  member: 'Member',
  club: 'Club',
  club_officers: 'Club officers',
  club_admin: 'Club admin role',
  district_admin: 'District admin role',
  academic_year: 'Lions year',
  member_privacy: 'Privacy choices',
  member_business: 'Business profile',
  member_export: 'Member export',
  district_event: 'District event',
  district_activity: 'District activity',
  cabinet_category: 'Cabinet category',
  cabinet_year: 'Cabinet year',
  cabinet_member: 'Cabinet member',
  region: 'Region',
  region_member: 'Region chairperson',
  zone: 'Zone',
  zone_member: 'Zone chairperson',
  governor_profile: 'Governor profile',
  mjf_record: 'MJF / PMJF record',
  graduate: 'Graduate',
  other_entry: 'Others entry',
  business_category: 'Business category',
  district_contact: 'District contact',
  district_settings: 'District settings',
};

export const entityLabel = (entity: string) => ENTITY_LABELS[entity] ?? plainWords(entity);

/** Plural names, for summaries of many records ('300 members'). */
const ENTITY_PLURALS: Record<string, [string, string]> = {
  member: ['member', 'members'],
  club: ['club', 'clubs'],
};

export function countOf(entity: string, n: number): string {
  const [one, many] = ENTITY_PLURALS[entity] ?? [entityLabel(entity).toLowerCase(), `${entityLabel(entity).toLowerCase()} records`];
  return `${n} ${n === 1 ? one : many}`;
}

/** Member fields as the console's member form names them. */
const MEMBER_FIELDS: Record<string, string> = {
  name: 'Name',
  mobile_number: 'Mobile Number',
  phone_number: 'Phone Number',
  email: 'Email',
  profession: 'Profession',
  date_of_birth: 'Date of Birth',
  marriage_day: 'Marriage Day',
  spouse: 'Spouse Name',
  website: 'Website',
  postal_address: 'Postal Address',
  positions_held: 'Positions Held',
  about_me: 'About Me',
  membership_number: 'Membership Number',
  date_of_joining: 'Date of Joining',
  sponsored_by: 'Sponsored By',
  photo: 'Photo',
  club_id: 'Club',
  is_active: 'Status',
};

/** Club fields as the console's club form names them. */
const CLUB_FIELDS: Record<string, string> = {
  name: 'Club Name',
  club_number: 'Club Number',
  charter_president: 'Charter President',
  charter_date: 'Charter Date',
  extension_chairman: 'Extension Chairman',
  meets_on: 'Meets On',
  meeting_place: 'Meeting Place',
  sponsored_by: 'Sponsored By',
  logo: 'Club Logo',
  is_active: 'Club status',
};

/** A member's privacy choices, as their privacy screen names the fields ("Who can see my details"). */
const PRIVACY_FIELDS: Record<string, string> = {
  mobile: 'Mobile Number',
  phone: 'Phone Number',
  email: 'Email',
  birthday: 'Date of Birth',
  marriage: 'Marriage Day',
  address: 'Postal Address',
  spouse: 'Spouse Name',
};

/** Fields of the other records (district lists, years, roles, privacy, exports). */
const COMMON_FIELDS: Record<string, string> = {
  member_id: 'Member',
  club_id: 'Club',
  academic_year_id: 'Lions year',
  category_id: 'Category',
  starts_on: 'Starts on',
  ends_on: 'Ends on',
  is_current: 'Current year',
  role: 'Role',
  position: 'Position',
  role_name: 'Role',
  title: 'Title',
  name: 'Name',
  sort: 'Order',
  scope: 'Who',
  detail: 'Details',
  format: 'File',
  members: 'Members',
  copied_from: 'Copied from',
  carried_over: 'People carried over',
};

export function fieldLabel(entity: string, field: string | null): string {
  if (!field) return '';
  const own = entity === 'member' ? MEMBER_FIELDS : entity === 'club' ? CLUB_FIELDS : entity === 'member_privacy' ? PRIVACY_FIELDS : null;
  return own?.[field] ?? COMMON_FIELDS[field] ?? plainWords(field);
}

export const ACTION_LABELS: Record<string, string> = {
  create: 'Added',
  update: 'Changed',
  save: 'Saved',
  delete: 'Deleted',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  move: 'Moved',
  grant: 'Granted',
  revoke: 'Revoked',
  import: 'Import',
  set_current: 'Made current',
  rollover: 'Started',
  export: 'Exported',
  erase: 'Erased the data of',
  erasure_request: 'Asked to delete the data of',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? plainWords(action);

export const ROLE_LABELS: Record<string, string> = {
  district_admin: 'District admin',
  club_admin: 'Club admin',
  member: 'Member',
  system: 'System',
};

export const roleLabel = (role: string) => ROLE_LABELS[role] ?? plainWords(role);

/** Stored flag values shown as words, per field. */
export function flagText(field: string | null, value: string | null): string | null {
  if (value === null) return null;
  if (field === 'is_active') return value === '1' ? 'Active' : value === '0' ? 'Inactive' : value;
  if (field === 'is_current') return value === '1' ? 'Yes' : value === '0' ? 'No' : value;
  return value;
}

/** Privacy levels as the member's privacy screen names them. */
const PRIVACY_WORDS: Record<string, string> = { district: 'Everyone in the district', club: 'My club only', nobody: 'Nobody (district office only)' };

export function privacyText(entity: string, value: string | null): string | null {
  if (entity !== 'member_privacy' || value === null) return value;
  return PRIVACY_WORDS[value] ?? value;
}
