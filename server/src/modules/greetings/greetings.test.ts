import { beforeAll, expect, it } from 'vitest';
import { calls, compareMembers, PAGE_SIZE, type Greeting } from '@d320b/contract';
import { canSee, type FieldVisibility } from '../../access/privacy.js';
import { DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import { describeEachDb, type TestContext } from '../../test/harness.js';

async function allCards(ctx: TestContext, token: string, start_date: string): Promise<{ cards: Greeting[]; total: number; pages: number }> {
  const cards: Greeting[] = [];
  let total = 0;
  let pages = 0;
  for (let page = 1; page < 100; page++) {
    const res = await ctx.call('get_greetings', { start_date, page }, token);
    expect(res.statusCode).toBe(200);
    expect(calls['get_greetings'].response.safeParse(res.body).success).toBe(true);
    expect(res.body.data.length).toBeLessThanOrEqual(PAGE_SIZE);
    total = res.body.totalCount;
    if (res.body.data.length === 0) break;
    pages++;
    cards.push(...res.body.data);
    if (cards.length >= total) break;
  }
  return { cards, total, pages };
}

let nextMobile = 5_200_000_000;

describeEachDb('greetings', (ctx) => {
  let token: string;
  let clubId: number;
  const added: number[] = [];

  async function addMember(name: string, dob: string | null, marriage: string | null, active: 0 | 1 = 1) {
    const now = new Date().toISOString();
    const row = await ctx.db
      .insertInto('members')
      .values({
        club_id: clubId,
        name,
        mobile_number: String(nextMobile++),
        date_of_birth: dob,
        birth_md: dob ? dob.slice(5) : null,
        marriage_day: marriage,
        marriage_md: marriage ? marriage.slice(5) : null,
        is_active: active,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    added.push(row.id);
    return row.id;
  }

  beforeAll(async () => {
    token = await ctx.signIn(DEMO_MEMBER_MOBILE);
    clubId = (await ctx.db.selectFrom('clubs').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.call('get_greetings', {})).statusCode).toBe(401);
  });

  it('refuses an impossible or malformed date with 422', async () => {
    for (const start_date of ['2026-02-30', '2025-02-29', '14/08/2026', 'today']) {
      const res = await ctx.call('get_greetings', { start_date, page: 1 }, token);
      expect(res.statusCode, start_date).toBe(422);
      expect(res.body.message).toContain('start_date');
    }
    expect((await ctx.call('get_greetings', { start_date: '2026-08-14', page: 0 }, token)).statusCode).toBe(422);
  });

  it('lists birthdays and marriage days of the day by name, 20 a page, with the total', async () => {
    // 30 extra members on one day, so the day needs two pages.
    for (let i = 0; i < 18; i++) await addMember(`Zeta Birthday ${String(i).padStart(2, '0')}`, `19${70 + i}-08-17`, null);
    for (let i = 0; i < 12; i++) await addMember(`Alpha Wedding ${String(i).padStart(2, '0')}`, null, `20${10 + i}-08-17`);
    await addMember('Inactive Birthday', '1980-08-17', '2005-08-17', 0);
    const { cards, total, pages } = await allCards(ctx, token, '2026-08-17');
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(cards).toHaveLength(total);

    const born = await ctx.db.selectFrom('members').select('id').where('is_active', '=', 1).where('birth_md', '=', '08-17').execute();
    const wed = await ctx.db.selectFrom('members').select('id').where('is_active', '=', 1).where('marriage_md', '=', '08-17').execute();
    expect(total).toBe(born.length + wed.length);
    expect(cards.filter((c) => c.greetingType === 'birthday').map((c) => c.memId).sort()).toEqual(born.map((r) => r.id).sort());
    expect(cards.filter((c) => c.greetingType === 'marriage').map((c) => c.memId).sort()).toEqual(wed.map((r) => r.id).sort());
    for (const c of cards) {
      const date = c.greetingType === 'birthday' ? c.dateOfBirth : c.marriageDay;
      // Day and month only, never the year.
      expect(date).toBe('--08-17');
      if (c.memPhoto) expect(c.memPhoto).toMatch(/\/thumb\.webp$/);
    }
    expect(cards.some((c) => c.memName === 'Inactive Birthday')).toBe(false);
    // By name (first letters never go backwards; full collation is the database's).
    const initials = cards.map((c) => c.memName[0]!.toLowerCase());
    expect([...initials].sort()).toEqual(initials);
    const alphaFirst = cards.findIndex((c) => c.memName.startsWith('Alpha Wedding'));
    const zetaFirst = cards.findIndex((c) => c.memName.startsWith('Zeta Birthday'));
    expect(alphaFirst).toBeLessThan(zetaFirst);
    // No card twice across pages.
    expect(new Set(cards.map((c) => `${c.memId}/${c.greetingType}`)).size).toBe(cards.length);
  });

  it('gives a member born and married on the day two cards', async () => {
    const id = await addMember('Double Celebration', '1975-11-03', '2001-11-03');
    const { cards } = await allCards(ctx, token, '2026-11-03');
    expect(cards.filter((c) => c.memId === id).map((c) => c.greetingType).sort()).toEqual(['birthday', 'marriage']);
  });

  it('matches month and day whatever the year asked for', async () => {
    const id = await addMember('Any Year Lion', '1966-05-09', null);
    for (const date of ['1990-05-09', '2026-05-09', '2031-05-09']) {
      const { cards } = await allCards(ctx, token, date);
      expect(cards.some((c) => c.memId === id), date).toBe(true);
    }
    expect((await allCards(ctx, token, '2026-05-10')).cards.some((c) => c.memId === id)).toBe(false);
  });

  it('greets 29 February on 28 February in non-leap years, and on 29 February in leap years', async () => {
    const leap = await addMember('Leap Year Lion', '1992-02-29', '2016-02-29');
    const feb28 = await addMember('Plain Feb Lion', '1990-02-28', null);
    const has = async (date: string, id: number) => (await allCards(ctx, token, date)).cards.filter((c) => c.memId === id).length;
    expect(await has('2027-02-28', leap)).toBe(2);
    expect(await has('2027-02-28', feb28)).toBe(1);
    expect(await has('2028-02-28', leap)).toBe(0);
    expect(await has('2028-02-28', feb28)).toBe(1);
    expect(await has('2028-02-29', leap)).toBe(2);
    expect(await has('2028-02-29', feb28)).toBe(0);
    expect(await has('2027-03-01', leap)).toBe(0);
    expect(await has('2100-02-28', leap)).toBe(2); // 2100 is not a leap year
  });

  it('defaults to today in the district time zone and to page 1', async () => {
    const saved = ctx.clock.now();
    try {
      ctx.clock.set('2026-08-16T19:00:00Z'); // 17 August, 00:30 in Asia/Kolkata
      const t = await ctx.signIn(DEMO_MEMBER_MOBILE);
      const implicit = await ctx.call('get_greetings', {}, t);
      const explicit = await ctx.call('get_greetings', { start_date: '2026-08-17', page: 1 }, t);
      expect(implicit.statusCode).toBe(200);
      expect(implicit.body.totalCount).toBe(explicit.body.totalCount);
      expect(implicit.body.data).toEqual(explicit.body.data);
      const blank = await ctx.call('get_greetings', { start_date: '', page: '' }, t);
      expect(blank.body.data).toEqual(explicit.body.data);
    } finally {
      ctx.clock.set(saved);
      token = await ctx.signIn(DEMO_MEMBER_MOBILE);
    }
  });

  it('answers an empty page past the end', async () => {
    const res = await ctx.call('get_greetings', { start_date: '2026-08-17', page: 50 }, token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.totalCount).toBeGreaterThan(0);
  });

  it('after random writes of days, names, clubs, activity and privacy, each day lists exactly what the database holds', async () => {
    const viewerRow = await ctx.db.selectFrom('members').select(['id', 'club_id']).where('mobile_number', '=', DEMO_MEMBER_MOBILE).executeTakeFirstOrThrow();
    const viewer = { id: viewerRow.id, clubId: viewerRow.club_id, districtAdmin: false, managedClubIds: new Set<number>() };
    const clubIds = (await ctx.db.selectFrom('clubs').select('id').orderBy('id').limit(3).execute()).map((r) => r.id);
    const DAYS = ['07-21', '07-22'];
    const ids: number[] = [];
    let seed = 21;
    const rand = (n: number) => ((seed = (seed * 48271) % 2147483647), seed % n);
    const LEVELS: FieldVisibility[] = ['district', 'club', 'nobody'];
    // More than a page a day, some of them hidden from the viewer from the start: pages after the
    // first skip hidden greetings too.
    for (let i = 0; i < 50; i++) {
      const id = await addMember(`Oracle Lion ${String.fromCharCode(65 + (i % 26))}${i}`, `1970-${DAYS[i % 2]}`, i % 3 === 0 ? `2000-${DAYS[(i + 1) % 2]}` : null);
      ids.push(id);
      if (i % 4 === 1) {
        const levels = { birthday: LEVELS[rand(3)]!, marriage: LEVELS[rand(3)]!, mobile: LEVELS[rand(3)]! };
        await ctx.db.insertInto('member_privacy').values({ member_id: id, ...levels, updated_at: new Date().toISOString() }).execute();
      }
    }

    /** A day's greetings as the demo member may see them, read plainly from the tables. */
    async function expected(md: string): Promise<string[]> {
      const rows = await ctx.db
        .selectFrom('members as m')
        .leftJoin('member_privacy as p', 'p.member_id', 'm.id')
        .where('m.is_active', '=', 1)
        .where((eb) => eb.or([eb('m.birth_md', '=', md), eb('m.marriage_md', '=', md)]))
        .innerJoin('clubs as c', 'c.id', 'm.club_id')
        .select(['m.id', 'm.name', 'm.club_id', 'm.birth_md', 'm.marriage_md', 'm.mobile_number', 'c.name as club_name', 'p.birthday', 'p.marriage', 'p.mobile'])
        .execute();
      return rows
        .flatMap((r) => [
          ...(r.birth_md === md ? [{ r, kind: 'birthday' as const, level: r.birthday }] : []),
          ...(r.marriage_md === md ? [{ r, kind: 'marriage' as const, level: r.marriage }] : []),
        ])
        .filter((g) => canSee(viewer, { id: g.r.id, clubId: g.r.club_id }, g.kind, g.level))
        .sort((a, b) => compareMembers({ name: a.r.name, id: a.r.id }, { name: b.r.name, id: b.r.id }) || a.kind.localeCompare(b.kind))
        .map((g) => {
          // The whole card, each field as the viewer may see it.
          const shown = (field: 'birthday' | 'marriage' | 'mobile', level: FieldVisibility | null) => canSee(viewer, { id: g.r.id, clubId: g.r.club_id }, field, level);
          const birth = g.r.birth_md && shown('birthday', g.r.birthday) ? `--${g.r.birth_md}` : null;
          const marriage = g.r.marriage_md && shown('marriage', g.r.marriage) ? `--${g.r.marriage_md}` : null;
          return `${g.r.id}/${g.kind} ${g.r.name} | ${g.r.club_name} | ${shown('mobile', g.r.mobile) ? g.r.mobile_number : ''} | ${birth} | ${marriage}`;
        });
    }

    for (let round = 0; round < 6; round++) {
      for (let w = 0; w < 5; w++) {
        const id = ids[rand(ids.length)]!;
        const now = new Date().toISOString();
        switch (rand(5)) {
          case 0: {
            const md = DAYS[rand(2)]!;
            await ctx.db.updateTable('members').set({ date_of_birth: `1971-${md}`, birth_md: md, updated_at: now }).where('id', '=', id).execute();
            break;
          }
          case 1:
            await ctx.db.updateTable('members').set({ name: `Oracle Lion ${String.fromCharCode(65 + rand(26))}${rand(100)}`, updated_at: now }).where('id', '=', id).execute();
            break;
          case 2:
            await ctx.db.updateTable('members').set({ club_id: clubIds[rand(clubIds.length)]!, updated_at: now }).where('id', '=', id).execute();
            break;
          case 3:
            await ctx.db.updateTable('members').set({ is_active: rand(3) === 0 ? 0 : 1, updated_at: now }).where('id', '=', id).execute();
            break;
          default: {
            const levels = { birthday: LEVELS[rand(3)]!, marriage: LEVELS[rand(3)]!, mobile: LEVELS[rand(3)]! };
            await ctx.db.insertInto('member_privacy').values({ member_id: id, ...levels, updated_at: now }).onConflict((oc) => oc.column('member_id').doUpdateSet(levels)).execute();
          }
        }
      }
      for (const md of DAYS) {
        const { cards, total, pages } = await allCards(ctx, token, `2026-${md}`);
        expect(pages, `round ${round} ${md}`).toBeGreaterThan(1);
        expect(cards.length, `round ${round} ${md}`).toBe(total);
        expect(
          cards.map((c) => `${c.memId}/${c.greetingType} ${c.memName} | ${c.clubName} | ${c.mobileNumber} | ${c.dateOfBirth} | ${c.marriageDay}`),
          `round ${round} ${md}`,
        ).toEqual(await expected(md));
      }
    }
  });
});
