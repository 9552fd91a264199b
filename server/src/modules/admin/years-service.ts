/**
 * Lions years, the year rollover, roles and the audit view.
 *
 * Rollover ("Start Lions year YYYY-YYYY"): fills the year right after the current one (added
 * when missing) with the current year's structure — cabinet categories' years, regions, zones and
 * the clubs of each zone — with the officer/leader assignments of each list carried over or left
 * empty as chosen. The new year is NOT made current: members keep seeing the current year until
 * a district admin sets the new one current. One transaction; the old year is only read.
 *
 * When the year after the current one already holds data (it was started already), the next
 * free year would be a second year ahead: the review says so and the start goes ahead only when
 * it names that year. A start naming another year than the one it would make (the year changed
 * since the review: a second click, another admin) is refused, so one review never makes two years.
 *
 * A year may be deleted when it was never current (not a past year, never made current in the
 * console) and holds nothing of its own: an extra year added by mistake.
 */
import type { AdminRoleRow, AdminYear, AdminYearRow, RolloverPlan } from '@d320b/contract';
import { requireAnyAdmin, requireDistrictAdmin } from '../../access/index.js';
import { grantClubAdmin, grantDistrictAdmin, listAdmins, revokeClubAdmin, revokeDistrictAdmin } from '../../access/grants.js';
import { recordChanges, type AuditActor } from '../../audit/index.js';
import type { Database } from '../../db/database.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { toAdminRoleRow, toAdminYear } from './mappers.js';
import type { AdminRequest } from './members-service.js';
import * as repo from './repository.js';

async function districtActor(db: Database, req: AdminRequest): Promise<AuditActor> {
  await requireDistrictAdmin(db, req.memberId);
  return { id: req.memberId, role: 'district_admin', requestId: req.requestId };
}

// ---------------------------------------------------------------- years

/** Each thing counted, by its name ('1 region', '20 clubs in zones'). */
const THINGS: Record<keyof repo.YearCounts, [one: string, many: string]> = {
  cabinet: ['cabinet category', 'cabinet categories'],
  cabinetMembers: ['cabinet member', 'cabinet members'],
  regions: ['region', 'regions'],
  regionMembers: ['region chairperson', 'region chairpersons'],
  zones: ['zone', 'zones'],
  zoneClubs: ['club in zones', 'clubs in zones'],
  zoneMembers: ['zone chairperson', 'zone chairpersons'],
  officers: ['club officer', 'club officers'],
  governors: ['governor profile', 'governor profiles'],
};
const thingName = (key: keyof repo.YearCounts, count: number) => THINGS[key][count === 1 ? 0 : 1];
const counted = (key: keyof repo.YearCounts, count: number) => `${count} ${thingName(key, count)}`;

/** '8 regions, 120 club officers'; '' for an empty year. */
function holdsText(c: repo.YearCounts): string {
  return (Object.keys(THINGS) as (keyof repo.YearCounts)[]).filter((k) => c[k] > 0).map((k) => counted(k, c[k])).join(', ');
}

async function yearRows(db: Database): Promise<AdminYearRow[]> {
  const [years, everCurrent] = await Promise.all([repo.listYears(db), repo.yearIdsEverMadeCurrent(db)]);
  const current = years.find((y) => y.is_current === 1);
  return Promise.all(
    years.map(async (y) => {
      const holds = holdsText(await repo.yearCounts(db, y.id));
      const past = !!current && y.starts_on < current.starts_on;
      return { ...toAdminYear(y), holds, canDelete: y.is_current !== 1 && !past && !everCurrent.has(y.id) && holds === '' };
    }),
  );
}

export async function listYears(db: Database, req: AdminRequest): Promise<AdminYearRow[]> {
  await requireAnyAdmin(db, req.memberId);
  return yearRows(db);
}

export const YEAR_MESSAGES = {
  isCurrent: (name: string) => `${name} is the current Lions year: it cannot be deleted.`,
  wasCurrent: (name: string) => `${name} has been the current Lions year: it stays, with its history.`,
  holds: (name: string, holds: string) => `${name} holds ${holds}: it stays. Delete only an empty year added by mistake.`,
  startedMeanwhile: (name: string) => `${name} was started meanwhile (a second click, or another admin). Review again.`,
  changed: (now: string, reviewed: string) => `The Lions year to start is now ${now}, not ${reviewed}: it changed since your review. Review again.`,
} as const;

