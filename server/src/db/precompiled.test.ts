import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.js';
import { precompiled } from './precompiled.js';

describe('precompiled queries', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ db: 'sqlite', district: { clubs: 4, members: 100 } });
  });
  afterAll(async () => ctx.close());

  it('compile once and answer for each argument what the built query answers', async () => {
    const byMobile = precompiled((db, mobile) => db.selectFrom('members').select(['id', 'name']).where('mobile_number', '=', mobile));
    const members = await ctx.db.selectFrom('members').select(['id', 'name', 'mobile_number']).orderBy('id').limit(3).execute();
    for (const m of members) expect(await byMobile(ctx.db, m.mobile_number)).toEqual([{ id: m.id, name: m.name }]);
    expect(await byMobile(ctx.db, '0000000000')).toEqual([]);
  });

  it('refuse a query that does not use its argument', async () => {
    const broken = precompiled((db) => db.selectFrom('members').select('id').where('id', '=', 1));
    await expect(broken(ctx.db, 'x')).rejects.toThrow('does not use its argument');
  });
});
