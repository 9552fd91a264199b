/**
 * The signed-in member's own profile. Only the token's member is ever read
 * or written here: the form carries no member id (any sent is dropped).
 *
 * Rules: name and mobile required; mobile 10 digits and unique among active
 * members (409; the partial unique index backs this up against races);
 * phone digits only, at most 10; dates real calendar dates, not in the
 * future; e-mail valid (all but the future check come from the contract).
 * Derived columns (search_text, birth_md, marriage_md) are recomputed on
 * every save. The mobile is the login: a changed mobile here is refused (422)
 * and points to the proof flow (me/mobile/request-code, me/mobile/confirm in
 * the account module), so a stolen session cannot move the account to
 * another number.
 */
import { websiteHref, type MemberProfile } from '@d320b/contract';
import { diffFields, MEMBER_AUDIT_FIELDS, recordChanges } from '../../audit/index.js';
import { isUniqueViolation, type Database } from '../../db/database.js';
import { updateMember, type MemberFieldChanges } from '../../db/member-writer.js';
import type { UploadedFile } from '../../lib/call-route.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { replaceImage } from '../../lib/images/index.js';
import type { ImageStore } from '../../lib/storage/index.js';
import { findSignedInUser } from '../shared/signed-in-user.js';
import * as repo from './repository.js';

export const MEMBER_PHOTO_FOLDER = 'members';

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully.',
  notFound: 'Member not found.',
  mobileTaken: 'This mobile number is already registered to another member.',
  mobileNeedsProof:
    'mobileNumber: your login number changes only after we text a code to the new number. Use "Change" next to Mobile Number on Edit Profile.',
} as const;

/** The contract's edit form after validation: undefined = not sent (unchanged), null = cleared. */
export interface ProfileForm {
  memName: string;
  mobileNumber: string;
  phoneNumber?: string | null;
  profession?: string | null;
  dateOfBirth?: string | null;
  marriageDay?: string | null;
  spouse?: string | null;
  postalAddress?: string | null;
  emailAddress?: string | null;
  websiteAddress?: string | null;
  positionsheld?: string | null;
  aboutMe?: string | null;
}

/** The profile as otp-verify's `user` (same mapper), so the web can store either. */
export async function loadProfile(db: Database, memberId: number, districtName: string): Promise<MemberProfile> {
  const user = await findSignedInUser(db, memberId, districtName);
  if (!user) throw notFound(PROFILE_MESSAGES.notFound);
  return user;
}

function assertNotFuture(field: string, date: string | null | undefined, today: string): void {
  if (date && date > today) throw unprocessable(`${field}: the date cannot be in the future.`);
}

export async function updateProfile(
  db: Database,
  images: ImageStore,
  opts: { memberId: number; today: string; districtName: string; now: Date; requestId?: string },
  form: ProfileForm,
  photo: UploadedFile | undefined,
): Promise<MemberProfile> {
  const { memberId } = opts;
  assertNotFuture('dateOfBirth', form.dateOfBirth, opts.today);
  assertNotFuture('marriageDay', form.marriageDay, opts.today);

  const current = await repo.findEditableMember(db, memberId);
  if (!current) throw notFound(PROFILE_MESSAGES.notFound);
  // The login number changes only through proof of the new number (account module, me/mobile/...).
  if (form.mobileNumber !== current.mobile_number) throw unprocessable(PROFILE_MESSAGES.mobileNeedsProof);

  const changes: MemberFieldChanges = {
    name: form.memName,
    mobile_number: form.mobileNumber,
    phone_number: form.phoneNumber,
    profession: form.profession,
    date_of_birth: form.dateOfBirth,
    marriage_day: form.marriageDay,
    spouse: form.spouse,
    postal_address: form.postalAddress,
    email: form.emailAddress,
    website: form.websiteAddress == null ? form.websiteAddress : websiteHref(form.websiteAddress),
    positions_held: form.positionsheld,
    about_me: form.aboutMe,
  };

  // The member writer recomputes search_text, birth_md and marriage_md from the merged row; the
  // member's own edit is audited field by field with the member as actor, like an admin's.
  const write = async (newPhoto?: string) => {
    try {
      await db.transaction().execute(async (trx) => {
        const done = await updateMember(trx, memberId, { ...changes, photo: newPhoto }, opts.now, { activeOnly: true });
        if (!done) throw notFound(PROFILE_MESSAGES.notFound);
        const audited = diffFields(done.before, done.after, MEMBER_AUDIT_FIELDS);
        if (audited.length) {
          await recordChanges(trx, {
            actor: { id: memberId, role: 'member', requestId: opts.requestId ?? null },
            action: 'update', entity: 'member', entityId: memberId, changes: audited, at: opts.now,
          });
        }
      });
    } catch (err) {
      // Another member took the number between the check and the write.
      if (isUniqueViolation(err)) throw conflict(PROFILE_MESSAGES.mobileTaken);
      throw err;
    }
  };
  if (photo) {
    // Processed and stored before the row changes; the old photo goes only after the row points at the new one.
    await replaceImage(images, current.photo, photo.buffer, MEMBER_PHOTO_FOLDER, write);
  } else {
    await write();
  }
  return loadProfile(db, memberId, opts.districtName);
}
