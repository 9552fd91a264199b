/**
 * Members' own data (India's DPDP Act 2023).
 *
 * - Download: everything held about the signed-in member, as one JSON document (sessions without
 *   their token hashes).
 * - Deletion: the member asks; a district admin completes the request, which anonymises the
 *   member in one transaction: name replaced, contacts, dates, photo, texts and business listings
 *   removed, roles dropped, the member deactivated and signed out, activities they recorded kept
 *   with their club only, the values of earlier audit rows about them and of their contact
 *   corrections blanked, the roster import's history and previews forgetting them (roster/forget.ts).
 *   The request and the completion are audit events; the completion names
 *   the erased fields (never their old values).
 */
import { requireDistrictAdmin } from '../../access/index.js';
import { blankValuesOf, recordChanges } from '../../audit/index.js';
import type { Database } from '../../db/database.js';
import { updateMember } from '../../db/member-writer.js';
import { conflict, notFound } from '../../lib/errors.js';
import { releaseImage } from '../../lib/images/index.js';
import { mediaUrl } from '../../lib/media.js';
import type { ImageStore } from '../../lib/storage/index.js';
import { forgetInRosterImports } from '../roster/forget.js';
import * as repo from './repository.js';

export const ERASED_NAME = 'Deleted member';

export const MY_DATA_MESSAGES = {
  notFound: 'Member not found.',
  requestNotFound: 'No such deletion request.',
  done: 'This deletion request has already been completed.',
} as const;

export async function myData(db: Database, memberId: number, now: Date) {
  const member = await repo.findMember(db, memberId);
  if (!member) throw notFound(MY_DATA_MESSAGES.notFound);
  const [club, businesses, districtAdmin, clubAdminOf, officerPositions, leaderRoles, auditHistory, contactChanges, sessions, erasureRequests] =
    await Promise.all([
      repo.findClub(db, member.club_id),
      repo.businessesOf(db, memberId),
      repo.isDistrictAdminRow(db, memberId),
      repo.clubAdminOf(db, memberId),
      repo.officerPositions(db, memberId),
      repo.leaderRoles(db, memberId),
      repo.auditHistory(db, memberId),
      repo.contactChanges(db, memberId),
      repo.sessionsOf(db, memberId),
      repo.erasureRequestsOf(db, memberId),
    ]);
  // Derived columns (search_text, month-days) are copies of the fields below: left out.
  const profile = {
    id: member.id,
    name: member.name,
    membershipNumber: member.membership_number,
    mobile: member.mobile_number,
    phone: member.phone_number,
    email: member.email,
    website: member.website,
    profession: member.profession,
    dateOfBirth: member.date_of_birth,
    marriageDay: member.marriage_day,
    spouse: member.spouse,
    postalAddress: member.postal_address,
    positionsHeld: member.positions_held,
    aboutMe: member.about_me,
    dateOfJoining: member.date_of_joining,
    sponsoredBy: member.sponsored_by,
    photo: member.photo ? mediaUrl(member.photo, 'display') : null,
    active: member.is_active === 1,
    createdAt: member.created_at,
    updatedAt: member.updated_at,
  };
  return {
    exportedAt: now.toISOString(),
    profile,
    club: club ? { id: club.id, name: club.name, clubNumber: club.club_number } : null,
    businesses: businesses.map((b) => ({ ...b, image: b.image ? mediaUrl(b.image, 'display') : null })),
    roles: { districtAdmin, clubAdminOf, officerPositions, leaderRoles },
    auditHistory: auditHistory.map((a) => ({ ...a, byMember: a.byMember === 1 })),
    contactChanges,
    sessions,
    erasureRequests,
  };
}

export async function erasureStatus(db: Database, memberId: number) {
  const open = await repo.openRequestOf(db, memberId);
  return { pending: !!open, requestedAt: open?.requested_at ?? null };
}

/** Asking twice keeps the first request. The request is an audit event of its own (the member as actor). */
export async function requestErasure(db: Database, memberId: number, now: Date, requestId: string | null = null) {
  await db.transaction().execute(async (trx) => {
    if (await repo.openRequestOf(trx, memberId)) return;
    await repo.insertRequest(trx, memberId, now.toISOString());
    await recordChanges(trx, { actor: { id: memberId, role: 'member', requestId }, action: 'erasure_request', entity: 'member', entityId: memberId, changes: [], at: now });
  });
  return erasureStatus(db, memberId);
}

export async function listErasureRequests(db: Database, actorId: number, openOnly: boolean) {
  await requireDistrictAdmin(db, actorId);
  const [data, openCount] = await Promise.all([repo.listRequests(db, openOnly), repo.countOpen(db)]);
  return { data, openCount };
}

/** Member columns emptied by an erasure (name is replaced, mobile kept only as an inactive placeholder). */
const ERASED_FIELDS = [
  'photo',
  'profession',
  'date_of_birth',
  'marriage_day',
  'spouse',
  'phone_number',
  'postal_address',
  'email',
  'website',
  'positions_held',
  'about_me',
  'membership_number',
  'date_of_joining',
  'sponsored_by',
] as const;

export async function completeErasure(db: Database, images: ImageStore, actor: { id: number; requestId: string }, requestId: number, now: Date): Promise<void> {
  await requireDistrictAdmin(db, actor.id);
  const request = await repo.findRequest(db, requestId);
  if (!request) throw notFound(MY_DATA_MESSAGES.requestNotFound);
  if (request.completed_at) throw conflict(MY_DATA_MESSAGES.done);
  const at = now.toISOString();
  const released: (string | null)[] = [];
  await db.transaction().execute(async (trx) => {
    if (!(await repo.completeRequest(trx, requestId, actor.id, at))) throw conflict(MY_DATA_MESSAGES.done);
    const member = await repo.findMember(trx, request.member_id);
    if (!member) throw notFound(MY_DATA_MESSAGES.notFound);
    released.push(member.photo);
    const cleared = Object.fromEntries(ERASED_FIELDS.map((f) => [f, null]));
    // The mobile is a login: replaced by a placeholder that matches no real number.
    const placeholder = `x${String(member.id).padStart(9, '0')}`.slice(-10);
    await updateMember(trx, member.id, { ...cleared, name: ERASED_NAME, mobile_number: placeholder, is_active: 0 }, at);
    released.push(...(await repo.deleteBusinesses(trx, member.id)));
    await repo.forgetActivityAuthor(trx, member.id);
    await repo.dropRoles(trx, member.id);
    await repo.revokeSessions(trx, member.id, at);
    await repo.forgetLoginCodes(trx, member.mobile_number);
    // Earlier audit rows about the member keep who, which field and when, not the values (the
    // database allows this blanking only now that the request is completed: migration 0015);
    // the contact corrections keep who and when.
    await blankValuesOf(trx, member.id);
    await repo.blankContactChanges(trx, member.id);
    // The roster import's history and previews forget them too; undo never brings them back.
    await forgetInRosterImports(trx, member, ERASED_NAME);
    const erased = ['name', 'mobile_number', ...ERASED_FIELDS].filter((f) => (member as Record<string, unknown>)[f] !== null);
    await recordChanges(trx, {
      actor: { id: actor.id, role: 'district_admin', requestId: actor.requestId },
      action: 'erase',
      entity: 'member',
      entityId: member.id,
      // Which fields were erased, never their old values.
      changes: [...erased.map((field) => ({ field, old: null, new: null })), { field: 'is_active', old: member.is_active, new: 0 }],
      at: now,
    });
  });
  // Files go once the rows no longer point at them.
  for (const key of released) await releaseImage(images, key);
}
