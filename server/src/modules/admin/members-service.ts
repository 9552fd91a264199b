/**
 * Members admin: district admins administer every member, club admins the members of their
 * own clubs. Every write goes through the member writer and appends audit rows in the same
 * transaction; images are stored first and released if the write fails.
 */
import { websiteHref, type AdminMember, type AdminMemberRow } from '@d320b/contract';
import { missingRecord, requireAnyAdmin, requireClubAccess } from '../../access/index.js';
import { requireStandingChange } from '../../access/member-changes.js';
import { revokeSessionsOf } from '../../access/sessions.js';
import { diffFields, MEMBER_AUDIT_FIELDS, recordChanges, type AuditActor } from '../../audit/index.js';
import { isUniqueViolation, type Database } from '../../db/database.js';
import { insertMember, mobileTakenByOther, updateMember, type MemberFieldChanges } from '../../db/member-writer.js';
import type { UploadedFile } from '../../lib/call-route.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { releaseImage, saveImage } from '../../lib/images/index.js';
import type { ImageStore } from '../../lib/storage/index.js';
import { noticeLoginChangedByOther, type NoticeSender } from '../../lib/sms-notice.js';
import { pageWindow } from '../../lib/paging.js';
import { toAdminMember, toAdminMemberRow } from './mappers.js';
import * as repo from './repository.js';

export const MEMBER_PHOTO_FOLDER = 'members';

export interface AdminRequest {
  memberId: number;
  requestId: string;
  now: Date;
  today: string;
  /** Texts the old number when an admin changes a member's login mobile. */
  notices: NoticeSender;
}

export interface MemberFormInput {
  name: string;
  mobile: string;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  profession?: string | null;
  dateOfBirth?: string | null;
  marriageDay?: string | null;
  spouse?: string | null;
  postalAddress?: string | null;
  positionsHeld?: string | null;
  aboutMe?: string | null;
  membershipNumber?: string | null;
  dateOfJoining?: string | null;
  sponsoredBy?: string | null;
}

const mobileClash = (mobile: string) =>
  conflict(`The mobile number ${mobile} is already registered to another member. Each member needs their own number.`);

function toColumns(form: MemberFormInput): MemberFieldChanges {
  return {
    name: form.name,
    mobile_number: form.mobile,
    phone_number: form.phone,
    email: form.email,
    website: form.website == null ? form.website : websiteHref(form.website),
    profession: form.profession,
    date_of_birth: form.dateOfBirth,
    marriage_day: form.marriageDay,
    spouse: form.spouse,
    postal_address: form.postalAddress,
    positions_held: form.positionsHeld,
    about_me: form.aboutMe,
    membership_number: form.membershipNumber,
    date_of_joining: form.dateOfJoining,
    sponsored_by: form.sponsoredBy,
  };
}

function checkDates(form: MemberFormInput, today: string): void {
  for (const [field, value] of [['dateOfBirth', form.dateOfBirth], ['marriageDay', form.marriageDay], ['dateOfJoining', form.dateOfJoining]] as const) {
    if (value && value > today) throw unprocessable(`${field}: the date cannot be in the future.`);
  }
}

async function actorFor(db: Database, req: AdminRequest, clubId: number): Promise<AuditActor> {
  const role = await requireClubAccess(db, req.memberId, clubId);
  return { id: req.memberId, role, requestId: req.requestId };
}

async function loadMember(db: Database, memberId: number): Promise<AdminMember> {
  const row = await repo.findMember(db, memberId);
  if (!row) throw notFound('Member not found.');
  return toAdminMember(row, await repo.isClubManager(db, row.id, row.club_id));
}

export async function listMembers(
  db: Database,
  req: AdminRequest,
  input: { page: number; search: string; club_id: number | null; status: 'active' | 'inactive' | 'all'; sort: 'name' | 'club' | 'updated'; dir: 'asc' | 'desc' },
): Promise<{ data: AdminMemberRow[]; total: number; counts: { active: number; inactive: number } }> {
  const roles = await requireAnyAdmin(db, req.memberId);
  const clubIds = roles.districtAdmin ? null : roles.clubAdminOf;
  if (clubIds && input.club_id !== null && !clubIds.includes(input.club_id)) throw forbidden('Only an admin of this club can do this.');
  const { rows, total, counts } = await repo.listMembers(
    db,
    { search: input.search, clubId: input.club_id, clubIds, status: input.status, sort: input.sort, dir: input.dir },
    pageWindow(input.page),
  );
  return { data: rows.map(toAdminMemberRow), total, counts };
}

export async function getMember(db: Database, req: AdminRequest, memberId: number): Promise<AdminMember> {
  const row = await repo.findMember(db, memberId);
  if (!row) throw await missingRecord(db, req.memberId, 'Member not found.');
  await requireClubAccess(db, req.memberId, row.club_id);
  return loadMember(db, memberId);
}

/** Stores the uploaded photo (if any) before `write`; removes it again if the write fails. */
async function withPhoto<T>(images: ImageStore, photo: UploadedFile | undefined, write: (key: string | undefined) => Promise<T>): Promise<T> {
  const key = photo ? await saveImage(images, photo.buffer, MEMBER_PHOTO_FOLDER) : undefined;
  try {
    return await write(key);
  } catch (err) {
    if (key) await releaseImage(images, key);
    throw err;
  }
}

