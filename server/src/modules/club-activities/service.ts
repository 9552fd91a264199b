/**
 * Club activity rules. Anyone signed in may read; only a manager of the
 * activity's club may add, edit or delete it, and an edit that moves the
 * activity to another club also needs that club to be one the member manages.
 * Images are processed and stored before the row is written, and a failed
 * write removes the new image again.
 */
import { type ClubActivity, type ClubOption } from '@d320b/contract';
import type { Database } from '../../db/database.js';
import type { UploadedFile } from '../../lib/call-route.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { releaseImage, replaceImage, saveImage } from '../../lib/images/index.js';
import { pageWindow } from '../../lib/paging.js';
import type { ImageStore } from '../../lib/storage/index.js';
import { toClubActivity, toClubOption } from './mappers.js';
import { managesClub } from '../../access/index.js';
import * as repo from './repository.js';

export const ACTIVITY_IMAGE_FOLDER = 'activities';

export interface ClubActivityForm {
  clubld: number;
  caTitle: string;
  caDesc: string;
  caDate: string;
}

export async function clubActivitiesPage(
  db: Database,
  memberId: number,
  input: { page: number; club_id: number | null; search_text: string },
): Promise<{ data: ClubActivity[]; totalCount: number; isManager: 0 | 1 }> {
  const [{ rows, total }, managed] = await Promise.all([
    repo.listClubActivities(db, { clubId: input.club_id, search: input.search_text }, pageWindow(input.page)),
    repo.countManagedClubs(db, memberId),
  ]);
  return { data: rows.map((r) => toClubActivity(r, 'thumb')), totalCount: total, isManager: managed > 0 ? 1 : 0 };
}

/** Newest club activities of every club, for the dashboard. */
export async function latestClubActivities(db: Database, limit: number): Promise<ClubActivity[]> {
  const { rows } = await repo.listClubActivities(db, { clubId: null, search: '' }, { limit, offset: 0 });
  return rows.map((r) => toClubActivity(r, 'thumb'));
}

export async function clubActivityDetails(db: Database, memberId: number, id: number): Promise<{ data: ClubActivity; isManager: 0 | 1 }> {
  const row = await repo.findClubActivity(db, id);
  if (!row) throw notFound('Club activity not found.');
  const manages = await managesClub(db, memberId, row.club_id);
  return { data: toClubActivity(row, 'display'), isManager: manages ? 1 : 0 };
}

export async function managerClubOptions(db: Database, memberId: number): Promise<ClubOption[]> {
  return (await repo.managedClubs(db, memberId)).map(toClubOption);
}

/** 404 for a club that does not exist, 403 for one the member does not manage. */
async function assertManages(db: Database, memberId: number, clubId: number, action: string): Promise<void> {
  if (!(await repo.clubExists(db, clubId))) throw notFound('Club not found.');
  if (!(await managesClub(db, memberId, clubId))) {
    throw forbidden(`Only a manager of this club can ${action} its activities.`);
  }
}

function values(form: ClubActivityForm): repo.ClubActivityValues {
  return { club_id: form.clubld, title: form.caTitle, description: form.caDesc, activity_date: form.caDate };
}

export async function addClubActivity(
  db: Database,
  images: ImageStore,
  memberId: number,
  form: ClubActivityForm,
  image: UploadedFile | undefined,
): Promise<number> {
  await assertManages(db, memberId, form.clubld, 'add');
  // Image first: a bad or oversized file is refused before anything is written.
  const key = image ? await saveImage(images, image.buffer, ACTIVITY_IMAGE_FOLDER) : null;
  try {
    return await repo.insertClubActivity(db, { ...values(form), image: key, created_by: memberId });
  } catch (err) {
    if (key) await releaseImage(images, key);
    throw err;
  }
}

export async function updateClubActivity(
  db: Database,
  images: ImageStore,
  memberId: number,
  id: number,
  form: ClubActivityForm,
  image: UploadedFile | undefined,
): Promise<void> {
  const current = await repo.findClubActivity(db, id);
  if (!current) throw notFound('Club activity not found.');
  await assertManages(db, memberId, current.club_id, 'edit');
  if (form.clubld !== current.club_id) {
    if (!(await repo.clubExists(db, form.clubld))) throw notFound('Club not found.');
    if (!(await managesClub(db, memberId, form.clubld))) {
      throw forbidden('You can only move an activity to a club you manage.');
    }
  }
  const write = async (newImage?: string) => {
    const updated = await repo.updateClubActivity(db, id, current.club_id, { ...values(form), image: newImage });
    if (!updated) throw notFound('Club activity not found.');
  };
  if (image) {
    // The old image is removed only after the row points at the new one.
    await replaceImage(images, current.image, image.buffer, ACTIVITY_IMAGE_FOLDER, write);
  } else {
    await write();
  }
}

export async function deleteClubActivity(db: Database, images: ImageStore, memberId: number, id: number): Promise<void> {
  const current = await repo.findClubActivity(db, id);
  if (!current) throw notFound('Club activity not found.');
  await assertManages(db, memberId, current.club_id, 'delete');
  if (!(await repo.deleteClubActivity(db, id, current.club_id))) throw notFound('Club activity not found.');
  await releaseImage(images, current.image);
}
