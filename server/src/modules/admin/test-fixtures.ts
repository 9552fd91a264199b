/** Test-only: the five actors of the admin API tests (nothing in the app imports this). */
import { DEMO_ADMIN_MOBILE, DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import type { TestContext } from '../../test/harness.js';

type Actor = 'member' | 'otherClubAdmin' | 'clubAdmin' | 'districtAdmin';

export interface Fixture {
  tokens: Record<Actor, string>;
  /** The club the "club admin" administers (the demo manager's club 2). */
  clubId: number;
  otherClubId: number;
  /** Active members of club 2 other than the demo manager. */
  targets: { id: number; name: string; mobile: string }[];
  currentYearId: number;
}

/** Signs in the five actors; the "other club" admin is a club-4 member made its admin. */
export async function adminFixture(ctx: TestContext): Promise<Fixture> {
  const other = await ctx.db.selectFrom('members').select(['id', 'mobile_number']).where('club_id', '=', 4).where('is_active', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
  await ctx.db.insertInto('club_managers').values({ club_id: 4, member_id: other.id }).onConflict((oc) => oc.doNothing()).execute();
  const manager = await ctx.db.selectFrom('members').select('id').where('mobile_number', '=', DEMO_MANAGER_MOBILE).executeTakeFirstOrThrow();
  const targets = await ctx.db
    .selectFrom('members')
    .select(['id', 'name', 'mobile_number as mobile'])
    .where('club_id', '=', 2)
    .where('is_active', '=', 1)
    .where('id', '!=', manager.id)
    .orderBy('id', 'desc')
    .limit(6)
    .execute();
  const year = await ctx.db.selectFrom('academic_years').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow();
  return {
    tokens: {
      member: await ctx.signIn(DEMO_MEMBER_MOBILE),
      otherClubAdmin: await ctx.signIn(other.mobile_number),
      clubAdmin: await ctx.signIn(DEMO_MANAGER_MOBILE),
      districtAdmin: await ctx.signIn(DEMO_ADMIN_MOBILE),
    },
    clubId: 2,
    otherClubId: 4,
    targets,
    currentYearId: year.id,
  };
}

