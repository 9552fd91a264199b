/** SQL of members' own data: the download, deletion requests and the anonymisation. */
import type { Database } from '../../db/database.js';

export async function findMember(db: Database, memberId: number) {
  return db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirst();
}

export async function findClub(db: Database, clubId: number) {
  return db.selectFrom('clubs').select(['id', 'name', 'club_number']).where('id', '=', clubId).executeTakeFirst();
}

export async function businessesOf(db: Database, memberId: number) {
  return db
    .selectFrom('businesses as b')
    .leftJoin('business_categories as c', 'c.id', 'b.category_id')
    .select(['b.id', 'b.title', 'b.description', 'b.website', 'b.image', 'c.title as category', 'b.created_at', 'b.updated_at'])
    .where('b.member_id', '=', memberId)
    .orderBy('b.id')
    .execute();
}

export async function isDistrictAdminRow(db: Database, memberId: number) {
  return !!(await db.selectFrom('district_admins').select('member_id').where('member_id', '=', memberId).executeTakeFirst());
}

export async function clubAdminOf(db: Database, memberId: number) {
  return db
    .selectFrom('club_managers as cm')
    .innerJoin('clubs as c', 'c.id', 'cm.club_id')
    .select(['c.id as clubId', 'c.name as club'])
    .where('cm.member_id', '=', memberId)
    .orderBy('c.id')
    .execute();
}

export async function officerPositions(db: Database, memberId: number) {
  return db
    .selectFrom('club_officers as o')
    .innerJoin('clubs as c', 'c.id', 'o.club_id')
    .innerJoin('academic_years as y', 'y.id', 'o.academic_year_id')
    .select(['y.name as lionsYear', 'c.name as club', 'o.position'])
    .where('o.member_id', '=', memberId)
    .orderBy('o.id')
    .execute();
}

/** Region, zone and cabinet roles, governor profiles, MJF and graduate records. */
export async function leaderRoles(db: Database, memberId: number) {
  const [regions, zones, cabinet, governor, mjf, graduates] = await Promise.all([
    db
      .selectFrom('region_members as rm')
      .innerJoin('regions as r', 'r.id', 'rm.region_id')
      .innerJoin('academic_years as y', 'y.id', 'r.academic_year_id')
      .select(['y.name as lionsYear', 'r.name as region', 'rm.role_name as role'])
      .where('rm.member_id', '=', memberId)
      .execute(),
    db
      .selectFrom('zone_members as zm')
      .innerJoin('zones as z', 'z.id', 'zm.zone_id')
      .select(['z.name as zone', 'zm.role_name as role'])
      .where('zm.member_id', '=', memberId)
      .execute(),
    db
      .selectFrom('cabinet_members as cm')
      .innerJoin('cabinet_years as cy', 'cy.id', 'cm.cabinet_year_id')
      .innerJoin('cabinet_categories as cc', 'cc.id', 'cy.category_id')
      .innerJoin('academic_years as y', 'y.id', 'cy.academic_year_id')
      .select(['y.name as lionsYear', 'cc.name as category', 'cm.position'])
      .where('cm.member_id', '=', memberId)
      .execute(),
    db.selectFrom('governor_profiles').select(['profile_type as profile', 'slogan', 'profile as text']).where('member_id', '=', memberId).execute(),
    db.selectFrom('mjf_records').select(['mj_type as type', 'year_achieved as year']).where('member_id', '=', memberId).execute(),
    db.selectFrom('graduates').select(['grad_type as type', 'year_graduated as year']).where('member_id', '=', memberId).execute(),
  ]);
  return [
    ...regions.map((r) => ({ kind: 'region', ...r })),
    ...zones.map((r) => ({ kind: 'zone', ...r })),
    ...cabinet.map((r) => ({ kind: 'cabinet', ...r })),
    ...governor.map((r) => ({ kind: 'governor', ...r })),
    ...mjf.map((r) => ({ kind: 'mjf', ...r })),
    ...graduates.map((r) => ({ kind: 'graduate', ...r })),
  ];
}

