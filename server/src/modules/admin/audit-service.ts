/**
 * The audit log as a secretary reads it (read-only; the log itself is written by audit/index.ts):
 * - one entry per action (one event id): a member edit with its fields, an import as one entry
 *   ("Import: 300 members added, 20 changed") that opens to its records (admin/audit/event);
 * - times in the district's time zone; date filters are the district's days;
 * - fields by the console's labels, members, clubs and Lions years by name (also where a value
 *   holds an id: a member's club, a role's club, a record's member or year);
 * - filters by name: the member a change is about, the admin who made it.
 * District admins see everything; club admins their clubs' and their members' history.
 */
import type { AuditChange, AuditEntry, AuditRecord } from '@d320b/contract';
import { requireAnyAdmin } from '../../access/index.js';
import type { Database } from '../../db/database.js';
import type { AuditLogTable } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { pageWindow } from '../../lib/paging.js';
import { formatWhenIn, startOfDayIn } from '../../lib/time.js';
import type { Selectable } from 'kysely';
import { actionLabel, countOf, entityLabel, fieldLabel, flagText, privacyText, roleLabel } from './audit-labels.js';
import type { AdminRequest } from './members-service.js';
import * as repo from './repository.js';

type Row = Selectable<AuditLogTable>;
type Names = Awaited<ReturnType<typeof repo.namesOf>>;

/** Changes shown with a one-record entry; more open the entry. */
const FIELDS_SHOWN = 30;

export interface AuditQuery {
  page: number;
  entity?: string | null;
  entity_id: number | null;
  actor_id: number | null;
  member?: string | null;
  actor?: string | null;
  from?: string | null;
  to?: string | null;
}

