/**
 * Roster import (preview, apply) and who may do it.
 *
 * - District admin: any club of the district (and may create clubs the file names).
 * - Club admin: their own clubs only; rows about other clubs (or members of other clubs) are
 *   rejected in the preview with "not your club", so the admin sees them and the rest applies.
 * - The preview is stored (plan + SHA-256 of the file) and applying uses exactly it, once, by the
 *   admin who made it, within an hour. Applying refuses (409) when a member it changes was
 *   changed meanwhile, so nothing is written from stale old values, and re-checks every member
 *   and club the plan touches against the admin's roles at that moment (403 when they no longer
 *   cover it).
 * - Deactivating more than a tenth of the members of the clubs a file covers needs the number
 *   typed to confirm (`confirmDeactivations`), checked here.
 * - An applied import is recorded (roster_imports) with its rejected rows and what it wrote, so
 *   that it can be looked up and undone (history.ts).
 * - Who may change whom (access/member-changes.ts) is asked when the plan is made and again when
 *   it is applied; a changed login mobile ends the member's sessions and texts the old number.
 */
import { createHash, randomUUID } from 'node:crypto';
import { ROSTER_DEACTIVATION_SHARE, type RosterPreview } from '@d320b/contract';
import { requireAnyAdmin, type Roles } from '../../access/index.js';
import { protectedMembers } from '../../access/member-changes.js';
import { newEventId, recordEvents, type AuditActor, type AuditChange, type AuditEvent } from '../../audit/index.js';
import { isUniqueViolation, type Database } from '../../db/database.js';
import type { AuditRole } from '../../db/schema.js';
import { conflict, forbidden, notFound, payloadTooLarge, unprocessable } from '../../lib/errors.js';
import { noticesLoginChangedByOther, type NoticeSender } from '../../lib/sms-notice.js';
import { deactivateImportedMember, insertImportedMember, updateImportedMember } from './member-store.js';
import { STANDING_FIELDS, type ImportOps, type PlanMember } from './plan.js';
import { readAndPlan } from './read-in-worker.js';
import * as repo from './repository.js';
import { readStored, STORED_MESSAGES, STORED_PLAN_VERSION, storedPlanSchema, type StoredPlan, type Written } from './stored-plan.js';

export const PREVIEW_TTL_MS = 60 * 60 * 1000;

export const IMPORT_MESSAGES = {
  notFound: 'This preview no longer exists. Upload the file again.',
  notYours: 'This preview was made by another admin.',
  applied: 'This preview has already been applied. Upload the file again to see what is left to change.',
  expired: 'This preview is more than an hour old. Upload the file again to preview it afresh.',
  stale: 'Members in this file were changed after the preview. Upload the file again to preview the current data.',
  createClubs: 'createClubs: only a district admin can add clubs.',
  planTooLarge: 'This file makes a preview too large to keep. Split the roster into smaller files (for example one per region) and import each.',
  rolesChanged: (clubs: string) =>
    `You no longer administer every club this import changes (${clubs}). Ask a district admin, or upload the file again to see what you may still import.`,
  confirmDeactivations: (n: number, of: number) =>
    `confirmDeactivations: this import deactivates ${n} of the ${of} members of its clubs, more than a tenth. Type the number ${n} to confirm.`,
  adminStanding:
    'Members in this preview are now club or district admins: only a district admin can change their mobile, club or active state. Upload the file again.',
} as const;

