/**
 * Secrets every instance must share (decision 94). Today there is one: the key of the sign-in code
 * hashes (modules/auth/otp-code.ts). It comes from
 * 1. the OTP_PEPPER setting, when set (kept out of the database and its dumps: the better choice
 *    where a secret store can hand settings to the instances); otherwise
 * 2. the database (server_secrets), made by the first instance that starts; an older install's
 *    key file (DATA_DIR/secrets/otp-pepper) is carried into the database on that first start, so
 *    codes already sent stay valid through the upgrade.
 * Every instance on one database therefore hashes and checks codes with the same key, and a single
 * instance with no setting keeps working as before. Session tokens need no secret (only their
 * SHA-256 is stored).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/index.js';
import type { Database } from '../db/database.js';
import { readOrCreateSecret } from '../db/server-secrets.js';

const OTP_PEPPER = 'otp-pepper';
const MIN_BYTES = 32;

/** The key file of installs before decision 94, when there is a usable one. */
export function legacyPepperFile(dataDir: string): Buffer | null {
  try {
    const key = Buffer.from(fs.readFileSync(path.join(dataDir, 'secrets', 'otp-pepper'), 'utf8').trim(), 'base64url');
    return key.length >= MIN_BYTES ? key : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

export async function resolveOtpPepper(config: Pick<Config, 'otpPepper' | 'dataDir'>, db: Database, now = new Date()): Promise<Buffer> {
  if (config.otpPepper) return config.otpPepper;
  const stored = await readOrCreateSecret(
    db,
    OTP_PEPPER,
    () => (legacyPepperFile(config.dataDir) ?? randomBytes(MIN_BYTES)).toString('base64url'),
    now.toISOString(),
  );
  return Buffer.from(stored, 'base64url');
}
