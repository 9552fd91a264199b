/**
 * Business directory and the member's own business profile.
 *
 * A member has at most one business (409 for a second; the unique index on
 * businesses.member_id backs this up against parallel requests) and only
 * ever writes their own: the owner is always the signed-in member, never an
 * id from the payload. Images are processed and stored before the row is
 * written; a failed write removes the new image and keeps the old one.
 */
import { websiteHref, type Business, type BusinessCategory, type MemberBrief } from '@d320b/contract';
import { BUSINESS_AUDIT_FIELDS, diffFields, recordChanges, type AuditChange } from '../../audit/index.js';
import { isUniqueViolation, type Database } from '../../db/database.js';
import type { UploadedFile } from '../../lib/call-route.js';
import { conflict, notFound } from '../../lib/errors.js';
import { releaseImage, replaceImage, saveImage } from '../../lib/images/index.js';
import { pageWindow } from '../../lib/paging.js';
import type { ImageStore } from '../../lib/storage/index.js';
import type { Viewer } from '../../access/privacy.js';
import { toMemberBrief } from '../shared/member-card.js';
import { toBusiness, toCategory } from './mappers.js';
import * as repo from './repository.js';

export const BUSINESS_IMAGE_FOLDER = 'businesses';

export const BUSINESS_MESSAGES = {
  added: 'Business profile added successfully.',
  updated: 'Business profile updated successfully.',
  already: 'You already have a business profile. Edit it instead of adding another.',
  none: 'You have no business profile yet. Add one first.',
  noCategory: 'brCategory: no such business category.',
  noMember: 'Member not found.',
} as const;

export interface BusinessForm {
  brCategory: number;
  brTitle: string;
  brDescription: string;
  /** undefined: not sent; null: cleared. */
  brWebSiteAddr?: string | null;
}

export async function businessCategories(db: Database): Promise<BusinessCategory[]> {
  return (await repo.listCategories(db)).map(toCategory);
}

export async function businessesPage(
  db: Database,
  viewer: Viewer,
  input: { category_id: number | null; page: number },
): Promise<{ data: Business[]; totalCount: number }> {
  const { rows, total } = await repo.listBusinesses(db, input.category_id, pageWindow(input.page));
  return { data: rows.map((r) => toBusiness(r, 'thumb', viewer)), totalCount: total };
}

/** A member's business (null when none) and the member card; `memberId` null = the signed-in member. */
export async function businessDetails(
  db: Database,
  viewer: Viewer,
  memberId: number | null,
): Promise<{ get_business: Business | null; get_members: MemberBrief }> {
  const ownerId = memberId ?? viewer.id;
  const [owner, business] = await Promise.all([repo.findActiveOwner(db, ownerId), businessOfMember(db, viewer, ownerId)]);
  if (!owner) throw notFound(BUSINESS_MESSAGES.noMember);
  return { get_business: business, get_members: toMemberBrief(owner, viewer) };
}

/** A member's business as get_business_details gives it (also the business_record of get_member_details). */
export async function businessOfMember(db: Database, viewer: Viewer, memberId: number): Promise<Business | null> {
  const row = await repo.findBusinessOfMember(db, memberId);
  return row ? businessRecord(row, viewer) : null;
}

/** The stored business of a member with its owner's card, for the members module's one-statement read. */
export type { BusinessRow } from './repository.js';

/** A business row as the app shows it (get_business_details, get_member_details' business_record). */
export function businessRecord(row: repo.BusinessRow, viewer: Viewer): Business {
  return toBusiness(row, 'display', viewer);
}

/** Stored form of a typed website: trimmed, https:// added when no scheme (docs/product.md §5.4). */
export function normalizeWebsite(site: string | null | undefined): string | null | undefined {
  if (site == null) return site;
  return websiteHref(site.trim());
}

function values(form: BusinessForm, website: string | null): repo.BusinessValues {
  return { category_id: form.brCategory, title: form.brTitle, description: form.brDescription, website };
}

/** The signed-in member writing their own listing; audited with them as actor (entity 'member_business'). */
export interface BusinessOwner {
  id: number;
  requestId?: string | null;
  now: Date;
}

const auditOwnEdit = (owner: BusinessOwner, action: 'create' | 'update', changes: AuditChange[]) =>
  ({ actor: { id: owner.id, role: 'member' as const, requestId: owner.requestId ?? null }, action, entity: 'member_business', entityId: owner.id, changes, at: owner.now });

export async function addBusiness(
  db: Database,
  images: ImageStore,
  owner: BusinessOwner,
  form: BusinessForm,
  image: UploadedFile | undefined,
): Promise<void> {
  if (await repo.findOwnBusiness(db, owner.id)) throw conflict(BUSINESS_MESSAGES.already);
  if (!(await repo.categoryExists(db, form.brCategory))) throw notFound(BUSINESS_MESSAGES.noCategory);
  const key = image ? await saveImage(images, image.buffer, BUSINESS_IMAGE_FOLDER) : null;
  try {
    const row = { ...values(form, normalizeWebsite(form.brWebSiteAddr) ?? null), image: key };
    await db.transaction().execute(async (trx) => {
      await repo.insertBusiness(trx, owner.id, row);
      await recordChanges(trx, auditOwnEdit(owner, 'create', diffFields(null, row, BUSINESS_AUDIT_FIELDS)));
    });
  } catch (err) {
    if (key) await releaseImage(images, key);
    // A parallel add won the race for the one business per member.
    if (isUniqueViolation(err)) throw conflict(BUSINESS_MESSAGES.already);
    throw err;
  }
}

export async function updateBusiness(
  db: Database,
  images: ImageStore,
  owner: BusinessOwner,
  form: BusinessForm,
  image: UploadedFile | undefined,
): Promise<void> {
  const current = await repo.findOwnBusiness(db, owner.id);
  if (!current) throw notFound(BUSINESS_MESSAGES.none);
  if (!(await repo.categoryExists(db, form.brCategory))) throw notFound(BUSINESS_MESSAGES.noCategory);
  // A website left out of the form keeps the stored one (undefined); '' clears it (null).
  const changes = { ...values(form, null), website: normalizeWebsite(form.brWebSiteAddr) };
  const write = async (newImage?: string) => {
    await db.transaction().execute(async (trx) => {
      const next = { ...changes, image: newImage };
      if (!(await repo.updateBusiness(trx, owner.id, next))) throw notFound(BUSINESS_MESSAGES.none);
      const after = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined));
      const audited = diffFields({ ...current }, after, BUSINESS_AUDIT_FIELDS);
      if (audited.length) await recordChanges(trx, auditOwnEdit(owner, 'update', audited));
    });
  };
  if (image) {
    await replaceImage(images, current.image, image.buffer, BUSINESS_IMAGE_FOLDER, write);
  } else {
    await write();
  }
}
