/**
 * Initial data model. Frozen: never edit after it has shipped;
 * add a new migration instead. Runs on SQLite and PostgreSQL, so it sticks to
 * portable types: integer ids, text dates ('YYYY-MM-DD'), text ISO-8601 UTC
 * timestamps, integer 0/1 flags.
 */
import { type Kysely, type CreateTableBuilder, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function table<N extends string>(db: Kysely<any>, name: N): CreateTableBuilder<N, 'id'> {
  const pg = isPostgres(db);
  return db.schema
    .createTable(name)
    .addColumn('id', 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    );
}

const now = (c: any) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'districts')
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'academic_years')
    .addColumn('name', 'text', (c) => c.notNull().unique()) // "2025-2026"
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('is_current', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table(db, 'clubs')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('club_number', 'text')
    .addColumn('charter_president', 'text')
    .addColumn('extension_chairman', 'text')
    .addColumn('meets_on', 'text')
    .addColumn('meeting_place', 'text')
    .addColumn('sponsored_by', 'text')
    .addColumn('charter_date', 'text')
    .addColumn('logo', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('clubs_name_idx').on('clubs').column('name').execute();

  await table(db, 'members')
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('photo', 'text') // image key (see storage), never a URL
    .addColumn('profession', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('birth_md', 'text') // 'MM-DD', for greetings by day
    .addColumn('marriage_day', 'text')
    .addColumn('marriage_md', 'text')
    .addColumn('spouse', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('mobile_number', 'text', (c) => c.notNull()) // 10 digits, no +91
    .addColumn('postal_address', 'text')
    .addColumn('email', 'text')
    .addColumn('website', 'text')
    .addColumn('positions_held', 'text')
    .addColumn('about_me', 'text')
    .addColumn('membership_number', 'text')
    .addColumn('date_of_joining', 'text')
    .addColumn('sponsored_by', 'text')
    // lower-cased name, club name, profession and mobile: one indexed column for search
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', now)
    .addColumn('updated_at', 'text', now)
    .execute();
  await db.schema.createIndex('members_club_name_idx').on('members').columns(['club_id', 'name']).execute();
  await db.schema.createIndex('members_name_idx').on('members').columns(['name', 'id']).execute();
  await db.schema.createIndex('members_birth_md_idx').on('members').column('birth_md').execute();
  await db.schema.createIndex('members_marriage_md_idx').on('members').column('marriage_md').execute();
  // A mobile number is a login: unique among active members.
  await sql`CREATE UNIQUE INDEX members_active_mobile_uq ON members (mobile_number) WHERE is_active = 1`.execute(db);

  await db.schema
    .createTable('club_managers')
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addPrimaryKeyConstraint('club_managers_pk', ['club_id', 'member_id'])
    .execute();
  await db.schema.createIndex('club_managers_member_idx').on('club_managers').column('member_id').execute();

  // President, Secretary, Treasurer of a club in a year ("PSTs").
  await table(db, 'club_officers')
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id'))
    .addColumn('academic_year_id', 'integer', (c) => c.notNull().references('academic_years.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('club_officers_club_year_idx').on('club_officers').columns(['club_id', 'academic_year_id']).execute();

  await table(db, 'business_categories')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table(db, 'businesses')
    .addColumn('member_id', 'integer', (c) => c.notNull().unique().references('members.id')) // one per member
    .addColumn('category_id', 'integer', (c) => c.notNull().references('business_categories.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('website', 'text')
    .addColumn('image', 'text')
    .addColumn('created_at', 'text', now)
    .addColumn('updated_at', 'text', now)
    .execute();
  await db.schema.createIndex('businesses_category_idx').on('businesses').columns(['category_id', 'title']).execute();

  await table(db, 'club_activities')
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('activity_date', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('members.id'))
    .addColumn('created_at', 'text', now)
    .addColumn('updated_at', 'text', now)
    .execute();
  await db.schema.createIndex('club_activities_date_idx').on('club_activities').columns(['activity_date', 'id']).execute();
  await db.schema.createIndex('club_activities_club_date_idx').on('club_activities').columns(['club_id', 'activity_date']).execute();

  await table(db, 'district_activities')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('activity_date', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('created_at', 'text', now)
    .execute();
  await db.schema.createIndex('district_activities_date_idx').on('district_activities').columns(['activity_date', 'id']).execute();

  await table(db, 'district_events')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('image', 'text')
    .addColumn('created_at', 'text', now)
    .execute();
  await db.schema.createIndex('district_events_start_idx').on('district_events').columns(['start_date', 'id']).execute();

  // DG, FVDG, SVDG, IPDG of a year, and PDGs (one row each, acYear = their DG year).
  await table(db, 'governor_profiles')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('profile_type', 'text', (c) => c.notNull()) // dg | fvdg | svdg | ipdg | pdgs
    .addColumn('academic_year_id', 'integer', (c) => c.references('academic_years.id'))
    .addColumn('slogan', 'text')
    .addColumn('profile', 'text')
    .addColumn('family_pic', 'text')
    .addColumn('logo_pic', 'text')
    .addColumn('theme_pic', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('governor_profiles_type_idx').on('governor_profiles').columns(['profile_type', 'sort']).execute();

  await table(db, 'cabinet_categories')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon_image', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // A cabinet category in one year (the member app's dCAYId).
  await table(db, 'cabinet_years')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('cabinet_categories.id'))
    .addColumn('academic_year_id', 'integer', (c) => c.notNull().references('academic_years.id'))
    .execute();
  await db.schema.createIndex('cabinet_years_year_idx').on('cabinet_years').columns(['academic_year_id', 'category_id']).execute();

  await table(db, 'cabinet_members')
    .addColumn('cabinet_year_id', 'integer', (c) => c.notNull().references('cabinet_years.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('cabinet_members_year_idx').on('cabinet_members').columns(['cabinet_year_id', 'sort']).execute();

  await table(db, 'regions')
    .addColumn('academic_year_id', 'integer', (c) => c.notNull().references('academic_years.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('regions_year_idx').on('regions').columns(['academic_year_id', 'sort']).execute();

  await table(db, 'region_members')
    .addColumn('region_id', 'integer', (c) => c.notNull().references('regions.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('role_name', 'text', (c) => c.notNull()) // e.g. "Region CMan"
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('region_members_region_idx').on('region_members').column('region_id').execute();

  await table(db, 'zones')
    .addColumn('region_id', 'integer', (c) => c.notNull().references('regions.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('zones_region_idx').on('zones').column('region_id').execute();

  await table(db, 'zone_members')
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('role_name', 'text', (c) => c.notNull()) // e.g. "Zone Chairman"
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('zone_members_zone_idx').on('zone_members').column('zone_id').execute();

  await db.schema
    .createTable('zone_clubs')
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id'))
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id'))
    .addPrimaryKeyConstraint('zone_clubs_pk', ['zone_id', 'club_id'])
    .execute();

  await table(db, 'mjf_records')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('mj_type', 'text', (c) => c.notNull()) // MJF | PMJF
    .addColumn('year_achieved', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'graduates')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('grad_type', 'text', (c) => c.notNull()) // e.g. "Emerging Lions Leadership Institute"
    .addColumn('year_graduated', 'text', (c) => c.notNull())
    .execute();

  // The five "Others" types: mocouncils | inteo | intdir | pastintdir | resource.
  await table(db, 'other_entries')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('heading', 'text', (c) => c.notNull()) // position, or the resource title
    .addColumn('person_name', 'text')
    .addColumn('year_label', 'text') // acYear for inteo/intdir/pastintdir
    .addColumn('body', 'text') // profile or resource description
    .addColumn('picture', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('other_entries_type_idx').on('other_entries').columns(['type', 'sort']).execute();

  await table(db, 'district_contacts')
    .addColumn('unit_name', 'text', (c) => c.notNull())
    .addColumn('contact_person', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text')
    .addColumn('email', 'text')
    .addColumn('photo', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table(db, 'login_otps')
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', now)
    .addColumn('expires_at', 'text', now)
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema.createIndex('login_otps_mobile_idx').on('login_otps').columns(['mobile', 'created_at']).execute();
  await db.schema.createIndex('login_otps_ip_idx').on('login_otps').columns(['ip', 'created_at']).execute();

  await table(db, 'sessions')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('created_at', 'text', now)
    .addColumn('expires_at', 'text', now)
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_member_idx').on('sessions').column('member_id').execute();

  // Audit of managers' contact corrections.
  await table(db, 'contact_changes')
    .addColumn('changed_by', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('old_mobile', 'text')
    .addColumn('new_mobile', 'text')
    .addColumn('old_email', 'text')
    .addColumn('new_email', 'text')
    .addColumn('created_at', 'text', now)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'contact_changes', 'sessions', 'login_otps', 'district_contacts', 'other_entries', 'graduates',
    'mjf_records', 'zone_clubs', 'zone_members', 'zones', 'region_members', 'regions', 'cabinet_members',
    'cabinet_years', 'cabinet_categories', 'governor_profiles', 'district_events', 'district_activities',
    'club_activities', 'businesses', 'business_categories', 'club_officers', 'club_managers', 'members',
    'clubs', 'academic_years', 'districts',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
