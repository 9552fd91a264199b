import zlib from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { calls, callPath, SYNC_COLLECTIONS, SYNC_PAGE_DEFAULT, type SyncCollection, type SyncData, type SyncGone } from '@d320b/contract';
import { DEMO_MANAGER_MOBILE } from '../../demo/index.js';
import { describeEachDb, signInDemoAccounts } from '../../test/harness.js';
import { todayIn } from '../../lib/time.js';

// These tests copy the directory again and again from one account: far more than the read limits
// allow a person (access/read-limits.ts, tested in sync-limits.test.ts), so they are lifted here.
describeEachDb('sync/delta', (ctx) => {
  let token: string;
  let memberId: number;

  beforeAll(async () => {
    ({ member: token, memberId } = await signInDemoAccounts(ctx));
  });

  const sync = (payload: { cursor?: string; limit?: number } = {}) => ctx.call('sync/delta', payload, token);

  /** Every page from `cursor` on, merged: rows by collection and id, the pages' answers and the final cursor. */
  async function syncAll(cursor?: string, limit?: number) {
    const rows = new Map<SyncCollection, Map<number, Record<string, unknown>>>();
    const gone = new Map<SyncCollection, Set<number>>();
    const pages: { data: SyncData; gone: SyncGone; reset: boolean; more: boolean }[] = [];
    let next = cursor;
    for (let i = 0; i < 500; i += 1) {
      const res = await sync({ ...(next ? { cursor: next } : {}), ...(limit ? { limit } : {}) });
      expect(res.statusCode).toBe(200);
      // The route skips the generic answer check (large answers): every page is checked here.
      expect(calls['sync/delta'].response.safeParse(res.body).error).toBeUndefined();
      const { data, gone: g, reset, more } = res.body;
      pages.push({ data, gone: g, reset, more });
      for (const c of SYNC_COLLECTIONS) {
        for (const row of data[c] ?? []) {
          const byId = rows.get(c) ?? rows.set(c, new Map()).get(c)!;
          byId.set(row.i, row as Record<string, unknown>);
        }
        for (const id of g[c] ?? []) (gone.get(c) ?? gone.set(c, new Set()).get(c)!).add(id);
      }
      next = res.body.cursor;
      if (!more) break;
    }
    const ids = (c: SyncCollection) => [...(rows.get(c)?.keys() ?? [])].sort((a, b) => a - b);
    const goneIds = (c: SyncCollection) => [...(gone.get(c) ?? [])].sort((a, b) => a - b);
    return { rows, ids, goneIds, pages, cursor: next! };
  }

  const idsOf = (rows: { id: number }[]) => rows.map((r) => Number(r.id)).sort((a, b) => a - b);

  it('answers 401 without a token or with a bad one, and 422 for a cursor or a page size the contract refuses', async () => {
    const none = await ctx.call('sync/delta', {});
    expect(none.statusCode).toBe(401);
    expect(none.body.status).toBe(false);
    const bad = await ctx.call('sync/delta', {}, 'not-a-token');
    expect(bad.statusCode).toBe(401);
    const wrong = await sync({ cursor: '9.X-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body.message).toMatch(/^cursor: /);
    const tooSmall = await sync({ limit: 1 });
    expect(tooSmall.statusCode).toBe(422);
    // One page is never more than the default: a client cannot ask for the directory in one go.
    const tooLarge = await sync({ limit: SYNC_PAGE_DEFAULT + 1 });
    expect(tooLarge.statusCode).toBe(422);
  });

  it('a cursor this account was not given starts a fresh copy (reset), never continues', async () => {
    const { cursor } = await syncAll();
    // Another account's cursor, an edited one, one of the old format, one that skips ahead.
    const other = await ctx.signIn(DEMO_MANAGER_MOBILE);
    const theirs = (await ctx.call('sync/delta', {}, other)).body.cursor;
    const [body, mac] = [cursor.slice(0, cursor.lastIndexOf('.')), cursor.slice(cursor.lastIndexOf('.') + 1)];
    const seq = Number(body.split('.')[2]);
    for (const foreign of [theirs, `${body}.${mac.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}`, '1.d.0.1', body, `2.d.${seq + 5}.${body.split('.')[3]}.${mac}`, 'garbage']) {
      const res = await sync({ cursor: foreign });
      expect(res.statusCode, foreign).toBe(200);
      expect(res.body.reset, foreign).toBe(true);
      expect(res.body.data.m?.length ?? 0).toBeGreaterThan(0);
    }
    // The account's own cursor still continues.
    const own = await sync({ cursor });
    expect(own.body).toMatchObject({ reset: false, more: false, cursor, data: {}, gone: {} });
  });

  it('first sync: every active member and club, the directory lists and upcoming events, from a reset', async () => {
    const all = await syncAll();
    expect(all.pages[0]!.reset).toBe(true);
    expect(all.pages.at(-1)!.more).toBe(false);

    const members = await ctx.db.selectFrom('members').selectAll().where('is_active', '=', 1).execute();
    expect(all.ids('m')).toEqual(idsOf(members));
    const inactive = await ctx.db.selectFrom('members').select('id').where('is_active', '=', 0).execute();
    for (const r of inactive) expect(all.rows.get('m')!.has(r.id)).toBe(false);
    expect(all.ids('c')).toEqual(idsOf(await ctx.db.selectFrom('clubs').select('id').where('is_active', '=', 1).execute()));
    expect(all.ids('b')).toEqual(idsOf(await ctx.db.selectFrom('businesses').select('id').execute()));
    expect(all.ids('bc')).toEqual(idsOf(await ctx.db.selectFrom('business_categories').select('id').execute()));
    expect(all.ids('mj')).toEqual(idsOf(await ctx.db.selectFrom('mjf_records').select('id').execute()));
    expect(all.ids('gr')).toEqual(idsOf(await ctx.db.selectFrom('graduates').select('id').execute()));
    expect(all.ids('g')).toEqual(idsOf(await ctx.db.selectFrom('governor_profiles').select('id').execute()));
    expect(all.ids('cc')).toEqual(idsOf(await ctx.db.selectFrom('cabinet_categories').select('id').execute()));
    expect(all.ids('ay')).toEqual(idsOf(await ctx.db.selectFrom('academic_years').select('id').execute()));

    // This year's cabinet, regions and zones (with their clubs), not other years'.
    const year = await ctx.db.selectFrom('academic_years').select('id').orderBy('is_current', 'desc').orderBy('starts_on', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const cy = await ctx.db.selectFrom('cabinet_years').select('id').where('academic_year_id', '=', year.id).execute();
    expect(cy.length).toBeGreaterThan(0);
    expect(all.ids('cy')).toEqual(idsOf(cy));
    const regions = await ctx.db.selectFrom('regions').select('id').where('academic_year_id', '=', year.id).execute();
    expect(regions.length).toBeGreaterThan(0);
    expect(all.ids('r')).toEqual(idsOf(regions));
    const zones = await ctx.db.selectFrom('zones').select('id').where('region_id', 'in', regions.map((r) => r.id)).execute();
    expect(all.ids('z')).toEqual(idsOf(zones));
    const firstZone = all.rows.get('z')!.get(zones[0]!.id)!;
    const zoneClubs = await ctx.db.selectFrom('zone_clubs').select('club_id').where('zone_id', '=', zones[0]!.id).execute();
    expect(firstZone.cl).toEqual(zoneClubs.map((z) => z.club_id).sort((a, b) => a - b));
    expect(all.ids('rm').length).toBeGreaterThan(0);
    expect(all.ids('cm').length).toBeGreaterThan(0);

    const today = todayIn(ctx.config.district.timeZone, ctx.clock.now());
    const events = await ctx.db.selectFrom('district_events').select(['id', 'start_date', 'end_date']).execute();
    expect(all.ids('ev')).toEqual(idsOf(events.filter((e) => (e.end_date ?? e.start_date) >= today)));
    expect(all.ids('ev').length).toBeLessThan(events.length);

    // A member as the member screens show them.
    const me = members.find((m) => m.id === memberId)!;
    expect(all.rows.get('m')!.get(memberId)).toMatchObject({
      i: me.id, c: me.club_id, n: me.name, mo: me.mobile_number, f: me.profession, e: me.email, b: me.date_of_birth,
      md: me.marriage_day, ps: me.positions_held, mn: me.membership_number,
    });
  });

  it('nothing changed: the next call is an empty delta with the same cursor', async () => {
    const { cursor } = await syncAll();
    const again = await sync({ cursor });
    expect(again.statusCode).toBe(200);
    expect(again.body).toMatchObject({ reset: false, more: false, cursor, data: {}, gone: {} });
    expect(JSON.stringify(again.body).length).toBeLessThan(200);
  });

  it('an update, a deleted business and a deactivated member, whoever wrote them, come in the next delta', async () => {
    const { cursor } = await syncAll();
    const [renamed, deactivated] = await ctx.db
      .selectFrom('members').select(['id', 'name']).where('is_active', '=', 1).where('id', '!=', memberId).orderBy('id', 'desc').limit(2).execute();
    const business = await ctx.db.selectFrom('businesses').select(['id', 'member_id']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const event = await ctx.db.selectFrom('district_events').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();

    // Plain SQL writes, as an import or the admin console would make them: the database tracks them.
    await ctx.db.updateTable('members').set({ name: `${renamed!.name} Jr` }).where('id', '=', renamed!.id).execute();
    await ctx.db.updateTable('members').set({ is_active: 0 }).where('id', '=', deactivated!.id).execute();
    await ctx.db.deleteFrom('businesses').where('id', '=', business.id).execute();
    await ctx.db.deleteFrom('district_events').where('id', '=', event.id).execute();

    const delta = await syncAll(cursor);
    expect(delta.pages[0]!.reset).toBe(false);
    expect(delta.ids('m')).toEqual([renamed!.id]);
    expect(delta.rows.get('m')!.get(renamed!.id)!.n).toBe(`${renamed!.name} Jr`);
    expect(delta.goneIds('m')).toEqual([deactivated!.id]);
    expect(delta.goneIds('b')).toEqual([business.id]);
    expect(delta.goneIds('ev')).toEqual([event.id]);
    for (const c of SYNC_COLLECTIONS.filter((c) => c !== 'm')) expect(delta.ids(c)).toEqual([]);

    // Applied, and nothing more after it.
    const after = await sync({ cursor: delta.cursor });
    expect(after.body).toMatchObject({ more: false, data: {}, gone: {} });

    // Reactivated: back as a change.
    await ctx.db.updateTable('members').set({ is_active: 1 }).where('id', '=', deactivated!.id).execute();
    const back = await syncAll(delta.cursor);
    expect(back.ids('m')).toEqual([deactivated!.id]);
    expect(back.goneIds('m')).toEqual([]);
  });

  it('a change of a zone’s clubs comes as its zone', async () => {
    const { cursor, ids } = await syncAll();
    const link = await ctx.db.selectFrom('zone_clubs').selectAll().where('zone_id', 'in', ids('z')).orderBy('zone_id').executeTakeFirstOrThrow();
    await ctx.db.deleteFrom('zone_clubs').where('zone_id', '=', link.zone_id).where('club_id', '=', link.club_id).execute();
    const delta = await syncAll(cursor);
    expect(delta.ids('z')).toEqual([link.zone_id]);
    expect(delta.rows.get('z')!.get(link.zone_id)!.cl).not.toContain(link.club_id);
    await ctx.db.insertInto('zone_clubs').values(link).execute();
  });

  it('pages: a full copy in small pages equals the one-page copy; a large delta comes in pages too', async () => {
    const whole = await syncAll();
    const paged = await syncAll(undefined, 100);
    expect(paged.pages.length).toBeGreaterThan(4);
    for (const p of paged.pages) {
      const n = SYNC_COLLECTIONS.reduce((sum, c) => sum + (p.data[c]?.length ?? 0), 0);
      expect(n).toBeLessThanOrEqual(100);
    }
    expect(paged.pages.filter((p) => p.reset)).toHaveLength(1);
    for (const c of SYNC_COLLECTIONS) expect([...paged.rows.get(c)?.values() ?? []]).toEqual([...whole.rows.get(c)?.values() ?? []]);

    const some = await ctx.db.selectFrom('members').select(['id', 'profession']).where('is_active', '=', 1).orderBy('id').limit(150).execute();
    await ctx.db.updateTable('members').set({ profession: 'Sync Paging' }).where('id', 'in', some.map((s) => s.id)).execute();
    const delta = await syncAll(paged.cursor, 100);
    expect(delta.pages.map((p) => p.more)).toEqual([true, false]);
    expect(delta.ids('m')).toEqual(idsOf(some));
    for (const s of some) {
      expect(delta.rows.get('m')!.get(s.id)!.f).toBe('Sync Paging');
      await ctx.db.updateTable('members').set({ profession: s.profession }).where('id', '=', s.id).execute();
    }
  });

  it('a new academic year starts the copy over', async () => {
    const { cursor } = await syncAll();
    const year = await ctx.db.insertInto('academic_years').values({ name: '2099-2100', starts_on: '2099-07-01', ends_on: '2100-06-30', is_current: 0 }).returning('id').executeTakeFirstOrThrow();
    const current = await ctx.db.selectFrom('academic_years').select('id').where('is_current', '=', 1).execute();
    await ctx.db.updateTable('academic_years').set({ is_current: 0 }).execute();
    await ctx.db.updateTable('academic_years').set({ is_current: 1 }).where('id', '=', year.id).execute();
    try {
      const next = await sync({ cursor });
      expect(next.body.reset).toBe(true);
      expect(next.body.data.r ?? []).toEqual([]);
    } finally {
      await ctx.db.updateTable('academic_years').set({ is_current: 0 }).execute();
      if (current.length) await ctx.db.updateTable('academic_years').set({ is_current: 1 }).where('id', 'in', current.map((c) => c.id)).execute();
      await ctx.db.deleteFrom('academic_years').where('id', '=', year.id).execute();
    }
  });

  it('compresses the answer for clients that accept brotli or gzip', async () => {
    for (const [encoding, decode] of [['br', zlib.brotliDecompressSync], ['gzip', zlib.gunzipSync]] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: callPath('sync/delta'),
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      const body = JSON.parse(decode(res.rawPayload).toString('utf8'));
      expect(body.status).toBe(true);
      expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(body)) / 3);
    }
  });
}, { env: { READ_COPIES_PER_HOUR: '1000', SYNC_FULL_COPIES_PER_DAY: '1000' } });
