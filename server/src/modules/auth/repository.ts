import type { Database } from '../../db/database.js';
import type { AuthMember } from '../../lib/call-route.js';

export async function findActiveSession(db: Database, tokenHash: string, now: string): Promise<AuthMember | null> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['s.id as sessionId', 'm.id as id', 'm.club_id as clubId', 'm.name as name', 'm.mobile_number as mobile'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('m.is_active', '=', 1)
    .executeTakeFirst();
  return row ?? null;
}
