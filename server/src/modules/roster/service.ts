/**
 * Roster import (preview, apply) and who may do it.
 *
 * - District admin: any club of the district (and may create clubs the file names).
 * - Club admin: their own clubs only; rows about other clubs (or members of other clubs) are
 *   rejected in the preview with "not your club", so the admin sees them and the rest applies.
 * - The preview is stored (plan + SHA-256 of the file) and applying uses exactly it, once, by the
 *   admin who made it, within an hour. Applying refuses (409) when a member it changes was
 *   changed meanwhile, so nothing is written from stale old values.
 * - Who may change whom (access/member-changes.ts) is asked when the plan is made and again when
 *   it is applied; a changed login mobile ends the member's sessions and texts the old number.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { RosterPreview } from '@d320b/contract';
import { requireAnyAdmin, type Roles } from '../../access/index.js';
import { protectedMembers } from '../../access/member-changes.js';
import { newEventId, recordEvents, type AuditActor, type AuditChange, type AuditEvent } from '../../audit/index.js';
import { isUniqueViolation, type Database } from '../../db/database.js';
import type { AuditRole } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { noticesLoginChangedByOther, type NoticeSender } from '../../lib/sms-notice.js';
import { deactivateImportedMember, insertImportedMember, updateImportedMember } from './member-store.js';
import { computePlan, STANDING_FIELDS, type ImportOps, type PlanMember } from './plan.js';
import { readRoster } from './read-file.js';
import * as repo from './repository.js';

export const PREVIEW_TTL_MS = 60 * 60 * 1000;

export const IMPORT_MESSAGES = {
  notFound: 'This preview no longer exists. Upload the file again.',
  notYours: 'This preview was made by another admin.',
  applied: 'This preview has already been applied. Upload the file again to see what is left to change.',
  expired: 'This preview is more than an hour old. Upload the file again to preview it afresh.',
  stale: 'Members in this file were changed after the preview. Upload the file again to preview the current data.',
  createClubs: 'createClubs: only a district admin can add clubs.',
  adminStanding:
    'Members in this preview are now club or district admins: only a district admin can change their mobile, club or active state. Upload the file again.',
} as const;

export interface ImportAccess {
  role: AuditRole;
  roles: Roles;
  /** null = every club (district admin). */
  allowedClubIds: Set<number> | null;
}

export async function importAccess(db: Database, memberId: number): Promise<ImportAccess> {
  const roles = await requireAnyAdmin(db, memberId);
  return roles.districtAdmin
    ? { role: 'district_admin', roles, allowedClubIds: null }
    : { role: 'club_admin', roles, allowedClubIds: new Set(roles.clubAdminOf) };
}

/**
 * Applying re-asks who may change whom (access/member-changes.ts): a member the plan moves,
 * re-numbers, reactivates or deactivates may have become an admin since the preview.
 */
async function requireStandingChanges(db: Database, access: ImportAccess, ops: ImportOps): Promise<void> {
  const protectedIds = await protectedMembers(db, access.roles);
  if (protectedIds.size === 0) return;
  const touched = [
    ...ops.updates.filter((u) => u.changes.some((c) => STANDING_FIELDS.has(c.field))).map((u) => u.memberId),
    ...ops.deactivations.map((d) => d.memberId),
  ];
  if (touched.some((id) => protectedIds.has(id))) throw forbidden(IMPORT_MESSAGES.adminStanding);
}

export interface PreviewOptions {
  fullRoster: boolean;
  deactivate: boolean;
  createClubs: boolean;
}

interface StoredPlan {
  preview: RosterPreview;
  ops: ImportOps;
}

export async function previewImport(
  db: Database,
  actorId: number,
  file: { filename: string; buffer: Buffer },
  options: PreviewOptions,
  now: Date,
): Promise<RosterPreview> {
  const access = await importAccess(db, actorId);
  if (options.createClubs && access.allowedClubIds) throw forbidden(IMPORT_MESSAGES.createClubs);
  const sheet = await readRoster(file.buffer);
  const [clubs, members] = await Promise.all([repo.loadClubs(db), repo.loadMembers(db)]);
  const deactivate = options.fullRoster && options.deactivate;
  const plan = computePlan({
    rows: sheet.rows,
    clubs,
    members,
    allowedClubIds: access.allowedClubIds,
    protectedIds: await protectedMembers(db, access.roles),
    fullRoster: options.fullRoster,
    deactivate,
    createClubs: options.createClubs,
  });
  const preview: RosterPreview = {
    previewId: randomUUID(),
    fileName: file.filename.slice(0, 200),
    format: sheet.format,
    rowsRead: sheet.rows.length,
    columns: sheet.header.columns,
    ignoredColumns: sheet.header.ignored,
    fullRoster: options.fullRoster,
    deactivate,
    ...plan.summary,
  };
  const stored: StoredPlan = { preview, ops: plan.ops };
  await repo.deleteOldPreviews(db, new Date(now.getTime() - 24 * PREVIEW_TTL_MS).toISOString());
  await repo.insertPreview(db, {
    id: preview.previewId,
    actorId,
    fileName: preview.fileName,
    fileHash: createHash('sha256').update(file.buffer).digest('hex'),
    plan: JSON.stringify(stored),
    createdAt: now.toISOString(),
  });
  return preview;
}

export interface ApplyResult {
  eventId: string;
  added: number;
  updated: number;
  deactivated: number;
  clubsAdded: number;
}

function storedValue(m: PlanMember, field: string): string {
  const v = (m as unknown as Record<string, unknown>)[field];
  return v === null || v === undefined ? '' : String(v);
}

