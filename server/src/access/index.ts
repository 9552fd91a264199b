/**
 * Who may do what: the roles stored in the database, read in one place.
 *
 * - District admin: a row in district_admins; may do everything, district-wide.
 * - Club admin: a row in club_managers (the member app's "club manager"); may administer that club only.
 * - Member: everyone else.
 *
 * Services call these before any write; routes never decide permissions themselves.
 */
import type { Database } from '../db/database.js';
import type { AuditRole } from '../db/schema.js';
import { forbidden, notFound, type HttpError } from '../lib/errors.js';

export interface Roles {
  districtAdmin: boolean;
  /** Clubs the member administers (club_managers). */
  clubAdminOf: number[];
}

export async function isDistrictAdmin(db: Database, memberId: number): Promise<boolean> {
  const row = await db.selectFrom('district_admins').select('member_id').where('member_id', '=', memberId).executeTakeFirst();
  return !!row;
}

/** Whether the member is a manager (club admin) of the club: the permission behind every manager action. */
export async function managesClub(db: Database, memberId: number, clubId: number): Promise<boolean> {
  const row = await db
    .selectFrom('club_managers')
    .select('club_id')
    .where('member_id', '=', memberId)
    .where('club_id', '=', clubId)
    .executeTakeFirst();
  return !!row;
}

export async function rolesOf(db: Database, memberId: number): Promise<Roles> {
  const [admin, clubs] = await Promise.all([
    isDistrictAdmin(db, memberId),
    db.selectFrom('club_managers').select('club_id').where('member_id', '=', memberId).orderBy('club_id').execute(),
  ]);
  return { districtAdmin: admin, clubAdminOf: clubs.map((c) => c.club_id) };
}

export const NOT_DISTRICT_ADMIN = 'Only a district admin can do this.';
export const NOT_CLUB_ADMIN = 'Only an admin of this club can do this.';
export const NOT_ANY_ADMIN = 'Only district and club admins can do this.';

/** Throws 403 unless the member is a district admin. */
export async function requireDistrictAdmin(db: Database, memberId: number): Promise<void> {
  if (!(await isDistrictAdmin(db, memberId))) throw forbidden(NOT_DISTRICT_ADMIN);
}

/**
 * Throws 403 unless the member may administer the club (district admin, or club admin of it).
 * Answers the role the write is made in, for the audit log.
 */
export async function requireClubAccess(db: Database, memberId: number, clubId: number): Promise<AuditRole> {
  if (await isDistrictAdmin(db, memberId)) return 'district_admin';
  if (await managesClub(db, memberId, clubId)) return 'club_admin';
  throw forbidden(NOT_CLUB_ADMIN);
}

/** Throws 403 unless the member is a district admin or a club admin of at least one club; answers the roles. */
export async function requireAnyAdmin(db: Database, memberId: number): Promise<Roles> {
  const roles = await rolesOf(db, memberId);
  if (!roles.districtAdmin && roles.clubAdminOf.length === 0) throw forbidden(NOT_ANY_ADMIN);
  return roles;
}

/**
 * The answer for a record id that does not exist: 404 for a district admin (who may see every
 * record); for anyone else the same 403 as a record of another club, so ids cannot be probed.
 */
export async function missingRecord(db: Database, memberId: number, message: string): Promise<HttpError> {
  return (await isDistrictAdmin(db, memberId)) ? notFound(message) : forbidden(NOT_CLUB_ADMIN);
}
