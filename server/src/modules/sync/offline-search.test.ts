/**
 * The offline copy's member search (contract member-search, used by the web) gives the same
 * members as the server's `get_members` search, on the data `sync/delta` hands out.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMemberSearchIndex, parseMemberQuery as offlineParse, type MemberSearchIndex } from '@d320b/contract/member-search';
import { SYNC_COLLECTIONS, type SyncRow } from '@d320b/contract';
import { describeEachDb, signInDemoAccounts } from '../../test/harness.js';
import { parseMemberQuery as serverParse } from '@d320b/contract';

describe('offline query parsing', () => {
  it('splits queries exactly as the server does', () => {
    const samples = ['', '  ', 'Ravi', ' ravi KUMAR ravi ', 'a b c d e f g h', '98765 00001', '+91 98765 00001', '+919876500001', '919876500001',
      '098765-00001', '(98765) 000', '+91 98', '+91', '9191', '91234', 'Rao 98765', `o'neil "x" 50%_`, 'Lions Club', '+', '-', 'ÉMILE  Zoë'];
    for (const s of samples) expect(offlineParse(s), s).toEqual(serverParse(s));
  });
});

describeEachDb('offline member search matches get_members', (ctx) => {
  let token: string;
  let index: MemberSearchIndex;
  let members: SyncRow<'m'>[];
  let clubs: SyncRow<'c'>[];

  beforeAll(async () => {
    ({ member: token } = await signInDemoAccounts(ctx));
    const m: SyncRow<'m'>[] = [];
    const c: SyncRow<'c'>[] = [];
    let cursor: string | undefined;
    for (;;) {
      const res = await ctx.call('sync/delta', cursor ? { cursor } : {}, token);
      m.push(...(res.body.data.m ?? []));
      c.push(...(res.body.data.c ?? []));
      cursor = res.body.cursor;
      if (!res.body.more) break;
    }
    expect(SYNC_COLLECTIONS).toContain('m');
    members = m;
    clubs = c;
    const clubName = new Map(clubs.map((x) => [x.i, x.n]));
    index = buildMemberSearchIndex(members.map((x) => ({ id: x.i, clubId: x.c, name: x.n, clubName: clubName.get(x.c)!, profession: x.f, mobile: x.mo })));
  });

  async function serverIds(filter: string, clubId: number | null): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; page < 100; page += 1) {
      const res = await ctx.call('get_members', { page, filter, filter_club_id: clubId ?? 'all' }, token);
      expect(res.statusCode).toBe(200);
      ids.push(...res.body.data.map((r) => r.memId));
      if (ids.length >= res.body.mem_count || res.body.data.length === 0) break;
    }
    return ids;
  }

  it('gives the same members, in the same order, for names, clubs, professions, mobiles and mixes', async () => {
    const someone = members[17]!;
    const other = members[123]!;
    const club = clubs[3]!;
    const clubWord = club.n.split(' ').at(-1)!;
    const queries = [
      '',
      someone.n,
      someone.n.split(' ')[0]!.toUpperCase(),
      someone.n.slice(1, 4),
      `${someone.n.split(' ')[0]} ${clubWord}`,
      clubWord,
      'lions',
      someone.f ?? 'engineer',
      (other.f ?? 'doctor').split(' ')[0]!.toLowerCase(),
      someone.mo,
      `+91 ${someone.mo.slice(0, 5)} ${someone.mo.slice(5)}`,
      someone.mo.slice(3, 8),
      'a',
      'zz',
      'nobody-by-this-name',
      `${other.n.split(' ').at(-1)} ${other.mo.slice(-4)}`,
    ];
    for (const q of queries) {
      const offline = index.search(q);
      const online = await serverIds(q, null);
      expect(offline, q).toEqual(online);
    }
    const hits = queries.map((q) => index.search(q).length);
    expect(hits.filter((n) => n > 0).length).toBeGreaterThan(10);
    expect(hits).toContain(0);
  });

  it('gives the same members within one club', async () => {
    const club = clubs[2]!;
    for (const q of ['', 'a', club.n.split(' ').at(-1)!, members.find((m) => m.c === club.i)!.n.split(' ')[0]!]) {
      expect(index.search(q, club.i), q).toEqual(await serverIds(q, club.i));
    }
  });
});
