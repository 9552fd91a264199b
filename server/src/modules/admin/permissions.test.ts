/**
 * Permission matrix of every admin call: no token, a member, a club admin of another club, the
 * club admin of the club, a district admin. Refused calls write nothing (no audit row either),
 * and no call changes an existing audit row.
 */

import { beforeAll, expect, it } from 'vitest';
import { calls, type CallDef } from '@d320b/contract';
import { describeEachDb, type CallName } from '../../test/harness.js';
import { adminFixture, type Fixture } from './test-fixtures.js';

/** The admin console's core calls (tagged 'Admin'; Unusual Reading and Sign-in Activity have suites of their own). */
const OWN_SUITES = new Set(['admin/read-outliers', 'admin/sign-in-stats']);
const ADMIN_CORE = Object.entries(calls as Record<string, CallDef>)
  .filter(([name, def]) => def.tag === 'Admin' && !OWN_SUITES.has(name))
  .map(([name]) => name);
type AdminCallName = Extract<CallName, `admin/${string}`>;
const ACTORS = ['none', 'member', 'otherClubAdmin', 'clubAdmin', 'districtAdmin'] as const;

let unique = 0;
/** An empty Lions year added for the matrix (the district admin deletes it). */
let spareYearId = 0;
/** The year a rollover would start, as its review names it. */
let reviewedYear = '';
/** An audit entry about a member of the club. */
let clubEventId = '';
const freshMobile = () => `5${String(Date.now() % 1e8).padStart(8, '0')}${(unique++) % 10}`;

/** [call, payload, expected status per actor: none, member, other club's admin, the club's admin, district admin]. */
type Row = [AdminCallName, (f: Fixture) => unknown, [number, number, number, number, number]];
const CLUB_SCOPED: [number, number, number, number, number] = [401, 403, 403, 200, 200];
const DISTRICT_ONLY: [number, number, number, number, number] = [401, 403, 403, 403, 200];
const ANY_ADMIN: [number, number, number, number, number] = [401, 403, 200, 200, 200];

const MATRIX: Row[] = [
  ['admin/me', () => ({}), [401, 200, 200, 200, 200]],
  ['admin/members/list', (f) => ({ club_id: f.clubId }), CLUB_SCOPED],
  ['admin/members/get', (f) => ({ member_id: f.targets[0]!.id }), CLUB_SCOPED],
  ['admin/members/create', (f) => ({ club_id: f.clubId, name: `Matrix Member ${unique}`, mobile: freshMobile() }), CLUB_SCOPED],
  ['admin/members/update', (f) => ({ member_id: f.targets[0]!.id, name: f.targets[0]!.name, mobile: f.targets[0]!.mobile }), CLUB_SCOPED],
  ['admin/members/deactivate', (f) => ({ member_id: f.targets[1]!.id }), CLUB_SCOPED],
  ['admin/members/reactivate', (f) => ({ member_id: f.targets[1]!.id }), CLUB_SCOPED],
  ['admin/members/move', (f) => ({ member_id: f.targets[2]!.id, club_id: f.clubId }), CLUB_SCOPED],
  // Answered member by member: another club's admin gets 200 with every member refused (tested in members-bulk.test.ts).
  ['admin/members/bulk', (f) => ({ action: 'move', member_ids: [f.targets[2]!.id], club_id: f.clubId }), ANY_ADMIN],
  ['admin/clubs/list', () => ({}), ANY_ADMIN],
  ['admin/clubs/get', (f) => ({ club_id: f.clubId }), CLUB_SCOPED],
  ['admin/clubs/create', () => ({ name: `Lions Club of Matrix ${Date.now()}-${unique++}` }), DISTRICT_ONLY],
  ['admin/clubs/update', (f) => ({ club_id: f.clubId, name: 'Lions Club of Matrix Two', meetsOn: '2nd & 4th Sunday' }), CLUB_SCOPED],
  ['admin/clubs/deactivate', (f) => ({ club_id: f.clubId }), DISTRICT_ONLY],
  ['admin/clubs/reactivate', (f) => ({ club_id: f.clubId }), DISTRICT_ONLY],
  ['admin/clubs/officers', (f) => ({ club_id: f.clubId }), CLUB_SCOPED],
  ['admin/clubs/officers/save', (f) => ({ club_id: f.clubId, year_id: f.currentYearId, officers: [{ member_id: f.targets[3]!.id, position: 'President' }] }), CLUB_SCOPED],
  ['admin/roles/list', () => ({}), DISTRICT_ONLY],
  ['admin/roles/grant', (f) => ({ member_id: f.targets[4]!.id, role: 'club-admin', club_id: f.clubId }), DISTRICT_ONLY],
  ['admin/roles/revoke', (f) => ({ member_id: f.targets[4]!.id, role: 'club-admin', club_id: f.clubId }), DISTRICT_ONLY],
  ['admin/years/list', () => ({}), ANY_ADMIN],
  ['admin/years/create', () => ({ name: '2090-2091', startsOn: '2090-07-01', endsOn: '2091-06-30' }), DISTRICT_ONLY],
  ['admin/years/set-current', (f) => ({ year_id: f.currentYearId }), DISTRICT_ONLY],
  ['admin/years/rollover-preview', () => ({ carry: { cabinet: true } }), DISTRICT_ONLY],
  ['admin/years/rollover', () => ({ carry: {}, year: reviewedYear }), DISTRICT_ONLY],
  ['admin/years/delete', () => ({ year_id: spareYearId }), DISTRICT_ONLY],
  ['admin/audit/list', () => ({}), ANY_ADMIN],
  // An action about a member of the club: another club's admin does not find it.
  ['admin/audit/event', () => ({ event_id: clubEventId }), [401, 403, 404, 200, 200]],
];

