/**
 * Authorise before parse (lib/call-route.ts): every admin call states who may call it in the
 * contract (`access`), and the route refuses anyone else with the same 403 before it reads,
 * parses or validates the body — a garbage body, an oversized one, a 12 MB upload or a body
 * naming unknown ids all get the one answer, with no field names in it and nothing written.
 */
import { beforeAll, expect, it } from 'vitest';
import { callPath, calls as catalogue, type CallDef } from '@d320b/contract';
import { NOT_ANY_ADMIN, NOT_CLUB_ADMIN, NOT_DISTRICT_ADMIN } from '../access/index.js';
import { DEMO_ADMIN_MOBILE, DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE } from '../demo/index.js';
import { describeEachDb } from '../test/harness.js';

const all = Object.values(catalogue as Record<string, CallDef>);
/** Every admin call but `admin/me` (any member may ask for their own roles). */
const adminCalls = all.filter((c) => c.name.startsWith('admin/') && c.name !== 'admin/me');
const districtOnly = adminCalls.filter((c) => c.access === 'district-admin');
const REFUSALS = new Set([NOT_ANY_ADMIN, NOT_DISTRICT_ADMIN]);

/** A multipart body of `bytes` in a file part, built like a browser would. */
async function multipart(field: string, bytes: number): Promise<{ body: Buffer; type: string }> {
  const form = new FormData();
  form.append('fullRoster', '1');
  form.append(field, new Blob([new Uint8Array(bytes).fill(65)], { type: 'text/csv' }), 'big.csv');
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
}

it('every admin call of the contract states who may call it', () => {
  expect(adminCalls.length).toBeGreaterThan(60);
  expect(adminCalls.filter((c) => !c.access).map((c) => c.name)).toEqual([]);
  // Calls outside the console name no role: the member app's calls are for every member.
  expect(all.filter((c) => !c.name.startsWith('admin/') && c.access).map((c) => c.name)).toEqual([]);
});

describeEachDb('authorise before parse', (ctx) => {
  let member: string;
  let manager: string;
  let admin: string;

  const auditCount = async () => Number((await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  /** Sends `payload` as the raw body (or query) of the call. */
  const send = async (def: CallDef, token: string, body: { payload: string | Buffer; type: string } | null) => {
    const url = callPath(def.name);
    const res = await ctx.app.inject({
      method: def.method,
      url: def.method === 'GET' ? `${url}?scope=%00&id=-1&format=${'x'.repeat(5000)}` : url,
      headers: { authorization: `Bearer ${token}`, ...(body && def.method !== 'GET' ? { 'content-type': body.type } : {}) },
      ...(body && def.method !== 'GET' ? { payload: body.payload } : {}),
    });
    return { statusCode: res.statusCode, body: res.json() as { status: boolean; message: string } };
  };

  beforeAll(async () => {
    member = await ctx.signIn(DEMO_MEMBER_MOBILE);
    manager = await ctx.signIn(DEMO_MANAGER_MOBILE);
    admin = await ctx.signIn(DEMO_ADMIN_MOBILE);
  });

  it('a member gets the same 403 from every admin call, whatever the body: garbage, wrong fields, oversized', async () => {
    const before = await auditCount();
    const bodies = [
      { payload: 'this is {not json', type: 'application/json' },
      { payload: JSON.stringify({ member_id: 'x', club_id: [1], name: { a: 1 }, previewId: 7, id: -3, page: 'z' }), type: 'application/json' },
      // Past the app's 1 MB body limit: without the role check first this would be a 413.
      { payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }), type: 'application/json' },
      { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
    ];
    for (const def of adminCalls) {
      for (const body of bodies) {
        const res = await send(def, member, body);
        expect(res.statusCode, `${def.name}: ${res.body.message}`).toBe(403);
        expect(res.body.status).toBe(false);
        expect(REFUSALS.has(res.body.message), `${def.name}: ${res.body.message}`).toBe(true);
      }
    }
    expect(await auditCount()).toBe(before);
  });

  it('multipart admin calls refuse before reading the upload: a 12 MB file gets 403, not 413', async () => {
    const uploads = adminCalls.filter((c) => c.files?.length);
    expect(uploads.map((c) => c.name)).toContain('admin/roster/preview');
    const byField = new Map<string, Promise<{ body: Buffer; type: string }>>();
    for (const def of uploads) {
      const field = def.files![0]!.name;
      if (!byField.has(field)) byField.set(field, multipart(field, 12 * 1024 * 1024));
      const { body, type } = await byField.get(field)!;
      const res = await send(def, member, { payload: body, type });
      expect(res.statusCode, `${def.name}: ${res.body.message}`).toBe(403);
      expect(REFUSALS.has(res.body.message)).toBe(true);
    }
    // The same upload from an admin is read, and refused for its size.
    const { body, type } = await byField.get('file')!;
    const res = await send(catalogue['admin/roster/preview'] as CallDef, manager, { payload: body, type });
    expect(res.statusCode).toBe(413);
  });

  it('a club admin gets the same 403 from every district-admin call, before the body is read', async () => {
    expect(districtOnly.length).toBeGreaterThan(40);
    for (const def of districtOnly) {
      const res = await send(def, manager, { payload: '{"id": "garbage", ', type: 'application/json' });
      expect(res.statusCode, `${def.name}: ${res.body.message}`).toBe(403);
      expect(res.body.message).toBe(NOT_DISTRICT_ADMIN);
    }
  });

  it('unknown ids: a club admin gets the same 403 as for another club’s member; a district admin learns it is not there', async () => {
    const other = await ctx.db.selectFrom('members').select('id').where('club_id', '!=', (await ctx.db.selectFrom('members').select('club_id').where('mobile_number', '=', DEMO_MANAGER_MOBILE).executeTakeFirstOrThrow()).club_id).executeTakeFirstOrThrow();
    const unknown = 987_654;
    for (const name of ['admin/members/get', 'admin/members/deactivate', 'admin/members/reactivate'] as const) {
      const foreign = await ctx.call(name, { member_id: other.id }, manager);
      const missing = await ctx.call(name, { member_id: unknown }, manager);
      expect(foreign.statusCode).toBe(403);
      expect(missing.statusCode, name).toBe(403);
      expect(missing.body).toEqual(foreign.body);
      expect(missing.body.message).toBe(NOT_CLUB_ADMIN);
      expect((await ctx.call(name, { member_id: unknown }, admin)).statusCode).toBe(404);
    }
    const moved = await ctx.call('admin/members/move', { member_id: unknown, club_id: 1 }, manager);
    expect(moved.statusCode).toBe(403);
    const edit = await ctx.call('admin/members/update', { member_id: unknown, name: 'X', mobile: '9000000000' }, manager);
    expect(edit.statusCode).toBe(403);
    expect((await ctx.call('admin/clubs/get', { club_id: unknown }, manager)).statusCode).toBe(403);
  });

  it('admins still get the contract’s 422 naming the field for a bad body', async () => {
    const res = await ctx.call('admin/members/get', { member_id: 'x' }, manager);
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toMatch(/^member_id: /);
  });
});
