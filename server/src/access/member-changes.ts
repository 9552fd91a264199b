/**
 * Who may change whom: the one rule for the changes that decide who an account is and whether it
 * may sign in — its login mobile, its active state, its club, its erasure (docs/security.md).
 *
 * - A district admin may make them for any member (their own login mobile excepted: that needs
 *   proof of the new number, me/mobile/...).
 * - Below a district admin (a club admin), only for members of a club the admin administers who
 *   hold no admin role at all: not a district admin, and not a club admin of any club (a
 *   co-manager of the same club included). Otherwise a club admin could move a district admin's
 *   login to their own phone and sign in as them, or act under a co-manager's name.
 * - Nobody changes their own login mobile here.
 *
 * Every path that makes such a change asks here: the admin console (admin/members/...), the
 * contact correction (update_mobile_number) and the roster import (when the plan is made and again
 * when it is applied).
 */
import type { Database } from '../db/database.js';
import { forbidden } from '../lib/errors.js';
import { NOT_CLUB_ADMIN, rolesOf, type Roles } from './index.js';

/** The changes this rule guards. */
export type StandingChange = 'login_mobile' | 'active' | 'move' | 'erase';

export const STANDING_MESSAGES: Record<StandingChange, string> = {
  login_mobile: "Only a district admin can change a club admin's or a district admin's mobile number.",
  active: 'Only a district admin can deactivate or reactivate a club admin or a district admin.',
  move: 'Only a district admin can move a club admin or a district admin to another club.',
  erase: "Only a district admin can delete a member's data.",
};

export const OWN_LOGIN_MESSAGE =
  'You cannot change your own login number here. Use "Change" next to Mobile Number on Edit Profile: a code is texted to the new number.';

export interface ChangeActor {
  id: number;
  roles: Roles;
}

export interface ChangeTarget {
  id: number;
  clubId: number;
  roles: Roles;
}

/** True when the member holds any admin role (district admin, or club admin of any club). */
export function holdsAnyRole(roles: Roles): boolean {
  return roles.districtAdmin || roles.clubAdminOf.length > 0;
}

/** Why `actor` may not make `change` to `target`, or null when they may. Pure: the rule itself. */
export function standingRefusal(actor: ChangeActor, target: ChangeTarget, change: StandingChange): string | null {
  if (change === 'login_mobile' && actor.id === target.id) return OWN_LOGIN_MESSAGE;
  if (actor.roles.districtAdmin) return null;
  if (change === 'erase') return STANDING_MESSAGES.erase;
  if (!actor.roles.clubAdminOf.includes(target.clubId)) return NOT_CLUB_ADMIN;
  return holdsAnyRole(target.roles) ? STANDING_MESSAGES[change] : null;
}

/** Throws 403 unless the actor may make the change (roles read now, in `db`: pass the write's transaction). */
export async function requireStandingChange(
  db: Database,
  actor: { id: number; roles?: Roles },
  target: { id: number; clubId: number },
  change: StandingChange,
): Promise<void> {
  const [actorRoles, targetRoles] = await Promise.all([actor.roles ?? rolesOf(db, actor.id), rolesOf(db, target.id)]);
  const refusal = standingRefusal({ id: actor.id, roles: actorRoles }, { ...target, roles: targetRoles }, change);
  if (refusal) throw forbidden(refusal);
}

/**
 * The members whose standing this actor may not change in bulk writes (the roster import): every
 * holder of an admin role, for a club admin; nobody, for a district admin. Admins are a few
 * dozen rows, read at once.
 */
export async function protectedMembers(db: Database, actorRoles: Roles): Promise<ReadonlySet<number>> {
  if (actorRoles.districtAdmin) return new Set();
  const [admins, managers] = await Promise.all([
    db.selectFrom('district_admins').select('member_id').execute(),
    db.selectFrom('club_managers').select('member_id').execute(),
  ]);
  return new Set([...admins, ...managers].map((r) => r.member_id));
}
