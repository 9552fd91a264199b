/** SQL of the admin console's core (members, clubs, officers, years, rollover, audit). */
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { PageWindow } from '../../lib/paging.js';

// ---------------------------------------------------------------- members

export interface MemberListFilter {
  search: string;
  /** null = every club the viewer may see (clubIds). */
  clubId: number | null;
  /** null = every club (district admin). */
  clubIds: number[] | null;
  status: 'active' | 'inactive' | 'all';
  sort: 'name' | 'club' | 'updated';
  dir: 'asc' | 'desc';
}

const likeTerm = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Members matching the filters, from the members table alone: search terms match
 * members.search_text (which already holds the club's name), and the status is a literal so
 * SQLite can use the partial indexes of active members (a bound parameter cannot).
 */
function memberScope(db: Database, f: Omit<MemberListFilter, 'sort' | 'dir'>, status: 'active' | 'inactive' | 'all') {
  let q = db.selectFrom('members as m');
  if (status === 'active') q = q.where(sql<boolean>`m.is_active = 1`);
  if (status === 'inactive') q = q.where(sql<boolean>`m.is_active = 0`);
  if (f.clubIds) q = q.where('m.club_id', 'in', f.clubIds.length ? f.clubIds : [-1]);
  if (f.clubId !== null) q = q.where('m.club_id', '=', f.clubId);
  for (const term of f.search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6)) {
    q = q.where(sql<boolean>`m.search_text like ${likeTerm(term)} escape '\\'`);
  }
  return q;
}

const countOf = async (q: ReturnType<typeof memberScope>) =>
  Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);

export async function listMembers(db: Database, f: MemberListFilter, w: PageWindow) {
  const [active, all] = await Promise.all([countOf(memberScope(db, f, 'active')), countOf(memberScope(db, f, 'all'))]);
  const inactive = all - active;
  const dir = f.dir;
  let q = memberScope(db, f, f.status)
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .select(['m.id', 'm.name', 'm.mobile_number', 'm.photo', 'm.club_id', 'c.name as club_name', 'm.profession', 'm.is_active', 'm.updated_at']);
  if (f.sort === 'club') q = q.orderBy('c.name', dir).orderBy('m.name', 'asc');
  else if (f.sort === 'updated') q = q.orderBy('m.updated_at', dir);
  else q = q.orderBy('m.name', dir);
  const rows = await q.orderBy('m.id', 'asc').limit(w.limit).offset(w.offset).execute();
  const total = f.status === 'all' ? all : f.status === 'active' ? active : inactive;
  return { rows, total, counts: { active, inactive } };
}

export async function findMember(db: Database, id: number) {
  return db
    .selectFrom('members as m')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .selectAll('m')
    .select('c.name as club_name')
    .where('m.id', '=', id)
    .executeTakeFirst();
}
export type AdminMemberRecord = NonNullable<Awaited<ReturnType<typeof findMember>>>;

export async function isClubManager(db: Database, memberId: number, clubId: number): Promise<boolean> {
  return !!(await db.selectFrom('club_managers').select('member_id').where('member_id', '=', memberId).where('club_id', '=', clubId).executeTakeFirst());
}

// ---------------------------------------------------------------- clubs

export async function clubExists(db: Database, id: number): Promise<{ id: number; name: string; is_active: number } | undefined> {
  return db.selectFrom('clubs').select(['id', 'name', 'is_active']).where('id', '=', id).executeTakeFirst();
}

export async function listClubs(db: Database, f: { search: string; clubIds: number[] | null; status: 'active' | 'inactive' | 'all' }, w: PageWindow) {
  let scope = db.selectFrom('clubs as c');
  if (f.clubIds) scope = scope.where('c.id', 'in', f.clubIds.length ? f.clubIds : [-1]);
  for (const term of f.search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6)) {
    scope = scope.where(sql<boolean>`lower(c.name || ' ' || coalesce(c.club_number, '')) like ${likeTerm(term)} escape '\\'`);
  }
  const counts = await scope
    .select((eb) => [
      eb.fn.sum<number>(sql`case when c.is_active = 1 then 1 else 0 end`).as('active'),
      eb.fn.sum<number>(sql`case when c.is_active = 1 then 0 else 1 end`).as('inactive'),
    ])
    .executeTakeFirst();
  let q = scope.select((eb) => [
    'c.id', 'c.name', 'c.club_number', 'c.logo', 'c.is_active',
    eb.selectFrom('members as m').select(eb.fn.countAll<number>().as('n')).whereRef('m.club_id', '=', 'c.id').where('m.is_active', '=', 1).as('member_count'),
  ]);
  if (f.status !== 'all') q = q.where('c.is_active', '=', f.status === 'active' ? 1 : 0);
  const rows = await q.orderBy('c.name').orderBy('c.id').limit(w.limit).offset(w.offset).execute();
  const active = Number(counts?.active ?? 0);
  const inactive = Number(counts?.inactive ?? 0);
  const total = f.status === 'all' ? active + inactive : f.status === 'active' ? active : inactive;
  return { rows, total, counts: { active, inactive } };
}