export async function deleteYear(db: Database, req: AdminRequest, yearId: number): Promise<{ data: AdminYearRow[]; name: string }> {
  const actor = await districtActor(db, req);
  const row = (await yearRows(db)).find((y) => y.id === yearId);
  if (!row) throw notFound('Lions year not found.');
  if (row.current) throw conflict(YEAR_MESSAGES.isCurrent(row.name));
  if (row.holds) throw conflict(YEAR_MESSAGES.holds(row.name, row.holds));
  if (!row.canDelete) throw conflict(YEAR_MESSAGES.wasCurrent(row.name));
  await db.transaction().execute(async (trx) => {
    await repo.deleteYear(trx, yearId);
    await recordChanges(trx, {
      actor, action: 'delete', entity: 'academic_year', entityId: yearId, at: req.now,
      changes: [{ field: 'name', old: row.name, new: null }, { field: 'starts_on', old: row.startsOn, new: null }, { field: 'ends_on', old: row.endsOn, new: null }],
    });
  });
  return { data: await yearRows(db), name: row.name };
}

const YEAR_NAME = /^(\d{4})-(\d{4})$/;

export async function createYear(db: Database, req: AdminRequest, input: { name: string; startsOn: string; endsOn: string }): Promise<AdminYear> {
  const actor = await districtActor(db, req);
  const m = YEAR_NAME.exec(input.name);
  if (!m || Number(m[2]) !== Number(m[1]) + 1) throw unprocessable('name: write the Lions year as YYYY-YYYY, e.g. 2027-2028');
  if (input.endsOn <= input.startsOn) throw unprocessable('endsOn: must be after startsOn');
  if (await db.selectFrom('academic_years').select('id').where('name', '=', input.name).executeTakeFirst()) {
    throw conflict(`The Lions year ${input.name} already exists.`);
  }
  const row = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('academic_years')
      .values({ name: input.name, starts_on: input.startsOn, ends_on: input.endsOn, is_current: 0 })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChanges(trx, {
      actor, action: 'create', entity: 'academic_year', entityId: created.id, at: req.now,
      changes: [{ field: 'name', old: null, new: input.name }, { field: 'starts_on', old: null, new: input.startsOn }, { field: 'ends_on', old: null, new: input.endsOn }],
    });
    return created;
  });
  return toAdminYear(row);
}

export async function setCurrentYear(db: Database, req: AdminRequest, yearId: number): Promise<AdminYearRow[]> {
  const actor = await districtActor(db, req);
  const year = await db.selectFrom('academic_years').selectAll().where('id', '=', yearId).executeTakeFirst();
  if (!year) throw notFound('Lions year not found.');
  if (year.is_current !== 1) {
    await db.transaction().execute(async (trx) => {
      const previous = await trx.selectFrom('academic_years').select(['id', 'name']).where('is_current', '=', 1).execute();
      await trx.updateTable('academic_years').set({ is_current: 0 }).where('is_current', '=', 1).execute();
      await trx.updateTable('academic_years').set({ is_current: 1 }).where('id', '=', yearId).execute();
      for (const p of previous) {
        await recordChanges(trx, { actor, action: 'set_current', entity: 'academic_year', entityId: p.id, changes: [{ field: 'is_current', old: 1, new: 0 }], at: req.now });
      }
      await recordChanges(trx, { actor, action: 'set_current', entity: 'academic_year', entityId: yearId, changes: [{ field: 'is_current', old: 0, new: 1 }], at: req.now });
    });
  }
  return yearRows(db);
}

// ---------------------------------------------------------------- rollover

export interface Carry {
  cabinet: boolean;
  regions: boolean;
  zones: boolean;
  officers: boolean;
}

const isEmpty = (c: repo.YearCounts) => holdsText(c) === '';

interface Target {
  from: NonNullable<Awaited<ReturnType<typeof repo.currentYear>>>;
  name: string;
  startsOn: string;
  endsOn: string;
  existing: Awaited<ReturnType<typeof repo.findYearByName>> | null;
  reason: string;
  confirm: boolean;
}

/**
 * The year a rollover fills: the one right after the current year (added when missing, filled
 * when it exists empty). When that one holds data already, the first free year after it, which
 * makes a second year ahead: `confirm`.
 */
