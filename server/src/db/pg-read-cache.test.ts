/**
 * The read cache on PostgreSQL (db/pg-read-cache.ts) never answers from before a change: writes by
 * another connection, writes through the app, rolled-back transactions, seen through the API.
 */
import pg from 'pg';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../test/harness.js';

describe.each(testDatabases().filter((k) => k === 'postgres'))('read cache through the API [%s]', (kind) => {
  let ctx: TestContext;
  let other: pg.Client;
  beforeEach(async () => {
    ctx = await createTestContext({ db: kind, district: { clubs: 4, members: 100 } });
    if (ctx.config.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    // Another server or a CLI writing to the same database.
    other = new pg.Client({ connectionString: ctx.config.database.url });
    await other.connect();
  });
  afterEach(async () => {
    await other.end();
    await ctx.close();
  });

  const regionNames = async (token: string) => {
    const res = await ctx.call('get_regions', {}, token);
    expect(res.statusCode).toBe(200);
    return res.body.data.map((r) => r.region_name);
  };

  it('a region renamed by another connection shows on the very next call', async () => {
    const token = await ctx.signIn();
    const before = await regionNames(token);
    expect(await regionNames(token)).toEqual(before);
    await other.query("update regions set name = name || ' (renamed)'");
    expect(await regionNames(token)).toEqual(before.map((name) => `${name} (renamed)`));
  });

  it('a session revoked by another connection ends at once', async () => {
    const token = await ctx.signIn();
    expect((await ctx.call('get_regions', {}, token)).statusCode).toBe(200);
    await other.query('update sessions set revoked_at = $1 where revoked_at is null', [new Date().toISOString()]);
    expect((await ctx.call('get_regions', {}, token)).statusCode).toBe(401);
  });

  it('a change inside a transaction left open by another connection shows only once committed', async () => {
    const token = await ctx.signIn();
    const before = await regionNames(token);
    await other.query('begin');
    await other.query("update regions set name = name || ' (pending)'");
    expect(await regionNames(token)).toEqual(before);
    await other.query('commit');
    expect(await regionNames(token)).toEqual(before.map((name) => `${name} (pending)`));
  });

  it('a write rolled back by the app leaves no trace in later answers', async () => {
    const token = await ctx.signIn();
    const before = await regionNames(token);
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('regions').set({ name: 'Never saved' }).execute();
        const inside = await sql<{ name: string }>`select name from regions`.execute(trx);
        expect(inside.rows.every((r) => r.name === 'Never saved')).toBe(true);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await regionNames(token)).toEqual(before);
  });
});