/** Audit rows about the member, and those of actions the member took. */
export async function auditHistory(db: Database, memberId: number) {
  return db
    .selectFrom('audit_log')
    .select(['event_id as eventId', 'actor_role as actorRole', 'action', 'entity', 'entity_id as entityId', 'field', 'old_value as oldValue', 'new_value as newValue', 'created_at as at'])
    .select((eb) => eb.case().when('actor_id', '=', memberId).then(1).else(0).end().as('byMember'))
    .where((eb) => eb.or([eb.and([eb('entity', '=', 'member'), eb('entity_id', '=', memberId)]), eb('actor_id', '=', memberId)]))
    .orderBy('id')
    .execute();
}

export async function contactChanges(db: Database, memberId: number) {
  return db
    .selectFrom('contact_changes')
    .select(['old_mobile as oldMobile', 'new_mobile as newMobile', 'old_email as oldEmail', 'new_email as newEmail', 'created_at as at'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

/** Sessions without their token hashes. */
export async function sessionsOf(db: Database, memberId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at as createdAt', 'expires_at as expiresAt', 'revoked_at as revokedAt'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

export async function erasureRequestsOf(db: Database, memberId: number) {
  return db
    .selectFrom('erasure_requests')
    .select(['id', 'requested_at as requestedAt', 'completed_at as completedAt'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

export async function openRequestOf(db: Database, memberId: number) {
  return db.selectFrom('erasure_requests').selectAll().where('member_id', '=', memberId).where('completed_at', 'is', null).executeTakeFirst();
}

export async function insertRequest(db: Database, memberId: number, at: string) {
  await db.insertInto('erasure_requests').values({ member_id: memberId, requested_at: at }).execute();
}

export async function listRequests(db: Database, openOnly: boolean) {
  let q = db
    .selectFrom('erasure_requests as e')
    .innerJoin('members as m', 'm.id', 'e.member_id')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .select(['e.id', 'e.member_id as memberId', 'm.name as memberName', 'c.name as clubName', 'e.requested_at as requestedAt', 'e.completed_at as completedAt']);
  if (openOnly) q = q.where('e.completed_at', 'is', null);
  // Open requests first, oldest first.
  return q
    .orderBy((eb) => eb.case().when('e.completed_at', 'is', null).then(0).else(1).end())
    .orderBy('e.requested_at')
    .orderBy('e.id')
    .limit(500)
    .execute();
}

export async function countOpen(db: Database): Promise<number> {
  const row = await db
    .selectFrom('erasure_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('completed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findRequest(db: Database, id: number) {
  return db.selectFrom('erasure_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function completeRequest(db: Database, id: number, by: number, at: string): Promise<boolean> {
  const r = await db
    .updateTable('erasure_requests')
    .set({ completed_at: at, completed_by: by })
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Business listings of the member (their images are released by the caller). */
export async function deleteBusinesses(db: Database, memberId: number): Promise<(string | null)[]> {
  const rows = await db.selectFrom('businesses').select('image').where('member_id', '=', memberId).execute();
  await db.deleteFrom('businesses').where('member_id', '=', memberId).execute();
  return rows.map((r) => r.image);
}

/** Activities the member recorded keep their club only. */
export async function forgetActivityAuthor(db: Database, memberId: number): Promise<void> {
  await db.updateTable('club_activities').set({ created_by: null }).where('created_by', '=', memberId).execute();
}

export async function dropRoles(db: Database, memberId: number): Promise<void> {
  await db.deleteFrom('club_managers').where('member_id', '=', memberId).execute();
  await db.deleteFrom('district_admins').where('member_id', '=', memberId).execute();
}

export async function revokeSessions(db: Database, memberId: number, at: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: at }).where('member_id', '=', memberId).where('revoked_at', 'is', null).execute();
}

export async function forgetLoginCodes(db: Database, mobile: string): Promise<void> {
  await db.deleteFrom('login_otps').where('mobile', '=', mobile).execute();
}

/** Contact corrections of the member keep who and when, not the numbers and addresses. */
export async function blankContactChanges(db: Database, memberId: number): Promise<void> {
  await db
    .updateTable('contact_changes')
    .set({ old_mobile: null, new_mobile: null, old_email: null, new_email: null })
    .where('member_id', '=', memberId)
    .execute();
}
