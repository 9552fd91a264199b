/**
 * Member exports (CSV / XLSX) and their privacy:
 * - `shared` (the default): what the members chose to share — the same reader as the printed
 *   directory (a member of the district; a member of the club for one club's export);
 * - `office`: everything the exporting admin may see (district admins: every field; club admins:
 *   their club's contacts and what members shared with the club), for office use. Each such
 *   export is written to the audit log (who, scope, format, how many members).
 * Hidden fields are left blank; a blank cell never clears a stored value on import, so an export
 * imported back still changes nothing.
 */
import type { ExportDetail, RosterScopeKind } from '@d320b/contract';
import { viewerOf } from '../../access/privacy.js';
import { recordChanges } from '../../audit/index.js';
import type { Database } from '../../db/database.js';
import type { AuthMember } from '../../lib/call-route.js';
import { membersCsv, membersXlsx } from './export.js';
import * as repo from './repository.js';
import { exportView, memberReader, resolveScope } from './scope.js';

export interface ExportRequest {
  scope: RosterScopeKind;
  id: number | null;
  format: 'csv' | 'xlsx';
  detail: ExportDetail;
}

export interface ExportFile {
  body: Buffer;
  /** File name without extension. */
  name: string;
}

export const EXPORT_AUDIT = { action: 'export', entity: 'member_export' } as const;

export async function exportMembers(
  db: Database,
  actor: { member: AuthMember; requestId: string },
  input: ExportRequest,
  ctx: { now: Date; today: string; title: string },
): Promise<ExportFile> {
  const scope = await resolveScope(db, actor.member.id, input);
  const [clubs, all] = await Promise.all([repo.clubsForScope(db, scope.clubIds), repo.membersOfClubs(db, scope.clubIds)]);
  const admin = await viewerOf(db, actor.member);
  const viewer = input.detail === 'office' ? admin : memberReader(scope);
  const members = await exportView(db, viewer, all);
  const clubMap = new Map(clubs.map((c) => [c.id, c]));
  const body = input.format === 'csv' ? membersCsv(members, clubMap) : await membersXlsx(members, clubMap, ctx.title);
  if (input.detail === 'office') {
    await recordChanges(db, {
      actor: { id: actor.member.id, role: admin.districtAdmin ? 'district_admin' : 'club_admin', requestId: actor.requestId },
      ...EXPORT_AUDIT,
      entityId: scope.clubIds?.length === 1 ? scope.clubIds[0]! : null,
      at: ctx.now,
      changes: [
        { field: 'scope', old: null, new: scope.label },
        { field: 'detail', old: null, new: 'everything, for office use' },
        { field: 'format', old: null, new: input.format.toUpperCase() },
        { field: 'members', old: null, new: members.length },
      ],
    });
  }
  const suffix = input.detail === 'office' ? '-office' : '';
  return { body, name: `members-${scope.slug}-${ctx.today}${suffix}` };
}