async function rolloverTarget(db: Database): Promise<Target> {
  const from = await repo.currentYear(db);
  if (!from) throw conflict('There is no current Lions year to start from. Create one and set it current first.');
  const startYear = Number(from.starts_on.slice(0, 4));
  const ahead: string[] = [];
  for (let k = 1; k <= 50; k++) {
    const y = startYear + k;
    const name = `${y}-${y + 1}`;
    const existing = await repo.findYearByName(db, name);
    const counts = existing ? await repo.yearCounts(db, existing.id) : null;
    if (counts && !isEmpty(counts)) {
      ahead.push(`${name} (${holdsText(counts)})`);
      continue;
    }
    const dates = existing
      ? { startsOn: existing.starts_on, endsOn: existing.ends_on }
      : { startsOn: `${y}${from.starts_on.slice(4)}`, endsOn: `${y + 1}${from.ends_on.slice(4)}` };
    const after = `${name} is the Lions year after the current one, ${from.name}.`;
    const reason = ahead.length
      ? `${ahead.join('; ')} already ${ahead.length === 1 ? 'has its' : 'have their'} own data: ${ahead.length === 1 ? 'it was' : 'they were'} started already (make ${ahead.length === 1 ? 'it' : 'the next one'} current when the new year begins). ` +
        `The next free year is ${name}: starting it makes ${ahead.length === 1 ? 'a second year' : 'another year'} ahead of ${from.name}.`
      : existing
        ? `${after} It was added already and is still empty, so it is filled rather than added again.`
        : after;
    return { from, name, ...dates, existing: existing ?? null, reason, confirm: ahead.length > 0 };
  }
  throw conflict('Every Lions year for the next 50 years already has data.');
}

export async function rolloverPreview(db: Database, req: AdminRequest, carry: Carry): Promise<RolloverPlan> {
  await requireDistrictAdmin(db, req.memberId);
  const t = await rolloverTarget(db);
  const c = await repo.yearCounts(db, t.from.id);
  const named = (key: keyof repo.YearCounts) => ({ name: thingName(key, c[key]), count: c[key] });
  return {
    fromYear: toAdminYear(t.from),
    newYear: { name: t.name, startsOn: t.startsOn, endsOn: t.endsOn, exists: !!t.existing },
    reason: t.reason,
    confirm: t.confirm,
    copies: [
      { list: 'cabinet', structure: [named('cabinet')], people: named('cabinetMembers'), carried: carry.cabinet },
      { list: 'regions', structure: [named('regions')], people: named('regionMembers'), carried: carry.regions },
      { list: 'zones', structure: [named('zones'), named('zoneClubs')], people: named('zoneMembers'), carried: carry.zones },
      { list: 'officers', structure: [], people: named('officers'), carried: carry.officers },
    ],
  };
}

export async function rollover(db: Database, req: AdminRequest, carry: Carry, reviewed?: string): Promise<AdminYear> {
  const actor = await districtActor(db, req);
  const t = await rolloverTarget(db);
  if (reviewed !== undefined && reviewed !== t.name) throw conflict(YEAR_MESSAGES.changed(t.name, reviewed));
  if (t.confirm && reviewed !== t.name) throw conflict(`${t.reason} Review it and confirm ${t.name} to go ahead.`);
  const fromId = t.from.id;
  const year = await db.transaction().execute(async (trx) => {
    // Another start got there first (between the check above and this transaction): refuse.
    const now = await repo.findYearByName(trx, t.name);
    if ((now && !isEmpty(await repo.yearCounts(trx, now.id))) || (!t.existing && now)) throw conflict(YEAR_MESSAGES.startedMeanwhile(t.name));
    const target = t.existing
      ?? (await trx.insertInto('academic_years').values({ name: t.name, starts_on: t.startsOn, ends_on: t.endsOn, is_current: 0 }).returningAll().executeTakeFirstOrThrow());
    const to = target.id;

    const cabinetYears = await trx.selectFrom('cabinet_years').selectAll().where('academic_year_id', '=', fromId).orderBy('id').execute();
    for (const cy of cabinetYears) {
      const created = await trx.insertInto('cabinet_years').values({ category_id: cy.category_id, academic_year_id: to }).returning('id').executeTakeFirstOrThrow();
      if (carry.cabinet) {
        const people = await trx.selectFrom('cabinet_members').selectAll().where('cabinet_year_id', '=', cy.id).orderBy('sort').orderBy('id').execute();
        if (people.length) {
          await trx.insertInto('cabinet_members').values(people.map((p) => ({ cabinet_year_id: created.id, member_id: p.member_id, position: p.position, sort: p.sort }))).execute();
        }
      }
    }

    const regions = await trx.selectFrom('regions').selectAll().where('academic_year_id', '=', fromId).orderBy('sort').orderBy('id').execute();
    for (const r of regions) {
      const region = await trx.insertInto('regions').values({ academic_year_id: to, name: r.name, sort: r.sort }).returning('id').executeTakeFirstOrThrow();
      if (carry.regions) {
        const people = await trx.selectFrom('region_members').selectAll().where('region_id', '=', r.id).orderBy('sort').orderBy('id').execute();
        if (people.length) {
          await trx.insertInto('region_members').values(people.map((p) => ({ region_id: region.id, member_id: p.member_id, role_name: p.role_name, sort: p.sort }))).execute();
        }
      }
      const zones = await trx.selectFrom('zones').selectAll().where('region_id', '=', r.id).orderBy('sort').orderBy('id').execute();
      for (const z of zones) {
        const zone = await trx.insertInto('zones').values({ region_id: region.id, name: z.name, sort: z.sort }).returning('id').executeTakeFirstOrThrow();
        const clubs = await trx.selectFrom('zone_clubs').select('club_id').where('zone_id', '=', z.id).execute();
        if (clubs.length) await trx.insertInto('zone_clubs').values(clubs.map((c) => ({ zone_id: zone.id, club_id: c.club_id }))).execute();
        if (carry.zones) {
          const people = await trx.selectFrom('zone_members').selectAll().where('zone_id', '=', z.id).orderBy('sort').orderBy('id').execute();
          if (people.length) {
            await trx.insertInto('zone_members').values(people.map((p) => ({ zone_id: zone.id, member_id: p.member_id, role_name: p.role_name, sort: p.sort }))).execute();
          }
        }
      }
    }

    if (carry.officers) {
      const officers = await trx.selectFrom('club_officers').selectAll().where('academic_year_id', '=', fromId).orderBy('id').execute();
      for (let i = 0; i < officers.length; i += 500) {
        await trx
          .insertInto('club_officers')
          .values(officers.slice(i, i + 500).map((o) => ({ club_id: o.club_id, academic_year_id: to, member_id: o.member_id, position: o.position, sort: o.sort })))
          .execute();
      }
    }

    await recordChanges(trx, {
      actor, action: 'rollover', entity: 'academic_year', entityId: to, at: req.now,
      changes: [
        ...(t.existing ? [] : [{ field: 'name', old: null, new: t.name }]),
        { field: 'copied_from', old: null, new: t.from.name },
        { field: 'carried_over', old: null, new: (Object.keys(carry) as (keyof Carry)[]).filter((k) => carry[k]).join(', ') || 'none' },
      ],
    });
    return target;
  });
  return toAdminYear(year);
}

