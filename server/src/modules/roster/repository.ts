/** SQL of the roster import, its history, export and printable directory. */
import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Member, RosterImportsTable } from '../../db/schema.js';
import { MEMBER_FIELDS, type MemberField, type PlanClub, type PlanMember } from './plan.js';

export async function loadClubs(db: Database): Promise<PlanClub[]> {
  return db.selectFrom('clubs').select(['id', 'name', 'club_number']).where('is_active', '=', 1).orderBy('id').execute();
}

/** The member columns an import plan compares (PlanMember). */
const PLAN_COLUMNS = ['id', ...MEMBER_FIELDS] as const;

/** Every member (inactive ones too: a membership number may bring one back). */
export async function loadMembers(db: Database): Promise<PlanMember[]> {
  return db
    .selectFrom('members')
    .select(PLAN_COLUMNS)
    .orderBy('id')
    .execute();
}

export async function findMembersByIds(db: Database, ids: number[]): Promise<PlanMember[]> {
  const out: PlanMember[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    out.push(
      ...(await db
        .selectFrom('members')
        .select(PLAN_COLUMNS)
        .where('id', 'in', chunk)
        .execute()),
    );
  }
  return out;
}

/** Active members holding any of the mobiles (other than `exceptIds`). */
export async function activeMobilesTaken(db: Database, mobiles: string[]): Promise<Map<string, number>> {
  const taken = new Map<string, number>();
  for (let i = 0; i < mobiles.length; i += 500) {
    const rows = await db
      .selectFrom('members')
      .select(['id', 'mobile_number'])
      .where('is_active', '=', 1)
      .where('mobile_number', 'in', mobiles.slice(i, i + 500))
      .execute();
    for (const r of rows) taken.set(r.mobile_number, r.id);
  }
  return taken;
}

