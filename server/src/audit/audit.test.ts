/**
 * The audit log (docs/security.md): append-only in the database (triggers of migration 0015),
 * members' own profile and business edits audited with the member as actor, and an erasure that
 * blanks the values of the erased member's earlier rows (who, which field, when stay) and records
 * the request itself as an event.
 */
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { MemberProfile } from '@d320b/contract';
import { DEMO_ADMIN_MOBILE, DEMO_MANAGER_MOBILE } from '../demo/index.js';
import { describeEachDb } from '../test/harness.js';
import { profileForm } from '../test/profile-form.js';
import { csvFile } from '../modules/roster/test-fixtures.js';
import { blankValuesOf, clearForDemoReset } from './index.js';

describeEachDb('audit log', (ctx) => {
  let admin: string;
  let manager: string;
  /** A plain member of the demo manager's club, edited by everyone in these tests and then erased. */
  let subject: { id: number; name: string; mobile: string; clubId: number; membershipNumber: string | null; token: string };

  const rowsAbout = (id: number) =>
    ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', 'in', ['member', 'member_privacy', 'member_business'])
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();

  const refused = async (work: () => Promise<unknown>) => {
    const error = await work().then(
      () => null,
      (err: unknown) => err as Error,
    );
    expect(error, 'the database accepted a change of the audit log').not.toBeNull();
    expect(String(error!.message)).toMatch(/append-only/);
  };

  beforeAll(async () => {
    admin = await ctx.signIn(DEMO_ADMIN_MOBILE);
    manager = await ctx.signIn(DEMO_MANAGER_MOBILE);
    const club = await ctx.db.selectFrom('members').select('club_id').where('mobile_number', '=', DEMO_MANAGER_MOBILE).executeTakeFirstOrThrow();
    const row = await ctx.db
      .selectFrom('members')
      .select(['id', 'name', 'mobile_number', 'membership_number'])
      .where('club_id', '=', club.club_id)
      .where('is_active', '=', 1)
      .where('mobile_number', 'not in', [DEMO_MANAGER_MOBILE, DEMO_ADMIN_MOBILE])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    subject = {
      id: row.id,
      name: row.name,
      mobile: row.mobile_number,
      clubId: club.club_id,
      membershipNumber: row.membership_number,
      token: await ctx.signIn(row.mobile_number),
    };
  });

  it('refuses UPDATE, DELETE (and TRUNCATE) of audit rows in the database itself', async () => {
    // A row to try it on: a change of a club's record by its admin.
    const club = await ctx.call('admin/clubs/get', { club_id: subject.clubId }, manager);
    const saved = await ctx.call('admin/clubs/update', { club_id: subject.clubId, name: club.body.data.name, meetsOn: 'Every Friday' }, manager);
    expect(saved.statusCode, saved.body.message).toBe(200);
    const row = await ctx.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    const count = async () => Number((await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();

    await refused(() => ctx.db.updateTable('audit_log').set({ new_value: 'forged' }).where('id', '=', row.id).execute());
    await refused(() => ctx.db.updateTable('audit_log').set({ actor_id: null }).where('id', '=', row.id).execute());
    await refused(() => ctx.db.deleteFrom('audit_log').where('id', '=', row.id).execute());
    await refused(() => ctx.db.deleteFrom('audit_log').execute());
    // Blanking values is an erasure's alone: refused for a club row and for a member not erased.
    await refused(() => ctx.db.updateTable('audit_log').set({ old_value: null, new_value: null }).where('id', '=', row.id).execute());
    await refused(() => blankValuesOf(ctx.db, subject.id).then((n) => (n === 0 ? Promise.reject(new Error('nothing to blank: append-only not tested')) : n)));
    if (ctx.dbKind === 'postgres') await refused(() => sql`TRUNCATE audit_log`.execute(ctx.db));
    // A refused change inside a transaction rolls the whole write back.
    await refused(() =>
      ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('clubs').set({ meets_on: 'rolled back' }).where('id', '=', subject.clubId).execute();
        await trx.deleteFrom('audit_log').where('id', '=', row.id).execute();
      }),
    );
    expect((await ctx.db.selectFrom('clubs').select('meets_on').where('id', '=', subject.clubId).executeTakeFirstOrThrow()).meets_on).toBe('Every Friday');
    expect(await count()).toBe(before);
    expect(await ctx.db.selectFrom('audit_log').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()).toEqual(row);
  });

  it('a member’s own profile edits are audited field by field with the member as actor', async () => {
    const profile = (await ctx.call('get-profile-details', {}, subject.token)).body.data as MemberProfile;
    const res = await ctx.upload(
      'update_member_profile',
      profileForm(profile, { profession: 'Retired teacher', postalAddress: '12 Temple Street, Guntur', emailAddress: 'own.edit@example.com' }),
      {},
      subject.token,
    );
    expect(res.statusCode, res.body.message).toBe(200);
    const rows = (await rowsAbout(subject.id)).filter((r) => r.action === 'update' && r.actor_id === subject.id);
    // (The form also carries the other fields as the screen shows them; a field the member did not touch is not listed.)
    expect(rows.map((r) => r.field)).toEqual(expect.arrayContaining(['email', 'postal_address', 'profession']));
    expect(rows.map((r) => r.field)).not.toContain('name');
    expect(rows.every((r) => r.actor_role === 'member' && r.entity === 'member' && r.request_id)).toBe(true);
    expect(rows.find((r) => r.field === 'postal_address')).toMatchObject({ old_value: profile.postalAddress || null, new_value: '12 Temple Street, Guntur' });
    // Saving the same form again changes nothing and writes nothing.
    const again = (await ctx.call('get-profile-details', {}, subject.token)).body.data as MemberProfile;
    const count = (await rowsAbout(subject.id)).length;
    expect((await ctx.upload('update_member_profile', profileForm(again), {}, subject.token)).statusCode).toBe(200);
    expect((await rowsAbout(subject.id)).length).toBe(count);
  });

  it('a member’s own business listing is audited with the member as actor', async () => {
    const category = await ctx.db.selectFrom('business_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    await ctx.db.deleteFrom('businesses').where('member_id', '=', subject.id).execute();
    const form = { brCategory: category.id, brTitle: 'Sri Lakshmi Traders', brDescription: 'Wholesale rice.', brWebSiteAddr: 'lakshmitraders.in' };
    expect((await ctx.upload('add_business_profile', form, {}, subject.token)).statusCode).toBe(200);
    expect((await ctx.upload('update_business_profile', { ...form, brTitle: 'Lakshmi Rice Traders' }, {}, subject.token)).statusCode).toBe(200);
    const rows = (await rowsAbout(subject.id)).filter((r) => r.entity === 'member_business');
    expect(rows.filter((r) => r.action === 'create').map((r) => r.field).sort()).toEqual(['category_id', 'description', 'title', 'website']);
    expect(rows.filter((r) => r.action === 'update')).toEqual([
      expect.objectContaining({ field: 'title', old_value: 'Sri Lakshmi Traders', new_value: 'Lakshmi Rice Traders', actor_id: subject.id, actor_role: 'member' }),
    ]);
  });

  it('an erasure blanks the values of the member’s earlier rows (who, which field, when stay) and records the request', async () => {
    // More history: an admin's edit, an import row, a privacy choice, a contact correction.
    const adminEdit = await ctx.call('admin/members/update', { member_id: subject.id, name: subject.name, mobile: subject.mobile, spouse: 'Sita' }, manager);
    expect(adminEdit.statusCode, adminEdit.body.message).toBe(200);
    const clubName = (await ctx.db.selectFrom('clubs').select('name').where('id', '=', subject.clubId).executeTakeFirstOrThrow()).name;
    const preview = await ctx.upload(
      'admin/roster/preview',
      {},
      {
        file: {
          data: csvFile([['Membership Number', 'Name', 'Club Name', 'Mobile', 'Birth Date'], [subject.membershipNumber ?? '', subject.name, clubName, subject.mobile, '1955-03-14']]),
          filename: 'one.csv',
          type: 'text/csv',
        },
      },
      manager,
    );
    expect(preview.body.data.updates.map((u) => u.memberId), preview.body.message).toEqual([subject.id]);
    expect((await ctx.call('admin/roster/apply', { previewId: preview.body.data.previewId }, manager)).statusCode).toBe(200);
    expect((await ctx.call('me/privacy/save', { mobile: 'club', phone: 'club', email: 'district', birthday: 'nobody', marriage: 'district', address: 'club', spouse: 'district' }, subject.token)).statusCode).toBe(200);
    expect((await ctx.call('update_mobile_number', { member_id: subject.id, new_mobile: subject.mobile, new_email: 'corrected@example.com' }, manager)).statusCode).toBe(200);

    const before = await rowsAbout(subject.id);
    const personal = ['Retired teacher', '12 Temple Street, Guntur', 'own.edit@example.com', 'corrected@example.com', 'Sita', '1955-03-14', 'Lakshmi Rice Traders'];
    for (const value of personal) expect(JSON.stringify(before), value).toContain(value);

    // The request is an event of its own, by the member.
    expect((await ctx.call('me/erasure-request', { confirm: true }, subject.token)).statusCode).toBe(200);
    const request = (await rowsAbout(subject.id)).filter((r) => r.action === 'erasure_request');
    expect(request).toEqual([expect.objectContaining({ actor_id: subject.id, actor_role: 'member', entity: 'member', field: null })]);
    // Asking twice keeps the first request and its one event.
    expect((await ctx.call('me/erasure-request', { confirm: true }, subject.token)).statusCode).toBe(200);
    expect((await rowsAbout(subject.id)).filter((r) => r.action === 'erasure_request')).toHaveLength(1);

    const open = await ctx.db.selectFrom('erasure_requests').select('id').where('member_id', '=', subject.id).where('completed_at', 'is', null).executeTakeFirstOrThrow();
    const done = await ctx.call('admin/erasure-requests/complete', { id: open.id }, admin);
    expect(done.statusCode, done.body.message).toBe(200);

    const after = await rowsAbout(subject.id);
    // Every earlier row is still there, with its who, which field and when.
    const kept = (r: (typeof after)[number]) => ({ id: r.id, event: r.event_id, actor: r.actor_id, role: r.actor_role, action: r.action, entity: r.entity, field: r.field, at: r.created_at });
    expect(after.slice(0, before.length + 1).map(kept)).toEqual([...before, ...request].map(kept));
    // Only club and active state keep their values; nothing personal is left.
    const valued = after.filter((r) => r.old_value !== null || r.new_value !== null);
    expect(valued.length).toBeGreaterThan(0);
    expect(valued.filter((r) => r.field !== 'club_id' && r.field !== 'is_active')).toEqual([]);
    for (const value of [...personal, subject.mobile]) expect(JSON.stringify(after), value).not.toContain(value);
    // The erase event closes the history.
    expect(after.filter((r) => r.action === 'erase').length).toBeGreaterThan(0);
    // Contact corrections keep who and when.
    const corrections = await ctx.db.selectFrom('contact_changes').selectAll().where('member_id', '=', subject.id).execute();
    expect(corrections.length).toBeGreaterThan(0);
    expect(corrections.every((c) => c.old_mobile === null && c.new_mobile === null && c.old_email === null && c.new_email === null)).toBe(true);

    // Even now, an ordinary change of those rows is refused.
    await refused(() => ctx.db.updateTable('audit_log').set({ new_value: 'back' }).where('id', '=', after[0]!.id).execute());
    await refused(() => ctx.db.deleteFrom('audit_log').where('entity_id', '=', subject.id).execute());
  });

  it('the demo reset (never in production) empties the log, and the guard is back afterwards', async () => {
    expect((await ctx.db.selectFrom('audit_log').select('id').execute()).length).toBeGreaterThan(0);
    await ctx.db.transaction().execute((trx) => clearForDemoReset(trx));
    expect(await ctx.db.selectFrom('audit_log').select('id').execute()).toEqual([]);
    expect((await ctx.call('admin/clubs/update', { club_id: subject.clubId, name: (await ctx.call('admin/clubs/get', { club_id: subject.clubId }, manager)).body.data.name, meetsOn: 'Every Monday' }, manager)).statusCode).toBe(200);
    const row = await ctx.db.selectFrom('audit_log').select('id').executeTakeFirstOrThrow();
    await refused(() => ctx.db.deleteFrom('audit_log').where('id', '=', row.id).execute());
    await refused(() => ctx.db.updateTable('audit_log').set({ field: 'x' }).where('id', '=', row.id).execute());
  });
});
