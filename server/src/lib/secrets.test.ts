/**
 * The code-hashing key: from OTP_PEPPER when set; otherwise one row in the database, made once and
 * read by every instance, carried over from an older install's key file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { resolveOtpPepper } from './secrets.js';

let dir: string;
let db: Database;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'd320b-secrets-'));
  db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'db.sqlite') });
  await migrateToLatest(db);
});
afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the code-hashing key', () => {
  it('OTP_PEPPER wins, and nothing is written to the database', async () => {
    const key = randomBytes(32);
    expect((await resolveOtpPepper({ otpPepper: key, dataDir: dir }, db)).equals(key)).toBe(true);
    expect(await db.selectFrom('server_secrets').selectAll().execute()).toEqual([]);
  });

  it('without it: made once in the database; every instance (other data folders, other connections) reads the same', async () => {
    const other = createDatabase({ kind: 'sqlite', file: path.join(dir, 'db.sqlite') });
    try {
      const [first, second] = await Promise.all([
        resolveOtpPepper({ dataDir: path.join(dir, 'a') }, db),
        resolveOtpPepper({ dataDir: path.join(dir, 'b') }, other),
      ]);
      expect(first.length).toBe(32);
      expect(first.equals(second)).toBe(true);
      expect((await resolveOtpPepper({ dataDir: dir }, db)).equals(first)).toBe(true);
      expect(await db.selectFrom('server_secrets').select('name').execute()).toEqual([{ name: 'otp-pepper' }]);
      expect(fs.existsSync(path.join(dir, 'a', 'secrets'))).toBe(false);
    } finally {
      await other.destroy();
    }
  });

  it("an older install's key file is carried into the database (codes already sent stay valid)", async () => {
    const old = randomBytes(32);
    fs.mkdirSync(path.join(dir, 'secrets'));
    fs.writeFileSync(path.join(dir, 'secrets', 'otp-pepper'), `${old.toString('base64url')}\n`);
    expect((await resolveOtpPepper({ dataDir: dir }, db)).equals(old)).toBe(true);
    // Another instance without the file gets the same key from the database.
    expect((await resolveOtpPepper({ dataDir: path.join(dir, 'elsewhere') }, db)).equals(old)).toBe(true);
  });
});
