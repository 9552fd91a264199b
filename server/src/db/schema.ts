/** Row types of the tables created by the migrations (kept in step by hand). */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

type Id = Generated<number>;
/** 'YYYY-MM-DD' */
type DateText = string;
/** ISO-8601 UTC timestamp */
type Timestamp = string;
type Flag = 0 | 1;

export interface DistrictsTable { id: Id; name: string }
export interface AcademicYearsTable { id: Id; name: string; starts_on: DateText; ends_on: DateText; is_current: Generated<Flag> }
export interface ClubsTable {
  id: Id; name: string; club_number: string | null; charter_president: string | null;
  extension_chairman: string | null; meets_on: string | null; meeting_place: string | null;
  sponsored_by: string | null; charter_date: DateText | null; logo: string | null; is_active: Generated<Flag>;
}
export interface MembersTable {
  id: Id; club_id: number; name: string; photo: string | null; profession: string | null;
  date_of_birth: DateText | null; birth_md: string | null; marriage_day: DateText | null; marriage_md: string | null;
  spouse: string | null; phone_number: string | null; mobile_number: string; postal_address: string | null;
  email: string | null; website: string | null; positions_held: string | null; about_me: string | null;
  membership_number: string | null; date_of_joining: DateText | null; sponsored_by: string | null;
  search_text: Generated<string>; is_active: Generated<Flag>; created_at: Timestamp; updated_at: Timestamp;
}
export interface ClubManagersTable { club_id: number; member_id: number }
export interface ClubOfficersTable { id: Id; club_id: number; academic_year_id: number; member_id: number; position: string; sort: Generated<number> }
export interface BusinessCategoriesTable { id: Id; title: string; image: string | null; sort: Generated<number> }
export interface BusinessesTable {
  id: Id; member_id: number; category_id: number; title: string; description: string;
  website: string | null; image: string | null; created_at: Timestamp; updated_at: Timestamp;
}
export interface ClubActivitiesTable {
  id: Id; club_id: number; title: string; description: string; activity_date: DateText; image: string | null;
  created_by: number | null; created_at: Timestamp; updated_at: Timestamp;
}
export interface DistrictActivitiesTable { id: Id; title: string; description: string; activity_date: DateText; image: string | null; created_at: Timestamp }
export interface DistrictEventsTable {
  id: Id; title: string; description: string; start_date: DateText; end_date: DateText | null; image: string | null; created_at: Timestamp;
}
export type ProfileType = 'dg' | 'fvdg' | 'svdg' | 'ipdg' | 'pdgs';
export interface GovernorProfilesTable {
  id: Id; member_id: number; profile_type: ProfileType; academic_year_id: number | null; slogan: string | null;
  profile: string | null; family_pic: string | null; logo_pic: string | null; theme_pic: string | null; sort: Generated<number>;
}
export interface CabinetCategoriesTable { id: Id; name: string; icon_image: string | null; sort: Generated<number> }
export interface CabinetYearsTable { id: Id; category_id: number; academic_year_id: number }
export interface CabinetMembersTable { id: Id; cabinet_year_id: number; member_id: number; position: string; sort: Generated<number> }
export interface RegionsTable { id: Id; academic_year_id: number; name: string; sort: Generated<number> }
export interface RegionMembersTable { id: Id; region_id: number; member_id: number; role_name: string; sort: Generated<number> }
export interface ZonesTable { id: Id; region_id: number; name: string; sort: Generated<number> }
export interface ZoneMembersTable { id: Id; zone_id: number; member_id: number; role_name: string; sort: Generated<number> }
export interface ZoneClubsTable { zone_id: number; club_id: number }
/** `member_name`: the member's name, kept by the member writer, orders the lists (migration 0014). */
export interface MjfRecordsTable { id: Id; member_id: number; mj_type: string; year_achieved: string; member_name: Generated<string> }
export interface GraduatesTable { id: Id; member_id: number; grad_type: string; year_graduated: string; member_name: Generated<string> }
export type OtherType = 'mocouncils' | 'inteo' | 'intdir' | 'pastintdir' | 'resource';
export interface OtherEntriesTable {
  id: Id; type: OtherType; heading: string; person_name: string | null; year_label: string | null;
  body: string | null; picture: string | null; sort: Generated<number>;
}
export interface DistrictContactsTable {
  id: Id; unit_name: string; contact_person: string; mobile: string | null; email: string | null; photo: string | null; sort: Generated<number>;
}
export interface LoginOtpsTable {
  id: Id; mobile: string; code_hash: string; ip: string | null; attempts: Generated<number>;
  created_at: Timestamp; expires_at: Timestamp; consumed_at: Timestamp | null;
  /** The asking client's network (IPv4 address or IPv6 /64) and where the code went (0017). */
  network: string | null; channel: Generated<'sms' | 'whatsapp'>;
}
/** Per network: "not registered" answers, wrong codes and sign-ins (0017; kept two days). */
export interface LoginEventsTable {
  id: Id; network: string; kind: 'not_registered' | 'wrong_code' | 'signed_in'; mobile: string | null; created_at: Timestamp;
}
/** Named counters per district day: refusals by reason, sign-ins, message budgets (0017). */
export interface DailyCountsTable { day: DateText; name: string; count: Generated<number> }
/** One row per message handed to a gateway, with what the gateway reported (0017). */
export interface MessageLogTable {
  id: Id; day: DateText; channel: 'sms' | 'whatsapp'; purpose: 'sign-in' | 'other'; provider: string;
  status: 'sending' | 'sent' | 'failed' | 'delivered' | 'undelivered'; provider_ref: string | null; error: string | null;
  created_at: Timestamp; updated_at: Timestamp;
}
/** A device that asked for a sign-in code: the nonce's hash, the code it may try, its wrong tries. */
export interface LoginDevicesTable {
  id: Id; mobile: string; otp_id: number; device_hash: string; ip: string | null; attempts: Generated<number>; created_at: Timestamp;
}
export interface SessionsTable {
  id: Id; token_hash: string; member_id: number; created_at: Timestamp; expires_at: Timestamp; revoked_at: Timestamp | null;
  /** Last request seen, written at most once an hour (0008); null = not since sign-in. */
  last_used_at: Generated<Timestamp | null>;
}
/** Who may see a field: everyone in the district, the member's club, or nobody (district office only). */
export type FieldVisibility = 'district' | 'club' | 'nobody';
/** One row per member who chose (0008); no row = every field 'district'. */
export interface MemberPrivacyTable {
  member_id: number; mobile: Generated<FieldVisibility>; phone: Generated<FieldVisibility>; email: Generated<FieldVisibility>;
  birthday: Generated<FieldVisibility>; marriage: Generated<FieldVisibility>; address: Generated<FieldVisibility>;
  spouse: Generated<FieldVisibility>; updated_at: Timestamp;
}
/** The app language a member chose (migration 0028). */
export interface MemberLanguageTable {
  member_id: number; language: 'en' | 'te' | 'hi'; updated_at: Timestamp;
}
export interface MobileChangeCodesTable {
  id: Id; member_id: number; new_mobile: string; code_hash: string; attempts: Generated<number>;
  created_at: Timestamp; expires_at: Timestamp; consumed_at: Timestamp | null;
}
export interface ReadOutliersTable {
  id: Id; member_id: number; kind: string; window_start: Timestamp; limit_per_hour: number; refused: Generated<number>;
  first_refused_at: Timestamp; last_refused_at: Timestamp;
}
export interface ContactChangesTable {
  id: Id; changed_by: number; member_id: number; old_mobile: string | null; new_mobile: string | null;
  old_email: string | null; new_email: string | null; created_at: Timestamp;
}
export interface DistrictAdminsTable { member_id: number; granted_by: number | null; granted_at: Timestamp }
/** One changed field of one administrative action (append-only). Values as text; null = empty. */
export interface AuditLogTable {
  id: Id; event_id: string; actor_id: number | null; actor_role: AuditRole; action: string; entity: string;
  entity_id: number | null; field: string | null; old_value: string | null; new_value: string | null;
  request_id: string | null; created_at: Timestamp;
}
/** One district setting (key → text); a key without a row uses the server's default. */
export interface DistrictSettingsTable { key: string; value: string; updated_at: Timestamp }
/** A previewed roster import: the plan (JSON) applied as-is, once. */
export interface RosterPreviewsTable {
  id: string; actor_id: number; file_name: string; file_hash: string; plan: string; created_at: Timestamp;
  applied_at: Timestamp | null; event_id: string | null;
}
/** An applied roster import (migration 0023): JSON columns counts, rejected, written (what undo takes back). */
export interface RosterImportsTable {
  id: string; actor_id: number; actor_role: AuditRole; file_name: string; format: string; applied_at: Timestamp; event_id: string;
  counts: string; rejected: string; written: string; undone_at: Timestamp | null; undone_by: number | null; undo_event_id: string | null;
}
/** A member's request to have their data deleted (DPDP Act); completed = anonymised. */
export interface ErasureRequestsTable { id: Id; member_id: number; requested_at: Timestamp; completed_at: Timestamp | null; completed_by: number | null }
/** The role an actor wrote in: 'system' for the CLI and imports without a signed-in actor. */
export type AuditRole = 'district_admin' | 'club_admin' | 'member' | 'system';
/** One insert/update/delete of a table kept offline (migration 0006, written by triggers only). */
export interface SyncLogTable { seq: Generated<number>; tbl: string; row_id: number }

