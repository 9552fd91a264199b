import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import type { AuthMember } from '../../lib/call-route.js';
import { unauthorized } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import { hashToken } from './tokens.js';
import { findActiveSession } from './repository.js';

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

export function createAuthenticator(db: Database) {
  return async function authenticate(request: FastifyRequest): Promise<AuthMember> {
    const header = request.headers.authorization;
    if (!header) throw unauthorized('Please sign in to continue.');
    const match = BEARER.exec(header);
    if (!match) throw unauthorized('Your session is not valid. Please sign in again.');
    const session = await findActiveSession(db, hashToken(match[1]!), nowIso());
    if (!session) throw unauthorized('Your session has ended. Please sign in again.');
    return session;
  };
}
