/**
 * Proving a new login mobile, contact corrections by managers, sessions
 * (revocation on deactivation, idle timeout, sign out of all devices), per-account read limits.
 */
import { beforeAll, expect, it } from 'vitest';
import { SESSION_POLICY } from '../../access/sessions.js';
import { READ_LIMITS, READ_LIMIT_MESSAGE } from '../../access/read-limits.js';
import { DEMO_MANAGER_MOBILE } from '../../demo/index.js';
import { describeEachDb } from '../../test/harness.js';
import { MOBILE_CHANGE_POLICY } from './service.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describeEachDb('account: login mobile, sessions, read limits', (ctx) => {
  type M = { id: number; club_id: number; mobile_number: string };
  let manager: M;
  /** Members of the manager's club holding no role, one per test (never shared). */
  let mates: M[];
  let others: M[];
  beforeAll(async () => {
    manager = await ctx.db.selectFrom('members').select(['id', 'club_id', 'mobile_number']).where('mobile_number', '=', DEMO_MANAGER_MOBILE).executeTakeFirstOrThrow();
    const managers = (await ctx.db.selectFrom('club_managers').select('member_id').execute()).map((r) => r.member_id);
    mates = await ctx.db
      .selectFrom('members')
      .select(['id', 'club_id', 'mobile_number'])
      .where('club_id', '=', manager.club_id)
      .where('is_active', '=', 1)
      .where('id', 'not in', managers)
      .orderBy('id', 'desc')
      .execute();
    others = await ctx.db
      .selectFrom('members')
      .select(['id', 'club_id', 'mobile_number'])
      .where('club_id', '!=', manager.club_id)
      .where('is_active', '=', 1)
      .where('id', 'not in', managers)
      .orderBy('id', 'desc')
      .execute();
  });
  const mobileOf = async (id: number) => (await ctx.db.selectFrom('members').select('mobile_number').where('id', '=', id).executeTakeFirstOrThrow()).mobile_number;
  const ok = async (token: string) => (await ctx.call('get-profile-details', {}, token)).statusCode;
  const grantAdmin = (memberId: number) =>
    ctx.db.insertInto('district_admins').values({ member_id: memberId, granted_by: null, granted_at: new Date().toISOString() }).execute();
  const textsTo = (to: string) => ctx.sms.messages.filter((m) => m.to === to);

  // ------------------------------------------------------------------ 10. own login mobile

  it('me/mobile: a code to the new number, then the switch; other sessions end, this one stays; the old number is told', async () => {
    const me = mates[0]!;
    const oldNumber = me.mobile_number;
    const newNumber = '9012300001';
    const here = await ctx.signIn(oldNumber);
    const elsewhere = await ctx.signIn(oldNumber);
    const sent = await ctx.call('me/mobile/request-code', { mobile: '+91 90123 00001' }, here);
    expect(sent.statusCode).toBe(200);
    const code = ctx.sms.lastCode(newNumber)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(textsTo(newNumber).at(-1)!.text).toContain(code);

    const wrong = await ctx.call('me/mobile/confirm', { mobile: newNumber, code: code === '000000' ? '111111' : '000000' }, here);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body.message).toContain('4 tries left');
    expect(await mobileOf(me.id)).toBe(oldNumber);

    const oldTexts = textsTo(oldNumber).length;
    const done = await ctx.call('me/mobile/confirm', { mobile: newNumber, code }, here);
    expect(done.statusCode).toBe(200);
    expect(done.body.mobileNumber).toBe(newNumber);
    expect(await mobileOf(me.id)).toBe(newNumber);
    expect(await ok(here)).toBe(200);
    expect(await ok(elsewhere)).toBe(401);
    const notice = textsTo(oldNumber).slice(oldTexts);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain('******0001');
    expect(notice[0]!.code).toBe('');
    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'old_value', 'new_value']).where('entity_id', '=', me.id).where('field', '=', 'mobile_number').execute();
    expect(audit).toEqual([{ action: 'change_login_mobile', old_value: oldNumber, new_value: newNumber }]);
    // The search text follows; the new number signs in, the old one no longer does.
    const row = await ctx.db.selectFrom('members').select('search_text').where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(row.search_text).toContain(newNumber);
    expect(await ok(await ctx.signIn(newNumber))).toBe(200);
    expect((await ctx.call('login', { mobile: oldNumber }, { ip: '127.5.5.5' })).statusCode).toBe(404);
    // A used code is not accepted again.
    expect((await ctx.call('me/mobile/confirm', { mobile: newNumber, code }, here)).statusCode).toBe(422);
  });

  it('me/mobile: refused cases — no token, bad input, own number, a number in use, no or expired code, too many wrong tries', async () => {
    const me = mates[1]!;
    const token = await ctx.signIn(me.mobile_number);
    expect((await ctx.call('me/mobile/request-code', { mobile: '9012300002' })).statusCode).toBe(401);
    expect((await ctx.call('me/mobile/confirm', { mobile: '9012300002', code: '123456' })).statusCode).toBe(401);
    const bad = await ctx.call('me/mobile/request-code', { mobile: '12345' }, token);
    expect(bad.statusCode).toBe(422);
    expect(bad.body.message).toContain('mobile');
    expect((await ctx.call('me/mobile/request-code', { mobile: me.mobile_number }, token)).statusCode).toBe(422);
    const taken = await ctx.call('me/mobile/request-code', { mobile: DEMO_MANAGER_MOBILE }, token);
    expect(taken.statusCode).toBe(409);
    expect(textsTo(DEMO_MANAGER_MOBILE).filter((m) => m.text.includes('login.'))).toEqual([]);
    expect((await ctx.call('me/mobile/confirm', { mobile: '9012300002', code: '123456' }, token)).statusCode).toBe(422);

    expect((await ctx.call('me/mobile/request-code', { mobile: '9012300002' }, token)).statusCode).toBe(200);
    const code = ctx.sms.lastCode('9012300002')!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MOBILE_CHANGE_POLICY.wrongTries; i++) {
      expect((await ctx.call('me/mobile/confirm', { mobile: '9012300002', code: wrongCode }, token)).statusCode).toBe(422);
    }
    const spent = await ctx.call('me/mobile/confirm', { mobile: '9012300002', code }, token);
    expect(spent.statusCode).toBe(422);
    expect(spent.body.message).toContain('Too many wrong tries');

    ctx.clock.advance(MINUTE);
    expect((await ctx.call('me/mobile/request-code', { mobile: '9012300002' }, token)).statusCode).toBe(200);
    const late = ctx.sms.lastCode('9012300002')!;
    ctx.clock.advance(MOBILE_CHANGE_POLICY.codeLifetimeMs + 1000);
    const expired = await ctx.call('me/mobile/confirm', { mobile: '9012300002', code: late }, token);
    expect(expired.statusCode).toBe(422);
    expect(expired.body.message).toContain('expired');
    expect(await mobileOf(me.id)).toBe(me.mobile_number);
  });

  it('me/mobile: SMS to a number stay within 30 s apart, 5 an hour, 10 a day (login codes count too)', async () => {
    const me = mates[2]!;
    const token = await ctx.signIn(me.mobile_number);
    const target = '9012300003';
    expect((await ctx.call('me/mobile/request-code', { mobile: target }, token)).statusCode).toBe(200);
    const soon = await ctx.call('me/mobile/request-code', { mobile: target }, token);
    expect(soon.statusCode).toBe(429);
    expect(soon.body.message).toMatch(/wait \d+ seconds/);
    let sent = 1;
    // Per member: at most 5 requests an hour, so spread them over hours; the number's own caps bite first within an hour.
    for (let i = 0; i < 4; i++) {
      ctx.clock.advance(31 * 1000);
      expect((await ctx.call('me/mobile/request-code', { mobile: target }, token)).statusCode).toBe(200);
      sent++;
    }
    ctx.clock.advance(31 * 1000);
    expect((await ctx.call('me/mobile/request-code', { mobile: target }, token)).statusCode).toBe(429);
    for (let hour = 0; hour < 2; hour++) {
      ctx.clock.advance(HOUR);
      for (let i = 0; i < 5 && sent < 10; i++) {
        ctx.clock.advance(31 * 1000);
        const res = await ctx.call('me/mobile/request-code', { mobile: target }, token);
        expect(res.statusCode, `sms ${sent + 1}`).toBe(200);
        sent++;
      }
    }
    ctx.clock.advance(HOUR);
    expect((await ctx.call('me/mobile/request-code', { mobile: target }, token)).statusCode).toBe(429);
    expect(textsTo(target)).toHaveLength(10);
    ctx.clock.advance(DAY);
    expect((await ctx.call('me/mobile/request-code', { mobile: target }, token)).statusCode).toBe(200);
  });

  // ------------------------------------------------------------------ 11. contact corrections

  it('update_mobile_number: the old number is told; a co-manager’s or a district admin’s number is for district admins only', async () => {
    const plain = mates[3]!;
    const coManager = mates[4]!;
    const adminMate = mates[5]!;
    await ctx.db.insertInto('club_managers').values({ club_id: manager.club_id, member_id: coManager.id }).execute();
    await grantAdmin(adminMate.id);
    const managerToken = await ctx.signIn(DEMO_MANAGER_MOBILE);

    const before = textsTo(plain.mobile_number).length;
    const changed = await ctx.call('update_mobile_number', { member_id: plain.id, new_mobile: '9012300004' }, managerToken);
    expect(changed.statusCode).toBe(200);
    const notice = textsTo(plain.mobile_number).slice(before);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain('******0004');

    for (const t of [coManager, adminMate]) {
      const res = await ctx.call('update_mobile_number', { member_id: t.id, new_mobile: '9012300005' }, managerToken);
      expect(res.statusCode).toBe(403);
      expect(res.body.message).toContain('district admin');
      expect(await mobileOf(t.id)).toBe(t.mobile_number);
      expect(textsTo(t.mobile_number).filter((m) => m.text.includes('was changed'))).toEqual([]);
    }
    // A district admin of another club may correct them.
    const districtAdmin = others[0]!;
    await grantAdmin(districtAdmin.id);
    const adminToken = await ctx.signIn(districtAdmin.mobile_number);
    const coToken = await ctx.signIn(coManager.mobile_number);
    const fixed = await ctx.call('update_mobile_number', { member_id: coManager.id, new_mobile: '9012300005' }, adminToken);
    expect(fixed.statusCode).toBe(200);
    expect(await mobileOf(coManager.id)).toBe('9012300005');
    expect(await ok(coToken)).toBe(401);
    expect(textsTo(coManager.mobile_number).filter((m) => m.text.includes('was changed'))).toHaveLength(1);
  });

  // ------------------------------------------------------------------ 12. sessions

  it('deactivation revokes sessions for good: reactivating the member does not revive an old token', async () => {
    const m = mates[6]!;
    const token = await ctx.signIn(m.mobile_number);
    expect(await ok(token)).toBe(200);
    await ctx.db.updateTable('members').set({ is_active: 0 }).where('id', '=', m.id).execute();
    await ctx.db.updateTable('members').set({ is_active: 1 }).where('id', '=', m.id).execute();
    expect(await ok(token)).toBe(401);
    const rows = await ctx.db.selectFrom('sessions').select('revoked_at').where('member_id', '=', m.id).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.revoked_at).not.toBeNull();
    expect(await ok(await ctx.signIn(m.mobile_number))).toBe(200);
  });

  it('idle timeout: 14 days unused ends a session; use keeps it alive, recorded at most once an hour', async () => {
    expect(SESSION_POLICY.idleTimeoutMs).toBe(14 * DAY);
    const m = mates[7]!;
    const kept = await ctx.signIn(m.mobile_number);
    const idle = await ctx.signIn(m.mobile_number);
    /** Both sessions' last use, `kept` first (signed in first). */
    const lastUsed = () => ctx.db.selectFrom('sessions').select(['id', 'last_used_at']).where('member_id', '=', m.id).orderBy('id').execute();
    ctx.clock.advance(10 * DAY);
    expect(await ok(kept)).toBe(200);
    const afterFirst = await lastUsed();
    expect(afterFirst[0]!.last_used_at).toBe(ctx.clock.now().toISOString());
    ctx.clock.advance(10 * MINUTE);
    expect(await ok(kept)).toBe(200);
    expect(await lastUsed()).toEqual(afterFirst); // no write within the hour
    ctx.clock.advance(4 * DAY);
    expect(await ok(idle)).toBe(401); // 14 days and 10 minutes unused
    expect(await ok(kept)).toBe(200); // used 4 days ago
    ctx.clock.advance(14 * DAY - MINUTE);
    expect(await ok(kept)).toBe(200);
    // Still inside the 30-day absolute lifetime (28 days); past it, use does not help.
    ctx.clock.advance(2 * DAY + MINUTE);
    expect(await ok(kept)).toBe(401);
  });

  it('me/sessions/revoke-all: every session of the member ends, this one included; others’ sessions stay', async () => {
    const m = mates[8]!;
    const a = await ctx.signIn(m.mobile_number);
    const b = await ctx.signIn(m.mobile_number);
    const someoneElse = await ctx.signIn(mates[9]!.mobile_number);
    expect((await ctx.call('me/sessions/revoke-all', {})).statusCode).toBe(401);
    const res = await ctx.call('me/sessions/revoke-all', {}, a);
    expect(res.statusCode).toBe(200);
    expect(res.body.revoked).toBe(2);
    expect(await ok(a)).toBe(401);
    expect(await ok(b)).toBe(401);
    expect(await ok(someoneElse)).toBe(200);
  });

  // ------------------------------------------------------------------ 13. read limits

  it('read limits: past 100 member profiles or 100 list pages an hour a clear 429; outliers listed for district admins only', async () => {
    const reader = others[1]!;
    const token = await ctx.signIn(reader.mobile_number);
    ctx.clock.advance(HOUR); // a fresh hour
    const ids = mates.map((m) => m.id);
    for (let i = 0; i < READ_LIMITS.member_details; i++) {
      const res = await ctx.call('get_member_details', { member_idd: ids[i % ids.length] }, token);
      expect(res.statusCode, `read ${i + 1}`).toBe(200);
    }
    const refused = await ctx.call('get_member_details', { member_idd: ids[0] }, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toEqual({ status: false, message: READ_LIMIT_MESSAGE, retryAfterSeconds: expect.any(Number) });
    // The wait is what is left of the hour, so the phone knows when to try again.
    const wait = (refused.body as unknown as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect((await ctx.call('get_member_details', { member_idd: ids[1] }, token)).statusCode).toBe(429);
    // Someone else is not affected.
    const other = await ctx.signIn(others[2]!.mobile_number);
    expect((await ctx.call('get_member_details', { member_idd: ids[0] }, other)).statusCode).toBe(200);
    for (let page = 1; page <= READ_LIMITS.member_list; page++) {
      expect((await ctx.call('get_members', { page: (page % 5) + 1 }, token)).statusCode).toBe(200);
    }
    expect((await ctx.call('get_members', { page: 1 }, token)).statusCode).toBe(429);

    // Outliers: district admins only.
    expect((await ctx.call('admin/read-outliers', { page: 1 }, token)).statusCode).toBe(403);
    expect((await ctx.call('admin/read-outliers', { page: 1 }, await ctx.signIn(DEMO_MANAGER_MOBILE))).statusCode).toBe(403);
    expect((await ctx.call('admin/read-outliers', { page: 1 })).statusCode).toBe(401);
    const admin = others[3]!;
    await grantAdmin(admin.id);
    const list = await ctx.call('admin/read-outliers', { page: 1 }, await ctx.signIn(admin.mobile_number));
    expect(list.statusCode).toBe(200);
    const mine = list.body.data.filter((o) => o.memberId === reader.id);
    expect(mine.map((o) => [o.kind, o.refused, o.limitPerHour]).sort()).toEqual([
      ['member_details', 2, READ_LIMITS.member_details],
      ['member_list', 1, READ_LIMITS.member_list],
    ]);
    expect(list.body.data.some((o) => o.memberId === others[2]!.id)).toBe(false);

    // The next hour reads again.
    ctx.clock.advance(HOUR);
    expect((await ctx.call('get_member_details', { member_idd: ids[0] }, token)).statusCode).toBe(200);
  });
});