export async function applyImport(
  db: Database,
  actor: { id: number; requestId: string },
  previewId: string,
  now: Date,
  notices?: NoticeSender,
): Promise<ApplyResult> {
  const access = await importAccess(db, actor.id);
  const row = await repo.findPreview(db, previewId);
  if (!row) throw notFound(IMPORT_MESSAGES.notFound);
  if (row.actor_id !== actor.id) throw forbidden(IMPORT_MESSAGES.notYours);
  if (row.applied_at) throw conflict(IMPORT_MESSAGES.applied);
  if (now.getTime() - new Date(row.created_at).getTime() > PREVIEW_TTL_MS) throw conflict(IMPORT_MESSAGES.expired);
  const { ops } = JSON.parse(row.plan) as StoredPlan;

  // The admin's clubs may have changed since the preview: every club touched must still be theirs.
  if (access.allowedClubIds) {
    const allowed = access.allowedClubIds;
    const touched = [
      ...ops.adds.map((a) => a.clubId),
      ...ops.updates.flatMap((u) => u.changes.filter((c) => c.field === 'club_id').flatMap((c) => [Number(c.old), Number(c.new)])),
    ];
    if (ops.newClubs.length || touched.some((id) => id === null || !allowed.has(id))) throw forbidden('Only an admin of these clubs can apply this import.');
  }
  await requireStandingChanges(db, access, ops);

  const at = now.toISOString();
  const eventId = newEventId();
  const auditActor: AuditActor = { id: actor.id, role: access.role, requestId: actor.requestId };
  const result: ApplyResult = { eventId, added: 0, updated: 0, deactivated: 0, clubsAdded: 0 };
  const loginChanges: { oldMobile: string; newMobile: string }[] = [];

  try {
    await db.transaction().execute(async (trx) => {
      if (!(await repo.markPreviewApplied(trx, previewId, at, eventId))) throw conflict(IMPORT_MESSAGES.applied);
      // Every change of the import, written at the end in a few multi-row inserts (one event id).
      const events: AuditEvent[] = [];
      const newClubIds = new Map<string, number>();
      for (const club of ops.newClubs) {
        const id = await repo.insertClub(trx, club);
        newClubIds.set(club.key, id);
        events.push({
          actor: auditActor,
          action: 'import',
          entity: 'club',
          entityId: id,
          changes: [
            { field: 'name', old: null, new: club.name },
            { field: 'club_number', old: null, new: club.clubNumber || null },
          ],
          at: now,
          eventId,
        });
        result.clubsAdded++;
      }
      const resolveClub = (value: string): number => (value.startsWith('new:') ? newClubIds.get(value.slice(4))! : Number(value));

      // Updates: each changed field must still hold the previewed old value.
      const current = new Map((await repo.findMembersByIds(trx, ops.updates.map((u) => u.memberId))).map((m) => [m.id, m]));
      const revoke: number[] = [];
      for (const update of ops.updates) {
        const member = current.get(update.memberId);
        if (!member) throw conflict(IMPORT_MESSAGES.stale);
        const set: Record<string, string | number> = {};
        const audit: AuditChange[] = [];
        for (const change of update.changes) {
          if (storedValue(member, change.field) !== change.old) throw conflict(IMPORT_MESSAGES.stale);
          const value = change.field === 'club_id' ? resolveClub(change.new) : change.field === 'is_active' ? Number(change.new) : change.new;
          set[change.field] = value;
          audit.push({ field: change.field, old: change.old, new: value });
        }
        await updateImportedMember(trx, member.id, set, at);
        if ('mobile_number' in set) {
          revoke.push(member.id);
          loginChanges.push({ oldMobile: member.mobile_number, newMobile: String(set.mobile_number) });
        }
        events.push({ actor: auditActor, action: 'import', entity: 'member', entityId: member.id, changes: audit, at: now, eventId });
        result.updated++;
      }

      // Adds: their mobiles must still be free.
      const taken = await repo.activeMobilesTaken(
        trx,
        ops.adds.map((a) => a.values.mobile_number),
      );
      for (const add of ops.adds) {
        if (taken.has(add.values.mobile_number)) throw conflict(IMPORT_MESSAGES.stale);
        const clubId = add.clubId ?? newClubIds.get(add.newClubKey!)!;
        const values = { ...add.values, club_id: clubId };
        const id = await insertImportedMember(trx, values, at);
        const changes: AuditChange[] = Object.entries(values).map(([field, value]) => ({ field, old: null, new: value }));
        events.push({ actor: auditActor, action: 'import', entity: 'member', entityId: id, changes, at: now, eventId });
        result.added++;
      }

      // Deactivations: only members still active.
      const stillThere = new Map((await repo.findMembersByIds(trx, ops.deactivations.map((d) => d.memberId))).map((m) => [m.id, m]));
      for (const d of ops.deactivations) {
        const member = stillThere.get(d.memberId);
        if (!member || !member.is_active) throw conflict(IMPORT_MESSAGES.stale);
        await deactivateImportedMember(trx, d.memberId, at);
        revoke.push(d.memberId);
        events.push({
          actor: auditActor,
          action: 'import',
          entity: 'member',
          entityId: d.memberId,
          changes: [{ field: 'is_active', old: '1', new: '0' }],
          at: now,
          eventId,
        });
        result.deactivated++;
      }
      // A changed login mobile (or a deactivation) ends the member's sessions, as the contact correction does.
      await repo.revokeSessions(trx, revoke, at);
      await recordEvents(trx, events);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(IMPORT_MESSAGES.stale);
    throw err;
  }
  // After the commit, every old number whose login moved is told (a few at a time, not awaited:
  // an import may re-number hundreds of members).
  if (notices && loginChanges.length) {
    void noticesLoginChangedByOther(notices, loginChanges).catch((err: unknown) => notices.log.error({ err }, 'import notices failed'));
  }
  return result;
}
