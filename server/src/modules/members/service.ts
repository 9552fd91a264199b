import { type Business, type MemberDetails, type MemberRow } from '@d320b/contract';
import { isUniqueViolation, type Database } from '../../db/database.js';
import type { AuthMember } from '../../lib/call-route.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { pageWindow } from '../../lib/paging.js';
import { findBusinessOfMember } from '../business/repository.js';
import { toBusiness } from '../business/mappers.js';
import { toMemberDetails, toMemberRow } from './mappers.js';
import { managesClub } from '../../access/index.js';
import * as repo from './repository.js';
import { parseMemberQuery } from './search.js';
import { diffFields, recordChanges } from '../../audit/index.js';

export async function membersPage(
  db: Database,
  viewer: AuthMember,
  input: { page: number; filter_club_id: number | null; filter: string },
): Promise<{ data: MemberRow[]; mem_count: number }> {
  const [{ rows, total }, managedClubIds] = await Promise.all([
    repo.listMembers(db, { terms: parseMemberQuery(input.filter), clubId: input.filter_club_id, ...pageWindow(input.page) }),
    repo.managedClubIds(db, viewer.id),
  ]);
  return { data: rows.map((r) => toMemberRow(r, { id: viewer.id, managedClubIds })), mem_count: total };
}

export async function memberDetails(
  db: Database,
  distName: string,
  memberId: number,
): Promise<{ get_member: MemberDetails; business_record: Business | null }> {
  // The business record is the business directory's own (same query and mapper as get_business_details).
  const [member, business] = await Promise.all([repo.findActiveMember(db, memberId), findBusinessOfMember(db, memberId)]);
  if (!member) throw notFound('Member not found.');
  return {
    get_member: toMemberDetails(member, distName),
    business_record: business ? toBusiness(business, 'display') : null,
  };
}

const NOT_MANAGER = "Only a manager of this member's club can change their contact details.";

/** Current contact of a member, for their club manager's edit dialog. */
export async function memberNumber(
  db: Database,
  viewer: AuthMember,
  memberId: number,
): Promise<{ mobile: string; email: string | null }> {
  const member = await repo.findActiveMember(db, memberId);
  if (!member) throw notFound('Member not found.');
  if (!(await managesClub(db, viewer.id, member.club_id))) throw forbidden(NOT_MANAGER);
  return { mobile: member.mobile_number, email: member.email };
}

/**
 * A club manager corrects another member's mobile number and e-mail.
 * `newEmail` undefined keeps the stored e-mail; null clears it. The mobile is
 * a login, so it must stay unique among active members, and a changed mobile
 * signs the member out everywhere. Answers the success message.
 */
export async function updateContact(
  db: Database,
  viewer: AuthMember,
  input: { member_id: number; new_mobile: string; new_email?: string | null },
  now: Date,
  requestId: string | null = null,
): Promise<string> {
  if (input.member_id === viewer.id) {
    throw forbidden('You cannot change your own mobile number here. Use Edit Profile instead.');
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const target = await repo.findContactForUpdate(trx, input.member_id);
      if (!target) throw notFound('Member not found.');
      if (!(await managesClub(trx, viewer.id, target.club_id))) throw forbidden(NOT_MANAGER);

      const newMobile = input.new_mobile;
      const newEmail = input.new_email === undefined ? target.email : input.new_email;
      const mobileChanged = newMobile !== target.mobile_number;
      if (!mobileChanged && newEmail === target.email) return 'No changes to save.';
      if (mobileChanged && (await repo.mobileTakenByOther(trx, newMobile, target.id))) throw mobileClash(newMobile);

      await repo.applyContactChange(trx, {
        changedBy: viewer.id,
        memberId: target.id,
        oldMobile: target.mobile_number,
        newMobile,
        oldEmail: target.email,
        newEmail,
        at: now.toISOString(),
      });
      // The correction folds into the audit log (same transaction as the write).
      await recordChanges(trx, {
        actor: { id: viewer.id, role: 'club_admin', requestId },
        action: 'update_contact',
        entity: 'member',
        entityId: target.id,
        changes: diffFields({ mobile_number: target.mobile_number, email: target.email }, { mobile_number: newMobile, email: newEmail }),
        at: now,
      });
      return mobileChanged ? 'Mobile number updated. The member will need to sign in again.' : 'E-mail address updated.';
    });
  } catch (err) {
    // Two managers saving the same number at once: the unique index decides.
    if (isUniqueViolation(err)) throw mobileClash(input.new_mobile);
    throw err;
  }
}

const mobileClash = (mobile: string) =>
  conflict(`The mobile number ${mobile} is already registered to another member. Each member needs their own number.`);