export async function createMember(
  db: Database,
  images: ImageStore,
  req: AdminRequest,
  input: MemberFormInput & { club_id: number },
  photo: UploadedFile | undefined,
): Promise<AdminMember> {
  const club = await repo.clubExists(db, input.club_id);
  // A club admin may not learn which club ids exist elsewhere: permission first.
  const actor = await actorFor(db, req, input.club_id);
  if (!club) throw notFound('Club not found.');
  checkDates(input, req.today);
  if (await mobileTakenByOther(db, input.mobile, null)) throw mobileClash(input.mobile);
  try {
    const id = await withPhoto(images, photo, (key) =>
      db.transaction().execute(async (trx) => {
        const fields = { ...toColumns(input), club_id: input.club_id, name: input.name, mobile_number: input.mobile, photo: key ?? null, is_active: 1 as const };
        const newId = await insertMember(trx, fields, req.now);
        await recordChanges(trx, {
          actor, action: 'create', entity: 'member', entityId: newId,
          changes: diffFields(null, fields, MEMBER_AUDIT_FIELDS), at: req.now,
        });
        return newId;
      }),
    );
    return loadMember(db, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw mobileClash(input.mobile);
    throw err;
  }
}

export async function editMember(
  db: Database,
  images: ImageStore,
  req: AdminRequest,
  input: MemberFormInput & { member_id: number },
  photo: UploadedFile | undefined,
): Promise<AdminMember> {
  const current = await repo.findMember(db, input.member_id);
  if (!current) throw await missingRecord(db, req.memberId, 'Member not found.');
  const actor = await actorFor(db, req, current.club_id);
  checkDates(input, req.today);
  const mobileChanged = input.mobile !== current.mobile_number;
  // The login number: only of members whose standing this admin may change (access/member-changes.ts).
  if (mobileChanged) await requireStandingChange(db, { id: req.memberId }, { id: current.id, clubId: current.club_id }, 'login_mobile');
  if (current.is_active === 1 && mobileChanged && (await mobileTakenByOther(db, input.mobile, current.id))) {
    throw mobileClash(input.mobile);
  }
  try {
    await withPhoto(images, photo, (key) =>
      db.transaction().execute(async (trx) => {
        const changes = { ...toColumns(input), photo: key };
        const done = await updateMember(trx, current.id, changes, req.now);
        if (!done) throw notFound('Member not found.');
        // A login moved to another number ends every session of the member.
        if (done.before.mobile_number !== done.after.mobile_number) await revokeSessionsOf(trx, current.id, req.now.toISOString());
        await recordChanges(trx, {
          actor, action: 'update', entity: 'member', entityId: current.id,
          changes: diffFields(done.before, done.after, MEMBER_AUDIT_FIELDS), at: req.now,
        });
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw mobileClash(input.mobile);
    throw err;
  }
  // The old photo goes only once the row points at the new one.
  if (photo && current.photo) await releaseImage(images, current.photo);
  if (mobileChanged) await noticeLoginChangedByOther(req.notices, current.mobile_number, input.mobile);
  return loadMember(db, current.id);
}

export async function setMemberActive(db: Database, req: AdminRequest, memberId: number, active: boolean): Promise<AdminMember> {
  const current = await repo.findMember(db, memberId);
  if (!current) throw await missingRecord(db, req.memberId, 'Member not found.');
  const actor = await actorFor(db, req, current.club_id);
  if (!active && memberId === req.memberId) throw conflict('You cannot deactivate yourself.');
  if ((current.is_active === 1) === active) return loadMember(db, memberId);
  await requireStandingChange(db, { id: req.memberId }, { id: current.id, clubId: current.club_id }, 'active');
  if (active && (await mobileTakenByOther(db, current.mobile_number, current.id))) {
    throw conflict(`Another active member now has the mobile number ${current.mobile_number}. Change this member's number first.`);
  }
  const at = req.now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await updateMember(trx, memberId, { is_active: active ? 1 : 0 }, at);
      // A deactivated member is signed out everywhere at once.
      if (!active) await revokeSessionsOf(trx, memberId, at);
      await recordChanges(trx, {
        actor, action: active ? 'reactivate' : 'deactivate', entity: 'member', entityId: memberId,
        changes: [{ field: 'is_active', old: current.is_active, new: active ? 1 : 0 }], at: req.now,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw mobileClash(current.mobile_number);
    throw err;
  }
  return loadMember(db, memberId);
}

export async function moveMember(db: Database, req: AdminRequest, memberId: number, clubId: number): Promise<AdminMember> {
  const current = await repo.findMember(db, memberId);
  if (!current) throw await missingRecord(db, req.memberId, 'Member not found.');
  const actor = await actorFor(db, req, current.club_id);
  // Moving into a club needs the right to administer that club too.
  await requireClubAccess(db, req.memberId, clubId);
  const club = await repo.clubExists(db, clubId);
  if (!club) throw notFound('Club not found.');
  if (club.is_active !== 1) throw unprocessable('club_id: the club is deactivated.');
  if (clubId === current.club_id) return loadMember(db, memberId);
  await requireStandingChange(db, { id: req.memberId }, { id: current.id, clubId: current.club_id }, 'move');
  await db.transaction().execute(async (trx) => {
    const done = await updateMember(trx, memberId, { club_id: clubId }, req.now);
    if (!done) throw notFound('Member not found.');
    await recordChanges(trx, {
      actor, action: 'move', entity: 'member', entityId: memberId,
      changes: diffFields(done.before, done.after, ['club_id']), at: req.now,
    });
  });
  return loadMember(db, memberId);
}
