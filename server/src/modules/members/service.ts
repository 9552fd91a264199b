import { type Business, type MemberDetails, type MemberRow } from '@d320b/contract';
import { applyPrivacy, privacyOfMember, type PrivacySettings, type Viewer } from '../../access/privacy.js';
import { isPostgres, isUniqueViolation, type Database } from '../../db/database.js';
import { mobileTakenByOther } from '../../db/member-writer.js';
import { noticeLoginChangedByOther, type NoticeSender } from '../../lib/sms-notice.js';
import { requireStandingChange } from '../../access/member-changes.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { pageWindow } from '../../lib/paging.js';
import { businessOfMember, businessRecord } from '../business/service.js';
import { toMemberDetails, toMemberRow } from './mappers.js';
import * as repo from './repository.js';
import { parseMemberQuery } from '@d320b/contract';
import { diffFields, recordChanges } from '../../audit/index.js';

export async function membersPage(
  db: Database,
  viewer: Viewer,
  input: { page: number; filter_club_id: number | null; filter: string },
): Promise<{ data: MemberRow[]; mem_count: number }> {
  const { rows, total } = await repo.listMembers(db, {
    viewer,
    terms: parseMemberQuery(input.filter),
    clubId: input.filter_club_id,
    ...pageWindow(input.page),
  });
  return { data: rows.map((r) => toMemberRow(r, viewer)), mem_count: total };
}

export async function memberDetails(
  db: Database,
  viewer: Viewer,
  distName: string,
  memberId: number,
): Promise<{ get_member: MemberDetails; business_record: Business | null }> {
  // The business record is the business directory's own (same row and mapper as get_business_details).
  // PostgreSQL: one joined statement (one round trip, not three); SQLite: one table per read
  // (decision 133), run together.
  let member: repo.MemberDetailsRow | undefined;
  let privacy: PrivacySettings;
  let business: Business | null;
  if (isPostgres(db)) {
    const read = await repo.findMemberDetailsJoined(db, memberId);
    if (!read) throw notFound('Member not found.');
    ({ member, privacy } = read);
    business = read.business ? businessRecord(read.business, viewer) : null;
  } else {
    [member, business, privacy] = await Promise.all([repo.findActiveMember(db, memberId), businessOfMember(db, viewer, memberId), privacyOfMember(db, memberId)]);
    if (!member) throw notFound('Member not found.');
  }
  return {
    get_member: applyPrivacy(viewer, { id: member.id, clubId: member.club_id }, privacy, toMemberDetails(member, distName)),
    business_record: business,
  };
}

const NOT_MANAGER = "Only a manager of this member's club can change their contact details.";

/**
 * Current contact of a member, for their club manager's edit dialog (district admins too).
 * Answers exactly the mobile and e-mail get_member_details shows the same viewer: the same
 * privacy rule decides both (managers of the member's club see contact fields, access/privacy.ts).
 */
export async function memberNumber(
  db: Database,
  viewer: Viewer,
  memberId: number,
): Promise<{ mobile: string; email: string | null }> {
  const [member, privacy] = await Promise.all([repo.findActiveMember(db, memberId), privacyOfMember(db, memberId)]);
  if (!member) throw notFound('Member not found.');
  if (!viewer.districtAdmin && !viewer.managedClubIds.has(member.club_id)) throw forbidden(NOT_MANAGER);
  const shown = applyPrivacy(viewer, { id: member.id, clubId: member.club_id }, privacy, {
    mobileNumber: member.mobile_number,
    emailAddress: member.email,
  });
  return { mobile: shown.mobileNumber, email: shown.emailAddress };
}

/**
 * A club manager corrects another member's mobile number and e-mail.
 * `newEmail` undefined keeps the stored e-mail; null clears it. The mobile is
 * a login, so it must stay unique among active members, and a changed mobile
 * signs the member out everywhere. Answers the success message.
 */
export async function updateContact(
  db: Database,
  deps: NoticeSender,
  viewer: Viewer,
  input: { member_id: number; new_mobile: string; new_email?: string | null },
  now: Date,
  requestId: string | null = null,
): Promise<string> {
  if (input.member_id === viewer.id) {
    throw forbidden('You cannot change your own mobile number here. Use Edit Profile instead.');
  }
  let notice: { oldMobile: string; newMobile: string } | null = null;
  try {
    const message = await db.transaction().execute(async (trx) => {
      const target = await repo.findContactForUpdate(trx, input.member_id);
      if (!target) throw notFound('Member not found.');
      // District admins correct anyone; a club manager only members of their club, and the login
      // number only of members who hold no admin role (access/member-changes.ts).
      if (!viewer.districtAdmin && !viewer.managedClubIds.has(target.club_id)) throw forbidden(NOT_MANAGER);
      if (input.new_mobile !== target.mobile_number) {
        await requireStandingChange(trx, { id: viewer.id, roles: { districtAdmin: viewer.districtAdmin, clubAdminOf: [...viewer.managedClubIds] } }, { id: target.id, clubId: target.club_id }, 'login_mobile');
      }

      const newMobile = input.new_mobile;
      const newEmail = input.new_email === undefined ? target.email : input.new_email;
      const mobileChanged = newMobile !== target.mobile_number;
      if (!mobileChanged && newEmail === target.email) return 'No changes to save.';
      if (mobileChanged && (await mobileTakenByOther(trx, newMobile, target.id))) throw mobileClash(newMobile);

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
        actor: { id: viewer.id, role: viewer.districtAdmin ? 'district_admin' : 'club_admin', requestId },
        action: 'update_contact',
        entity: 'member',
        entityId: target.id,
        changes: diffFields({ mobile_number: target.mobile_number, email: target.email }, { mobile_number: newMobile, email: newEmail }),
        at: now,
      });
      if (mobileChanged) notice = { oldMobile: target.mobile_number, newMobile };
      return mobileChanged ? 'Mobile number updated. The member will need to sign in again.' : 'E-mail address updated.';
    });
    // After the commit: the old number learns of the change.
    const sent = notice as { oldMobile: string; newMobile: string } | null;
    if (sent) await noticeLoginChangedByOther(deps, sent.oldMobile, sent.newMobile);
    return message;
  } catch (err) {
    // Two managers saving the same number at once: the unique index decides.
    if (isUniqueViolation(err)) throw mobileClash(input.new_mobile);
    throw err;
  }
}

const mobileClash = (mobile: string) =>
  conflict(`The mobile number ${mobile} is already registered to another member. Each member needs their own number.`);