export async function insertPreview(
  db: Database,
  row: { id: string; actorId: number; fileName: string; fileHash: string; plan: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('roster_previews')
    .values({ id: row.id, actor_id: row.actorId, file_name: row.fileName, file_hash: row.fileHash, plan: row.plan, created_at: row.createdAt })
    .execute();
}

export async function findPreview(db: Database, id: string) {
  return db.selectFrom('roster_previews').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks the preview applied; false when another apply got there first. */
export async function markPreviewApplied(db: Database, id: string, at: string, eventId: string): Promise<boolean> {
  const result = await db
    .updateTable('roster_previews')
    .set({ applied_at: at, event_id: eventId })
    .where('id', '=', id)
    .where('applied_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Previews older than the cut-off are of no use (apply refuses them): dropped when new ones are made. */
export async function deleteOldPreviews(db: Database, before: string): Promise<void> {
  await db.deleteFrom('roster_previews').where('created_at', '<', before).execute();
}

// ---------------------------------------------------------------- import history

export async function insertImport(db: Database, row: Insertable<RosterImportsTable>): Promise<void> {
  await db.insertInto('roster_imports').values(row).execute();
}

/** Applied imports, latest first, with the names of who applied and who undid them (actorId: only theirs). */
export async function listImports(db: Database, actorId: number | null, limit: number, offset: number) {
  let q = db
    .selectFrom('roster_imports as i')
    .innerJoin('members as a', 'a.id', 'i.actor_id')
    .leftJoin('members as u', 'u.id', 'i.undone_by')
    .select(['i.id', 'i.actor_id', 'a.name as actor_name', 'i.file_name', 'i.format', 'i.applied_at', 'i.counts', 'i.undone_at', 'u.name as undone_by_name']);
  let c = db.selectFrom('roster_imports').select((eb) => eb.fn.countAll<number>().as('n'));
  if (actorId !== null) {
    q = q.where('i.actor_id', '=', actorId);
    c = c.where('actor_id', '=', actorId);
  }
  const [rows, total] = await Promise.all([q.orderBy('i.applied_at', 'desc').orderBy('i.id', 'desc').limit(limit).offset(offset).execute(), c.executeTakeFirstOrThrow()]);
  return { rows, total: Number(total.n) };
}

export async function findImport(db: Database, id: string) {
  return db.selectFrom('roster_imports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks the import undone; false when another undo got there first. */
export async function markImportUndone(db: Database, id: string, by: number, at: string, eventId: string): Promise<boolean> {
  const result = await db
    .updateTable('roster_imports')
    .set({ undone_at: at, undone_by: by, undo_event_id: eventId })
    .where('id', '=', id)
    .where('undone_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every import record's stored JSON (erasure reads them to forget a member: forget.ts). */
export async function importsToForget(db: Database) {
  return db.selectFrom('roster_imports').select(['id', 'written', 'rejected']).orderBy('id').execute();
}

export async function updateImportRecord(db: Database, id: string, set: { written?: string; rejected?: string }): Promise<void> {
  await db.updateTable('roster_imports').set(set).where('id', '=', id).execute();
}

/** Every stored preview's plan (erasure deletes those that mention the member: forget.ts). */
export async function previewsToForget(db: Database) {
  return db.selectFrom('roster_previews').select(['id', 'plan']).orderBy('id').execute();
}

export async function deletePreviews(db: Database, ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) await db.deleteFrom('roster_previews').where('id', 'in', ids.slice(i, i + 500)).execute();
}

/** Members with their last change time (undo compares it with the import's). */
export async function findMembersWithStamp(db: Database, ids: number[]): Promise<(PlanMember & { updated_at: string })[]> {
  const out: (PlanMember & { updated_at: string })[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    out.push(
      ...(await db
        .selectFrom('members')
        .select([...PLAN_COLUMNS, 'updated_at'])
        .where('id', 'in', ids.slice(i, i + 500))
        .execute()),
    );
  }
  return out;
}

export async function clubNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db.selectFrom('clubs').select(['id', 'name']).where('id', 'in', ids.slice(i, i + 500)).execute();
    for (const r of rows) out.set(r.id, r.name);
  }
  return out;
}

/**
 * Runs `write` inside a savepoint of the current transaction: false (and the savepoint rolled back)
 * when the database refuses it for a row that still refers to it (a foreign key), so one member
 * with data of their own does not undo the rest.
 */
export async function tryInSavepoint(trx: Database, name: string, write: () => Promise<void>): Promise<boolean> {
  await sql`SAVEPOINT ${sql.raw(name)}`.execute(trx);
  try {
    await write();
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code !== '23503' && code !== 'SQLITE_CONSTRAINT_FOREIGNKEY') throw err;
    await sql`ROLLBACK TO SAVEPOINT ${sql.raw(name)}`.execute(trx);
    await sql`RELEASE SAVEPOINT ${sql.raw(name)}`.execute(trx);
    return false;
  }
  await sql`RELEASE SAVEPOINT ${sql.raw(name)}`.execute(trx);
  return true;
}

export async function deleteClub(db: Database, clubId: number): Promise<void> {
  await db.deleteFrom('clubs').where('id', '=', clubId).execute();
}

export async function insertClub(db: Database, club: { name: string; clubNumber: string }): Promise<number> {
  const row = await db
    .insertInto('clubs')
    .values({ name: club.name, club_number: club.clubNumber || null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function revokeSessions(db: Database, memberIds: number[], at: string): Promise<void> {
  for (let i = 0; i < memberIds.length; i += 500) {
    await db
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('member_id', 'in', memberIds.slice(i, i + 500))
      .where('revoked_at', 'is', null)
      .execute();
  }
}

// ---------------------------------------------------------------- scopes

export async function currentYear(db: Database) {
  return db.selectFrom('academic_years').select(['id', 'name']).where('is_current', '=', 1).executeTakeFirst();
}

export async function regionsOfYear(db: Database, yearId: number) {
  return db.selectFrom('regions').select(['id', 'name']).where('academic_year_id', '=', yearId).orderBy('sort').orderBy('id').execute();
}

export async function zonesOfYear(db: Database, yearId: number) {
  return db
    .selectFrom('zones as z')
    .innerJoin('regions as r', 'r.id', 'z.region_id')
    .select(['z.id', 'z.name'])
    .where('r.academic_year_id', '=', yearId)
    .orderBy('r.sort')
    .orderBy('z.sort')
    .orderBy('z.id')
    .execute();
}

export async function findRegion(db: Database, id: number) {
  return db.selectFrom('regions').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function findZone(db: Database, id: number) {
  return db.selectFrom('zones').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function findClub(db: Database, id: number) {
  return db.selectFrom('clubs').select(['id', 'name']).where('id', '=', id).where('is_active', '=', 1).executeTakeFirst();
}

export async function clubIdsOfRegion(db: Database, regionId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('zone_clubs as zc')
    .innerJoin('zones as z', 'z.id', 'zc.zone_id')
    .select('zc.club_id')
    .where('z.region_id', '=', regionId)
    .execute();
  return [...new Set(rows.map((r) => r.club_id))];
}

export async function clubIdsOfZone(db: Database, zoneId: number): Promise<number[]> {
  const rows = await db.selectFrom('zone_clubs').select('club_id').where('zone_id', '=', zoneId).execute();
  return rows.map((r) => r.club_id);
}

export async function clubsForScope(db: Database, clubIds: number[] | null) {
  let q = db.selectFrom('clubs').select(['id', 'name', 'club_number']).where('is_active', '=', 1);
  if (clubIds) q = q.where('id', 'in', clubIds.length ? clubIds : [-1]);
  return q.orderBy('name').orderBy('id').execute();
}

/** What the export and the printed directory show of a member: the import's columns and the photo. */
const EXPORT_COLUMNS = ['id', 'photo', ...MEMBER_FIELDS.filter((f): f is Exclude<MemberField, 'is_active'> => f !== 'is_active')] as const;
export type ExportMemberRow = Pick<Member, (typeof EXPORT_COLUMNS)[number]>;

/** Active members of the clubs (null = all), by club then name. */
export async function membersOfClubs(db: Database, clubIds: number[] | null): Promise<ExportMemberRow[]> {
  let q = db
    .selectFrom('members')
    .select(EXPORT_COLUMNS)
    .where('is_active', '=', 1);
  if (clubIds) q = q.where('club_id', 'in', clubIds.length ? clubIds : [-1]);
  return q.orderBy('club_id').orderBy('name').orderBy('id').execute();
}

/** Officers of the clubs in a Lions year, in their order. */
export async function officersOfClubs(db: Database, yearId: number, clubIds: number[] | null) {
  let q = db
    .selectFrom('club_officers as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .select(['o.club_id', 'o.position', 'm.name'])
    .where('o.academic_year_id', '=', yearId);
  if (clubIds) q = q.where('o.club_id', 'in', clubIds.length ? clubIds : [-1]);
  return q.orderBy('o.club_id').orderBy('o.sort').orderBy('o.id').execute();
}