/** Migration 0009: one counter per watched table, raised by triggers on every write. */
export interface DataVersionsTable {
  table_name: string;
  version: number | string | bigint;
}

/** Secrets shared by every instance when no setting gives them (lib/secrets.ts). */
export interface ServerSecretsTable { name: string; value: string; created_at: Timestamp }
/** Uploaded images when MEDIA_STORE=database (lib/storage/database-store.ts). */
export interface MediaFilesTable { key: string; variant: string; data: Buffer; created_at: Timestamp }

export interface DB {
  districts: DistrictsTable;
  academic_years: AcademicYearsTable;
  clubs: ClubsTable;
  members: MembersTable;
  club_managers: ClubManagersTable;
  club_officers: ClubOfficersTable;
  business_categories: BusinessCategoriesTable;
  businesses: BusinessesTable;
  club_activities: ClubActivitiesTable;
  district_activities: DistrictActivitiesTable;
  district_events: DistrictEventsTable;
  governor_profiles: GovernorProfilesTable;
  cabinet_categories: CabinetCategoriesTable;
  cabinet_years: CabinetYearsTable;
  cabinet_members: CabinetMembersTable;
  regions: RegionsTable;
  region_members: RegionMembersTable;
  zones: ZonesTable;
  zone_members: ZoneMembersTable;
  zone_clubs: ZoneClubsTable;
  mjf_records: MjfRecordsTable;
  graduates: GraduatesTable;
  other_entries: OtherEntriesTable;
  district_contacts: DistrictContactsTable;
  login_otps: LoginOtpsTable;
  login_devices: LoginDevicesTable;
  login_events: LoginEventsTable;
  daily_counts: DailyCountsTable;
  message_log: MessageLogTable;
  sessions: SessionsTable;
  contact_changes: ContactChangesTable;
  district_admins: DistrictAdminsTable;
  audit_log: AuditLogTable;
  district_settings: DistrictSettingsTable;
  roster_previews: RosterPreviewsTable;
  roster_imports: RosterImportsTable;
  erasure_requests: ErasureRequestsTable;
  sync_log: SyncLogTable;
  member_privacy: MemberPrivacyTable;
  member_language: MemberLanguageTable;
  mobile_change_codes: MobileChangeCodesTable;
  read_outliers: ReadOutliersTable;
  data_versions: DataVersionsTable;
  server_secrets: ServerSecretsTable;
  media_files: MediaFilesTable;
}

export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type MemberUpdate = Updateable<MembersTable>;
