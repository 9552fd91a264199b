import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { rolesOf } from '../access/index.js';
import { DEMO_MEMBER_MOBILE } from '../demo/index.js';
import { describeEachDb } from '../test/harness.js';
import { runAdminCommand } from './admin-command.js';

async function run(db: Parameters<typeof runAdminCommand>[0], ...argv: string[]) {
  const lines: string[] = [];
  const code = await runAdminCommand(db, argv, new Date('2026-11-22T10:00:00Z'), { log: (l) => lines.push(l) });
  return { code, text: lines.join('\n') };
}

describeEachDb('npm run admin', (ctx) => {
  it('grants, lists and revokes district admin, with system audit rows', async () => {
    const member = await ctx.db.selectFrom('members').select(['id', 'name']).where('mobile_number', '=', DEMO_MEMBER_MOBILE).executeTakeFirstOrThrow();
    const granted = await run(ctx.db, 'grant', DEMO_MEMBER_MOBILE, 'district-admin');
    expect(granted).toEqual({ code: 0, text: `${member.name} (${DEMO_MEMBER_MOBILE}) is now a district admin.` });
    expect((await rolesOf(ctx.db, member.id)).districtAdmin).toBe(true);
    expect((await run(ctx.db, 'list')).text).toContain(`${DEMO_MEMBER_MOBILE}  ${member.name}`);

    const revoked = await run(ctx.db, 'revoke', DEMO_MEMBER_MOBILE, 'district-admin');
    expect(revoked.code).toBe(0);
    expect((await rolesOf(ctx.db, member.id)).districtAdmin).toBe(false);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'district_admin').where('entity_id', '=', member.id).orderBy('id').execute();
    expect(audit.map((a) => [a.action, a.actor_role, a.actor_id, a.field, a.old_value, a.new_value])).toEqual([
      ['grant', 'system', null, 'role', null, 'district-admin'],
      ['revoke', 'system', null, 'role', 'district-admin', null],
    ]);
  });

  it('grants club admin of the member’s own club or of --club', async () => {
    const member = await ctx.db.selectFrom('members').select(['id', 'club_id']).where('mobile_number', '=', DEMO_MEMBER_MOBILE).executeTakeFirstOrThrow();
    expect((await run(ctx.db, 'grant', DEMO_MEMBER_MOBILE, 'club-admin')).code).toBe(0);
    expect((await run(ctx.db, 'grant', DEMO_MEMBER_MOBILE, 'club-admin', '--club', '4')).code).toBe(0);
    expect((await rolesOf(ctx.db, member.id)).clubAdminOf).toEqual([member.club_id, 4].sort((a, b) => a - b));
    expect((await run(ctx.db, 'revoke', DEMO_MEMBER_MOBILE, 'club-admin', '--club', '4')).code).toBe(0);
    expect((await run(ctx.db, 'revoke', DEMO_MEMBER_MOBILE, 'club-admin')).code).toBe(0);
    expect((await rolesOf(ctx.db, member.id)).clubAdminOf).toEqual([]);
  });

  it('refuses bad input with a usage message and an unknown number with exit 1', async () => {
    expect((await run(ctx.db, 'grant', '12345', 'district-admin')).code).toBe(2);
    expect((await run(ctx.db, 'grant', DEMO_MEMBER_MOBILE, 'king')).code).toBe(2);
    expect((await run(ctx.db, 'fly')).code).toBe(2);
    expect((await run(ctx.db, 'grant', DEMO_MEMBER_MOBILE, 'club-admin', '--club', '999999')).code).toBe(1);
    const unknown = await run(ctx.db, 'grant', '5000000001', 'district-admin');
    expect(unknown.code).toBe(1);
    expect(unknown.text).toContain('--name');
  });
});

describe('npm run admin on a fresh empty database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'd320b-admin-cli-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('adds the first club and member and makes them district admin', async () => {
    const db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'fresh.sqlite') });
    try {
      await migrateToLatest(db);
      const res = await run(db, 'grant', '+91 98480 12345', 'district-admin', '--name', 'Asha Rao', '--new-club', 'Lions Club of Secunderabad');
      expect(res.code).toBe(0);
      const member = await db.selectFrom('members').selectAll().executeTakeFirstOrThrow();
      expect(member).toMatchObject({ name: 'Asha Rao', mobile_number: '9848012345', is_active: 1, search_text: 'asha rao lions club of secunderabad 9848012345' });
      expect((await rolesOf(db, member.id)).districtAdmin).toBe(true);
      const entities = (await db.selectFrom('audit_log').select(['entity', 'actor_role']).orderBy('id').execute()).map((r) => `${r.entity}:${r.actor_role}`);
      expect(new Set(entities)).toEqual(new Set(['club:system', 'member:system', 'district_admin:system']));
    } finally {
      await db.destroy();
    }
  });
});
