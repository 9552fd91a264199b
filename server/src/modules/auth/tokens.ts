import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random bearer token; only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Hashes of the bearer tokens seen lately (a pure function's answers: nothing to go stale). */
const recentHashes = new Map<string, string>();
const RECENT_HASHES = 4_096;

/**
 * The hash of a request's bearer token. Every signed-in request needs it twice (its session, and
 * the request limit counted per session); members send the same token request after request.
 */
export function hashBearerToken(token: string): string {
  let hash = recentHashes.get(token);
  if (hash === undefined) {
    if (recentHashes.size >= RECENT_HASHES) recentHashes.clear();
    hash = hashToken(token);
    recentHashes.set(token, hash);
  }
  return hash;
}
