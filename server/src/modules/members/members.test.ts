import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import { describeEachDb } from '../../test/harness.js';
import { profileForm } from '../../test/profile-form.js';
import { memberIndex } from './member-index.js';
import { mediaUrl } from '../../lib/media.js';
import { memberSearchText, parseMemberQuery } from '@d320b/contract';

describeEachDb('members', (ctx) => {
  const memberByMobile = (mobile: string) =>
    ctx.db
      .selectFrom('members as m')
      .innerJoin('clubs as c', 'c.id', 'm.club_id')
      .select(['m.id', 'm.name', 'm.club_id', 'c.name as club_name', 'm.mobile_number', 'm.email', 'm.profession', 'm.search_text'])
      .where('m.mobile_number', '=', mobile)
      .where('m.is_active', '=', 1)
      .executeTakeFirstOrThrow();

  /** What the list must show, computed the slow obvious way: every term a LIKE on search_text. */
  const expected = async (filter: string, clubId: number | null, page = 1) => {
    let q = ctx.db.selectFrom('members').where('is_active', '=', 1);
    if (clubId !== null) q = q.where('club_id', '=', clubId);
    for (const t of parseMemberQuery(filter)) {
      const escaped = t.replace(/[\\%_]/g, (c) => `\\${c}`);
      q = q.where(sql<boolean>`search_text like ${`%${escaped}%`} escape '\\'`);
    }
    const [rows, count] = await Promise.all([
      q.select('id').orderBy('name').orderBy('id').limit(20).offset((page - 1) * 20).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { ids: rows.map((r) => r.id), total: Number(count.n) };
  };

  /** Contact changes recorded for a member. */
  const changesOf = (memberId: number) =>
    ctx.db.selectFrom('contact_changes').selectAll().where('member_id', '=', memberId).orderBy('id').execute();

  /** A member of the manager's club that no other test touches. */
  const clubMate = async (offset: number) => {
    const manager = await memberByMobile(DEMO_MANAGER_MOBILE);
    const managers = (await ctx.db.selectFrom('club_managers').select('member_id').execute()).map((r) => r.member_id);
    const rows = await ctx.db
      .selectFrom('members')
      .select(['id', 'mobile_number', 'email', 'name'])
      .where('club_id', '=', manager.club_id)
      .where('is_active', '=', 1)
      .where('id', 'not in', managers)
      .orderBy('id', 'desc')
      .execute();
    return rows[offset]!;
  };

  it('answers 401 without a token on every call', async () => {
    for (const [name, payload] of [
      ['get_members', { page: 1 }],
      ['get_member_details', { member_idd: 1 }],
      ['get_member_number', { member_id: 1 }],
      ['update_mobile_number', { member_id: 1, new_mobile: '9000000000' }],
    ] as const) {
      const res = await ctx.call(name, payload);
      expect(res.statusCode, name).toBe(401);
      expect(res.body.status).toBe(false);
    }
  });

  it('get_members: pages of 20 by name with the exact total', async () => {
    const token = await ctx.signIn();
    const pages = [];
    for (const page of [1, 2]) {
      const res = await ctx.call('get_members', { page, filter_club_id: '', filter: '' }, token);
      expect(res.statusCode).toBe(200);
      const want = await expected('', null, page);
      expect(res.body.mem_count).toBe(want.total);
      expect(res.body.data.map((m) => m.memId)).toEqual(want.ids);
      pages.push(res.body.data);
    }
    expect(pages[0]).toHaveLength(20);
    expect(pages[1]).toHaveLength(20);
    const row = pages[0]![0]!;
    expect(Object.keys(row).sort()).toEqual(['clubName', 'isManager', 'memId', 'memName', 'memPhoto', 'mobileNumber', 'profession', 'selfLogin']);
    if (row.memPhoto) expect(row.memPhoto).toMatch(/^\/media\/.+\/thumb\.webp$/);
    // The last page holds the rest; past it, nothing (still the exact total).
    const total = pages[0] && (await expected('', null)).total;
    const lastPage = Math.ceil(total! / 20);
    const last = await ctx.call('get_members', { page: lastPage }, token);
    expect(last.body.data).toHaveLength(total! - (lastPage - 1) * 20);
    const beyond = await ctx.call('get_members', { page: lastPage + 1 }, token);
    expect(beyond.body).toMatchObject({ status: true, data: [], mem_count: total });
  });

  it('get_members: the page size is the server’s, whatever the client sends', async () => {
    const token = await ctx.signIn();
    const res = await ctx.call('get_members', { page: 1, limit: 50, per_page: 100, page_size: 1000, pageSize: 50 }, token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toHaveLength(20);
  });

  it('get_members: inactive members are not listed or counted', async () => {
    const token = await ctx.signIn();
    const before = await ctx.call('get_members', { page: 1 }, token);
    const gone = before.body.data[3]!;
    await ctx.db.updateTable('members').set({ is_active: 0 }).where('id', '=', gone.memId).execute();
    try {
      const after = await ctx.call('get_members', { page: 1 }, token);
      expect(after.body.mem_count).toBe(before.body.mem_count - 1);
      expect(after.body.data.map((m) => m.memId)).not.toContain(gone.memId);
      const search = await ctx.call('get_members', { page: 1, filter: gone.mobileNumber }, token);
      expect(search.body.mem_count).toBe(0);
    } finally {
      await ctx.db.updateTable('members').set({ is_active: 1 }).where('id', '=', gone.memId).execute();
    }
    const back = await ctx.call('get_members', { page: 1, filter: gone.mobileNumber }, token);
    expect(back.body.data.map((m) => m.memId)).toEqual([gone.memId]);
  });

  it('get_members: search by part of a name, club name, profession or mobile, case-insensitive', async () => {
    const token = await ctx.signIn();
    const demo = await memberByMobile(DEMO_MEMBER_MOBILE);
    const namePart = demo.name.split(' ').at(-1)!.slice(1, 5).toUpperCase();
    const clubWord = demo.club_name.split(' ').at(-1)!;
    const cases: [string, (m: { memName: string; clubName: string; profession: string | null; mobileNumber: string }) => boolean][] = [
      [namePart, (m) => `${m.memName} ${m.clubName} ${m.profession}`.toLowerCase().includes(namePart.toLowerCase())],
      [clubWord, (m) => `${m.memName} ${m.clubName} ${m.profession}`.toLowerCase().includes(clubWord.toLowerCase())],
      [demo.profession!.slice(0, 6), (m) => `${m.memName} ${m.clubName} ${m.profession}`.toLowerCase().includes(demo.profession!.slice(0, 6).toLowerCase())],
    ];
    for (const [filter, matches] of cases) {
      const res = await ctx.call('get_members', { page: 1, filter_club_id: 'all', filter }, token);
      expect(res.statusCode).toBe(200);
      const want = await expected(filter, null);
      expect(want.total, filter).toBeGreaterThan(0);
      expect(res.body.mem_count, filter).toBe(want.total);
      expect(res.body.data.map((m) => m.memId), filter).toEqual(want.ids);
      for (const m of res.body.data) expect(matches(m), `${filter} → ${m.memName}`).toBe(true);
    }
    const byName = await ctx.call('get_members', { page: 1, filter: demo.name.toUpperCase() }, token);
    expect(byName.body.data.map((m) => m.memId)).toContain(demo.id);
  });

  it('get_members: a mobile typed with spaces, dashes or +91 finds the member', async () => {
    const token = await ctx.signIn();
    const demo = await memberByMobile(DEMO_MEMBER_MOBILE);
    for (const filter of ['9876500001', '98765 00001', '+91 98765 00001', '+919876500001', '919876500001', '098765-00001', ' 98765 0000 1 ']) {
      const res = await ctx.call('get_members', { page: 1, filter }, token);
      expect(res.body.mem_count, filter).toBe(1);
      expect(res.body.data[0]!.memId, filter).toBe(demo.id);
    }
    // Part of a number.
    const part = await ctx.call('get_members', { page: 1, filter: '+91 98765 000' }, token);
    expect(part.body.data.map((m) => m.memId)).toContain(demo.id);
    expect(part.body.mem_count).toBe((await expected('98765000', null)).total);
  });

  it('get_members: every kind of query gives what a plain scan gives', async () => {
    const token = await ctx.signIn();
    const manager = await memberByMobile(DEMO_MANAGER_MOBILE);
    const demo = await memberByMobile(DEMO_MEMBER_MOBILE);
    const someClub = demo.club_name.split(' ').slice(-2).join(' ');
    const queries = [
      '', 'a', 'ku', 'RAO', 'lions', 'lions club of', 'Lions Club Of Hyderabad', someClub, `${someClub} ${demo.name.split(' ')[0]}`,
      'hyderabad', 'secunderabad rao', 'advocate', 'reddy a', '98', '9876', "o'", '%', '_', 'x_y', '"', 'zzzz no such member',
      demo.name, `${demo.name} ${demo.profession}`, 'e', 'r a', 'ra', 'y', 'zz',
    ];
    for (const clubId of [null, manager.club_id, demo.club_id]) {
      // 56 list pages per round: a new hour each round keeps under the per-account read limit (docs/product.md 3.4).
      ctx.clock.advance(60 * 60 * 1000);
      for (const filter of queries) {
        for (const page of [1, 2]) {
          const res = await ctx.call('get_members', { page, filter_club_id: clubId ?? '', filter }, token);
          const want = await expected(filter, clubId, page);
          const label = `club=${clubId} "${filter}" p${page}`;
          expect(res.statusCode, label).toBe(200);
          expect(res.body.mem_count, label).toBe(want.total);
          expect(res.body.data.map((m) => m.memId), label).toEqual(want.ids);
        }
      }
    }
  }, 120_000);

  it('get_members: after random writes of every kind, every query still gives what a plain scan gives', async () => {
    const token = await ctx.signIn();
    const demo = await memberByMobile(DEMO_MEMBER_MOBILE);
    // A seeded generator: the same writes on every run.
    let seed = 20_261_125;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
    const clubs = await ctx.db.selectFrom('clubs').select(['id', 'name']).orderBy('id').execute();
    const others = await ctx.db
      .selectFrom('members')
      .select(['id', 'name', 'club_id', 'mobile_number', 'profession'])
      .where('club_id', '!=', demo.club_id)
      .where('is_active', '=', 1)
      .orderBy('id')
      .execute();
    const victims = others.filter((_, i) => i % 7 === 3).slice(0, 40);
    const originals = await ctx.db
      .selectFrom('members')
      .select(['id', 'name', 'club_id', 'profession', 'photo', 'search_text', 'is_active'])
      .where('id', 'in', victims.map((v) => v.id))
      .execute();
    const privacyBefore = await ctx.db.selectFrom('member_privacy').selectAll().where('member_id', 'in', victims.map((v) => v.id)).execute();
    const clubName = (id: number) => clubs.find((c) => c.id === id)!.name;
    const textOf = (m: { name: string; club_id: number; profession: string | null; mobile_number: string }) =>
      memberSearchText({ name: m.name, clubName: clubName(m.club_id), profession: m.profession, mobile: m.mobile_number });

    const queries = ['', 'a', 'e', 'ra', 'ku', 'rao', 'reddy', 'lions', 'zq', 'qzwrite', 'doctor', 'r a', 'club of', '9', '98', '4'];
    const check = async (label: string, round = 0) => {
      ctx.clock.advance(60 * 60 * 1000);
      // Queries first asked now (not kept from before the writes): found through the index's pieces of text.
      const fresh = [['qzw', 'doc', 'add', 'zed'], ['qzwr', 'doct', 'adde', 'aaro'], ['qzwri', 'docto', 'added', 'emil'], ['qzwrit', 'octo', 'dded', 'émil']][round]!;
      for (const clubId of [null, victims[0]!.club_id]) {
        for (const filter of [...queries, ...fresh]) {
          for (const page of [1, 2]) {
            const res = await ctx.call('get_members', { page, filter_club_id: clubId ?? '', filter }, token);
            const want = await expectedFor(filter, clubId, page);
            const where = `${label}: club=${clubId} "${filter}" p${page}`;
            expect(res.statusCode, where).toBe(200);
            expect(res.body.mem_count, where).toBe(want.total);
            expect(res.body.data.map((m) => m.memId), where).toEqual(want.ids);
            // The cards as the database holds them now (they come from the index).
            expect(
              res.body.data.map((m) => [m.memId, m.memName, m.memPhoto, m.mobileNumber, m.clubName, m.profession]),
              where,
            ).toEqual(want.cards);
          }
        }
      }
    };
    /** The plain scan, with the privacy rule for terms holding digits. */
    const expectedFor = async (filter: string, clubId: number | null, page: number) => {
      const terms = parseMemberQuery(filter);
      const rows = await ctx.db
        .selectFrom('members as m')
        .leftJoin('member_privacy as pv', 'pv.member_id', 'm.id')
        .innerJoin('clubs as c', 'c.id', 'm.club_id')
        .select(['m.id', 'm.name', 'm.club_id', 'm.search_text', 'm.mobile_number', 'm.photo', 'm.profession', 'c.name as club_name', 'pv.mobile as level'])
        .where('m.is_active', '=', 1)
        .where((eb) => eb.and(terms.map((t) => sql<boolean>`m.search_text like ${`%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`)))
        .$if(clubId !== null, (q) => q.where('m.club_id', '=', clubId!))
        .orderBy('m.name')
        .orderBy('m.id')
        .execute();
      const seen = rows.filter((r) =>
        terms.every((t) => !/\d/.test(t) || r.level !== 'nobody' || r.id === demo.id || r.search_text.slice(0, r.search_text.length - r.mobile_number.length).includes(t)),
      );
      const shown = seen.slice((page - 1) * 20, page * 20);
      // The demo member is a plain member: they see a mobile kept to its club only in their own club.
      const visible = (r: (typeof shown)[number]) =>
        r.id === demo.id || r.level === null || r.level === 'district' || (r.level === 'club' && r.club_id === demo.club_id);
      const cards = shown.map((r) => [r.id, r.name, mediaUrl(r.photo, 'thumb') || null, visible(r) ? r.mobile_number : '', r.club_name, r.profession]);
      return { ids: shown.map((r) => r.id), total: seen.length, cards };
    };
    // Ask every query once, so the kept answers exist before the writes.
    await check('before the writes');
    const now = new Date().toISOString();
    const added: number[] = [];
    try {
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 12; i++) {
          const m = pick(victims);
          const current = await ctx.db.selectFrom('members').select(['name', 'club_id', 'mobile_number', 'profession', 'is_active']).where('id', '=', m.id).executeTakeFirstOrThrow();
          const kind = pick(['rename', 'profession', 'club', 'deactivate', 'privacy', 'insert', 'photo', 'club name'] as const);
          if (kind === 'rename') {
            const name = `${pick(['Aaron', 'Zed', 'Qzwrite', 'Ravi', 'Émile'])} ${pick(['Reddy', 'Rao', 'Kumar', 'Zq'])} ${Math.floor(rand() * 100)}`;
            await ctx.db.updateTable('members').set({ name, search_text: textOf({ ...current, name }) }).where('id', '=', m.id).execute();
          } else if (kind === 'profession') {
            const profession = pick(['Doctor', 'Qzwrite maker', null, 'Lions trader']);
            await ctx.db.updateTable('members').set({ profession, search_text: textOf({ ...current, profession }) }).where('id', '=', m.id).execute();
          } else if (kind === 'club') {
            const club = pick(clubs.filter((c) => c.id !== demo.club_id));
            await ctx.db.updateTable('members').set({ club_id: club.id, search_text: textOf({ ...current, club_id: club.id }) }).where('id', '=', m.id).execute();
          } else if (kind === 'photo') {
            await ctx.db.updateTable('members').set({ photo: pick([null, `qz-photo-${i}`]) }).where('id', '=', m.id).execute();
          } else if (kind === 'club name') {
            // A club renamed: its name on every card (search texts as they were: the writer's job, not this test's).
            const club = pick(clubs.filter((c) => c.id !== demo.club_id));
            await ctx.db.updateTable('clubs').set({ name: `${club.name} Qz${i}` }).where('id', '=', club.id).execute();
          } else if (kind === 'deactivate') {
            await ctx.db.updateTable('members').set({ is_active: current.is_active ? 0 : 1 }).where('id', '=', m.id).execute();
          } else if (kind === 'privacy') {
            const mobile = pick(['nobody', 'district'] as const);
            await ctx.db.deleteFrom('member_privacy').where('member_id', '=', m.id).execute();
            await ctx.db.insertInto('member_privacy').values({ member_id: m.id, mobile, updated_at: now }).execute();
          } else {
            const club = pick(clubs.filter((c) => c.id !== demo.club_id));
            const mobile = `90000${String(78_000 + added.length).padStart(5, '0')}`;
            const name = `${pick(['Aaron', 'Qzwrite', 'Ravi'])} Added ${added.length}`;
            const { id } = await ctx.db
              .insertInto('members')
              .values({ club_id: club.id, name, mobile_number: mobile, search_text: textOf({ name, club_id: club.id, profession: null, mobile_number: mobile }), is_active: 1, created_at: now, updated_at: now })
              .returning('id')
              .executeTakeFirstOrThrow();
            added.push(id);
          }
          // Now and then a read between two writes, so answers are updated one write at a time too.
          if (i % 4 === 0) {
            const res = await ctx.call('get_members', { page: 1, filter_club_id: '', filter: pick(queries) }, token);
            expect(res.statusCode).toBe(200);
          }
        }
        await check(`after round ${round + 1} of writes`, round + 1);
      }
    } finally {
      for (const id of added) await ctx.db.deleteFrom('members').where('id', '=', id).execute();
      for (const o of originals) {
        await ctx.db.updateTable('members').set({ name: o.name, club_id: o.club_id, profession: o.profession, photo: o.photo, search_text: o.search_text, is_active: o.is_active }).where('id', '=', o.id).execute();
      }
      for (const c of clubs) await ctx.db.updateTable('clubs').set({ name: c.name }).where('id', '=', c.id).execute();
      await ctx.db.deleteFrom('member_privacy').where('member_id', 'in', victims.map((v) => v.id)).execute();
      if (privacyBefore.length) await ctx.db.insertInto('member_privacy').values(privacyBefore).execute();
    }
    // The next test starts with a fresh hour of the per-account read limit.
    ctx.clock.advance(60 * 60 * 1000);
  }, 240_000);

  it('get_members: a profile save is found by the very next search, and the member index is updated, not built again', async () => {
    const token = await ctx.signIn();
    const before = await memberIndex(ctx.db);
    const profile = (await ctx.call('get-profile-details', {}, token)).body.data;
    const search = async (filter: string) => (await ctx.call('get_members', { page: 1, filter_club_id: '', filter }, token)).body;
    expect((await search('qzsaved')).mem_count).toBe(0);
    const saved = await ctx.upload('update_member_profile', profileForm(profile, { profession: 'Qzsaved Weaver' }), {}, token);
    expect(saved.statusCode).toBe(200);
    try {
      const found = await search('qzsaved');
      expect(found.data.map((m: { memName: string }) => m.memName)).toEqual([profile.memName]);
      expect(found.mem_count).toBe(1);
      const after = await memberIndex(ctx.db);
      expect(after).toBe(before);
      expect(after.byId.get(Number(profile.memId))?.text).toContain('qzsaved weaver');
    } finally {
      const back = await ctx.upload('update_member_profile', profileForm(profile), {}, token);
      expect(back.statusCode).toBe(200);
    }
    expect((await search('qzsaved')).mem_count).toBe(0);
  });

  it('get_members: a write straight to the database shows in the next list and search at once', async () => {
    const token = await ctx.signIn();
    const demo = await memberByMobile(DEMO_MEMBER_MOBILE);
    const club = await ctx.db.selectFrom('clubs').select(['id', 'name']).where('id', '!=', demo.club_id).orderBy('id').executeTakeFirstOrThrow();
    const search = async (filter: string, clubId: number | null = null) => {
      const res = await ctx.call('get_members', { page: 1, filter_club_id: clubId ?? '', filter }, token);
      expect(res.statusCode).toBe(200);
      return { ids: res.body.data.map((m) => m.memId), total: res.body.mem_count };
    };
    // Read (and so cache) the list, the club and the searches before the writes.
    const before = await search('');
    const clubBefore = await search('', club.id);
    expect(await search('qzvx')).toEqual({ ids: [], total: 0 });
    const now = new Date().toISOString();
    const mobile = '9000077001';
    const { id } = await ctx.db
      .insertInto('members')
      .values({
        club_id: club.id,
        name: 'Qzvx Written Directly',
        mobile_number: mobile,
        search_text: memberSearchText({ name: 'Qzvx Written Directly', clubName: club.name, profession: null, mobile }),
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect(await search('qzvx')).toEqual({ ids: [id], total: 1 });
      expect(await search('q')).toEqual(await expected('q', null));
      expect((await search('')).total).toBe(before.total + 1);
      expect((await search('', club.id)).total).toBe(clubBefore.total + 1);
      await ctx.db
        .updateTable('members')
        .set({ name: 'Wxyq Renamed', search_text: memberSearchText({ name: 'Wxyq Renamed', clubName: club.name, profession: null, mobile }) })
        .where('id', '=', id)
        .execute();
      expect(await search('qzvx')).toEqual({ ids: [], total: 0 });
      expect(await search('wxyq')).toEqual({ ids: [id], total: 1 });
      await ctx.db.updateTable('members').set({ is_active: 0 }).where('id', '=', id).execute();
      expect(await search('wxyq')).toEqual({ ids: [], total: 0 });
      expect((await search('')).total).toBe(before.total);
    } finally {
      await ctx.db.deleteFrom('members').where('id', '=', id).execute();
    }
  });

  it('get_members: a privacy change straight to the database decides the next search by mobile', async () => {
    const token = await ctx.signIn();
    const demo = await memberByMobile(DEMO_MEMBER_MOBILE);
    const managed = (await ctx.db.selectFrom('club_managers').select('club_id').where('member_id', '=', demo.id).execute()).map((r) => r.club_id);
    const club = await ctx.db
      .selectFrom('clubs')
      .select(['id', 'name'])
      .where('id', 'not in', [demo.club_id, ...managed])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const mobile = '9000077002';
    const { id } = await ctx.db
      .insertInto('members')
      .values({
        club_id: club.id,
        name: 'Hidden Mobile Person',
        mobile_number: mobile,
        search_text: memberSearchText({ name: 'Hidden Mobile Person', clubName: club.name, profession: null, mobile }),
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const found = async (filter: string) => (await ctx.call('get_members', { page: 1, filter }, token)).body.mem_count;
    try {
      expect(await found(mobile)).toBe(1);
      await ctx.db.insertInto('member_privacy').values({ member_id: id, mobile: 'nobody', updated_at: now }).execute();
      expect(await found(mobile)).toBe(0);
      expect(await found(mobile.slice(3))).toBe((await expected(mobile.slice(3), null)).total - 1);
      // The name still finds them, with the mobile hidden on the card.
      const byName = await ctx.call('get_members', { page: 1, filter: 'hidden mobile person' }, token);
      expect(byName.body.data.map((m) => [m.memId, m.mobileNumber])).toEqual([[id, '']]);
      await ctx.db.updateTable('member_privacy').set({ mobile: 'district' }).where('member_id', '=', id).execute();
      expect(await found(mobile)).toBe(1);
    } finally {
      await ctx.db.deleteFrom('member_privacy').where('member_id', '=', id).execute();
      await ctx.db.deleteFrom('members').where('id', '=', id).execute();
    }
  });

  it('get_members: club filter, and club ids as text', async () => {
    const token = await ctx.signIn();
    const manager = await memberByMobile(DEMO_MANAGER_MOBILE);
    for (const filter_club_id of [manager.club_id, String(manager.club_id)]) {
      const res = await ctx.call('get_members', { page: 1, filter_club_id, filter: '' }, token);
      expect(res.body.mem_count).toBe((await expected('', manager.club_id)).total);
      expect(res.body.data.every((m) => m.clubName === manager.club_name)).toBe(true);
    }
    const all = await ctx.call('get_members', { page: 1, filter_club_id: 'all' }, token);
    expect(all.body.mem_count).toBe((await expected('', null)).total);
    const unknown = await ctx.call('get_members', { page: 1, filter_club_id: 987_654 }, token);
    expect(unknown.body).toMatchObject({ status: true, data: [], mem_count: 0 });
    const bad = await ctx.call('get_members', { page: 1, filter_club_id: 'club two' }, token);
    expect(bad.statusCode).toBe(422);
    expect(bad.body.message).toContain('filter_club_id');
  });

  it('get_members: isManager marks rows of clubs the signed-in member manages; selfLogin marks their own row', async () => {
    const manager = await memberByMobile(DEMO_MANAGER_MOBILE);
    const managerToken = await ctx.signIn(DEMO_MANAGER_MOBILE);
    const own = await ctx.call('get_members', { page: 1, filter_club_id: manager.club_id }, managerToken);
    expect(own.body.data.length).toBeGreaterThan(1);
    for (const m of own.body.data) {
      expect(m.isManager).toBe(1);
      expect(m.selfLogin).toBe(m.memId === manager.id ? 1 : 0);
    }
    const self = await ctx.call('get_members', { page: 1, filter: DEMO_MANAGER_MOBILE }, managerToken);
    expect(self.body.data).toEqual([expect.objectContaining({ memId: manager.id, isManager: 1, selfLogin: 1 })]);
    const everyone = await ctx.call('get_members', { page: 1 }, managerToken);
    for (const m of everyone.body.data) expect(m.isManager).toBe(m.clubName === manager.club_name ? 1 : 0);

    const demo = await memberByMobile(DEMO_MEMBER_MOBILE);
    const memberToken = await ctx.signIn(DEMO_MEMBER_MOBILE);
    const asMember = await ctx.call('get_members', { page: 1, filter_club_id: demo.club_id }, memberToken);
    for (const m of asMember.body.data) {
      expect(m.isManager).toBe(0);
      expect(m.selfLogin).toBe(m.memId === demo.id ? 1 : 0);
    }
  });

  it('get_member_details: profile and business record', async () => {
    const token = await ctx.signIn();
    const manager = await memberByMobile(DEMO_MANAGER_MOBILE);
    const res = await ctx.call('get_member_details', { member_idd: manager.id }, token);
    expect(res.statusCode).toBe(200);
    const { get_member, business_record } = res.body.data;
    expect(get_member).toMatchObject({
      memId: manager.id,
      clubId: manager.club_id,
      memName: manager.name,
      clubName: manager.club_name,
      mobileNumber: manager.mobile_number,
      emailAddress: manager.email,
      distName: ctx.config.district.name,
    });
    if (get_member.memPhoto) expect(get_member.memPhoto).toMatch(/\/display\.webp$/);
    const business = await ctx.db
      .selectFrom('businesses as b')
      .innerJoin('business_categories as bc', 'bc.id', 'b.category_id')
      .select(['b.id', 'b.title', 'bc.title as category'])
      .where('b.member_id', '=', manager.id)
      .executeTakeFirstOrThrow();
    expect(business_record).toMatchObject({ brId: business.id, brTitle: business.title, bcataTitle: business.category, memId: manager.id });

    const demo = await memberByMobile(DEMO_MEMBER_MOBILE);
    const none = await ctx.call('get_member_details', { member_idd: String(demo.id) }, token);
    expect(none.statusCode).toBe(200);
    expect(none.body.data.business_record).toBeNull();
  });

  it('get_member_details: 404 for an unknown or inactive member, 422 for a bad id', async () => {
    const token = await ctx.signIn();
    expect((await ctx.call('get_member_details', { member_idd: 987_654 }, token)).statusCode).toBe(404);
    const target = await clubMate(5);
    await ctx.db.updateTable('members').set({ is_active: 0 }).where('id', '=', target.id).execute();
    try {
      const res = await ctx.call('get_member_details', { member_idd: target.id }, token);
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: false, message: expect.any(String) });
    } finally {
      await ctx.db.updateTable('members').set({ is_active: 1 }).where('id', '=', target.id).execute();
    }
    const bad = await ctx.call('get_member_details', { member_idd: 'me' }, token);
    expect(bad.statusCode).toBe(422);
    expect(bad.body.message).toContain('member_idd');
  });

  it('get_member_number: only a manager of the member’s club', async () => {
    const target = await clubMate(0);
    const managerToken = await ctx.signIn(DEMO_MANAGER_MOBILE);
    const ok = await ctx.call('get_member_number', { member_id: target.id }, managerToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toMatchObject({ status: true, data: target.mobile_number, emailAddress: target.email });

    const memberToken = await ctx.signIn(DEMO_MEMBER_MOBILE);
    const notManager = await ctx.call('get_member_number', { member_id: target.id }, memberToken);
    expect(notManager.statusCode).toBe(403);
    expect(notManager.body.status).toBe(false);

    const demo = await memberByMobile(DEMO_MEMBER_MOBILE);
    const otherClub = await ctx.call('get_member_number', { member_id: demo.id }, managerToken);
    expect(otherClub.statusCode).toBe(403);
    expect((await ctx.call('get_member_number', { member_id: 987_654 }, managerToken)).statusCode).toBe(404);
  });

  it('update_mobile_number: refused for a non-manager, a manager of another club and oneself — nothing written', async () => {
    const target = await clubMate(1);
    const demo = await memberByMobile(DEMO_MEMBER_MOBILE);
    const manager = await memberByMobile(DEMO_MANAGER_MOBILE);
    const memberToken = await ctx.signIn(DEMO_MEMBER_MOBILE);
    const managerToken = await ctx.signIn(DEMO_MANAGER_MOBILE);
    const attempts = [
      [memberToken, target.id],
      [managerToken, demo.id],
      [managerToken, manager.id],
      [memberToken, demo.id],
    ] as const;
    for (const [token, member_id] of attempts) {
      const res = await ctx.call('update_mobile_number', { member_id, new_mobile: '9000011111', new_email: 'x@example.com' }, token);
      expect(res.statusCode, `member ${member_id}`).toBe(403);
      expect(res.body).toEqual({ status: false, message: expect.any(String) });
    }
    for (const id of [target.id, demo.id, manager.id]) {
      const row = await ctx.db.selectFrom('members').select('mobile_number').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.mobile_number).not.toBe('9000011111');
      expect(await changesOf(id)).toEqual([]);
    }
    expect((await ctx.call('update_mobile_number', { member_id: 987_654, new_mobile: '9000011111' }, managerToken)).statusCode).toBe(404);
  });

  it('update_mobile_number: a mobile of another active member is a clear 409, and nothing changes', async () => {
    const target = await clubMate(2);
    const managerToken = await ctx.signIn(DEMO_MANAGER_MOBILE);
    const demo = await memberByMobile(DEMO_MEMBER_MOBILE);
    const res = await ctx.call('update_mobile_number', { member_id: target.id, new_mobile: DEMO_MEMBER_MOBILE, new_email: '' }, managerToken);
    expect(res.statusCode).toBe(409);
    expect(res.body.status).toBe(false);
    expect(res.body.message).toContain(DEMO_MEMBER_MOBILE);
    expect(res.body.message).not.toContain(demo.name);
    const row = await ctx.db.selectFrom('members').select(['mobile_number', 'email']).where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ mobile_number: target.mobile_number, email: target.email });
    expect(await changesOf(target.id)).toEqual([]);
  });

  it('update_mobile_number: 422 for a mobile that is not 10 digits or a bad e-mail', async () => {
    const target = await clubMate(2);
    const managerToken = await ctx.signIn(DEMO_MANAGER_MOBILE);
    for (const new_mobile of ['12345', '98765000011', 'abcdefghij', '']) {
      const res = await ctx.call('update_mobile_number', { member_id: target.id, new_mobile }, managerToken);
      expect(res.statusCode, new_mobile).toBe(422);
      expect(res.body.message).toContain('Please enter a valid 10-digit mobile number.');
    }
    const email = await ctx.call('update_mobile_number', { member_id: target.id, new_mobile: '9000022222', new_email: 'not an email' }, managerToken);
    expect(email.statusCode).toBe(422);
    expect(await changesOf(target.id)).toEqual([]);
  });

  it('update_mobile_number: the manager changes it; audit row, search text, sessions revoked', async () => {
    const target = await clubMate(3);
    const manager = await memberByMobile(DEMO_MANAGER_MOBILE);
    const targetToken = await ctx.signIn(target.mobile_number);
    expect((await ctx.call('get_members', { page: 1 }, targetToken)).statusCode).toBe(200);
    const managerToken = await ctx.signIn(DEMO_MANAGER_MOBILE);

    const res = await ctx.call(
      'update_mobile_number',
      { member_id: target.id, new_mobile: '+91 90000 33333', new_email: 'New.Mail@Example.com' },
      managerToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.message).toMatch(/mobile number updated/i);

    const row = await memberByMobile('9000033333');
    expect(row.id).toBe(target.id);
    expect(row.email).toBe('New.Mail@Example.com');
    expect(row.search_text).toContain('9000033333');
    expect(row.search_text).not.toContain(target.mobile_number);
    const [change, ...more] = await changesOf(target.id);
    expect(more).toEqual([]);
    expect(change).toMatchObject({
      changed_by: manager.id,
      member_id: target.id,
      old_mobile: target.mobile_number,
      new_mobile: '9000033333',
      old_email: target.email,
      new_email: 'New.Mail@Example.com',
    });
    // Stamped by the app's clock.
    expect(change!.created_at).toBe(ctx.clock.now().toISOString());
    // Folded into the audit log too: one row per changed field, same event, the manager as a club admin.
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'member').where('entity_id', '=', target.id).orderBy('id').execute();
    expect(audit.map((a) => [a.action, a.actor_id, a.actor_role, a.field, a.old_value, a.new_value])).toEqual([
      ['update_contact', manager.id, 'club_admin', 'mobile_number', target.mobile_number, '9000033333'],
      ['update_contact', manager.id, 'club_admin', 'email', target.email, 'New.Mail@Example.com'],
    ]);
    expect(new Set(audit.map((a) => a.event_id)).size).toBe(1);
    expect(audit[0]!.request_id).toBeTruthy();
    expect(audit[0]!.created_at).toBe(ctx.clock.now().toISOString());

    // The member's old sessions end; the manager's do not.
    const revoked = await ctx.call('get_members', { page: 1 }, targetToken);
    expect(revoked.statusCode).toBe(401);
    expect((await ctx.call('get_members', { page: 1 }, managerToken)).statusCode).toBe(200);
    const open = await ctx.db.selectFrom('sessions').select('id').where('member_id', '=', target.id).where('revoked_at', 'is', null).execute();
    expect(open).toEqual([]);

    // The list and its search show the new number at once; the old one finds nobody.
    const found = await ctx.call('get_members', { page: 1, filter: '90000 33333' }, managerToken);
    expect(found.body.data).toEqual([expect.objectContaining({ memId: target.id, mobileNumber: '9000033333', isManager: 1, selfLogin: 0 })]);
    expect((await ctx.call('get_members', { page: 1, filter: target.mobile_number }, managerToken)).body.mem_count).toBe(0);
    const number = await ctx.call('get_member_number', { member_id: target.id }, managerToken);
    expect(number.body).toMatchObject({ data: '9000033333', emailAddress: 'New.Mail@Example.com' });
    // The member signs in with the new number.
    expect(await ctx.signIn('9000033333')).toBeTruthy();
  });

  it('update_mobile_number: an e-mail-only change is recorded and keeps sessions; no change writes nothing', async () => {
    const target = await clubMate(4);
    const targetToken = await ctx.signIn(target.mobile_number);
    const managerToken = await ctx.signIn(DEMO_MANAGER_MOBILE);

    const same = await ctx.call('update_mobile_number', { member_id: target.id, new_mobile: target.mobile_number }, managerToken);
    expect(same.statusCode).toBe(200);
    expect(await changesOf(target.id)).toEqual([]);

    const res = await ctx.call('update_mobile_number', { member_id: target.id, new_mobile: target.mobile_number, new_email: '' }, managerToken);
    expect(res.statusCode).toBe(200);
    const row = await ctx.db.selectFrom('members').select(['mobile_number', 'email']).where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ mobile_number: target.mobile_number, email: null });
    const changes = await changesOf(target.id);
    if (target.email === null) {
      expect(changes).toEqual([]);
    } else {
      expect(changes).toEqual([expect.objectContaining({ old_mobile: target.mobile_number, new_mobile: target.mobile_number, old_email: target.email, new_email: null })]);
    }
    expect((await ctx.call('get_members', { page: 1 }, targetToken)).statusCode).toBe(200);
  });

  it('update_mobile_number: a number only an inactive member had is free to use', async () => {
    const target = await clubMate(6);
    const former = await clubMate(7);
    const managerToken = await ctx.signIn(DEMO_MANAGER_MOBILE);
    await ctx.db.updateTable('members').set({ is_active: 0 }).where('id', '=', former.id).execute();
    try {
      const res = await ctx.call('update_mobile_number', { member_id: target.id, new_mobile: former.mobile_number }, managerToken);
      expect(res.statusCode).toBe(200);
    } finally {
      // Give the number back before the former member returns (numbers are unique among active members).
      await ctx.db.updateTable('members').set({ mobile_number: target.mobile_number }).where('id', '=', target.id).execute();
      await ctx.db.updateTable('members').set({ is_active: 1 }).where('id', '=', former.id).execute();
    }
  });
});
