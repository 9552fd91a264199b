/**
 * The import history: applied imports (who, when, file, counts), their rejected rows as a file to
 * send back to clubs, and undo.
 *
 * Undo takes back exactly what the import wrote (roster_imports.written), as one transaction and one
 * audit event: every field it changed gets its earlier value back, the members it added are removed,
 * the members it deactivated are reactivated, the clubs it added are removed. Whatever was changed
 * since is left as it is and listed with the reason:
 * - a changed member whose changed fields no longer hold the import's values (edited since);
 * - an added member changed since, or with data of their own (signed in, a role, a business: the
 *   database refuses to remove a member that other rows refer to);
 * - a deactivated member reactivated since, or whose mobile another active member now has;
 * - an earlier mobile that another active member now has;
 * - for a club admin, members of clubs they no longer administer;
 * - a member erased since at their request (forget.ts took the import's values about them away):
 *   never brought back, named as erased; the rest of the undo goes through.
 * The undo preview runs the same work in a transaction that is rolled back, so it shows exactly
 * what undo would do at that moment.
 */
import { stringify } from 'csv-stringify/sync';
import type { RosterImport, RosterUndoPlan } from '@d320b/contract';
import { newEventId, recordEvents, type AuditActor, type AuditChange, type AuditEvent } from '../../audit/index.js';
import { isUniqueViolation, type Database } from '../../db/database.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { loadExcel } from '../../lib/lazy-modules.js';
import { ERASED_REASON } from './forget.js';
import { removeImportedMember, updateImportedMember } from './member-store.js';
import { neutralise } from './normalise.js';
import { FIELD_LABELS, type MemberField, type PlanMember } from './plan.js';
import * as repo from './repository.js';
import { importAccess, type ImportAccess } from './service.js';
import { importCountsSchema, readStored, rejectedRowsSchema, STORED_MESSAGES, storedPlanSchema, writtenSchema, type RejectedRows } from './stored-plan.js';

export const HISTORY_PAGE_SIZE = 20;

export const UNDO_MESSAGES = {
  notFound: 'This import is not in the history.',
  notYours: 'Only a district admin or the admin who applied this import can undo it.',
  undone: 'This import has already been undone.',
  raced: 'Members of this import were changed while undoing it. Nothing was undone; look at the undo again.',
  rejectedNotFound: 'There is no preview or import with these rejected rows (previews are kept for a day).',
  rejectedNotYours: 'These rejected rows belong to another admin\'s import.',
} as const;

const REASONS = {
  changed: (fields: string[]) => `changed since the import (${fields.join(', ')})`,
  addedChanged: 'changed since the import was applied',
  hasData: 'has data of their own since the import (signed in, a role or an entry), so is not removed',
  reactivated: 'reactivated since the import',
  mobileTaken: (mobile: string, owner: string) => `the mobile ${mobile} now belongs to another active member (${owner})`,
  gone: 'no longer in the directory',
  notYourClub: (club: string) => `not your club: ${club} is not a club you administer`,
  clubHasData: 'still has members or data of its own, so is not removed',
} as const;

export async function listImports(db: Database, actorId: number, page: number): Promise<{ data: RosterImport[]; total: number }> {
  const access = await importAccess(db, actorId);
  const districtAdmin = !access.allowedClubIds;
  const { rows, total } = await repo.listImports(db, districtAdmin ? null : actorId, HISTORY_PAGE_SIZE, (page - 1) * HISTORY_PAGE_SIZE);
  const data = rows.map((r): RosterImport => {
    const counts = readStored(importCountsSchema, r.counts, STORED_MESSAGES.unreadableImport);
    return {
      id: r.id,
      fileName: r.file_name,
      format: r.format === 'csv' ? 'csv' : 'xlsx',
      actor: { id: r.actor_id, name: r.actor_name },
      appliedAt: r.applied_at,
      counts,
      undone: r.undone_at ? { at: r.undone_at, by: r.undone_by_name ?? '' } : null,
      canUndo: !r.undone_at && (districtAdmin || r.actor_id === actorId),
    };
  });
  return { data, total };
}

