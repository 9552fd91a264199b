import { isPostgres, type Database } from '../../db/database.js';
import { precompiled } from '../../db/precompiled.js';
import type { FieldVisibility } from '../../db/schema.js';
import { DEFAULT_PRIVACY, PRIVATE_FIELDS, type PrivacySettings } from '../../access/privacy.js';
import type { BusinessRow } from '../business/service.js';
import { updateMember } from '../../db/member-writer.js';
import type { PageWindow } from '../../lib/paging.js';
import type { Viewer } from '../../access/privacy.js';
import { clubNameColumn, type MemberCardRow } from '../shared/member-card.js';
import { cardOf, searchMembers } from './member-index.js';

export interface MemberListRow extends MemberCardRow {
  club_id: number;
  profession: string | null;
}

export interface MemberListQuery extends PageWindow {
  /** Who searches: a term matching only a mobile the viewer may not see does not match (access/privacy.ts). */
  viewer: Viewer;
  /** Lower-case terms that must all appear in search_text (parseMemberQuery, @d320b/contract member-search). */
  terms: string[];
  clubId: number | null;
}

/**
 * Active members by name (then id), one page, with the exact number of matches. A term matches
 * when it is part of search_text, i.e. of the name, club name, profession or mobile (terms hold
 * no spaces, so a match never spans two of them); a term with a digit found only in a mobile the
 * viewer may not see does not match. The matching, the page and its cards all come from the
 * in-memory member index (member-index.ts), exact at the database's current versions.
 */
export async function listMembers(db: Database, q: MemberListQuery): Promise<{ rows: MemberListRow[]; total: number }> {
  const { members, total, clubNames } = await searchMembers(db, q);
  const rows = members.map((m): MemberListRow => ({ ...cardOf(m, clubNames), club_id: m.clubId, profession: m.profession }));
  return { rows, total };
}

export interface MemberDetailsRow {
  id: number;
  club_id: number;
  club_name: string;
  name: string;
  photo: string | null;
  profession: string | null;
  date_of_birth: string | null;
  marriage_day: string | null;
  spouse: string | null;
  phone_number: string | null;
  mobile_number: string;
  postal_address: string | null;
  email: string | null;
  website: string | null;
  positions_held: string | null;
  about_me: string | null;
  membership_number: string | null;
  date_of_joining: string | null;
  sponsored_by: string | null;
}

/** A member's own columns of their details (their club's name comes from the clubs table). */
const MEMBER_OWN = [
  'id',
  'club_id',
  'name',
  'photo',
  'profession',
  'date_of_birth',
  'marriage_day',
  'spouse',
  'phone_number',
  'mobile_number',
  'postal_address',
  'email',
  'website',
  'positions_held',
  'about_me',
  'membership_number',
  'date_of_joining',
  'sponsored_by',
] as const satisfies readonly (keyof MemberDetailsRow)[];

/**
 * A member's own fields, their club's name by a subquery rather than a join: the SQLite of
 * better-sqlite3 plans a join again on every run with a bound parameter (~30 µs, against ~5 µs;
 * decision 133). Every member has a club (a foreign key), so the name is always there.
 */
const activeMemberById = precompiled((db, id: number) =>
  db
    .selectFrom('members as m')
    .select([...MEMBER_OWN.map((c) => `m.${c}` as const), clubNameColumn])
    .where('m.id', '=', id)
    .where('m.is_active', '=', 1),
);

export async function findActiveMember(db: Database, id: number): Promise<MemberDetailsRow | undefined> {
  return (await activeMemberById(db, id))[0];
}

/** What a member's details screen reads: their row, their privacy settings, their business. */
export interface MemberDetailsRead {
  member: MemberDetailsRow;
  privacy: PrivacySettings;
  business: BusinessRow | undefined;
}

const BUSINESS_COLUMNS = ['id', 'category_id', 'category_title', 'title', 'description', 'website', 'image'] as const;

