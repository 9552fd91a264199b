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
  from: string | null;
  to: string | null;
  /** Club admins: only rows about these members and clubs. */
  scope: { memberIds: number[]; clubIds: number[] } | null;
}

export async function listAudit(db: Database, f: AuditFilter, w: PageWindow) {
  let q = db.selectFrom('audit_log as a').leftJoin('members as m', 'm.id', 'a.actor_id');
  if (f.entity) q = q.where('a.entity', '=', f.entity);
  if (f.entityId !== null) q = q.where('a.entity_id', '=', f.entityId);
  if (f.actorId !== null) q = q.where('a.actor_id', '=', f.actorId);
  if (f.from) q = q.where('a.created_at', '>=', `${f.from}T00:00:00.000Z`);
  if (f.to) q = q.where('a.created_at', '<=', `${f.to}T23:59:59.999Z`);
  if (f.scope) {
    const { memberIds, clubIds } = f.scope;
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('a.entity', '=', 'member'), eb('a.entity_id', 'in', memberIds.length ? memberIds : [-1])]),
        eb.and([eb('a.entity', 'in', ['club', 'club_officers']), eb('a.entity_id', 'in', clubIds.length ? clubIds : [-1])]),
      ]),
    );
  }
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await q.selectAll('a').select('m.name as actor_name').orderBy('a.id', 'desc').limit(w.limit).offset(w.offset).execute();
  return { rows, total };
}

export async function memberIdsOfClubs(db: Database, clubIds: number[]): Promise<number[]> {
  if (!clubIds.length) return [];
  return (await db.selectFrom('members').select('id').where('club_id', 'in', clubIds).execute()).map((r) => r.id);
}