function storedText(m: PlanMember, field: MemberField): string {
  const v = (m as unknown as Record<string, unknown>)[field];
  return v === null || v === undefined ? '' : String(v);
}

function restoredValue(field: MemberField, old: string): string | number | null {
  if (field === 'club_id' || field === 'is_active') return Number(old);
  return old === '' ? null : old;
}

/** Raised inside the preview's transaction so that nothing it did is kept. */
class DryRun extends Error {
  constructor(readonly plan: RosterUndoPlan) {
    super('dry run');
  }
}

async function runUndo(
  db: Database,
  actor: { id: number; requestId: string },
  importId: string,
  now: Date,
  dryRun: boolean,
): Promise<RosterUndoPlan & { eventId: string }> {
  const access: ImportAccess = await importAccess(db, actor.id);
  const record = await repo.findImport(db, importId);
  if (!record) throw notFound(UNDO_MESSAGES.notFound);
  if (access.allowedClubIds && record.actor_id !== actor.id) throw forbidden(UNDO_MESSAGES.notYours);
  if (record.undone_at) throw conflict(UNDO_MESSAGES.undone);
  const written = readStored(writtenSchema, record.written, STORED_MESSAGES.unreadableImport);
  const at = now.toISOString();
  const eventId = newEventId();
  const auditActor: AuditActor = { id: actor.id, role: access.role, requestId: actor.requestId };
  const mayChange = (clubId: number) => !access.allowedClubIds || access.allowedClubIds.has(clubId);

  const work = async (trx: Database): Promise<RosterUndoPlan> => {
    if (!dryRun && !(await repo.markImportUndone(trx, importId, actor.id, at, eventId))) throw conflict(UNDO_MESSAGES.undone);
    const plan: RosterUndoPlan = { restore: 0, remove: 0, reactivate: 0, clubs: 0, refused: [] };
    const ids = [...written.updates.map((u) => u.memberId), ...written.adds.map((a) => a.memberId), ...written.deactivations.map((d) => d.memberId)];
    const members = new Map((await repo.findMembersWithStamp(trx, ids)).map((m) => [m.id, m]));
    const clubIds = [...new Set([...members.values()].map((m) => m.club_id).concat(written.updates.flatMap((u) => u.changes.filter((c) => c.field === 'club_id').map((c) => Number(c.old))), written.erased.map((e) => e.clubId)))];
    const clubs = await repo.clubNames(trx, clubIds);
    const clubOf = (id: number) => clubs.get(id) ?? written.clubs.find((c) => c.id === id)?.name ?? '';
    const events: AuditEvent[] = [];
    const revoke: number[] = [];
    const refuse = (name: string, clubId: number, reason: string) => plan.refused.push({ name, club: clubOf(clubId), reason });
    for (const e of written.erased) refuse(e.name, e.clubId, ERASED_REASON);
    // Mobiles the undo gives back, checked against the active members who hold them now.
    const wanted = [
      ...written.updates.flatMap((u) => u.changes.filter((c) => c.field === 'mobile_number').map((c) => c.old)),
      ...written.deactivations.map((d) => members.get(d.memberId)?.mobile_number ?? ''),
    ].filter(Boolean);
    const holders = await repo.activeMobilesTaken(trx, wanted);
    const holderName = async (mobile: string) => (await repo.findMembersByIds(trx, [holders.get(mobile)!]))[0]?.name ?? 'another member';

    // Changed members: every field the import changed must still hold what it wrote.
    for (const u of written.updates) {
      const m = members.get(u.memberId);
      if (!m) {
        refuse(u.name, u.clubId, REASONS.gone);
        continue;
      }
      const backTo = Number(u.changes.find((c) => c.field === 'club_id')?.old ?? m.club_id);
      if (!mayChange(m.club_id) || !mayChange(backTo)) {
        refuse(m.name, m.club_id, REASONS.notYourClub(clubOf(mayChange(m.club_id) ? backTo : m.club_id)));
        continue;
      }
      const differs = u.changes.filter((c) => storedText(m, c.field) !== c.new).map((c) => FIELD_LABELS[c.field]);
      if (differs.length) {
        refuse(m.name, m.club_id, REASONS.changed(differs));
        continue;
      }
      const set: Record<string, string | number | null> = {};
      const audit: AuditChange[] = [];
      for (const c of u.changes) {
        set[c.field] = restoredValue(c.field, c.old);
        audit.push({ field: c.field, old: c.new, new: set[c.field] });
      }
      const activeAfter = 'is_active' in set ? set.is_active === 1 : m.is_active === 1;
      const mobileAfter = typeof set.mobile_number === 'string' ? set.mobile_number : m.mobile_number;
      if ('mobile_number' in set && activeAfter && holders.has(mobileAfter) && holders.get(mobileAfter) !== m.id) {
        refuse(m.name, m.club_id, REASONS.mobileTaken(mobileAfter, await holderName(mobileAfter)));
        continue;
      }
      await updateImportedMember(trx, m.id, set, at);
      if ('mobile_number' in set || !activeAfter) revoke.push(m.id);
      events.push({ actor: auditActor, action: 'undo', entity: 'member', entityId: m.id, changes: audit, at: now, eventId });
      plan.restore++;
    }

    // Deactivated members come back, unless reactivated since or their mobile is taken now.
    for (const d of written.deactivations) {
      const m = members.get(d.memberId);
      if (!m) {
        refuse(d.name, d.clubId, REASONS.gone);
        continue;
      }
      if (!mayChange(m.club_id)) {
        refuse(m.name, m.club_id, REASONS.notYourClub(clubOf(m.club_id)));
        continue;
      }
      if (m.is_active) {
        refuse(m.name, m.club_id, REASONS.reactivated);
        continue;
      }
      if (holders.has(m.mobile_number) && holders.get(m.mobile_number) !== m.id) {
        refuse(m.name, m.club_id, REASONS.mobileTaken(m.mobile_number, await holderName(m.mobile_number)));
        continue;
      }
      await updateImportedMember(trx, m.id, { is_active: 1 }, at);
      events.push({ actor: auditActor, action: 'undo', entity: 'member', entityId: m.id, changes: [{ field: 'is_active', old: 0, new: 1 }], at: now, eventId });
      plan.reactivate++;
    }

    // Added members go, unless changed since or with data of their own.
    let savepoint = 0;
    for (const a of written.adds) {
      const m = members.get(a.memberId);
      if (!m) {
        refuse(a.name, a.clubId, REASONS.gone);
        continue;
      }
      if (!mayChange(m.club_id)) {
        refuse(m.name, m.club_id, REASONS.notYourClub(clubOf(m.club_id)));
        continue;
      }
      if (m.updated_at !== record.applied_at) {
        refuse(m.name, m.club_id, REASONS.addedChanged);
        continue;
      }
      const removed = await repo.tryInSavepoint(trx, `undo_member_${++savepoint}`, () => removeImportedMember(trx, m.id));
      if (!removed) {
        refuse(m.name, m.club_id, REASONS.hasData);
        continue;
      }
      const changes: AuditChange[] = Object.entries(m)
        .filter(([field, value]) => field !== 'id' && field !== 'updated_at' && value !== null)
        .map(([field, value]) => ({ field, old: value, new: null }));
      events.push({ actor: auditActor, action: 'undo', entity: 'member', entityId: m.id, changes, at: now, eventId });
      plan.remove++;
    }

    // Clubs the import added go once nothing refers to them.
    for (const c of written.clubs) {
      if (access.allowedClubIds) {
        plan.refused.push({ name: c.name, club: c.name, reason: 'only a district admin can remove a club' });
        continue;
      }
      const removed = await repo.tryInSavepoint(trx, `undo_club_${++savepoint}`, () => repo.deleteClub(trx, c.id));
      if (!removed) {
        plan.refused.push({ name: c.name, club: c.name, reason: REASONS.clubHasData });
        continue;
      }
      events.push({ actor: auditActor, action: 'undo', entity: 'club', entityId: c.id, changes: [{ field: 'name', old: c.name, new: null }], at: now, eventId });
      plan.clubs++;
    }

    await repo.revokeSessions(trx, revoke, at);
    await recordEvents(trx, events);
    if (dryRun) throw new DryRun(plan);
    return plan;
  };

  try {
    const plan = await db.transaction().execute(work);
    return { ...plan, eventId };
  } catch (err) {
    if (err instanceof DryRun) return { ...err.plan, eventId: '' };
    if (isUniqueViolation(err)) throw conflict(UNDO_MESSAGES.raced);
    throw err;
  }
}

