/**
 * `npm run admin -- <command>`: roles from the command line, for the first admin of a fresh
 * (production) database and for emergencies. Audit rows are written with role 'system'.
 *
 *   grant  98XXXXXXXX district-admin | club-admin [--club N] [--name "Full Name" [--new-club "Club name"]]
 *   revoke 98XXXXXXXX district-admin | club-admin [--club N]
 *   list
 */
import { parseArgs } from 'node:util';
import type { Database } from '../db/database.js';
import { insertMember } from '../db/member-writer.js';
import { diffFields, recordChanges, type AuditActor } from '../audit/index.js';
import {
  activeMemberByMobile, grantClubAdmin, grantDistrictAdmin, listAdmins, revokeClubAdmin, revokeDistrictAdmin, type RoleName,
} from '../access/grants.js';

export const ADMIN_USAGE = [
  'Usage: npm run admin -- grant  <mobile> district-admin|club-admin [--club <club id>]',
  '       npm run admin -- revoke <mobile> district-admin|club-admin [--club <club id>]',
  '       npm run admin -- list',
  'A club admin administers their own club unless --club names another one.',
  'On a fresh database, --name "Full Name" adds the member first (in --club <id>, or in a club created',
  'with --new-club "Lions Club of ..."), so the first district admin can sign in.',
].join('\n');

export class UsageError extends Error {}

export interface CommandOutput {
  log: (line: string) => void;
}

/** Runs one command; answers the exit code (0 done, 1 refused, 2 usage). */
export async function runAdminCommand(db: Database, argv: string[], now: Date, out: CommandOutput): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { club: { type: 'string' }, name: { type: 'string' }, 'new-club': { type: 'string' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (err) {
    out.log(`${(err as Error).message}\n${ADMIN_USAGE}`);
    return 2;
  }
  const [command, mobileArg, roleArg] = parsed.positionals;
  if (parsed.values.help || !command) {
    out.log(ADMIN_USAGE);
    return parsed.values.help ? 0 : 2;
  }

  if (command === 'list') {
    const admins = await listAdmins(db);
    if (admins.length === 0) out.log('No admins yet. Grant the first one with: npm run admin -- grant <mobile> district-admin');
    for (const a of admins) {
      const what = a.role === 'district-admin' ? 'district admin' : `club admin of #${a.adminOfClubId} ${a.adminOfClubName}`;
      out.log(`${a.mobile}  ${a.name} (member #${a.memberId}, ${a.clubName})${a.active ? '' : ' [inactive]'}: ${what}`);
    }
    return 0;
  }
  if (command !== 'grant' && command !== 'revoke') {
    out.log(`Unknown command "${command}".\n${ADMIN_USAGE}`);
    return 2;
  }
  const mobile = (mobileArg ?? '').replace(/[\s-]/g, '').replace(/^(\+91|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  if (!/^\d{10}$/.test(mobile)) {
    out.log(`The mobile number must have 10 digits.\n${ADMIN_USAGE}`);
    return 2;
  }
  if (roleArg !== 'district-admin' && roleArg !== 'club-admin') {
    out.log(`The role must be district-admin or club-admin.\n${ADMIN_USAGE}`);
    return 2;
  }
  const role: RoleName = roleArg;
  const actor = { id: null, role: 'system' as const, requestId: null };
  let member = await activeMemberByMobile(db, mobile);
  if (!member && command === 'grant' && parsed.values.name?.trim()) {
    const created = await addFirstMember(db, actor, { mobile, name: parsed.values.name.trim(), club: parsed.values.club, newClub: parsed.values['new-club'] }, now, out);
    if (typeof created === 'number') return created;
    member = created;
  }
  if (!member) {
    out.log(`No active member signs in with ${mobile}. Add them with --name "Full Name" (and --club <id> or --new-club "Club name").`);
    return 1;
  }

  if (role === 'district-admin') {
    const done = command === 'grant' ? await grantDistrictAdmin(db, actor, member.id, now) : await revokeDistrictAdmin(db, actor, member.id, now);
    out.log(
      command === 'grant'
        ? done ? `${member.name} (${mobile}) is now a district admin.` : `${member.name} (${mobile}) already is a district admin.`
        : done ? `${member.name} (${mobile}) is no longer a district admin.` : `${member.name} (${mobile}) was not a district admin.`,
    );
    return 0;
  }

  let clubId = member.club_id;
  if (parsed.values.club !== undefined) {
    if (!/^\d{1,9}$/.test(parsed.values.club)) {
      out.log(`--club must be a club id (a whole number).\n${ADMIN_USAGE}`);
      return 2;
    }
    clubId = Number(parsed.values.club);
  }
  const club = await db.selectFrom('clubs').select(['id', 'name']).where('id', '=', clubId).executeTakeFirst();
  if (!club) {
    out.log(`There is no club #${clubId}.`);
    return 1;
  }
  const done = command === 'grant' ? await grantClubAdmin(db, actor, member.id, club.id, now) : await revokeClubAdmin(db, actor, member.id, club.id, now);
  out.log(
    command === 'grant'
      ? done ? `${member.name} (${mobile}) is now a club admin of ${club.name}.` : `${member.name} (${mobile}) already is a club admin of ${club.name}.`
      : done ? `${member.name} (${mobile}) is no longer a club admin of ${club.name}.` : `${member.name} (${mobile}) was not a club admin of ${club.name}.`,
  );
  return 0;
}

/** Adds the member (and, with --new-club, their club) for a first grant; answers an exit code when refused. */
async function addFirstMember(
  db: Database,
  actor: AuditActor,
  input: { mobile: string; name: string; club?: string; newClub?: string },
  now: Date,
  out: CommandOutput,
): Promise<{ id: number; name: string; club_id: number } | number> {
  if (input.club === undefined && !input.newClub?.trim()) {
    out.log('Adding a member needs their club: --club <club id> or --new-club "Club name".');
    return 2;
  }
  if (input.club !== undefined && !/^\d{1,9}$/.test(input.club)) {
    out.log('--club must be a club id (a whole number).');
    return 2;
  }
  return db.transaction().execute(async (trx) => {
    let clubId: number;
    if (input.club !== undefined) {
      const club = await trx.selectFrom('clubs').select('id').where('id', '=', Number(input.club)).executeTakeFirst();
      if (!club) {
        out.log(`There is no club #${input.club}.`);
        return 1;
      }
      clubId = club.id;
    } else {
      const name = input.newClub!.trim();
      clubId = (await trx.insertInto('clubs').values({ name, is_active: 1 }).returning('id').executeTakeFirstOrThrow()).id;
      await recordChanges(trx, { actor, action: 'create', entity: 'club', entityId: clubId, changes: [{ field: 'name', old: null, new: name }], at: now });
      out.log(`Club #${clubId} ${name} added.`);
    }
    const id = await insertMember(trx, { club_id: clubId, name: input.name, mobile_number: input.mobile, is_active: 1 }, now);
    await recordChanges(trx, {
      actor, action: 'create', entity: 'member', entityId: id,
      changes: diffFields(null, { name: input.name, mobile_number: input.mobile, club_id: clubId }), at: now,
    });
    out.log(`Member #${id} ${input.name} (${input.mobile}) added.`);
    return { id, name: input.name, club_id: clubId };
  });
}
