/**
 * Clubs admin: district admins create, edit, deactivate and reactivate clubs; a club admin edits
 * their own club's details and officers. Audit rows in the same transaction as each write.
 */
import type { AdminClub, AdminClubRow, OfficerRow } from '@d320b/contract';
import { requireAnyAdmin, requireClubAccess, requireDistrictAdmin } from '../../access/index.js';
import { diffFields, recordChanges, type AuditActor } from '../../audit/index.js';
import type { Database } from '../../db/database.js';
import { refreshClubSearchText } from '../../db/member-writer.js';
import type { UploadedFile } from '../../lib/call-route.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { releaseImage, saveImage } from '../../lib/images/index.js';
import { pageWindow } from '../../lib/paging.js';
import type { ImageStore } from '../../lib/storage/index.js';
import { toAdminClub, toAdminClubRow } from './mappers.js';
import type { AdminRequest } from './members-service.js';
import * as repo from './repository.js';

export const CLUB_LOGO_FOLDER = 'clubs';
const CLUB_AUDIT_FIELDS = [
  'name', 'club_number', 'charter_president', 'charter_date', 'extension_chairman', 'meets_on', 'meeting_place', 'sponsored_by', 'logo', 'is_active',
] as const;

export interface ClubFormInput {
  name: string;
  clubNumber?: string | null;
  charterPresident?: string | null;
  charterDate?: string | null;
  extensionChairman?: string | null;
  meetsOn?: string | null;
  meetingPlace?: string | null;
  sponsoredBy?: string | null;
}

function toColumns(f: ClubFormInput) {
  return {
    name: f.name,
    club_number: f.clubNumber,
    charter_president: f.charterPresident,
    charter_date: f.charterDate,
    extension_chairman: f.extensionChairman,
    meets_on: f.meetsOn,
    meeting_place: f.meetingPlace,
    sponsored_by: f.sponsoredBy,
  };
}

const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

async function loadClub(db: Database, clubId: number): Promise<AdminClub> {
  const club = await repo.findClub(db, clubId);
  if (!club) throw notFound('Club not found.');
  return toAdminClub(club);
}

async function clubActor(db: Database, req: AdminRequest, clubId: number): Promise<AuditActor> {
  return { id: req.memberId, role: await requireClubAccess(db, req.memberId, clubId), requestId: req.requestId };
}

async function districtActor(db: Database, req: AdminRequest): Promise<AuditActor> {
  await requireDistrictAdmin(db, req.memberId);
  return { id: req.memberId, role: 'district_admin', requestId: req.requestId };
}

async function checkNameFree(db: Database, name: string, exceptId: number | null): Promise<void> {
  let q = db.selectFrom('clubs').select('id').where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw conflict(`A club named "${name}" already exists.`);
}

function checkCharterDate(f: ClubFormInput, today: string) {
  if (f.charterDate && f.charterDate > today) throw unprocessable('charterDate: the date cannot be in the future.');
}

export async function listClubs(
  db: Database,
  req: AdminRequest,
  input: { page: number; search: string; status: 'active' | 'inactive' | 'all' },
): Promise<{ data: AdminClubRow[]; total: number; counts: { active: number; inactive: number } }> {
  const roles = await requireAnyAdmin(db, req.memberId);
  const { rows, total, counts } = await repo.listClubs(
    db,
    { search: input.search, clubIds: roles.districtAdmin ? null : roles.clubAdminOf, status: input.status },
    pageWindow(input.page),
  );
  return { data: rows.map(toAdminClubRow), total, counts };
}

export async function getClub(db: Database, req: AdminRequest, clubId: number): Promise<AdminClub> {
  await requireClubAccess(db, req.memberId, clubId);
  return loadClub(db, clubId);
}

async function withLogo<T>(images: ImageStore, logo: UploadedFile | undefined, write: (key: string | undefined) => Promise<T>): Promise<T> {
  const key = logo ? await saveImage(images, logo.buffer, CLUB_LOGO_FOLDER) : undefined;
  try {
    return await write(key);
  } catch (err) {
    if (key) await releaseImage(images, key);
    throw err;
  }
}

export async function createClub(db: Database, images: ImageStore, req: AdminRequest, input: ClubFormInput, logo: UploadedFile | undefined): Promise<AdminClub> {
  const actor = await districtActor(db, req);
  checkCharterDate(input, req.today);
  await checkNameFree(db, input.name, null);
  const id = await withLogo(images, logo, (key) =>
    db.transaction().execute(async (trx) => {
      const values = { ...defined(toColumns(input)), name: input.name, logo: key ?? null, is_active: 1 as const };
      const row = await trx.insertInto('clubs').values(values).returning('id').executeTakeFirstOrThrow();
      await recordChanges(trx, { actor, action: 'create', entity: 'club', entityId: row.id, changes: diffFields(null, values, CLUB_AUDIT_FIELDS), at: req.now });
      return row.id;
    }),
  );
  return loadClub(db, id);
}

