/**
 * Erasure and the roster import: what the import keeps about a member is forgotten when the member
 * is erased at their request (modules/my-data/service.ts calls this inside the erasure's
 * transaction; docs/security.md, "What an erasure removes").
 *
 * - Applied imports (roster_imports): the member's entries of what the import wrote (with their old
 *   and new values) are removed and the member is listed as erased instead, so undo leaves them
 *   alone and says why (history.ts); rejected rows about the member lose their cells, and other
 *   rejected rows' reasons lose the member's name and mobile.
 * - Previews (roster_previews) that mention the member are deleted, applied or not: a preview holds
 *   the file's rows and the plan's values, and one about an erased member must not be applied.
 *
 * A row is "about" the member when one of its cells is the member's mobile (in any form the import
 * reads), membership number, e-mail or name. A namesake's rejected row is forgotten too: erring
 * towards forgetting.
 */
import type { Database } from '../../db/database.js';
import { cellText, parseMobile } from './normalise.js';
import * as repo from './repository.js';
import { rejectedRowsSchema, storedPlanSchema, writtenSchema, type RejectedRows, type Written } from './stored-plan.js';

/** The member as they were before the erasure (the identifiers files and plans may hold). */
export interface ErasedMember {
  id: number;
  club_id: number;
  name: string;
  mobile_number: string;
  membership_number: string | null;
  email: string | null;
}

/** The reason given for a forgotten rejected row and for an erased member left alone by undo. */
export const ERASED_REASON = "erased at the member's request";

const key = (text: string) => cellText(text).toLowerCase();

function matcher(member: ErasedMember) {
  const texts = new Set([member.name, member.membership_number, member.email].filter((v): v is string => !!v && !!v.trim()).map(key));
  const mobile = member.mobile_number;
  const cellIs = (cell: string) => !!cell && (texts.has(key(cell)) || (/^\d{10}$/.test(mobile) && parseMobile(cell) === mobile));
  return {
    cells: (cells: readonly string[]) => cells.some(cellIs),
    text: (text: string) => (member.name.trim() !== '' && text.includes(member.name)) || (mobile !== '' && text.includes(mobile)),
    values: (values: Record<string, string | undefined>) => Object.values(values).some((v) => v !== undefined && cellIs(v)),
  };
}

/** Rejected rows with the member's rows emptied and their name and mobile taken out of the reasons. */
function forgetRejected(rows: RejectedRows, member: ErasedMember, erasedName: string, about: ReturnType<typeof matcher>): RejectedRows | null {
  let changed = false;
  const out = rows.rows.map((r) => {
    if (about.cells(r.cells)) {
      changed = true;
      return { row: r.row, cells: r.cells.map(() => ''), reason: ERASED_REASON };
    }
    if (about.text(r.reason)) {
      changed = true;
      let reason = member.name.trim() ? r.reason.split(member.name).join(erasedName) : r.reason;
      if (member.mobile_number) reason = reason.split(member.mobile_number).join('(erased)');
      return { ...r, reason };
    }
    return r;
  });
  return changed ? { headers: rows.headers, rows: out } : null;
}

function forgetWritten(written: Written, member: ErasedMember, erasedName: string): Written | null {
  const mine = (e: { memberId: number }) => e.memberId === member.id;
  const entries = [...written.adds, ...written.updates, ...written.deactivations].filter(mine);
  if (!entries.length) return null;
  const others = <T extends { memberId: number }>(list: T[]) => list.filter((e) => !mine(e));
  return {
    ...written,
    adds: others(written.adds),
    updates: others(written.updates),
    deactivations: others(written.deactivations),
    erased: [...written.erased.filter((e) => !mine(e)), { memberId: member.id, name: erasedName, clubId: entries[0]!.clubId }],
  };
}

const EMPTY_WRITTEN: Written = { clubs: [], adds: [], updates: [], deactivations: [], erased: [] };

/** Forgets the member in the import history and deletes previews that mention them (inside the erasure's transaction). */
export async function forgetInRosterImports(trx: Database, member: ErasedMember, erasedName: string): Promise<void> {
  const about = matcher(member);
  for (const record of await repo.importsToForget(trx)) {
    const set: { written?: string; rejected?: string } = {};
    const written = writtenSchema.safeParse(safeJson(record.written));
    // A record that cannot be read cannot be undone either: it keeps nothing.
    const forgotten = written.success ? forgetWritten(written.data, member, erasedName) : EMPTY_WRITTEN;
    if (forgotten) set.written = JSON.stringify(forgotten);
    const rejected = storedRejected(record.rejected);
    const rows = rejected ? forgetRejected(rejected, member, erasedName, about) : { headers: [], rows: [] };
    if (rows) set.rejected = JSON.stringify(rows);
    if (set.written !== undefined || set.rejected !== undefined) await repo.updateImportRecord(trx, record.id, set);
  }
  const doomed: string[] = [];
  for (const preview of await repo.previewsToForget(trx)) {
    const plan = storedPlanSchema.safeParse(safeJson(preview.plan));
    // Unreadable plans cannot be applied (STORED_MESSAGES.unreadablePlan): deleted as well.
    if (!plan.success) {
      doomed.push(preview.id);
      continue;
    }
    const { ops, rejected } = plan.data;
    const mentions =
      ops.updates.some((u) => u.memberId === member.id) ||
      ops.deactivations.some((d) => d.memberId === member.id) ||
      ops.adds.some((a) => about.values(a.values)) ||
      rejected.rows.some((r) => about.cells(r.cells) || about.text(r.reason));
    if (mentions) doomed.push(preview.id);
  }
  await repo.deletePreviews(trx, doomed);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function storedRejected(text: string): RejectedRows | null {
  const parsed = rejectedRowsSchema.safeParse(safeJson(text));
  return parsed.success ? parsed.data : null;
}
