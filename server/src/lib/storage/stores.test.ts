/**
 * Every image store behaves alike: the folder, the database (SQLite, and PostgreSQL when
 * TEST_DATABASE_URL is set) and an S3 bucket on a real S3-compatible server process (s3rver).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { startS3Server, type S3Server } from '../../test/services.js';
import { createPgSchema, prepareMigrationTables, withPgSchemaLock } from '../../test/harness.js';
import { loadConfig } from '../../config/index.js';
import { createImageStore } from './create.js';
import { DatabaseImageStore } from './database-store.js';
import { MediaUnavailableError, newImageKey, type ImageStore } from './index.js';
import { S3ImageStore } from './s3-store.js';

interface Subject {
  store: ImageStore;
  close(): Promise<void>;
}

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'd320b-stores-'));

async function pgDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const pg = await createPgSchema(base);
  const db = createDatabase({ kind: 'postgres', url: pg.url });
  await withPgSchemaLock(base, async () => {
    await prepareMigrationTables(db, pg.schema);
    await migrateToLatest(db);
  });
  return { db, close: async () => (await db.destroy(), await pg.drop()) };
}

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
}, 120_000);
afterAll(async () => {
  await s3?.stop();
});

const subjects: Record<string, () => Promise<Subject>> = {
  folder: async () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    const db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'x.sqlite') });
    return { store: await createImageStore(config.media, db), close: async () => (await db.destroy(), fs.rmSync(dir, { recursive: true, force: true })) };
  },
  'database [sqlite]': async () => {
    const dir = tmp();
    const db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'x.sqlite') });
    await migrateToLatest(db);
    return { store: await createImageStore({ store: 'database' }, db), close: async () => (await db.destroy(), fs.rmSync(dir, { recursive: true, force: true })) };
  },
  ...(process.env.TEST_DATABASE_URL
    ? {
        'database [postgres]': async () => {
          const pg = await pgDatabase();
          return { store: new DatabaseImageStore(pg.db), close: pg.close };
        },
      }
    : {}),
  's3 bucket': async () => {
    const config = loadConfig({ ...s3.env, S3_PREFIX: 'media/' });
    const db = createDatabase({ kind: 'sqlite', file: ':memory:' });
    const store = await createImageStore(config.media, db);
    expect(store).toBeInstanceOf(S3ImageStore);
    return { store, close: async () => (store as S3ImageStore).destroy() };
  },
};

for (const [name, make] of Object.entries(subjects)) {
  describe(`image store: ${name}`, () => {
    let subject: Subject;
    beforeAll(async () => {
      subject = await make();
    }, 120_000);
    afterAll(async () => subject?.close());

    it('stores, reads, lists and removes the variants of a key', async () => {
      const { store } = subject;
      const a = newImageKey('members');
      const b = newImageKey();
      const thumb = Buffer.from('thumb bytes');
      const display = Buffer.alloc(300 * 1024, 7);
      await store.put(a, 'thumb', thumb);
      expect(await store.exists(a)).toBe(false);
      await store.put(a, 'display', display);
      await store.put(b, 'thumb', Buffer.from('b'));
      await store.put(b, 'display', Buffer.from('bd'));
      expect(await store.exists(a)).toBe(true);
      expect((await store.read(a, 'thumb'))?.equals(thumb)).toBe(true);
      expect((await store.read(a, 'display'))?.equals(display)).toBe(true);
      expect(await store.read(newImageKey(), 'thumb')).toBeNull();

      // A later put replaces the variant.
      await store.put(b, 'thumb', Buffer.from('b2'));
      expect((await store.read(b, 'thumb'))?.toString()).toBe('b2');

      const listed: string[] = [];
      for await (const key of store.keys()) listed.push(key);
      expect(listed.sort()).toEqual([a, b].sort());

      await store.remove(a);
      expect(await store.exists(a)).toBe(false);
      expect(await store.read(a, 'display')).toBeNull();
      await expect(store.remove(a)).resolves.toBeUndefined();
      const left: string[] = [];
      for await (const key of store.keys()) left.push(key);
      expect(left).toEqual([b]);
      expect((await store.probe()).ok).toBe(true);
    });

    it('refuses keys that could leave the store', async () => {
      for (const key of ['../x', 'members/../../AAAAAAAAAAAAAAAAAAAAAA', '']) {
        await expect(subject.store.put(key, 'thumb', Buffer.from('x'))).rejects.toThrow(/Invalid image key/);
        await expect(subject.store.read(key, 'thumb')).rejects.toThrow(/Invalid image key/);
      }
    });
  });
}

describe('image store: s3 bucket that cannot be reached', () => {
  it('fails with MediaUnavailableError (answered 503) and readiness says why', async () => {
    const config = loadConfig({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' });
    const db = createDatabase({ kind: 'sqlite', file: ':memory:' });
    const store = (await createImageStore(config.media, db)) as S3ImageStore;
    try {
      const key = newImageKey();
      await expect(store.put(key, 'thumb', Buffer.from('x'))).rejects.toBeInstanceOf(MediaUnavailableError);
      await expect(store.read(key, 'thumb')).rejects.toBeInstanceOf(MediaUnavailableError);
      const probe = await store.probe();
      expect(probe.ok).toBe(false);
      expect(probe.detail).toMatch(/^bucket district-media at http:\/\/127\.0\.0\.1:9 not reachable/);
    } finally {
      store.destroy();
      await db.destroy();
    }
  });

  it('a bucket that does not exist: readiness says so', async () => {
    const config = loadConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    const db = createDatabase({ kind: 'sqlite', file: ':memory:' });
    const store = (await createImageStore(config.media, db)) as S3ImageStore;
    try {
      expect((await store.probe()).ok).toBe(false);
    } finally {
      store.destroy();
      await db.destroy();
    }
  });
});
