/**
 * Session rules shared by sign-in, the authenticator and every call that ends sessions.
 *
 * - Absolute lifetime 30 days (auth/service.ts AUTH_POLICY.sessionLifetimeMs).
 * - Idle timeout 14 days: a session unused for 14 days ends. Members open the directory every
 *   week or two (meetings, greetings); a phone unused for longer is more often a lost, sold or
 *   shared one than a member's, and signing in again costs one SMS. Shorter (e.g. 7 days) would
 *   make the monthly user sign in nearly every time.
 * - Last use is written at most once an hour per session (TOUCH_EVERY), so reading never turns
 *   into a write per request; the idle timeout is therefore exact to within an hour.
 * - Ending sessions sets revoked_at (never a join on is_active), so nothing revives them:
 *   deactivation (trigger of migration 0008), a changed login mobile, "sign out of all devices".
 */
import type { Database } from '../db/database.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const SESSION_POLICY = {
  idleTimeoutMs: 14 * DAY,
  touchEveryMs: HOUR,
} as const;

/** Ends every live session of the member (but `keepSessionId`); answers how many ended. */
export async function revokeSessionsOf(db: Database, memberId: number, at: string, keepSessionId?: number): Promise<number> {
  let q = db.updateTable('sessions').set({ revoked_at: at }).where('member_id', '=', memberId).where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) q = q.where('id', '!=', keepSessionId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Last use of a session, when it was last recorded over TOUCH_EVERY ago (one cheap write an hour). */
export async function touchSession(db: Database, sessionId: number, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: at }).where('id', '=', sessionId).execute();
}