describeEachDb('admin permission matrix', (ctx) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await adminFixture(ctx);
    const spare = await ctx.db.insertInto('academic_years').values({ name: '2096-2097', starts_on: '2096-07-01', ends_on: '2097-06-30', is_current: 0 }).returning('id').executeTakeFirstOrThrow();
    spareYearId = spare.id;
    reviewedYear = (await ctx.call('admin/years/rollover-preview', { carry: {} }, f.tokens.districtAdmin)).body.data.newYear.name;
    clubEventId = 'matrix-club-event';
    await ctx.db.insertInto('audit_log').values({
      event_id: clubEventId, actor_id: null, actor_role: 'system', action: 'update', entity: 'member', entity_id: f.targets[0]!.id,
      field: 'profession', old_value: null, new_value: 'Matrix', request_id: null, created_at: new Date().toISOString(),
    }).execute();
  });

  it('covers every admin call of the contract', () => {
    expect(MATRIX.map(([name]) => name).sort()).toEqual([...ADMIN_CORE].sort());
  });

  it.each(MATRIX)('%s', async (name, payload, expected) => {
    const auditCount = async () => Number((await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    for (const [i, actor] of ACTORS.entries()) {
      const before = await auditCount();
      const res = await ctx.call(name as CallName, payload(f), actor === 'none' ? undefined : f.tokens[actor]);
      expect(res.statusCode, `${name} as ${actor}: ${res.body.message}`).toBe(expected[i]);
      expect(res.body.status).toBe(expected[i] === 200);
      // A refused call writes nothing, not even an audit row.
      if (expected[i] !== 200) expect(await auditCount(), `${name} as ${actor} wrote audit rows`).toBe(before);
    }
  });

  it('a club admin sees only their own clubs and members in lists', async () => {
    const clubs = await ctx.call('admin/clubs/list', { status: 'all' }, f.tokens.otherClubAdmin);
    expect(clubs.body.data.map((c) => c.id)).toEqual([f.otherClubId]);
    const members = await ctx.call('admin/members/list', { status: 'all' }, f.tokens.otherClubAdmin);
    expect(members.body.total).toBeGreaterThan(0);
    expect(new Set(members.body.data.map((m) => m.clubId))).toEqual(new Set([f.otherClubId]));
  });

  it('no call changes or removes an audit row', async () => {
    const before = await ctx.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(before.length).toBeGreaterThan(0);
    // Every admin call, by every actor, with the matrix payloads; then the audit view's own filters.
    for (const [name, payload] of MATRIX) {
      for (const actor of ACTORS) await ctx.call(name as CallName, payload(f), actor === 'none' ? undefined : f.tokens[actor]);
    }
    // Nothing in the contract writes to the log directly: the only audit call reads.
    expect(ADMIN_CORE.filter((n) => n.startsWith('admin/audit'))).toEqual(['admin/audit/list', 'admin/audit/event']);
    // Unknown fields sent to the audit call are ignored; it still only reads.
    await ctx.call('admin/audit/list', { id: before[0]!.id, new_value: 'forged', delete: true }, f.tokens.districtAdmin);
    const after = await ctx.db.selectFrom('audit_log').selectAll().where('id', '<=', before.at(-1)!.id).orderBy('id').execute();
    expect(after).toEqual(before);
  });
});