/** What undoing the import would do now (nothing is changed). */
export async function previewUndo(db: Database, actor: { id: number; requestId: string }, importId: string, now: Date): Promise<RosterUndoPlan> {
  const { eventId: _unused, ...plan } = await runUndo(db, actor, importId, now, true);
  return plan;
}

export async function undoImport(db: Database, actor: { id: number; requestId: string }, importId: string, now: Date): Promise<RosterUndoPlan & { eventId: string }> {
  return runUndo(db, actor, importId, now, false);
}

// ---------------------------------------------------------------- rejected rows as a file

/** The rejected rows of an import (its applier or a district admin) or of a preview (its maker). */
async function rejectedRowsOf(db: Database, actorId: number, id: string): Promise<{ fileName: string; rows: RejectedRows }> {
  const access = await importAccess(db, actorId);
  const record = await repo.findImport(db, id);
  if (record) {
    if (access.allowedClubIds && record.actor_id !== actorId) throw forbidden(UNDO_MESSAGES.rejectedNotYours);
    return { fileName: record.file_name, rows: readStored(rejectedRowsSchema, record.rejected, STORED_MESSAGES.unreadableImport) };
  }
  const preview = await repo.findPreview(db, id);
  if (!preview) throw notFound(UNDO_MESSAGES.rejectedNotFound);
  if (preview.actor_id !== actorId) throw forbidden(UNDO_MESSAGES.rejectedNotYours);
  return { fileName: preview.file_name, rows: readStored(storedPlanSchema, preview.plan, STORED_MESSAGES.unreadablePlan).rejected };
}

const BOM = '\uFEFF';

/** The rejected rows with the file's own columns plus "Reason": CSV (UTF-8 with BOM) or XLSX (text cells). */
export async function rejectedFile(db: Database, actorId: number, id: string, format: 'csv' | 'xlsx'): Promise<{ filename: string; body: Buffer }> {
  const { fileName, rows } = await rejectedRowsOf(db, actorId, id);
  const header = [...rows.headers, 'Reason'];
  const records = rows.rows.map((r) => {
    const cells = header.slice(0, -1).map((_, i) => neutralise(r.cells[i] ?? ''));
    return [...cells, neutralise(r.reason)];
  });
  const base = `rejected-${fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '-').slice(0, 80) || 'roster'}`;
  if (format === 'csv') {
    return { filename: `${base}.csv`, body: Buffer.from(BOM + stringify([header, ...records], { record_delimiter: '\r\n' }), 'utf8') };
  }
  const { Workbook } = await loadExcel();
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Rejected rows');
  sheet.columns = header.map((h, i) => ({ header: h, key: `c${i}`, width: i === header.length - 1 ? 60 : 18, style: { numFmt: '@' } }));
  for (const r of records) sheet.addRow(r);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return { filename: `${base}.xlsx`, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