// ---------------------------------------------------------------- roles

async function rolesAnswer(db: Database, clubId: number | null = null): Promise<AdminRoleRow[]> {
  const all = (await listAdmins(db)).map(toAdminRoleRow);
  return clubId === null ? all : all.filter((a) => a.adminOfClubId === clubId);
}

export async function listRoles(db: Database, req: AdminRequest, clubId: number | null): Promise<AdminRoleRow[]> {
  await requireDistrictAdmin(db, req.memberId);
  return rolesAnswer(db, clubId);
}

export async function changeRole(
  db: Database,
  req: AdminRequest,
  input: { member_id: number; role: 'district-admin' | 'club-admin'; club_id: number | null },
  grant: boolean,
): Promise<{ data: AdminRoleRow[]; message: string }> {
  const actor = await districtActor(db, req);
  const member = await db.selectFrom('members').select(['id', 'name', 'club_id', 'is_active']).where('id', '=', input.member_id).executeTakeFirst();
  if (!member) throw notFound('Member not found.');
  if (grant && member.is_active !== 1) throw unprocessable('member_id: the member is deactivated; reactivate them first.');
  if (input.role === 'district-admin') {
    if (!grant && member.id === req.memberId) throw conflict('You cannot revoke your own district admin role. Ask another district admin.');
    const done = grant ? await grantDistrictAdmin(db, actor, member.id, req.now) : await revokeDistrictAdmin(db, actor, member.id, req.now);
    const message = grant
      ? done ? `${member.name} is now a district admin.` : `${member.name} already is a district admin.`
      : done ? `${member.name} is no longer a district admin.` : `${member.name} was not a district admin.`;
    return { data: await rolesAnswer(db), message };
  }
  const clubId = input.club_id ?? member.club_id;
  const club = await repo.clubExists(db, clubId);
  if (!club) throw notFound('Club not found.');
  const done = grant ? await grantClubAdmin(db, actor, member.id, clubId, req.now) : await revokeClubAdmin(db, actor, member.id, clubId, req.now);
  const message = grant
    ? done ? `${member.name} is now a club admin of ${club.name}.` : `${member.name} already is a club admin of ${club.name}.`
    : done ? `${member.name} is no longer a club admin of ${club.name}.` : `${member.name} was not a club admin of ${club.name}.`;
  return { data: await rolesAnswer(db), message };
}
