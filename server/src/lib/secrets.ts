/**
 * Secrets every instance must share (decision 94), each by name (`sharedSecret`). The key of the
 * sign-in code hashes (modules/auth/otp-code.ts) comes from
 * 1. the OTP_PEPPER setting, when set (kept out of the database and its dumps: the better choice
 *    where a secret store can hand settings to the instances); otherwise
 * 2. the database (server_secrets), made by the first instance that starts; an older install's
 *    key file (DATA_DIR/secrets/otp-pepper) is carried into the database on that first start, so
 *    codes already sent stay valid through the upgrade.
 * Every instance on one database therefore hashes and checks codes with the same key, and a single
 * instance with no setting keeps working as before. Session tokens need no secret (only their
 * SHA-256 is stored). Another key every instance must agree on (a MAC clients must not forge) is
 * `sharedSecret(db, '<name>', { dataDir })`, never a file of one instance's DATA_DIR.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/index.js';
import type { Database } from '../db/database.js';
import { readOrCreateSecret } from '../db/server-secrets.js';

const MIN_BYTES = 32;

/** The key file `DATA_DIR/secrets/<name>` of installs before decision 94, when there is a usable one. */
export function legacySecretFile(dataDir: string, name: string): Buffer | null {
  try {
    const key = Buffer.from(fs.readFileSync(path.join(dataDir, 'secrets', name), 'utf8').trim(), 'base64url');
    return key.length >= MIN_BYTES ? key : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * The secret `name`, the same on every instance: `setting` when given; otherwise the row of
 * server_secrets, made once (32 random bytes, or an older install's DATA_DIR/secrets/<name> file).
 */
export async function sharedSecret(db: Database, name: string, options: { setting?: Buffer; dataDir: string; now?: Date }): Promise<Buffer> {
  if (options.setting) return options.setting;
  const stored = await readOrCreateSecret(
    db,
    name,
    () => (legacySecretFile(options.dataDir, name) ?? randomBytes(MIN_BYTES)).toString('base64url'),
    (options.now ?? new Date()).toISOString(),
  );
  return Buffer.from(stored, 'base64url');
}

/** The key of the sign-in code hashes (OTP_PEPPER, or the row `otp-pepper`). */
export function resolveOtpPepper(config: Pick<Config, 'otpPepper' | 'dataDir'>, db: Database, now = new Date()): Promise<Buffer> {
  return sharedSecret(db, 'otp-pepper', { setting: config.otpPepper, dataDir: config.dataDir, now });
}
