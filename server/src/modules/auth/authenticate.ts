import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import type { AuthMember } from '../../lib/call-route.js';
import { unauthorized } from '../../lib/errors.js';
import { hashBearerToken } from './tokens.js';
import { findActiveSession } from './repository.js';
import { SESSION_POLICY, touchSession } from '../../access/sessions.js';

/** base64url of 32 bytes is 43 characters; anything far off is not ours. */
const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

/**
 * Bearer token → signed-in member, or 401. A session counts only while it is
 * not revoked, not past its absolute expiry, used within the idle timeout and
 * its member is still active (access/sessions.ts). Its last use is recorded at
 * most once an hour.
 */
export function createAuthenticator(db: Database, now: () => Date) {
  return async function authenticate(request: FastifyRequest): Promise<AuthMember> {
    const header = request.headers.authorization;
    if (!header) throw unauthorized('Please sign in to continue.');
    const match = BEARER.exec(header);
    if (!match) throw unauthorized('Your session is not valid. Please sign in again.');
    const at = now();
    const idleSince = new Date(at.getTime() - SESSION_POLICY.idleTimeoutMs).toISOString();
    const session = await findActiveSession(db, hashBearerToken(match[1]!), at.toISOString(), idleSince);
    if (!session) throw unauthorized('Your session has ended. Please sign in again.');
    const { lastUsedAt, ...member } = session;
    if (at.getTime() - Date.parse(lastUsedAt) >= SESSION_POLICY.touchEveryMs) await touchSession(db, member.sessionId, at.toISOString());
    return member;
  };
}
