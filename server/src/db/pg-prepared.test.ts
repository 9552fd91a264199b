/**
 * Named statements on PostgreSQL (db/pg-prepared.ts), on a real connection: a recurring statement
 * is parsed once per connection, one-off texts are not named, and a statement prepared before its
 * table changed still answers (unnamed from then on).
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../test/harness.js';
import { statementName, useNamedStatements } from './pg-prepared.js';

const postgresOnly = testDatabases().filter((k) => k === 'postgres');

async function withClient(fn: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    useNamedStatements(client as unknown as pg.PoolClient);
    await fn(client);
  } finally {
    await client.end();
  }
}

/** Statements this connection has prepared whose text is like `like` (this count's own statement left out). */
const preparedCount = async (client: pg.Client, like: string) =>
  (
    await client.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where statement like $1 and statement not like '%pg_prepared_statements%'",
      [like],
    )
  ).rows[0]!.n;

describe.each(postgresOnly)('named statements [%s]', () => {
  it('names a statement after a few calls; each connection prepares it once', async () => {
    await withClient(async (client) => {
      await client.query('create temp table named_probe (id int primary key)');
      await client.query('insert into named_probe values (1), (2)');
      const text = 'select id from named_probe where id = $1';
      for (let i = 0; i < 6; i++) expect((await client.query(text, [1 + (i % 2)])).rows).toEqual([{ id: 1 + (i % 2) }]);
      expect(await preparedCount(client, '%named_probe where id = $1%')).toBe(1);
      // Another connection prepares the same name for itself.
      await withClient(async (other) => {
        await other.query('create temp table named_probe (id int primary key)');
        await other.query('insert into named_probe values (7)');
        expect((await other.query(text, [7])).rows).toEqual([{ id: 7 }]);
        expect(await preparedCount(other, '%named_probe where id = $1%')).toBe(1);
      });
    });
  });

  it('one-off texts, statements other than reads and writes, and every-column selects stay unnamed', async () => {
    await withClient(async (client) => {
      await client.query('create temp table named_all (id int primary key)');
      for (let i = 0; i < 5; i++) await client.query(`select ${i} + $1::int as n`, [1]);
      for (let i = 0; i < 5; i++) await client.query('show search_path', []);
      for (let i = 0; i < 5; i++) await client.query('select * from named_all where id = $1', [i]);
      for (let i = 0; i < 5; i++) await client.query('select t.* from named_all t where t.id = $1', [i]);
      expect(await preparedCount(client, '%')).toBe(0);
      expect(statementName('show search_path')).toBeUndefined();
      expect(statementName('insert into "t" ("a") values ($1) returning *')).toBeUndefined();
      // A multiplication is not a select of every column.
      for (let i = 0; i < 3; i++) await client.query('select id * 2 as twice from named_all where id = $1', [i]);
      expect(await preparedCount(client, '%id * 2%')).toBe(1);
      const count = 'select count(*) as n from named_all where id > $1';
      expect([statementName(count), statementName(count), statementName(count)].map((n) => n !== undefined)).toEqual([false, false, true]);
    });
  });

  it('a statement prepared before its table changed still answers', async () => {
    await withClient(async (client) => {
      await client.query('create temp table named_change (id int primary key, note int)');
      await client.query('insert into named_change values (1, 7)');
      const text = 'select id, note from named_change where id = $1';
      for (let i = 0; i < 4; i++) await client.query(text, [1]);
      expect(await preparedCount(client, '%named_change%')).toBe(1);
      await client.query('alter table named_change alter column note type text');
      expect((await client.query(text, [1])).rows).toEqual([{ id: 1, note: '7' }]);
      expect((await client.query(text, [1])).rows).toEqual([{ id: 1, note: '7' }]);
    });
  });
});
