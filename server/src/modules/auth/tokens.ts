import { createHash, randomBytes } from 'node:crypto';
import { boundedMemo } from '../../lib/bounded-memo.js';

/** 256-bit random bearer token; only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The hash of a request's bearer token, remembered for the tokens seen lately. Every signed-in
 * request needs it twice (its session, and the request limit counted per session); members send
 * the same token request after request.
 */
export const hashBearerToken = boundedMemo(hashToken);
