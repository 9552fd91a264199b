import { beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import { describeEachDb } from '../../test/harness.js';
import { ERASED_NAME } from './service.js';

describeEachDb('members\' own data', (ctx) => {
  let admin: string;
  let adminId: number;
  let manager: string;
  beforeAll(async () => {
    const lastClub = await ctx.db.selectFrom('clubs').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const row = await ctx.db.selectFrom('members').select(['id', 'mobile_number']).where('club_id', '=', lastClub.id).where('is_active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await ctx.db.insertInto('district_admins').values({ member_id: row.id, granted_by: null, granted_at: new Date().toISOString() }).execute();
    admin = await ctx.signIn(row.mobile_number);
    adminId = row.id;
    manager = await ctx.signIn(DEMO_MANAGER_MOBILE);
  });

  it('refuses every call without a token (401), and the admin calls to members and club admins (403)', async () => {
    const member = await ctx.signIn(DEMO_MEMBER_MOBILE);
    for (const [name, payload] of [
      ['me/data', {}],
      ['me/erasure-request/status', {}],
      ['me/erasure-request', { confirm: true }],
      ['admin/erasure-requests/list', {}],
      ['admin/erasure-requests/complete', { id: 1 }],
    ] as const) {
      const res = await ctx.call(name, payload);
      expect(res.statusCode, name).toBe(401);
      expect(res.body.status).toBe(false);
    }
    for (const token of [member, manager]) {
      expect((await ctx.call('admin/erasure-requests/list', {}, token)).statusCode).toBe(403);
      expect((await ctx.call('admin/erasure-requests/complete', { id: 1 }, token)).statusCode).toBe(403);
    }
    expect((await ctx.call('me/erasure-request', {}, member)).statusCode).toBe(422);
    expect((await ctx.call('admin/erasure-requests/complete', { id: 999999 }, admin)).statusCode).toBe(404);
  });

  it('downloads the member\'s own data: profile, business, roles, audit history and sessions without tokens', async () => {
    const token = await ctx.signIn(DEMO_MANAGER_MOBILE);
    const me = await ctx.db.selectFrom('members').selectAll().where('mobile_number', '=', DEMO_MANAGER_MOBILE).where('is_active', '=', 1).executeTakeFirstOrThrow();
    const res = await ctx.call('me/data', {}, token);
    expect(res.statusCode).toBe(200);
    const data = res.body.data;
    expect(data.profile).toMatchObject({ id: me.id, name: me.name, mobile: me.mobile_number, email: me.email, dateOfBirth: me.date_of_birth, membershipNumber: me.membership_number });
    expect(data.club).toMatchObject({ id: me.club_id });
    expect(data.roles.clubAdminOf).toEqual([expect.objectContaining({ clubId: me.club_id })]);
    const businesses = await ctx.db.selectFrom('businesses').select('title').where('member_id', '=', me.id).execute();
    expect(data.businesses.map((b) => b.title)).toEqual(businesses.map((b) => b.title));
    expect(data.sessions.length).toBeGreaterThan(0);
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/token/i);
    const hashes = await ctx.db.selectFrom('sessions').select('token_hash').where('member_id', '=', me.id).execute();
    for (const h of hashes) expect(text).not.toContain(h.token_hash);
    // An audit row about the member appears in their history.
    await ctx.db
      .insertInto('audit_log')
      .values({ event_id: 'e-test', actor_id: adminId, actor_role: 'district_admin', action: 'update', entity: 'member', entity_id: me.id, field: 'profession', old_value: 'A', new_value: 'B', request_id: null, created_at: new Date().toISOString() })
      .execute();
    const again = await ctx.call('me/data', {}, token);
    expect(again.body.data.auditHistory).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'profession', oldValue: 'A', newValue: 'B', byMember: false })]));
  });

  it('a deletion request reaches district admins; completing it anonymises the member and signs them out', async () => {
    const club = (await ctx.db.selectFrom('clubs').select('id').orderBy('id').limit(1).offset(2).executeTakeFirstOrThrow()).id;
    const target = await ctx.db.selectFrom('members').selectAll().where('club_id', '=', club).where('is_active', '=', 1).where('photo', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const token = await ctx.signIn(target.mobile_number);
    const asked = await ctx.call('me/erasure-request', { confirm: true }, token);
    expect(asked.statusCode).toBe(200);
    expect(asked.body.data.pending).toBe(true);
    expect((await ctx.call('me/erasure-request', { confirm: true }, token)).statusCode).toBe(200);
    expect((await ctx.call('me/erasure-request/status', {}, token)).body.data.pending).toBe(true);

    const list = await ctx.call('admin/erasure-requests/list', {}, admin);
    expect(list.statusCode).toBe(200);
    const mine = list.body.data.filter((r) => r.memberId === target.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ memberName: target.name, completedAt: null });

    // An activity the member recorded keeps its club only.
    const activity = await ctx.db
      .insertInto('club_activities')
      .values({ club_id: club, title: 'Eye camp', description: 'd', activity_date: '2026-01-10', image: null, created_by: target.id, created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();

    const done = await ctx.call('admin/erasure-requests/complete', { id: mine[0]!.id }, admin);
    expect(done.statusCode, done.body.message).toBe(200);
    const after = await ctx.db.selectFrom('members').selectAll().where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      name: ERASED_NAME,
      photo: null,
      email: null,
      phone_number: null,
      date_of_birth: null,
      birth_md: null,
      marriage_day: null,
      marriage_md: null,
      spouse: null,
      postal_address: null,
      profession: null,
      about_me: null,
      membership_number: null,
      is_active: 0,
      club_id: club,
    });
    expect(after.mobile_number).not.toBe(target.mobile_number);
    expect(after.search_text).not.toContain(target.name.toLowerCase());
    expect(await ctx.db.selectFrom('businesses').select('id').where('member_id', '=', target.id).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('club_activities').select(['club_id', 'created_by']).where('id', '=', activity.id).executeTakeFirstOrThrow()).toEqual({ club_id: club, created_by: null });
    // Signed out, and the old number no longer signs in.
    expect((await ctx.call('me/data', {}, token)).statusCode).toBe(401);
    expect((await ctx.call('login', { mobile: target.mobile_number })).statusCode).not.toBe(200);
    // Audited without the old values.
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'erase').where('entity_id', '=', target.id).execute();
    expect(audit.map((a) => a.field)).toEqual(expect.arrayContaining(['name', 'mobile_number', 'email', 'is_active']));
    expect(audit.every((a) => a.actor_id === adminId)).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(target.name);
    expect((await ctx.call('admin/erasure-requests/complete', { id: mine[0]!.id }, admin)).statusCode).toBe(409);
    expect((await ctx.call('admin/erasure-requests/list', {}, admin)).body.data.some((r) => r.memberId === target.id)).toBe(false);
  });
});