export async function findClub(db: Database, id: number) {
  const club = await db
    .selectFrom('clubs as c')
    .selectAll('c')
    .select((eb) => [
      eb.selectFrom('members as m').select(eb.fn.countAll<number>().as('n')).whereRef('m.club_id', '=', 'c.id').where('m.is_active', '=', 1).as('member_count'),
      eb.selectFrom('club_activities as a').select(eb.fn.countAll<number>().as('n')).whereRef('a.club_id', '=', 'c.id').as('activity_count'),
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!club) return undefined;
  const admins = await db
    .selectFrom('club_managers as cm')
    .innerJoin('members as m', 'm.id', 'cm.member_id')
    .select(['m.id', 'm.name', 'm.mobile_number'])
    .where('cm.club_id', '=', id)
    .orderBy('m.name')
    .execute();
  return { ...club, admins };
}
export type AdminClubRecord = NonNullable<Awaited<ReturnType<typeof findClub>>>;

// ---------------------------------------------------------------- officers and years

export async function listYears(db: Database) {
  return db.selectFrom('academic_years').selectAll().orderBy('starts_on', 'desc').orderBy('id', 'desc').execute();
}

export async function currentYear(db: Database) {
  return db.selectFrom('academic_years').selectAll().where('is_current', '=', 1).orderBy('id', 'desc').executeTakeFirst();
}

export async function findYear(db: Database, id: number) {
  return db.selectFrom('academic_years').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findYearByName(db: Database, name: string) {
  return db.selectFrom('academic_years').selectAll().where('name', '=', name).executeTakeFirst();
}

/** What a Lions year holds of its own: its structure and the people in it, each counted. */
export interface YearCounts {
  cabinet: number;
  cabinetMembers: number;
  regions: number;
  regionMembers: number;
  zones: number;
  zoneClubs: number;
  zoneMembers: number;
  officers: number;
  governors: number;
}

export async function yearCounts(db: Database, yearId: number): Promise<YearCounts> {
  const n = async (p: Promise<{ n: number | string | bigint } | undefined>) => Number((await p)?.n ?? 0);
  const regions = db.selectFrom('regions as r').where('r.academic_year_id', '=', yearId);
  const zones = regions.innerJoin('zones as z', 'z.region_id', 'r.id');
  const [cabinet, cabinetMembers, regionCount, regionMembers, zoneCount, zoneClubs, zoneMembers, officers, governors] = await Promise.all([
    n(db.selectFrom('cabinet_years').where('academic_year_id', '=', yearId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()),
    n(
      db.selectFrom('cabinet_members as cm').innerJoin('cabinet_years as cy', 'cy.id', 'cm.cabinet_year_id').where('cy.academic_year_id', '=', yearId)
        .select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ),
    n(regions.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()),
    n(regions.innerJoin('region_members as rm', 'rm.region_id', 'r.id').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()),
    n(zones.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()),
    n(zones.innerJoin('zone_clubs as zc', 'zc.zone_id', 'z.id').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()),
    n(zones.innerJoin('zone_members as zm', 'zm.zone_id', 'z.id').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()),
    n(db.selectFrom('club_officers').where('academic_year_id', '=', yearId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()),
    n(db.selectFrom('governor_profiles').where('academic_year_id', '=', yearId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()),
  ]);
  return { cabinet, cabinetMembers, regions: regionCount, regionMembers, zones: zoneCount, zoneClubs, zoneMembers, officers, governors };
}

/** Years made current through the console at some time (the audit log keeps every switch). */
export async function yearIdsEverMadeCurrent(db: Database): Promise<Set<number>> {
  const rows = await db
    .selectFrom('audit_log')
    .select('entity_id')
    .distinct()
    .where('entity', '=', 'academic_year')
    .where('action', '=', 'set_current')
    .where('field', '=', 'is_current')
    .where('new_value', '=', '1')
    .execute();
  return new Set(rows.map((r) => r.entity_id).filter((id): id is number => id !== null));
}

export async function deleteYear(db: Database, id: number): Promise<void> {
  await db.deleteFrom('academic_years').where('id', '=', id).where('is_current', '=', 0).execute();
}

export async function officersOf(db: Database, clubId: number, yearId: number) {
  return db
    .selectFrom('club_officers as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .select(['o.member_id', 'm.name', 'o.position'])
    .where('o.club_id', '=', clubId)
    .where('o.academic_year_id', '=', yearId)
    .orderBy('o.sort')
    .orderBy('o.id')
    .execute();
}

// ---------------------------------------------------------------- audit

export interface AuditFilter {
  entity: string | null;
  entityId: number | null;
  actorId: number | null;
  /** Part of the name of the member a row is about. */
  memberText: string | null;
  /** Part of the name of the member who made the change. */
  actorText: string | null;
  /** ISO instants (the district's day boundaries). */
  from: string | null;
  to: string | null;
  /** Club admins: rows about their clubs and their clubs' members only. */
  scope: { clubIds: number[]; memberIds: number[] } | null;
  eventId?: string | null;
}

const nameLike = (text: string) => likeTerm(text.trim());

/** Audit rows matching the filters (alias a). */
function auditRows(db: Database, f: AuditFilter) {
  let q = db.selectFrom('audit_log as a');
  if (f.eventId) q = q.where('a.event_id', '=', f.eventId);
  if (f.entity) q = q.where('a.entity', '=', f.entity);
  if (f.entityId !== null) q = q.where('a.entity_id', '=', f.entityId);
  if (f.actorId !== null) q = q.where('a.actor_id', '=', f.actorId);
  if (f.memberText) {
    const like = nameLike(f.memberText);
    q = q.where('a.entity', 'in', MEMBER_ENTITIES).where('a.entity_id', 'in', db.selectFrom('members').select('id').where(sql<boolean>`lower(name) like ${like} escape '\\'`));
  }
  if (f.actorText) {
    const like = nameLike(f.actorText);
    q = q.where('a.actor_id', 'in', db.selectFrom('members').select('id').where(sql<boolean>`lower(name) like ${like} escape '\\'`));
  }
  if (f.from) q = q.where('a.created_at', '>=', f.from);
  if (f.to) q = q.where('a.created_at', '<', f.to);
  if (f.scope) {
    const { memberIds, clubIds } = f.scope;
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('a.entity', '=', 'member'), eb('a.entity_id', 'in', memberIds.length ? memberIds : [-1])]),
        eb.and([eb('a.entity', 'in', ['club', 'club_officers']), eb('a.entity_id', 'in', clubIds.length ? clubIds : [-1])]),
      ]),
    );
  }
  return q;
}

/** Entities whose entity_id is a member. */
export const MEMBER_ENTITIES = ['member', 'member_privacy', 'member_business', 'club_admin', 'district_admin'];
/** Entities whose entity_id is a club. */
export const CLUB_ENTITIES = ['club', 'club_officers', 'member_export'];

/** One page of actions (event ids), newest first, and how many there are. */
export async function listAuditEvents(db: Database, f: AuditFilter, w: PageWindow) {
  const grouped = auditRows(db, f).select((eb) => ['a.event_id', eb.fn.max('a.id').as('last_id')]).groupBy('a.event_id');
  const total = Number(
    (await db.selectFrom(grouped.as('g')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0,
  );
  const page = await grouped.orderBy('last_id', 'desc').limit(w.limit).offset(w.offset).execute();
  return { eventIds: page.map((r) => r.event_id), total };
}

/** Per action: its first row (who, when, what), and how many records and rows match. */
export async function auditEventHeads(db: Database, f: AuditFilter, eventIds: string[]) {
  if (!eventIds.length) return [];
  const stats = await auditRows(db, f)
    .where('a.event_id', 'in', eventIds)
    .select((eb) => [
      'a.event_id',
      eb.fn.min('a.id').as('first_id'),
      eb.fn.countAll<number>().as('rows'),
      sql<number>`count(distinct ${sql.ref('a.entity')} || ':' || coalesce(${sql.ref('a.entity_id')}, 0))`.as('records'),
    ])
    .groupBy('a.event_id')
    .execute();
  if (!stats.length) return [];
  const firsts = await db
    .selectFrom('audit_log as a')
    .leftJoin('members as m', 'm.id', 'a.actor_id')
    .selectAll('a')
    .select('m.name as actor_name')
    .where('a.id', 'in', stats.map((s) => Number(s.first_id)))
    .execute();
  const firstById = new Map(firsts.map((r) => [r.id, r]));
  return stats.map((s) => ({ eventId: s.event_id, rows: Number(s.rows), records: Number(s.records), first: firstById.get(Number(s.first_id))! }));
}

/** The matching rows of an action, in order (at most `limit`). */
export async function auditEventRows(db: Database, f: AuditFilter, eventId: string, limit: number) {
  return auditRows(db, f).where('a.event_id', '=', eventId).selectAll('a').orderBy('a.id').limit(limit).execute();
}

/** How the records of an action went, per entity: added, deactivated, reactivated, or changed. */
export async function auditEventKinds(db: Database, f: AuditFilter, eventId: string) {
  const perRecord = auditRows(db, f)
    .where('a.event_id', '=', eventId)
    .select((eb) => [
      'a.entity',
      'a.entity_id',
      eb.fn.max(sql<number>`case when ${sql.ref('a.field')} = 'name' and ${sql.ref('a.old_value')} is null then 1 else 0 end`).as('added'),
      eb.fn.max(sql<number>`case when ${sql.ref('a.field')} = 'is_active' and ${sql.ref('a.new_value')} = '0' then 1 else 0 end`).as('deactivated'),
      eb.fn.max(sql<number>`case when ${sql.ref('a.field')} = 'is_active' and ${sql.ref('a.new_value')} = '1' then 1 else 0 end`).as('reactivated'),
    ])
    .groupBy(['a.entity', 'a.entity_id']);
  const rows = await db
    .selectFrom(perRecord.as('r'))
    .select((eb) => [
      'r.entity',
      eb.fn.countAll<number>().as('records'),
      eb.fn.sum<number>('r.added').as('added'),
      eb.fn.sum<number>('r.deactivated').as('deactivated'),
      eb.fn.sum<number>('r.reactivated').as('reactivated'),
    ])
    .groupBy('r.entity')
    .execute();
  return rows.map((r) => ({ entity: r.entity, records: Number(r.records), added: Number(r.added), deactivated: Number(r.deactivated), reactivated: Number(r.reactivated) }));
}

/** One page of the records an action touched, in the order it touched them. */
export async function auditEventRecords(db: Database, f: AuditFilter, eventId: string, w: PageWindow) {
  const records = auditRows(db, f)
    .where('a.event_id', '=', eventId)
    .select((eb) => ['a.entity', 'a.entity_id', eb.fn.min('a.id').as('first_id')])
    .groupBy(['a.entity', 'a.entity_id']);
  const total = Number((await db.selectFrom(records.as('r')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const page = await records.orderBy('first_id').limit(w.limit).offset(w.offset).execute();
  if (!page.length) return { total, rows: [] };
  const rows = await auditRows(db, f)
    .where('a.event_id', '=', eventId)
    .where((eb) => eb.or(page.map((p) => eb.and([eb('a.entity', '=', p.entity), p.entity_id === null ? eb('a.entity_id', 'is', null) : eb('a.entity_id', '=', p.entity_id)]))))
    .selectAll('a')
    .orderBy('a.id')
    .execute();
  return { total, rows };
}

/** Names for ids shown in the audit log. */
export async function namesOf(db: Database, ids: { members: number[]; clubs: number[]; years: number[] }) {
  const [members, clubs, years] = await Promise.all([
    ids.members.length ? db.selectFrom('members').select(['id', 'name']).where('id', 'in', ids.members).execute() : [],
    ids.clubs.length ? db.selectFrom('clubs').select(['id', 'name']).where('id', 'in', ids.clubs).execute() : [],
    ids.years.length ? db.selectFrom('academic_years').select(['id', 'name']).where('id', 'in', ids.years).execute() : [],
  ]);
  return {
    members: new Map(members.map((m) => [m.id, m.name])),
    clubs: new Map(clubs.map((c) => [c.id, c.name])),
    years: new Map(years.map((y) => [y.id, y.name])),
  };
}

export async function memberIdsOfClubs(db: Database, clubIds: number[]): Promise<number[]> {
  if (!clubIds.length) return [];
  return (await db.selectFrom('members').select('id').where('club_id', 'in', clubIds).execute()).map((r) => r.id);
}
