/**
 * Bulk actions of the console's member list: each member is checked on its own (the admin's clubs,
 * the same rules as the one-member calls), refusals are answered per member and write nothing.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness.js';
import { adminFixture, type Fixture } from './test-fixtures.js';

describeEachDb('admin members bulk', (ctx) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await adminFixture(ctx);
  });

  const memberRow = (id: number) => ctx.db.selectFrom('members').select(['id', 'club_id', 'is_active']).where('id', '=', id).executeTakeFirstOrThrow();
  const auditCount = async () => Number((await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('refuses members and anonymous callers, and bad requests with the field named', async () => {
    const ids = [f.targets[0]!.id];
    expect((await ctx.call('admin/members/bulk', { action: 'deactivate', member_ids: ids })).statusCode).toBe(401);
    expect((await ctx.call('admin/members/bulk', { action: 'deactivate', member_ids: ids }, f.tokens.member)).statusCode).toBe(403);
    const noClub = await ctx.call('admin/members/bulk', { action: 'move', member_ids: ids }, f.tokens.districtAdmin);
    expect(noClub.statusCode).toBe(422);
    expect(noClub.body.message).toMatch(/^club_id: required to move members/);
    const tooMany = await ctx.call('admin/members/bulk', { action: 'deactivate', member_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, f.tokens.districtAdmin);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.body.message).toMatch(/at most 100 members/);
    expect((await ctx.call('admin/members/bulk', { action: 'deactivate', member_ids: [] }, f.tokens.districtAdmin)).statusCode).toBe(422);
  });

  it('lets a club admin change only members of their own club, member by member', async () => {
    const own = f.targets.slice(0, 2).map((t) => t.id);
    const foreign = await ctx.db.selectFrom('members').select('id').where('club_id', '=', 5).where('is_active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const before = await auditCount();
    const res = await ctx.call('admin/members/bulk', { action: 'deactivate', member_ids: [...own, foreign.id, 999_999] }, f.tokens.clubAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ done: 2, refused: 2 });
    const byId = new Map(res.body.data.results.map((r) => [r.memberId, r]));
    expect(byId.get(own[0]!)).toMatchObject({ ok: true, name: f.targets[0]!.name });
    // Another club's member: refused, and not even named.
    expect(byId.get(foreign.id)).toEqual({ memberId: foreign.id, name: '', ok: false, message: 'Only an admin of this club can do this.' });
    // An unknown id answers as another club's member does: a club admin learns nothing from it.
    expect(byId.get(999_999)).toEqual({ memberId: 999_999, name: '', ok: false, message: 'Only an admin of this club can do this.' });
    expect((await memberRow(foreign.id)).is_active).toBe(1);
    for (const id of own) expect((await memberRow(id)).is_active).toBe(0);
    expect(await auditCount()).toBe(before + 2);

    // Another club's admin gets every one of them refused, and nothing changes.
    const other = await ctx.call('admin/members/bulk', { action: 'reactivate', member_ids: own }, f.tokens.otherClubAdmin);
    expect(other.body.data).toMatchObject({ done: 0, refused: 2 });
    for (const id of own) expect((await memberRow(id)).is_active).toBe(0);

    const back = await ctx.call('admin/members/bulk', { action: 'reactivate', member_ids: own }, f.tokens.clubAdmin);
    expect(back.body.data).toMatchObject({ done: 2, refused: 0 });
    for (const id of own) expect((await memberRow(id)).is_active).toBe(1);
  });

  it('moves members for a district admin, and refuses a club admin moving them into a club not theirs', async () => {
    const ids = f.targets.slice(2, 4).map((t) => t.id);
    const refused = await ctx.call('admin/members/bulk', { action: 'move', member_ids: ids, club_id: f.otherClubId }, f.tokens.clubAdmin);
    expect(refused.body.data).toMatchObject({ done: 0, refused: 2 });
    for (const id of ids) expect((await memberRow(id)).club_id).toBe(f.clubId);

    const moved = await ctx.call('admin/members/bulk', { action: 'move', member_ids: ids, club_id: f.otherClubId }, f.tokens.districtAdmin);
    expect(moved.statusCode).toBe(200);
    expect(moved.body.message).toBe('2 of 2 members changed.');
    for (const id of ids) expect((await memberRow(id)).club_id).toBe(f.otherClubId);
    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'entity_id']).where('entity_id', 'in', ids).where('action', '=', 'move').execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    await ctx.call('admin/members/bulk', { action: 'move', member_ids: ids, club_id: f.clubId }, f.tokens.districtAdmin);
  });
});
