/**
 * The read caches (db/read-cache.ts on SQLite, db/pg-read-cache.ts on PostgreSQL) never answer from
 * before a change: writes through the app, writes by another process or connection, transactions
 * left open or rolled back, seen through the API. Plus the cache's own bounds and its frozen rows.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, testDatabases, type TestContext } from '../test/harness.js';
import { READ_CACHE_LIMITS, ReadCache } from './read-cache.js';

/** Names of the current year's regions, as a member's app reads them. */
async function regionNames(ctx: TestContext, token: string): Promise<string[]> {
  const res = await ctx.call('get_regions', {}, token);
  expect(res.statusCode).toBe(200);
  return res.body.data.map((r) => r.region_name);
}

describe('read cache, through the API on SQLite', () => {
  let ctx: TestContext;
  let other: SQLite.Database;
  beforeEach(async () => {
    ctx = await createTestContext({ db: 'sqlite', district: { clubs: 4, members: 100 } });
    // Another process's connection to the same file (a CLI import, a second server).
    other = new SQLite(path.join(ctx.dataDir, 'test.sqlite'));
    other.pragma('busy_timeout = 5000');
  });
  afterEach(async () => {
    other.close();
    await ctx.close();
  });


  it('a region renamed by another process shows on the very next call', async () => {
    const token = await ctx.signIn();
    const before = await regionNames(ctx, token);
    expect(await regionNames(ctx, token)).toEqual(before);
    other.prepare("update regions set name = name || ' (renamed)'").run();
    expect(await regionNames(ctx, token)).toEqual(before.map((name) => `${name} (renamed)`));
  });

  it('a session revoked by another process ends at once; one revoked through the app too', async () => {
    const token = await ctx.signIn();
    expect((await ctx.call('get_regions', {}, token)).statusCode).toBe(200);
    other.prepare('update sessions set revoked_at = ? where revoked_at is null').run(new Date().toISOString());
    expect((await ctx.call('get_regions', {}, token)).statusCode).toBe(401);

    const again = await ctx.signIn();
    expect((await ctx.call('get_regions', {}, again)).statusCode).toBe(200);
    await ctx.db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('revoked_at', 'is', null).execute();
    expect((await ctx.call('get_regions', {}, again)).statusCode).toBe(401);
  });

  it('a session past its idle time ends although its row did not change', async () => {
    const token = await ctx.signIn();
    expect((await ctx.call('get_regions', {}, token)).statusCode).toBe(200);
    ctx.clock.advance(15 * 24 * 60 * 60 * 1000);
    expect((await ctx.call('get_regions', {}, token)).statusCode).toBe(401);
  });

  it('a district name saved by another process shows in the next answer (no waiting period)', async () => {
    const token = await ctx.signIn();
    const someone = (await ctx.db.selectFrom('members').select('id').where('is_active', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
    const details = async () => (await ctx.call('get_member_details', { member_idd: someone }, token)).body.data.get_member.distName;
    const before = await details();
    expect(await details()).toBe(before);
    other
      .prepare(`insert into district_settings (key, value, updated_at) values ('district_name', ?, ?) on conflict (key) do update set value = excluded.value`)
      .run('District 320B (renamed)', new Date().toISOString());
    expect(await details()).toBe('District 320B (renamed)');
  });

  it('a club renamed by another process shows at once in every kept list', async () => {
    const token = await ctx.signIn();
    const names = async () => (await ctx.call('get_clubs_list', { page: 1, search: '' }, token)).body.data.map((c) => c.clubName);
    const before = await names();
    expect(await names()).toEqual(before);
    other.prepare("update clubs set name = name || ' (renamed)'").run();
    expect(await names()).toEqual(before.map((n) => `${n} (renamed)`));
  });

  it('a write rolled back leaves no trace in later answers', async () => {
    const token = await ctx.signIn();
    const before = await regionNames(ctx, token);
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('regions').set({ name: 'Never saved' }).execute();
        // Read inside the transaction: sees its own write, and must not be kept.
        const inside = await sql<{ name: string }>`select name from regions`.execute(trx);
        expect(inside.rows.every((r) => r.name === 'Never saved')).toBe(true);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await regionNames(ctx, token)).toEqual(before);
  });
});

describe('ReadCache', () => {
  it('hands out frozen rows in a new array, and forgets everything on a change', () => {
    let external = 1;
    const cache = new ReadCache(() => external);
    const key = ReadCache.keyOf('select 1', [1, 'a', null])!;
    expect(cache.get(key)).toBeUndefined();
    cache.set(key, [{ a: 1 }]);
    const hit = cache.get(key)!;
    expect(hit).toEqual([{ a: 1 }]);
    expect(() => {
      (hit[0] as { a: number }).a = 2;
    }).toThrow(TypeError);
    hit.push({ a: 3 });
    expect(cache.get(key)).toEqual([{ a: 1 }]);

    cache.invalidate();
    expect(cache.get(key)).toBeUndefined();
    cache.set(key, [{ a: 1 }]);
    external = 2;
    expect(cache.get(key)).toBeUndefined();
  });

  it('does not keep rows read while another process committed', () => {
    let external = 1;
    const cache = new ReadCache(() => external);
    const key = ReadCache.keyOf('select 1', [])!;
    expect(cache.get(key)).toBeUndefined();
    external = 2; // committed while the statement ran
    cache.set(key, [{ a: 1 }]);
    expect(cache.get(key)).toBeUndefined();
  });

  it('keeps 1 and "1" apart, and does not key parameters that are not plain values', () => {
    expect(ReadCache.keyOf('q', [1])).not.toBe(ReadCache.keyOf('q', ['1']));
    expect(ReadCache.keyOf('q', [Buffer.from('x')])).toBeNull();
    expect(ReadCache.keyOf('q', [1n])).toBeNull();
  });

  it('stays within its bounds of entries and rows', () => {
    const cache = new ReadCache(() => 1, { ...READ_CACHE_LIMITS, maxEntries: 3, maxRows: 5, maxRowsPerEntry: 4 });
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ i }));
    cache.set('big', rows(5));
    expect(cache.get('big')).toBeUndefined();
    for (const k of ['a', 'b', 'c', 'd']) cache.set(k, rows(1));
    expect(cache.size).toMatchObject({ entries: 3, rows: 3 });
    expect(cache.get('a')).toBeUndefined();
    cache.set('e', rows(4));
    expect(cache.size.rows).toBeLessThanOrEqual(5);
    expect(cache.get('e')).toHaveLength(4);
  });

  it('keeps whole answers in the generation their reads began in, and ends them with the rows', () => {
    let external = 1;
    const cache = new ReadCache(() => external);
    const first = cache.lookupAnswer('a');
    expect(first.bytes).toBeUndefined();
    cache.keepAnswer('a', Buffer.from('{"n":1}'), first.stamp);
    expect(cache.lookupAnswer('a').bytes?.toString()).toBe('{"n":1}');
    // A local write ends the answer like the rows.
    cache.invalidate();
    expect(cache.lookupAnswer('a').bytes).toBeUndefined();
    // Another connection committed: gone too.
    cache.keepAnswer('a', Buffer.from('{"n":2}'), cache.lookupAnswer('a').stamp);
    external = 2;
    expect(cache.lookupAnswer('a').bytes).toBeUndefined();
  });

  it('does not keep an answer whose reads straddled a change', () => {
    const cache = new ReadCache(() => 1);
    const { stamp } = cache.lookupAnswer('a');
    cache.invalidate(); // a write landed while the handler was reading
    cache.keepAnswer('a', Buffer.from('old'), stamp);
    expect(cache.lookupAnswer('a').bytes).toBeUndefined();
  });

  it('stays within its bounds of answer bytes', () => {
    const cache = new ReadCache(() => 1, { ...READ_CACHE_LIMITS, maxAnswerBytes: 10, maxAnswerEntryBytes: 6 });
    const keep = (key: string, text: string) => cache.keepAnswer(key, Buffer.from(text), cache.lookupAnswer(key).stamp);
    keep('big', '1234567');
    expect(cache.lookupAnswer('big').bytes).toBeUndefined();
    keep('a', '12345');
    keep('b', '12345');
    keep('c', '12');
    expect(cache.lookupAnswer('a').bytes).toBeUndefined();
    expect(cache.lookupAnswer('b').bytes?.toString()).toBe('12345');
    expect(cache.size.answerBytes).toBeLessThanOrEqual(10);
  });
});

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


  it('a region renamed by another connection shows on the very next call', async () => {
    const token = await ctx.signIn();
    const before = await regionNames(ctx, token);
    expect(await regionNames(ctx, token)).toEqual(before);
    await other.query("update regions set name = name || ' (renamed)'");
    expect(await regionNames(ctx, token)).toEqual(before.map((name) => `${name} (renamed)`));
  });

  it('a session revoked by another connection ends at once', async () => {
    const token = await ctx.signIn();
    expect((await ctx.call('get_regions', {}, token)).statusCode).toBe(200);
    await other.query('update sessions set revoked_at = $1 where revoked_at is null', [new Date().toISOString()]);
    expect((await ctx.call('get_regions', {}, token)).statusCode).toBe(401);
  });

  it('a change inside a transaction left open by another connection shows only once committed', async () => {
    const token = await ctx.signIn();
    const before = await regionNames(ctx, token);
    await other.query('begin');
    await other.query("update regions set name = name || ' (pending)'");
    expect(await regionNames(ctx, token)).toEqual(before);
    await other.query('commit');
    expect(await regionNames(ctx, token)).toEqual(before.map((name) => `${name} (pending)`));
  });

  it('a write rolled back by the app leaves no trace in later answers', async () => {
    const token = await ctx.signIn();
    const before = await regionNames(ctx, token);
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('regions').set({ name: 'Never saved' }).execute();
        const inside = await sql<{ name: string }>`select name from regions`.execute(trx);
        expect(inside.rows.every((r) => r.name === 'Never saved')).toBe(true);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await regionNames(ctx, token)).toEqual(before);
  });
});
