/**
 * Who may change whom (access/member-changes.ts), through every path that changes a member's
 * login or standing: the admin console, the contact correction and the roster import. Below a
 * district admin, a member who holds an admin role (district admin, a co-manager of the same club,
 * a club admin of another club) is out of reach; a login moved by someone else ends the member's
 * sessions and texts the OLD number.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_MOBILE, DEMO_MANAGER_MOBILE } from '../demo/index.js';
import { describeEachDb } from '../test/harness.js';
import { csvFile } from '../modules/roster/test-fixtures.js';
import { standingRefusal } from './member-changes.js';

interface Person {
  id: number;
  name: string;
  mobile: string;
  token: string;
}

const ROSTER_HEADER = ['Name', 'Club Name', 'Mobile'];
let unique = 0;
const freshMobile = () => `8${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 100_000).padStart(5, '0')}${unique++ % 10}`;

describe('standingRefusal (the rule)', () => {
  const none = { districtAdmin: false, clubAdminOf: [] };
  const clubAdmin = { id: 1, roles: { districtAdmin: false, clubAdminOf: [2] } };
  const districtAdmin = { id: 9, roles: { districtAdmin: true, clubAdminOf: [] } };
  it('lets a district admin change anyone but their own login number', () => {
    for (const change of ['login_mobile', 'active', 'move', 'erase'] as const) {
      expect(standingRefusal(districtAdmin, { id: 5, clubId: 3, roles: { districtAdmin: true, clubAdminOf: [3] } }, change)).toBeNull();
    }
    expect(standingRefusal(districtAdmin, { id: 9, clubId: 3, roles: districtAdmin.roles }, 'login_mobile')).toMatch(/Edit Profile/);
  });
  it('lets a club admin change plain members of their club only', () => {
    expect(standingRefusal(clubAdmin, { id: 5, clubId: 2, roles: none }, 'login_mobile')).toBeNull();
    expect(standingRefusal(clubAdmin, { id: 5, clubId: 3, roles: none }, 'login_mobile')).toMatch(/admin of this club/);
    for (const roles of [{ districtAdmin: true, clubAdminOf: [] }, { districtAdmin: false, clubAdminOf: [2] }, { districtAdmin: false, clubAdminOf: [4] }]) {
      for (const change of ['login_mobile', 'active', 'move'] as const) {
        expect(standingRefusal(clubAdmin, { id: 5, clubId: 2, roles }, change)).toMatch(/district admin/);
      }
    }
    expect(standingRefusal(clubAdmin, { id: 5, clubId: 2, roles: none }, 'erase')).toMatch(/district admin/);
  });
});

describeEachDb('who may change whom', (ctx) => {
  let clubId: number;
  let attacker: Person;
  let districtAdmin: Person;
  /** Members of the attacker's club with a role: a district admin, a co-manager, a club admin of another club. */
  let victims: { label: string; person: Person }[];
  let plain: Person;

  const person = async (id: number): Promise<Person> => {
    const row = await ctx.db.selectFrom('members').select(['id', 'name', 'mobile_number']).where('id', '=', id).executeTakeFirstOrThrow();
    return { id: row.id, name: row.name, mobile: row.mobile_number, token: await ctx.signIn(row.mobile_number) };
  };
  const mobileOf = async (id: number) => (await ctx.db.selectFrom('members').select('mobile_number').where('id', '=', id).executeTakeFirstOrThrow()).mobile_number;
  const member = async (id: number) => ctx.db.selectFrom('members').select(['mobile_number', 'club_id', 'is_active']).where('id', '=', id).executeTakeFirstOrThrow();
  const signedIn = async (token: string) => (await ctx.call('admin/me', {}, token)).statusCode;
  const auditAbout = async (id: number) =>
    ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'member').where('entity_id', '=', id).orderBy('id').execute();
  const textsTo = (mobile: string) => ctx.sms.messages.filter((m) => m.to === mobile);

  beforeAll(async () => {
    const manager = await ctx.db.selectFrom('members').select(['id', 'club_id']).where('mobile_number', '=', DEMO_MANAGER_MOBILE).executeTakeFirstOrThrow();
    clubId = manager.club_id;
    const mates = await ctx.db
      .selectFrom('members')
      .select('id')
      .where('club_id', '=', clubId)
      .where('is_active', '=', 1)
      .where('id', '!=', manager.id)
      .where('mobile_number', 'not in', [DEMO_ADMIN_MOBILE])
      .orderBy('id')
      .limit(6)
      .execute();
    const otherClub = await ctx.db.selectFrom('clubs').select('id').where('id', '!=', clubId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await ctx.db.insertInto('district_admins').values({ member_id: mates[0]!.id, granted_by: null, granted_at: at }).execute();
    await ctx.db.insertInto('club_managers').values({ club_id: clubId, member_id: mates[1]!.id }).execute();
    await ctx.db.insertInto('club_managers').values({ club_id: otherClub.id, member_id: mates[2]!.id }).execute();
    attacker = await person(manager.id);
    victims = [
      { label: 'a district admin', person: await person(mates[0]!.id) },
      { label: 'a co-manager of the same club', person: await person(mates[1]!.id) },
      { label: 'a club admin of another club', person: await person(mates[2]!.id) },
    ];
    plain = await person(mates[3]!.id);
    const admin = await ctx.db.selectFrom('members').select('id').where('mobile_number', '=', DEMO_ADMIN_MOBILE).executeTakeFirstOrThrow();
    districtAdmin = await person(admin.id);
  });

  it('the takeover chain is refused at every step: new login number, sign-in with it, self-grant', async () => {
    const victim = victims[0]!.person;
    const before = await auditAbout(victim.id);
    const attackerPhone = freshMobile();
    // 1. The club admin gives the district admin (a member of their club) the attacker's number.
    const edit = await ctx.call('admin/members/update', { member_id: victim.id, name: victim.name, mobile: attackerPhone }, attacker.token);
    expect(edit.statusCode).toBe(403);
    expect(edit.body.message).toMatch(/district admin/);
    expect(await mobileOf(victim.id)).toBe(victim.mobile);
    // 2. Signing in with that number finds no member: no code is sent to it.
    await ctx.call('login', { mobile: attackerPhone }, { ip: '127.9.9.9' });
    expect(ctx.sms.lastCode(attackerPhone)).toBeUndefined();
    // 3. Granting themself district admin is refused too; nothing is written under the victim's name.
    const grant = await ctx.call('admin/roles/grant', { member_id: attacker.id, role: 'district-admin' }, attacker.token);
    expect(grant.statusCode).toBe(403);
    expect(await auditAbout(victim.id)).toEqual(before);
    // The victim's session was never touched.
    expect(await signedIn(victim.token)).toBe(200);
  });

  it('the console refuses a club admin every change of an admin’s login, active state or club; nothing is written', async () => {
    const otherClub = await ctx.db.selectFrom('club_managers').select('club_id').where('member_id', '=', attacker.id).execute();
    expect(otherClub.map((c) => c.club_id)).toEqual([clubId]);
    for (const { label, person: v } of victims) {
      const before = { row: await member(v.id), audit: await auditAbout(v.id), texts: textsTo(v.mobile).length };
      const tries = [
        await ctx.call('admin/members/update', { member_id: v.id, name: v.name, mobile: freshMobile() }, attacker.token),
        await ctx.call('admin/members/deactivate', { member_id: v.id }, attacker.token),
        await ctx.call('admin/members/move', { member_id: v.id, club_id: clubId }, attacker.token),
      ];
      for (const res of tries) {
        // A move into the same club is a no-op (200); every real change is refused.
        if (res === tries[2]) continue;
        expect(res.statusCode, `${label}: ${res.body.message}`).toBe(403);
        expect(res.body.message).toMatch(/district admin/);
      }
      expect(await member(v.id)).toEqual(before.row);
      expect(await auditAbout(v.id)).toEqual(before.audit);
      expect(textsTo(v.mobile)).toHaveLength(before.texts);
      expect(await signedIn(v.token)).toBe(200);
    }
  });

  it('a club admin may not move an admin into another club they administer either', async () => {
    const second = await ctx.db.selectFrom('clubs').select('id').where('id', 'not in', [clubId]).where('is_active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await ctx.db.insertInto('club_managers').values({ club_id: second.id, member_id: attacker.id }).execute();
    try {
      const v = victims[1]!.person;
      const res = await ctx.call('admin/members/move', { member_id: v.id, club_id: second.id }, attacker.token);
      expect(res.statusCode).toBe(403);
      expect((await member(v.id)).club_id).toBe(clubId);
      // A plain member of the club may be moved.
      const fine = await ctx.call('admin/members/move', { member_id: plain.id, club_id: second.id }, attacker.token);
      expect(fine.statusCode, fine.body.message).toBe(200);
      expect((await ctx.call('admin/members/move', { member_id: plain.id, club_id: clubId }, attacker.token)).statusCode).toBe(200);
    } finally {
      await ctx.db.deleteFrom('club_managers').where('club_id', '=', second.id).where('member_id', '=', attacker.id).execute();
    }
  });

  it('the contact correction refuses the same, and a plain member’s correction texts the old number and signs them out', async () => {
    for (const { person: v } of victims) {
      const res = await ctx.call('update_mobile_number', { member_id: v.id, new_mobile: freshMobile() }, attacker.token);
      expect(res.statusCode).toBe(403);
      expect(await mobileOf(v.id)).toBe(v.mobile);
    }
  });

  it('an admin’s change of a login number ends that member’s sessions and texts the OLD number, without a code', async () => {
    // A club admin, a plain member of their club.
    const oldMobile = plain.mobile;
    const newMobile = freshMobile();
    const res = await ctx.call('admin/members/update', { member_id: plain.id, name: plain.name, mobile: newMobile }, attacker.token);
    expect(res.statusCode, res.body.message).toBe(200);
    expect(await signedIn(plain.token)).toBe(401);
    const notice = textsTo(oldMobile).at(-1)!;
    expect(notice.code).toBe('');
    expect(notice.text).toContain(`******${newMobile.slice(-4)}`);
    expect(notice.text).not.toContain(newMobile);
    expect(textsTo(newMobile)).toEqual([]);
    plain = { ...plain, mobile: newMobile, token: await ctx.signIn(newMobile) };

    // A district admin, a club admin's number: allowed, same effects.
    const v = victims[1]!.person;
    const moved = freshMobile();
    const byAdmin = await ctx.call('admin/members/update', { member_id: v.id, name: v.name, mobile: moved }, districtAdmin.token);
    expect(byAdmin.statusCode, byAdmin.body.message).toBe(200);
    expect(await signedIn(v.token)).toBe(401);
    expect(textsTo(v.mobile).at(-1)!.text).toContain(`******${moved.slice(-4)}`);
    victims[1] = { ...victims[1]!, person: { ...v, mobile: moved, token: await ctx.signIn(moved) } };

    // Nobody changes their own login number in the console (it needs a code to the new number).
    const own = await ctx.call('admin/members/update', { member_id: districtAdmin.id, name: districtAdmin.name, mobile: freshMobile() }, districtAdmin.token);
    expect(own.statusCode).toBe(403);
    expect(own.body.message).toMatch(/Edit Profile/);
    expect(await mobileOf(districtAdmin.id)).toBe(districtAdmin.mobile);
  });

  it('a roster import by a club admin cannot change an admin’s mobile or club, nor deactivate them; applying re-checks', async () => {
    const club = await ctx.db.selectFrom('clubs').select('name').where('id', '=', clubId).executeTakeFirstOrThrow();
    const active = await ctx.db
      .selectFrom('members')
      .select(['id', 'name', 'mobile_number', 'membership_number'])
      .where('club_id', '=', clubId)
      .where('is_active', '=', 1)
      .orderBy('id')
      .execute();
    const victimIds = new Set(victims.map((v) => v.person.id));
    const header = ['Membership Number', ...ROSTER_HEADER];
    const rows = active
      .filter((m) => !victimIds.has(m.id) || m.id === victims[0]!.person.id)
      .map((m) => [m.membership_number ?? '', m.name, club.name, m.id === victims[0]!.person.id ? freshMobile() : m.mobile_number]);
    const upload = (fields: Record<string, string>) =>
      ctx.upload('admin/roster/preview', fields, { file: { data: csvFile([header, ...rows]), filename: 'club.csv', type: 'text/csv' } }, attacker.token);

    // The district admin's row (new mobile) is rejected; the co-manager and the other club's admin,
    // left out of a full roster, are not deactivated.
    const res = await upload({ fullRoster: '1', deactivate: '1' });
    expect(res.statusCode, res.body.message).toBe(200);
    const p = res.body.data;
    expect(p.rejected.map((r) => r.reason).join('\n')).toMatch(new RegExp(`${victims[0]!.person.name}.*only a district admin can change their mobile`));
    expect(p.updates.map((u) => u.memberId)).not.toContain(victims[0]!.person.id);
    expect(p.deactivations.map((d) => d.memberId).filter((id) => victimIds.has(id))).toEqual([]);

    // A plain member named in a preview becomes an admin before it is applied: applying refuses.
    const target = active.find((m) => !victimIds.has(m.id) && m.id !== attacker.id && m.id !== plain.id)!;
    const renumbered = rows.map((r) => (r[3] === target.mobile_number ? [r[0]!, r[1]!, r[2]!, freshMobile()] : r));
    const second = await ctx.upload(
      'admin/roster/preview',
      {},
      { file: { data: csvFile([header, ...renumbered]), filename: 'club.csv', type: 'text/csv' } },
      attacker.token,
    );
    expect(second.body.data.updates.map((u) => u.memberId)).toContain(target.id);
    await ctx.db.insertInto('district_admins').values({ member_id: target.id, granted_by: null, granted_at: new Date().toISOString() }).execute();
    const applied = await ctx.call('admin/roster/apply', { previewId: second.body.data.previewId }, attacker.token);
    expect(applied.statusCode).toBe(403);
    expect(applied.body.message).toMatch(/district admin/);
    expect(await mobileOf(target.id)).toBe(target.mobile_number);
    await ctx.db.deleteFrom('district_admins').where('member_id', '=', target.id).execute();
  });

  it('a roster import that moves a login ends the member’s sessions and texts the old number', async () => {
    const club = await ctx.db.selectFrom('clubs').select('name').where('id', '=', clubId).executeTakeFirstOrThrow();
    const oldMobile = plain.mobile;
    const newMobile = freshMobile();
    // An import matches a member by membership number (or by mobile): the row carries the number.
    const row = await ctx.db.selectFrom('members').select('membership_number').where('id', '=', plain.id).executeTakeFirstOrThrow();
    const byNumber = await ctx.upload(
      'admin/roster/preview',
      {},
      {
        file: {
          data: csvFile([['Membership Number', ...ROSTER_HEADER], [row.membership_number ?? '', plain.name, club.name, newMobile]]),
          filename: 'one.csv',
          type: 'text/csv',
        },
      },
      attacker.token,
    );
    expect(byNumber.body.data.updates.map((u) => u.memberId)).toEqual([plain.id]);
    const applied = await ctx.call('admin/roster/apply', { previewId: byNumber.body.data.previewId }, attacker.token);
    expect(applied.statusCode, applied.body.message).toBe(200);
    expect(await mobileOf(plain.id)).toBe(newMobile);
    expect(await signedIn(plain.token)).toBe(401);
    // Notices of an import are sent after the answer: wait for the state, not for a time.
    await expect.poll(() => textsTo(oldMobile).filter((m) => m.text.includes(`******${newMobile.slice(-4)}`)).length).toBe(1);
    plain = { ...plain, mobile: newMobile, token: await ctx.signIn(newMobile) };
  });

  it('erasing a member’s data is a district admin’s alone', async () => {
    const asked = await ctx.call('me/erasure-request', { confirm: true }, plain.token);
    expect(asked.statusCode, asked.body.message).toBe(200);
    const open = await ctx.db.selectFrom('erasure_requests').select('id').where('member_id', '=', plain.id).executeTakeFirstOrThrow();
    const res = await ctx.call('admin/erasure-requests/complete', { id: open.id }, attacker.token);
    expect(res.statusCode).toBe(403);
    expect((await member(plain.id)).is_active).toBe(1);
  });
});

