/**
 * Bulk actions of the console's member list: move, deactivate or reactivate several members.
 * Each member goes through the one-member service call (moveMember, setMemberActive), so every
 * permission — the admin's clubs, and who may change whom — is checked per member, exactly as
 * for one member; each is written and audited on its own. A member refused does not stop the
 * others: the answer lists, member by member, what was done or why not.
 */
import type { Database } from '../../db/database.js';
import { HttpError } from '../../lib/errors.js';
import { requireAnyAdmin } from '../../access/index.js';
import { moveMember, setMemberActive, type AdminRequest } from './members-service.js';
import * as repo from './repository.js';

export interface BulkInput {
  action: 'move' | 'deactivate' | 'reactivate';
  member_ids: number[];
  club_id?: number | undefined;
}

export interface BulkResult {
  done: number;
  refused: number;
  results: { memberId: number; name: string; ok: boolean; message: string }[];
}

const DONE = { move: 'Moved.', deactivate: 'Deactivated and signed out.', reactivate: 'Reactivated.' } as const;

export async function bulkMembers(db: Database, req: AdminRequest, input: BulkInput): Promise<BulkResult> {
  await requireAnyAdmin(db, req.memberId);
  const out: BulkResult = { done: 0, refused: 0, results: [] };
  for (const memberId of [...new Set(input.member_ids)]) {
    try {
      const member =
        input.action === 'move' ? await moveMember(db, req, memberId, input.club_id!) : await setMemberActive(db, req, memberId, input.action === 'reactivate');
      out.results.push({ memberId, name: member.name, ok: true, message: DONE[input.action] });
      out.done++;
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
      // Names only of members the admin may see: a refusal for another club's member names nobody.
      const name = err.statusCode === 403 || err.statusCode === 404 ? '' : ((await repo.findMember(db, memberId))?.name ?? '');
      out.results.push({ memberId, name, ok: false, message: err.message });
      out.refused++;
    }
  }
  return out;
}
