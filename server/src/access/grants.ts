/**
 * Granting and revoking roles: one implementation for the admin console and the `npm run admin`
 * command line. Every grant/revoke appends its audit row in the same transaction.
 */
import type { Database } from '../db/database.js';
import { recordChanges, type AuditActor } from '../audit/index.js';

export type RoleName = 'district-admin' | 'club-admin';

export interface AdminRow {
  memberId: number;
  name: string;
  mobile: string;
  clubId: number;
  clubName: string;
  active: boolean;
  role: RoleName;
  /** Club administered (club admins only). */
  adminOfClubId: number | null;
  adminOfClubName: string | null;
}

/** Answers false when the role was already held (nothing written). */
export async function grantDistrictAdmin(db: Database, actor: AuditActor, memberId: number, at: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('district_admins').select('member_id').where('member_id', '=', memberId).executeTakeFirst();
    if (existing) return false;
    await trx.insertInto('district_admins').values({ member_id: memberId, granted_by: actor.id, granted_at: at.toISOString() }).execute();
    await recordChanges(trx, { actor, action: 'grant', entity: 'district_admin', entityId: memberId, changes: [{ field: 'role', old: null, new: 'district-admin' }], at });
    return true;
  });
}

/** Answers false when the member was not a district admin. */
export async function revokeDistrictAdmin(db: Database, actor: AuditActor, memberId: number, at: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('district_admins').where('member_id', '=', memberId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await recordChanges(trx, { actor, action: 'revoke', entity: 'district_admin', entityId: memberId, changes: [{ field: 'role', old: 'district-admin', new: null }], at });
    return true;
  });
}

export async function grantClubAdmin(db: Database, actor: AuditActor, memberId: number, clubId: number, at: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('club_managers')
      .select('member_id')
      .where('member_id', '=', memberId)
      .where('club_id', '=', clubId)
      .executeTakeFirst();
    if (existing) return false;
    await trx.insertInto('club_managers').values({ member_id: memberId, club_id: clubId }).execute();
    await recordChanges(trx, { actor, action: 'grant', entity: 'club_admin', entityId: memberId, changes: [{ field: 'club_id', old: null, new: clubId }], at });
    return true;
  });
}

export async function revokeClubAdmin(db: Database, actor: AuditActor, memberId: number, clubId: number, at: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('club_managers').where('member_id', '=', memberId).where('club_id', '=', clubId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await recordChanges(trx, { actor, action: 'revoke', entity: 'club_admin', entityId: memberId, changes: [{ field: 'club_id', old: clubId, new: null }], at });
    return true;
  });
}

/** Every district admin, then every club admin (by club, then name). */
export async function listAdmins(db: Database): Promise<AdminRow[]> {
  const district = await db
    .selectFrom('district_admins as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .select(['m.id', 'm.name', 'm.mobile_number', 'm.club_id', 'c.name as club_name', 'm.is_active'])
    .orderBy('m.name')
    .orderBy('m.id')
    .execute();
  const clubs = await db
    .selectFrom('club_managers as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .innerJoin('clubs as ac', 'ac.id', 'a.club_id')
    .select(['m.id', 'm.name', 'm.mobile_number', 'm.club_id', 'c.name as club_name', 'm.is_active', 'a.club_id as admin_club_id', 'ac.name as admin_club_name'])
    .orderBy('ac.name')
    .orderBy('m.name')
    .orderBy('m.id')
    .execute();
  return [
    ...district.map((r) => ({
      memberId: r.id, name: r.name, mobile: r.mobile_number, clubId: r.club_id, clubName: r.club_name, active: r.is_active === 1,
      role: 'district-admin' as const, adminOfClubId: null, adminOfClubName: null,
    })),
    ...clubs.map((r) => ({
      memberId: r.id, name: r.name, mobile: r.mobile_number, clubId: r.club_id, clubName: r.club_name, active: r.is_active === 1,
      role: 'club-admin' as const, adminOfClubId: r.admin_club_id, adminOfClubName: r.admin_club_name,
    })),
  ];
}

/** The active member signing in with this mobile, if any. */
export async function activeMemberByMobile(db: Database, mobile: string): Promise<{ id: number; name: string; club_id: number } | undefined> {
  return db
    .selectFrom('members')
    .select(['id', 'name', 'club_id'])
    .where('mobile_number', '=', mobile)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}