export async function editClub(
  db: Database,
  images: ImageStore,
  req: AdminRequest,
  input: ClubFormInput & { club_id: number },
  logo: UploadedFile | undefined,
): Promise<AdminClub> {
  const actor = await clubActor(db, req, input.club_id);
  const before = await db.selectFrom('clubs').selectAll().where('id', '=', input.club_id).executeTakeFirst();
  if (!before) throw notFound('Club not found.');
  checkCharterDate(input, req.today);
  await checkNameFree(db, input.name, before.id);
  await withLogo(images, logo, (key) =>
    db.transaction().execute(async (trx) => {
      const changes = { ...defined(toColumns(input)), ...(key ? { logo: key } : {}) };
      await trx.updateTable('clubs').set(changes).where('id', '=', before.id).execute();
      // Club names are part of every member's search text.
      if (changes.name !== undefined && changes.name !== before.name) await refreshClubSearchText(trx, before.id);
      await recordChanges(trx, { actor, action: 'update', entity: 'club', entityId: before.id, changes: diffFields(before, changes, CLUB_AUDIT_FIELDS), at: req.now });
    }),
  );
  if (logo && before.logo) await releaseImage(images, before.logo);
  return loadClub(db, before.id);
}

export async function setClubActive(db: Database, req: AdminRequest, clubId: number, active: boolean): Promise<AdminClub> {
  const actor = await districtActor(db, req);
  const before = await repo.clubExists(db, clubId);
  if (!before) throw notFound('Club not found.');
  if ((before.is_active === 1) !== active) {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('clubs').set({ is_active: active ? 1 : 0 }).where('id', '=', clubId).execute();
      await recordChanges(trx, {
        actor, action: active ? 'reactivate' : 'deactivate', entity: 'club', entityId: clubId,
        changes: [{ field: 'is_active', old: before.is_active, new: active ? 1 : 0 }], at: req.now,
      });
    });
  }
  return loadClub(db, clubId);
}

// ---------------------------------------------------------------- officers

async function yearsForSelect(db: Database) {
  return (await repo.listYears(db)).map((y) => ({ id: y.id, name: y.name, current: y.is_current === 1 }));
}

export async function clubOfficers(
  db: Database,
  req: AdminRequest,
  clubId: number,
  yearId: number | null,
): Promise<{ data: OfficerRow[]; yearId: number; years: { id: number; name: string; current: boolean }[] }> {
  await requireClubAccess(db, req.memberId, clubId);
  if (!(await repo.clubExists(db, clubId))) throw notFound('Club not found.');
  const years = await yearsForSelect(db);
  const year = yearId === null ? (years.find((y) => y.current) ?? years[0]) : years.find((y) => y.id === yearId);
  if (!year) throw notFound('Lions year not found.');
  const rows = await repo.officersOf(db, clubId, year.id);
  return { data: rows.map((r) => ({ memberId: r.member_id, name: r.name, position: r.position })), yearId: year.id, years };
}

const officersText = (rows: { position: string; name: string; member_id: number }[]) =>
  rows.map((r) => `${r.position}: ${r.name} (#${r.member_id})`).join('\n');

export async function saveClubOfficers(
  db: Database,
  req: AdminRequest,
  input: { club_id: number; year_id: number; officers: { member_id: number; position: string }[] },
): Promise<OfficerRow[]> {
  const actor = await clubActor(db, req, input.club_id);
  if (!(await repo.clubExists(db, input.club_id))) throw notFound('Club not found.');
  const year = await db.selectFrom('academic_years').select(['id', 'name']).where('id', '=', input.year_id).executeTakeFirst();
  if (!year) throw notFound('Lions year not found.');
  const ids = [...new Set(input.officers.map((o) => o.member_id))];
  if (ids.length) {
    const found = await db.selectFrom('members').select('id').where('id', 'in', ids).where('club_id', '=', input.club_id).where('is_active', '=', 1).execute();
    const ok = new Set(found.map((f) => f.id));
    const bad = input.officers.findIndex((o) => !ok.has(o.member_id));
    if (bad >= 0) throw unprocessable(`officers.${bad}.member_id: not an active member of this club`);
  }
  await db.transaction().execute(async (trx) => {
    const before = await repo.officersOf(trx, input.club_id, year.id);
    await trx.deleteFrom('club_officers').where('club_id', '=', input.club_id).where('academic_year_id', '=', year.id).execute();
    if (input.officers.length) {
      await trx
        .insertInto('club_officers')
        .values(input.officers.map((o, sort) => ({ club_id: input.club_id, academic_year_id: year.id, member_id: o.member_id, position: o.position, sort })))
        .execute();
    }
    const after = await repo.officersOf(trx, input.club_id, year.id);
    await recordChanges(trx, {
      actor, action: 'update', entity: 'club_officers', entityId: input.club_id,
      changes: diffFields({ [`officers ${year.name}`]: officersText(before) }, { [`officers ${year.name}`]: officersText(after) }), at: req.now,
    });
  });
  return (await repo.officersOf(db, input.club_id, year.id)).map((r) => ({ memberId: r.member_id, name: r.name, position: r.position }));
}
