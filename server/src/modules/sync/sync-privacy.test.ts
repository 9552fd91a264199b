/**
 * The offline copy honours per-field privacy (docs/product.md §3.3): a member's hidden
 * fields never reach another member's phone, a change of the choice reaches the next delta, and
 * the member themself and district admins still get every field.
 */
import { beforeAll, expect, it } from 'vitest';
import { calls, type SyncData } from '@d320b/contract';
import { DEMO_ADMIN_MOBILE, DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import { describeEachDb } from '../../test/harness.js';

type MemberRow = NonNullable<SyncData['m']>[number];

describeEachDb('sync/delta and per-field privacy', (ctx) => {
  let viewer: string;
  let admin: string;
  let owner: { id: number; mobile_number: string; date_of_birth: string | null; email: string | null };
  let ownerToken: string;

  beforeAll(async () => {
    viewer = await ctx.signIn(DEMO_MEMBER_MOBILE);
    admin = await ctx.signIn(DEMO_ADMIN_MOBILE);
    const me = await ctx.db.selectFrom('members').select('club_id').where('mobile_number', '=', DEMO_MEMBER_MOBILE).executeTakeFirstOrThrow();
    // A member of another club who manages nothing and has a birthday and an e-mail on file.
    owner = await ctx.db
      .selectFrom('members')
      .select(['id', 'mobile_number', 'date_of_birth', 'email'])
      .where('is_active', '=', 1)
      .where('club_id', '!=', me.club_id)
      .where('date_of_birth', 'is not', null)
      .where('email', 'is not', null)
      .where('id', 'not in', ctx.db.selectFrom('club_managers').select('member_id'))
      .where('id', 'not in', ctx.db.selectFrom('district_admins').select('member_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    ownerToken = await ctx.signIn(owner.mobile_number);
  });

  /** Every page from `cursor` on; answers the owner's row (if sent) and the final cursor. */
  async function syncOwner(token: string, cursor?: string): Promise<{ row: MemberRow | undefined; cursor: string }> {
    let row: MemberRow | undefined;
    let next = cursor;
    for (let i = 0; i < 50; i += 1) {
      const res = await ctx.call('sync/delta', next ? { cursor: next } : {}, token);
      expect(res.statusCode).toBe(200);
      expect(calls['sync/delta'].response.safeParse(res.body).error).toBeUndefined();
      row = res.body.data.m?.find((m) => m.i === owner.id) ?? row;
      next = res.body.cursor;
      if (!res.body.more) break;
    }
    return { row, cursor: next! };
  }

  it('hides what the member chose to hide, in the next delta, but not from themself or a district admin', async () => {
    const first = await syncOwner(viewer);
    expect(first.row).toMatchObject({ mo: owner.mobile_number, b: owner.date_of_birth, e: owner.email });

    const saved = await ctx.call(
      'me/privacy/save',
      { mobile: 'nobody', phone: 'district', email: 'club', birthday: 'nobody', marriage: 'district', address: 'district', spouse: 'district' },
      ownerToken,
    );
    expect(saved.statusCode).toBe(200);

    // The choice is a change of the member: it comes in the viewer's next delta, fields emptied.
    const next = await syncOwner(viewer, first.cursor);
    expect(next.row).toBeDefined();
    expect(next.row).toMatchObject({ mo: '', b: null, e: null });
    expect(next.row!.n.length).toBeGreaterThan(0);

    const own = await syncOwner(ownerToken);
    expect(own.row).toMatchObject({ mo: owner.mobile_number, b: owner.date_of_birth, e: owner.email });
    const office = await syncOwner(admin);
    expect(office.row).toMatchObject({ mo: owner.mobile_number, b: owner.date_of_birth, e: owner.email });
  });
});