/** Largest stored plan (characters of JSON): far above any roster within the file caps. */
export const MAX_PLAN_CHARS = 128 * 1024 * 1024;

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
async function requireStandingChanges(db: Database, access: ImportAccess, ops: Pick<ImportOps, 'updates' | 'deactivations'>): Promise<void> {
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

export async function previewImport(
  db: Database,
  actorId: number,
  file: { filename: string; buffer: Buffer },
  options: PreviewOptions,
  now: Date,
): Promise<RosterPreview> {
  const access = await importAccess(db, actorId);
  if (options.createClubs && access.allowedClubIds) throw forbidden(IMPORT_MESSAGES.createClubs);
  const [clubs, members] = await Promise.all([repo.loadClubs(db), repo.loadMembers(db)]);
  const deactivate = options.fullRoster && options.deactivate;
  const read = await readAndPlan(file.buffer, {
    clubs,
    members,
    allowedClubIds: access.allowedClubIds,
    protectedIds: await protectedMembers(db, access.roles),
    fullRoster: options.fullRoster,
    deactivate,
    createClubs: options.createClubs,
  });
  const plan = read.plan;
  const preview: RosterPreview = {
    previewId: randomUUID(),
    fileName: file.filename.slice(0, 200),
    format: read.format,
    rowsRead: read.rowsRead,
    columns: read.columns,
    ignoredColumns: read.ignored,
    fullRoster: options.fullRoster,
    deactivate,
    ...plan.summary,
  };
  const stored: StoredPlan = {
    version: STORED_PLAN_VERSION,
    preview,
    ops: plan.ops,
    rejected: { headers: read.headers, rows: plan.rejectedRows },
  };
  await repo.deleteOldPreviews(db, new Date(now.getTime() - 24 * PREVIEW_TTL_MS).toISOString());
  await storePreview(db, {
    id: preview.previewId,
    actorId,
    fileName: preview.fileName,
    fileHash: createHash('sha256').update(file.buffer).digest('hex'),
    stored,
    createdAt: now.toISOString(),
  });
  return preview;
}

/** The plan as stored JSON; 413 when it is too large to keep (or too large for a string at all). */
export function serialisePlan(stored: StoredPlan, maxChars = MAX_PLAN_CHARS): string {
  let plan: string;
  try {
    plan = JSON.stringify(stored);
  } catch (err) {
    if (err instanceof RangeError) throw payloadTooLarge(IMPORT_MESSAGES.planTooLarge);
    throw err;
  }
  if (plan.length > maxChars) throw payloadTooLarge(IMPORT_MESSAGES.planTooLarge);
  return plan;
}

/** Stores the plan; a plan too large to keep (or that the database refuses for its size) is a 413, never a 500. */
async function storePreview(
  db: Database,
  row: { id: string; actorId: number; fileName: string; fileHash: string; stored: StoredPlan; createdAt: string },
): Promise<void> {
  const plan = serialisePlan(row.stored);
  try {
    await repo.insertPreview(db, { id: row.id, actorId: row.actorId, fileName: row.fileName, fileHash: row.fileHash, plan, createdAt: row.createdAt });
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    // SQLite: string or blob too big; PostgreSQL: program limit exceeded / out of memory.
    if (code === 'SQLITE_TOOBIG' || code === '54000' || code === '53200') throw payloadTooLarge(IMPORT_MESSAGES.planTooLarge);
    throw err;
  }
}

/**
 * Apply-time check of the actor's roles against everything the plan touches, as the members are
 * now: a club admin may apply only when every member changed or deactivated is (still) in a club
 * they administer, and every club added to or moved to is theirs. Answers nothing; throws 403.
 */
export function checkPlanAccess(
  access: ImportAccess,
  ops: StoredPlan['ops'],
  current: ReadonlyMap<number, PlanMember>,
  clubName: (id: number) => string,
): void {
  const allowed = access.allowedClubIds;
  if (!allowed) return;
  const outside = new Set<number>();
  const need = (clubId: number | null) => {
    if (clubId === null || !allowed.has(clubId)) outside.add(clubId ?? -1);
  };
  for (const add of ops.adds) need(add.clubId);
  for (const update of ops.updates) {
    const member = current.get(update.memberId);
    if (member) need(member.club_id);
    for (const c of update.changes) {
      if (c.field !== 'club_id') continue;
      need(Number(c.old));
      need(c.new.startsWith('new:') ? null : Number(c.new));
    }
  }
  for (const d of ops.deactivations) {
    const member = current.get(d.memberId);
    if (member) need(member.club_id);
  }
  if (ops.newClubs.length) outside.add(-1);
  if (outside.size) {
    const names = [...outside].map((id) => (id === -1 ? 'new clubs' : clubName(id))).slice(0, 5);
    throw forbidden(IMPORT_MESSAGES.rolesChanged(names.join(', ')));
  }
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
  input: { previewId: string; confirmDeactivations?: number | undefined },
  now: Date,
  notices?: NoticeSender,
): Promise<ApplyResult> {
  const access = await importAccess(db, actor.id);
  const previewId = input.previewId;
  const row = await repo.findPreview(db, previewId);
  if (!row) throw notFound(IMPORT_MESSAGES.notFound);
  if (row.actor_id !== actor.id) throw forbidden(IMPORT_MESSAGES.notYours);
  if (row.applied_at) throw conflict(IMPORT_MESSAGES.applied);
  if (now.getTime() - new Date(row.created_at).getTime() > PREVIEW_TTL_MS) throw conflict(IMPORT_MESSAGES.expired);
  const stored = readStored(storedPlanSchema, row.plan, STORED_MESSAGES.unreadablePlan);
  const { ops, preview } = stored;

  // Many deactivations need their number typed (the same rule as the preview showed).
  const scope = preview.deactivationGuard.scopeSize;
  if (ops.deactivations.length > 0 && ops.deactivations.length > ROSTER_DEACTIVATION_SHARE * scope && input.confirmDeactivations !== ops.deactivations.length) {
    throw unprocessable(IMPORT_MESSAGES.confirmDeactivations(ops.deactivations.length, scope));
  }
  await requireStandingChanges(db, access, ops);

  const at = now.toISOString();
  const eventId = newEventId();
  const auditActor: AuditActor = { id: actor.id, role: access.role, requestId: actor.requestId };
  const result: ApplyResult = { eventId, added: 0, updated: 0, deactivated: 0, clubsAdded: 0 };
  const written: Written = { clubs: [], adds: [], updates: [], deactivations: [], erased: [] };
  const loginChanges: { oldMobile: string; newMobile: string }[] = [];

  try {
    await db.transaction().execute(async (trx) => {
      // The admin's roles may have changed since the preview: every member and club the plan
      // touches is checked again, as they are now.
      const touchedIds = [...ops.updates.map((u) => u.memberId), ...ops.deactivations.map((d) => d.memberId)];
      const touched = new Map((await repo.findMembersByIds(trx, touchedIds)).map((m) => [m.id, m]));
      if (access.allowedClubIds) {
        const clubs = new Map((await repo.loadClubs(trx)).map((c) => [c.id, c.name]));
        checkPlanAccess(access, ops, touched, (id) => clubs.get(id) ?? `club ${id}`);
      }
      if (!(await repo.markPreviewApplied(trx, previewId, at, eventId))) throw conflict(IMPORT_MESSAGES.applied);
      // Every change of the import, written at the end in a few multi-row inserts (one event id).
      const events: AuditEvent[] = [];
      const newClubIds = new Map<string, number>();
      for (const club of ops.newClubs) {
        const id = await repo.insertClub(trx, club);
        newClubIds.set(club.key, id);
        written.clubs.push({ id, name: club.name });
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
      const revoke: number[] = [];
      for (const update of ops.updates) {
        const member = touched.get(update.memberId);
        if (!member) throw conflict(IMPORT_MESSAGES.stale);
        const set: Record<string, string | number> = {};
        const audit: AuditChange[] = [];
        const changes: Written['updates'][number]['changes'] = [];
        for (const change of update.changes) {
          if (storedValue(member, change.field) !== change.old) throw conflict(IMPORT_MESSAGES.stale);
          const value = change.field === 'club_id' ? resolveClub(change.new) : change.field === 'is_active' ? Number(change.new) : change.new;
          set[change.field] = value;
          audit.push({ field: change.field, old: change.old, new: value });
          changes.push({ field: change.field, old: change.old, new: String(value) });
        }
        await updateImportedMember(trx, member.id, set, at);
        written.updates.push({ memberId: member.id, name: member.name, clubId: Number(set.club_id ?? member.club_id), changes });
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
        written.adds.push({ memberId: id, name: values.name, clubId });
        const changes: AuditChange[] = Object.entries(values).map(([field, value]) => ({ field, old: null, new: value }));
        events.push({ actor: auditActor, action: 'import', entity: 'member', entityId: id, changes, at: now, eventId });
        result.added++;
      }

      // Deactivations: only members still active.
      for (const d of ops.deactivations) {
        const member = touched.get(d.memberId);
        if (!member || !member.is_active) throw conflict(IMPORT_MESSAGES.stale);
        await deactivateImportedMember(trx, d.memberId, at);
        written.deactivations.push({ memberId: d.memberId, name: member.name, clubId: member.club_id });
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
      await repo.insertImport(trx, {
        id: previewId,
        actor_id: actor.id,
        actor_role: access.role,
        file_name: preview.fileName,
        format: preview.format,
        applied_at: at,
        event_id: eventId,
        counts: JSON.stringify({ ...result, rejected: preview.counts.reject, warnings: preview.counts.warnings, eventId: undefined }),
        rejected: JSON.stringify(stored.rejected),
        written: JSON.stringify(written),
      });
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
