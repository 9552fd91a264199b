/**
 * `npm run media -- copy`: every image of a folder into a bucket (a real S3-compatible server
 * process) and the database, and back into a new folder; a second run copies nothing; the server
 * answers the copied images from the bucket.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/index.js';
import { createDatabase, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createFsImageStore, newImageKey, type ImageStore } from '../lib/storage/index.js';
import { createImageStore } from '../lib/storage/create.js';
import { memoryOutbox } from '../modules/auth/sms/index.js';
import { startS3Server, type S3Server } from '../test/services.js';
import { MEDIA_USAGE, runMediaCommand } from './media-command.js';

let dir: string;
let db: Database;
let s3: S3Server;
const keys: string[] = [];

async function listed(store: ImageStore): Promise<string[]> {
  const out: string[] = [];
  for await (const key of store.keys()) out.push(key);
  return out.sort();
}

beforeAll(async () => {
  s3 = await startS3Server();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'd320b-media-cli-'));
  db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'district.sqlite') });
  await migrateToLatest(db);
  const folder = createFsImageStore(path.join(dir, 'media'));
  for (const f of ['members', 'businesses', 'activities', undefined]) {
    const key = newImageKey(f);
    await folder.put(key, 'thumb', Buffer.from(`thumb of ${key}`));
    await folder.put(key, 'display', Buffer.from(`display of ${key}`));
    keys.push(key);
  }
  // Half-written leftovers are not images: a key with one size only, a temp file.
  await folder.put(newImageKey('members'), 'thumb', Buffer.from('only a thumb'));
  fs.writeFileSync(path.join(dir, 'media', '.ready-abc'), 'x');
}, 120_000);
afterAll(async () => {
  await db?.destroy();
  await s3?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run media -- copy', () => {
  const lines: string[] = [];
  const out = { log: (line: string) => lines.push(line) };
  const config = () => loadConfig({ DATA_DIR: dir, ...s3.env });

  it('copies the media folder into the bucket, which the server then serves', async () => {
    expect(await runMediaCommand(config(), db, ['copy', '--from', 'folder', '--to', 's3'], out)).toBe(0);
    expect(lines.at(-1)).toBe('Done: 4 copied, 0 already there, 1 incomplete in the source (left out).');
    const bucket = await createImageStore(config().media, db);
    expect(await listed(bucket)).toEqual([...keys].sort());
    const app = await buildApp({ config: config(), db, sms: memoryOutbox(), logger: false, webDist: null });
    try {
      for (const key of keys) {
        const res = await app.inject({ method: 'GET', url: `/media/${key}/display.webp` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.body).toBe(`display of ${key}`);
      }
      expect((await app.inject({ method: 'GET', url: `/media/${newImageKey()}/thumb.webp` })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/media/${keys[0]}/original.webp` })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/media/../../etc/passwd' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('a second run copies nothing', async () => {
    expect(await runMediaCommand(config(), db, ['copy', '--from', 'folder', '--to', 's3'], out)).toBe(0);
    expect(lines.at(-1)).toBe('Done: 0 copied, 4 already there, 1 incomplete in the source (left out).');
  });

  it('bucket → database and bucket → another folder (a backup) hold the same images', async () => {
    expect(await runMediaCommand(config(), db, ['copy', '--from', 's3', '--to', 'database'], out)).toBe(0);
    expect(lines.at(-1)).toBe('Done: 4 copied, 0 already there.');
    const backup = path.join(dir, 'backup');
    expect(await runMediaCommand(config(), db, ['copy', '--from', 'database', '--to', 'folder', '--folder', backup], out)).toBe(0);
    const copy = createFsImageStore(backup);
    expect(await listed(copy)).toEqual([...keys].sort());
    expect((await copy.read(keys[1]!, 'thumb'))?.toString()).toBe(`thumb of ${keys[1]}`);
  });

  it('explains its use; a bucket without settings is refused with a clear line', async () => {
    expect(await runMediaCommand(config(), db, [], out)).toBe(2);
    expect(lines.at(-1)).toBe(MEDIA_USAGE);
    expect(await runMediaCommand(config(), db, ['copy', '--from', 'folder', '--to', 'folder'], out)).toBe(2);
    expect(await runMediaCommand(loadConfig({ DATA_DIR: dir }), db, ['copy', '--from', 'folder', '--to', 's3'], out)).toBe(2);
    expect(lines.at(-1)).toMatch(/^--from\/--to s3 needs the bucket settings: set S3_BUCKET/);
    const down = loadConfig({ DATA_DIR: dir, ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(await runMediaCommand(down, db, ['copy', '--from', 'folder', '--to', 's3'], out)).toBe(1);
    expect(lines.at(-1)).toMatch(/^The target \(bucket district-media at http:\/\/127\.0\.0\.1:9\) cannot be used: .* not reachable/);
  });
});