async function scopeOf(db: Database, req: AdminRequest): Promise<repo.AuditFilter['scope']> {
  const roles = await requireAnyAdmin(db, req.memberId);
  return roles.districtAdmin ? null : { clubIds: roles.clubAdminOf, memberIds: await repo.memberIdsOfClubs(db, roles.clubAdminOf) };
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function filterOf(input: AuditQuery, scope: repo.AuditFilter['scope'], timeZone: string): repo.AuditFilter {
  return {
    entity: input.entity ?? null,
    entityId: input.entity_id,
    actorId: input.actor_id,
    memberText: input.member?.trim() || null,
    actorText: input.actor?.trim() || null,
    from: input.from ? startOfDayIn(input.from, timeZone).toISOString() : null,
    to: input.to ? startOfDayIn(nextDay(input.to), timeZone).toISOString() : null,
    scope,
  };
}

/** The ids the rows name (records and values), to be shown by name. */
function idsIn(rows: Row[]) {
  const members = new Set<number>();
  const clubs = new Set<number>();
  const years = new Set<number>();
  const num = (v: string | null) => (v !== null && /^\d+$/.test(v) ? Number(v) : null);
  for (const r of rows) {
    if (r.entity_id !== null) {
      if (repo.MEMBER_ENTITIES.includes(r.entity)) members.add(r.entity_id);
      else if (repo.CLUB_ENTITIES.includes(r.entity)) clubs.add(r.entity_id);
      else if (r.entity === 'academic_year') years.add(r.entity_id);
    }
    const target = r.field === 'club_id' ? clubs : r.field === 'member_id' ? members : r.field === 'academic_year_id' ? years : null;
    if (target) for (const v of [num(r.old_value), num(r.new_value)]) if (v !== null) target.add(v);
  }
  return { members: [...members], clubs: [...clubs], years: [...years] };
}

function subjectOf(names: Names, entity: string, entityId: number | null): string | null {
  if (entityId === null) return null;
  if (repo.MEMBER_ENTITIES.includes(entity)) return names.members.get(entityId) ?? `Member no. ${entityId} (no longer in the directory)`;
  if (repo.CLUB_ENTITIES.includes(entity)) return names.clubs.get(entityId) ?? `Club no. ${entityId} (no longer in the directory)`;
  if (entity === 'academic_year') return names.years.get(entityId) ?? null;
  return null;
}

function valueText(names: Names, r: Row, value: string | null): string | null {
  if (value === null) return null;
  const id = /^\d+$/.test(value) ? Number(value) : null;
  if (id !== null) {
    if (r.field === 'club_id') return names.clubs.get(id) ?? value;
    if (r.field === 'member_id') return names.members.get(id) ?? value;
    if (r.field === 'academic_year_id') return names.years.get(id) ?? value;
  }
  return privacyText(r.entity, flagText(r.field, value));
}

function changeOf(names: Names, r: Row): AuditChange {
  return { field: r.field, label: fieldLabel(r.entity, r.field), old: valueText(names, r, r.old_value), new: valueText(names, r, r.new_value) };
}

/** 'Member' → 'member' in a sentence; names such as 'Lions year' or 'MJF / PMJF record' keep their capitals. */
function inSentence(label: string): string {
  return /^(Lions|MJF)/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

function kindOf(rows: Row[]): string {
  if (rows.some((r) => r.field === 'name' && r.old_value === null && r.new_value !== null)) return 'added';
  if (rows.some((r) => r.field === 'is_active' && r.new_value === '0')) return 'deactivated';
  if (rows.some((r) => r.field === 'is_active' && r.new_value === '1')) return 'reactivated';
  if (rows.every((r) => r.new_value === null && r.old_value !== null)) return 'removed';
  return 'changed';
}

/** 'Import: 300 members added, 20 changed, 5 deactivated; 1 club added'. */
function manySummary(action: string, kinds: Awaited<ReturnType<typeof repo.auditEventKinds>>): string {
  const parts = kinds.map((k) => {
    const changed = k.records - k.added - k.deactivated - k.reactivated;
    const bits = [
      k.added ? `${countOf(k.entity, k.added)} added` : '',
      changed ? `${k.added ? changed : countOf(k.entity, changed)} changed` : '',
      k.deactivated ? `${k.added || changed ? k.deactivated : countOf(k.entity, k.deactivated)} deactivated` : '',
      k.reactivated ? `${k.added || changed || k.deactivated ? k.reactivated : countOf(k.entity, k.reactivated)} reactivated` : '',
    ].filter(Boolean);
    return bits.join(', ');
  });
  return `${actionLabel(action)}: ${parts.join('; ')}`;
}

function entryOf(
  head: Awaited<ReturnType<typeof repo.auditEventHeads>>[number],
  names: Names,
  fields: Row[],
  timeZone: string,
  summary?: string,
): AuditEntry {
  const first = head.first;
  const one = head.records === 1;
  return {
    eventId: head.eventId,
    at: first.created_at,
    when: formatWhenIn(timeZone, new Date(first.created_at)),
    actorId: first.actor_id,
    actorName: first.actor_name,
    actorRole: roleLabel(first.actor_role),
    action: first.action,
    entity: first.entity,
    entityId: one ? first.entity_id : null,
    summary: summary ?? `${actionLabel(first.action)} ${inSentence(entityLabel(first.entity))}`,
    subject: one ? subjectOf(names, first.entity, first.entity_id) : null,
    records: head.records,
    changes: head.rows,
    fields: one ? fields.filter((r) => r.field !== null).map((r) => changeOf(names, r)) : [],
  };
}

async function entries(db: Database, f: repo.AuditFilter, eventIds: string[], timeZone: string): Promise<AuditEntry[]> {
  const heads = await repo.auditEventHeads(db, f, eventIds);
  const byId = new Map(heads.map((h) => [h.eventId, h]));
  const rowsOf = new Map<string, Row[]>();
  const summaries = new Map<string, string>();
  await Promise.all(
    heads.map(async (h) => {
      if (h.records === 1) rowsOf.set(h.eventId, await repo.auditEventRows(db, f, h.eventId, FIELDS_SHOWN));
      if (h.records > 1 || h.first.action === 'import') summaries.set(h.eventId, manySummary(h.first.action, await repo.auditEventKinds(db, f, h.eventId)));
    }),
  );
  const names = await repo.namesOf(db, idsIn([...heads.map((h) => h.first), ...[...rowsOf.values()].flat()]));
  return eventIds.flatMap((id) => {
    const head = byId.get(id);
    return head ? [entryOf(head, names, rowsOf.get(id) ?? [], timeZone, summaries.get(id))] : [];
  });
}

export async function auditLog(db: Database, req: AdminRequest, input: AuditQuery, timeZone: string): Promise<{ data: AuditEntry[]; total: number }> {
  const f = filterOf(input, await scopeOf(db, req), timeZone);
  const { eventIds, total } = await repo.listAuditEvents(db, f, pageWindow(input.page));
  return { data: await entries(db, f, eventIds, timeZone), total };
}

/** One action opened: its records (20 a page) with every change of each. */
export async function auditEvent(
  db: Database,
  req: AdminRequest,
  input: { event_id: string; page: number },
  timeZone: string,
): Promise<{ data: { entry: AuditEntry; records: AuditRecord[] }; total: number }> {
  const f: repo.AuditFilter = { ...filterOf({ page: 1, entity_id: null, actor_id: null }, await scopeOf(db, req), timeZone), eventId: input.event_id };
  const [entry] = await entries(db, f, [input.event_id], timeZone);
  if (!entry) throw notFound('No such entry in the audit log.');
  const { total, rows } = await repo.auditEventRecords(db, f, input.event_id, pageWindow(input.page));
  const names = await repo.namesOf(db, idsIn(rows));
  const grouped = new Map<string, Row[]>();
  for (const r of rows) {
    const key = `${r.entity}:${r.entity_id ?? ''}`;
    grouped.set(key, [...(grouped.get(key) ?? []), r]);
  }
  const records = [...grouped.values()].map((rs): AuditRecord => {
    const r = rs[0]!;
    return {
      entity: r.entity,
      entityLabel: entityLabel(r.entity),
      entityId: r.entity_id,
      subject: subjectOf(names, r.entity, r.entity_id),
      kind: kindOf(rs),
      fields: rs.filter((x) => x.field !== null).map((x) => changeOf(names, x)),
    };
  });
  return { data: { entry, records }, total };
}
