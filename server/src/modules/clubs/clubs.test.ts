import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { DEMO_MANAGER_MOBILE } from '../../demo/index.js';
import { describeEachDb } from '../../test/harness.js';

const CLUBS = 45;

describeEachDb(
  'clubs',
  (ctx) => {
    /** Active clubs by name in the database's own collation, with active member counts. */
    const clubsByName = async () => {
      const rows = await ctx.db
        .selectFrom('clubs as c')
        .select(['c.id', 'c.name', sql<number>`(select count(*) from members m where m.club_id = c.id and m.is_active = 1)`.as('n')])
        .where('c.is_active', '=', 1)
        .orderBy('c.name')
        .orderBy('c.id')
        .execute();
      return rows.map((r) => ({ ...r, n: Number(r.n) }));
    };

    it('answers 401 without a token on every call', async () => {
      expect((await ctx.call('get_clubs_list', { page: 1, search: '' })).statusCode).toBe(401);
      expect((await ctx.call('get_clubs')).statusCode).toBe(401);
      expect((await ctx.call('get_club_details', { club_id: 1 })).statusCode).toBe(401);
    });

    it('get_clubs_list: pages of 20 by name with member counts and the exact total', async () => {
      const token = await ctx.signIn();
      const all = await clubsByName();
      expect(all).toHaveLength(CLUBS);
      const pages = [];
      for (const page of [1, 2, 3, 4]) {
        const res = await ctx.call('get_clubs_list', { page, search: '' }, token);
        expect(res.statusCode).toBe(200);
        expect(res.body.totalCount).toBe(CLUBS);
        pages.push(res.body.data);
      }
      expect(pages.map((p) => p.length)).toEqual([20, 20, 5, 0]);
      expect(pages.flat().map((c) => [c.clubld, c.clubName, c.members_count])).toEqual(all.map((c) => [c.id, c.name, c.n]));
      expect(pages[0]![0]!.clubNumber).toBeTruthy();
    });

    it('get_clubs_list: the page size is the server’s, whatever the client sends', async () => {
      const token = await ctx.signIn();
      const res = await ctx.call('get_clubs_list', { page: 1, search: '', limit: 50, per_page: 100, page_size: 100 }, token);
      expect(res.body.data).toHaveLength(20);
      // Absent page and search mean page 1 of every club.
      const bare = await ctx.call('get_clubs_list', {}, token);
      expect(bare.body.data.map((c) => c.clubld)).toEqual(res.body.data.map((c) => c.clubld));
    });

    it('get_clubs_list: case-insensitive name search with the exact total', async () => {
      const token = await ctx.signIn();
      const all = await clubsByName();
      const target = all.find((c) => c.name.includes('Banjara'))!;
      for (const search of ['banjara', 'BANJARA hills', '  Banjara  ']) {
        const res = await ctx.call('get_clubs_list', { page: 1, search }, token);
        const word = search.trim().toLowerCase();
        const expected = all.filter((c) => c.name.toLowerCase().includes(word));
        expect(res.body.totalCount).toBe(expected.length);
        expect(res.body.data.map((c) => c.clubld)).toEqual(expected.slice(0, 20).map((c) => c.id));
        expect(res.body.data.map((c) => c.clubld)).toContain(target.id);
      }
      const none = await ctx.call('get_clubs_list', { page: 1, search: 'no such club' }, token);
      expect(none.statusCode).toBe(200);
      expect(none.body).toMatchObject({ status: true, data: [], totalCount: 0 });
      // LIKE wildcards are plain characters.
      const wild = await ctx.call('get_clubs_list', { page: 1, search: '%' }, token);
      expect(wild.body.totalCount).toBe(0);
    });

    it('get_clubs_list: 422 for a bad page or an overlong search', async () => {
      const token = await ctx.signIn();
      expect((await ctx.call('get_clubs_list', { page: -1 }, token)).statusCode).toBe(422);
      expect((await ctx.call('get_clubs_list', { page: 'two' }, token)).statusCode).toBe(422);
      expect((await ctx.call('get_clubs_list', { page: 1, search: 'x'.repeat(101) }, token)).statusCode).toBe(422);
    });

    it('get_clubs: every club with its member count, and the total for "All Clubs (n)"', async () => {
      const token = await ctx.signIn();
      const res = await ctx.call('get_clubs', {}, token);
      expect(res.statusCode).toBe(200);
      const all = await clubsByName();
      expect(res.body.data).toEqual(all.map((c) => ({ clubld: c.id, clubName: c.name, memberCount: c.n })));
      const active = await ctx.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('is_active', '=', 1)
        .executeTakeFirstOrThrow();
      expect(res.body.total_members_count).toBe(Number(active.n));
    });

    it('get_club_details: club info, counts, years (current first), this year’s PSTs and the managers', async () => {
      const token = await ctx.signIn();
      const manager = await ctx.db.selectFrom('members').select(['id', 'club_id']).where('mobile_number', '=', DEMO_MANAGER_MOBILE).executeTakeFirstOrThrow();
      const res = await ctx.call('get_club_details', { club_id: manager.club_id }, token);
      expect(res.statusCode).toBe(200);
      const { club, academic_years, pst_members, members } = res.body.data;
      const stored = await ctx.db.selectFrom('clubs').selectAll().where('id', '=', manager.club_id).executeTakeFirstOrThrow();
      const count = (await clubsByName()).find((c) => c.id === stored.id)!.n;
      const activities = await ctx.db
        .selectFrom('club_activities')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('club_id', '=', stored.id)
        .executeTakeFirstOrThrow();
      expect(club).toEqual({
        clubld: stored.id,
        clubName: stored.name,
        clubNumber: stored.club_number,
        charterPresident: stored.charter_president,
        extnChairman: stored.extension_chairman,
        meetsOn: stored.meets_on,
        meetingPlace: stored.meeting_place,
        sponsoredBy: stored.sponsored_by,
        charterDate: stored.charter_date,
        members_count: count,
        memberCount: count,
        activity_count: Number(activities.n),
      });
      const current = await ctx.db.selectFrom('academic_years').select(['id', 'name']).where('is_current', '=', 1).executeTakeFirstOrThrow();
      expect(academic_years[0]).toEqual({ dAYld: current.id, dAYName: current.name });
      const psts = await ctx.db
        .selectFrom('club_officers')
        .select(['member_id', 'position'])
        .where('club_id', '=', stored.id)
        .where('academic_year_id', '=', current.id)
        .orderBy('sort')
        .execute();
      expect(psts.length).toBe(3);
      expect(pst_members.map((p) => [p.memId, p.position])).toEqual(psts.map((p) => [p.member_id, p.position]));
      expect(members.map((m) => m.memId)).toContain(manager.id);
      for (const m of members) expect(m.clubName).toBe(stored.name);
    });

    it('get_club_details: another academic year shows that year’s PSTs', async () => {
      const token = await ctx.signIn();
      const first = await ctx.call('get_club_details', { club_id: 3 }, token);
      const other = first.body.data.academic_years[1]!;
      const res = await ctx.call('get_club_details', { club_id: 3, academic_year: other.dAYld }, token);
      expect(res.statusCode).toBe(200);
      const psts = await ctx.db
        .selectFrom('club_officers')
        .select(['member_id'])
        .where('club_id', '=', 3)
        .where('academic_year_id', '=', other.dAYld)
        .orderBy('sort')
        .execute();
      expect(res.body.data.pst_members.map((p) => p.memId)).toEqual(psts.map((p) => p.member_id));
      expect(res.body.data.club).toEqual(first.body.data.club);
      // '' is "no year chosen", as on first load.
      const blank = await ctx.call('get_club_details', { club_id: 3, academic_year: '' }, token);
      expect(blank.body.data.pst_members).toEqual(first.body.data.pst_members);
    });

    it('get_club_details: 404 for an unknown club or year, 422 for a bad id', async () => {
      const token = await ctx.signIn();
      expect((await ctx.call('get_club_details', { club_id: 987_654 }, token)).statusCode).toBe(404);
      expect((await ctx.call('get_club_details', { club_id: 1, academic_year: 987_654 }, token)).statusCode).toBe(404);
      const bad = await ctx.call('get_club_details', { club_id: 'one' }, token);
      expect(bad.statusCode).toBe(422);
      expect(bad.body.message).toContain('club_id');
    });
  },
  { district: { clubs: CLUBS, members: 500 } },
);
