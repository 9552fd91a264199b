/**
 * Server secrets (keys of MACs the clients must not be able to forge): each a file
 * DATA_DIR/secrets/<name> of 32 random bytes, created on first use (mode 0600), outside the
 * database, so a database dump or a PostgreSQL replica does not carry them. Several server
 * instances share DATA_DIR (they share the media folder there anyway), so they share the keys.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function loadSecret(dataDir: string, name: string): Buffer {
  const file = path.join(dataDir, 'secrets', name);
  try {
    const existing = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32);
  try {
    // 'wx': if another process created it meanwhile, use theirs.
    fs.writeFileSync(file, secret.toString('base64url') + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
    throw err;
  }
}