/** The three in one statement: the business's columns as b_*, the privacy settings as pv_*. */
const detailsJoined = precompiled((db, id: number) =>
  db
    .selectFrom('members as m')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .leftJoin('member_privacy as pv', 'pv.member_id', 'm.id')
    .leftJoin('businesses as b', 'b.member_id', 'm.id')
    .leftJoin('business_categories as k', 'k.id', 'b.category_id')
    .select([
      ...MEMBER_OWN.map((c) => `m.${c}` as const),
      'c.name as club_name',
      ...PRIVATE_FIELDS.map((f) => `pv.${f} as pv_${f}` as const),
      'b.id as b_id',
      'b.category_id as b_category_id',
      'k.title as b_category_title',
      'b.title as b_title',
      'b.description as b_description',
      'b.website as b_website',
      'b.image as b_image',
    ])
    .where('m.id', '=', id)
    .where('m.is_active', '=', 1),
);

/**
 * A member's details, privacy and business in one joined statement: for PostgreSQL (one round trip
 * instead of three). SQLite reads them one table at a time instead (decision 133: a join is
 * planned again on every run there).
 */
export async function findMemberDetailsJoined(db: Database, id: number): Promise<MemberDetailsRead | undefined> {
  const [row] = await detailsJoined(db, id);
  if (!row) return undefined;
  const r = row as unknown as Record<string, unknown>;
  const privacy = { ...DEFAULT_PRIVACY };
  for (const f of PRIVATE_FIELDS) if (r[`pv_${f}`] != null) privacy[f] = r[`pv_${f}`] as FieldVisibility;
  const member = Object.fromEntries([...MEMBER_OWN, 'club_name'].map((c) => [c, r[c]])) as unknown as MemberDetailsRow;
  const business: BusinessRow | undefined =
    r.b_id == null
      ? undefined
      : ({
          ...Object.fromEntries(BUSINESS_COLUMNS.map((c) => [c, r[`b_${c}`]])),
          member_id: member.id,
          member_name: member.name,
          member_photo: member.photo,
          member_mobile: member.mobile_number,
          member_club_id: member.club_id,
          member_mobile_level: (r.pv_mobile as FieldVisibility | null) ?? null,
          club_name: member.club_name,
        } as BusinessRow);
  return { member, privacy, business };
}


export interface ContactRow {
  id: number;
  club_id: number;
  club_name: string;
  name: string;
  profession: string | null;
  mobile_number: string;
  email: string | null;
}

/** An active member's contact fields; on PostgreSQL the row stays locked until the transaction ends. */
export async function findContactForUpdate(db: Database, id: number): Promise<ContactRow | undefined> {
  let q = db
    .selectFrom('members as m')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .select(['m.id', 'm.club_id', 'c.name as club_name', 'm.name', 'm.profession', 'm.mobile_number', 'm.email'])
    .where('m.id', '=', id)
    .where('m.is_active', '=', 1);
  // SQLite has no row locks; its write transaction already serialises writers.
  if (isPostgres(db)) q = q.forUpdate('m');
  return q.executeTakeFirst();
}

/** Another active member already signs in with this number (mobiles are logins). */
export interface ContactChange {
  changedBy: number;
  memberId: number;
  oldMobile: string;
  newMobile: string;
  oldEmail: string | null;
  newEmail: string | null;
  /** ISO-8601 UTC time of the change. */
  at: string;
}

/**
 * Writes the new contact, its contact_changes row and (when the mobile changed) ends the
 * member's sessions. Call inside a transaction: all of it or none.
 */
export async function applyContactChange(db: Database, change: ContactChange): Promise<void> {
  const now = change.at;
  // The member writer recomputes search_text (it holds the mobile).
  await updateMember(db, change.memberId, { mobile_number: change.newMobile, email: change.newEmail }, now);
  await db
    .insertInto('contact_changes')
    .values({
      changed_by: change.changedBy,
      member_id: change.memberId,
      old_mobile: change.oldMobile,
      new_mobile: change.newMobile,
      old_email: change.oldEmail,
      new_email: change.newEmail,
      created_at: now,
    })
    .execute();
  if (change.oldMobile !== change.newMobile) {
    await db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('member_id', '=', change.memberId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
