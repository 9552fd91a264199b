/**
 * Per-field privacy chosen by the member, honoured by every answer
 * (details, lists, search, greetings, dashboard counts, business owner cards), and
 * get_member_number consistent with get_member_details.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { canSee, PRIVATE_FIELDS, visibleSql, type FieldVisibility, type PrivacySettings, type Viewer } from '../../access/privacy.js';
import { DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import { todayIn } from '../../lib/time.js';
import { describeEachDb } from '../../test/harness.js';

const LEVELS: FieldVisibility[] = ['district', 'club', 'nobody'];

describe('canSee (the privacy rule)', () => {
  const owner = { id: 10, clubId: 1 };
  const viewer = (over: Partial<Viewer>): Viewer => ({ id: 99, clubId: 2, districtAdmin: false, managedClubIds: new Set(), ...over });
  it('district: everyone; club: the club and its managers; nobody: only self, district admins and (for contact fields) the club’s managers', () => {
    const outsider = viewer({});
    const clubmate = viewer({ clubId: 1 });
    const manager = viewer({ managedClubIds: new Set([1]) });
    const otherManager = viewer({ managedClubIds: new Set([3]) });
    const admin = viewer({ districtAdmin: true });
    const self = viewer({ id: 10, clubId: 1 });
    const table: [Viewer, string, PrivateLevels][] = [
      [outsider, 'outsider', { district: true, club: false, nobody: false }],
      [otherManager, 'manager of another club', { district: true, club: false, nobody: false }],
      [clubmate, 'clubmate', { district: true, club: true, nobody: false }],
      [admin, 'district admin', { district: true, club: true, nobody: true }],
      [self, 'self', { district: true, club: true, nobody: true }],
    ];
    for (const [v, label, want] of table) {
      for (const field of PRIVATE_FIELDS) for (const level of LEVELS) expect(canSee(v, owner, field, level), `${label} ${field} ${level}`).toBe(want[level]);
    }
    for (const level of LEVELS) {
      for (const field of ['mobile', 'phone', 'email', 'address'] as const) expect(canSee(manager, owner, field, level), field).toBe(true);
      for (const field of ['birthday', 'marriage', 'spouse'] as const) expect(canSee(manager, owner, field, level), field).toBe(level !== 'nobody');
    }
    expect(canSee(outsider, owner, 'mobile', null)).toBe(true);
  });
});
type PrivateLevels = Record<FieldVisibility, boolean>;

describeEachDb('privacy settings', (ctx) => {
  type M = { id: number; club_id: number; name: string; mobile_number: string; email: string | null };
  const byMobile = (mobile: string) =>
    ctx.db.selectFrom('members').select(['id', 'club_id', 'name', 'mobile_number', 'email']).where('mobile_number', '=', mobile).where('is_active', '=', 1).executeTakeFirstOrThrow();
  let manager: M;
  let outsider: M;
  let target: M;
  let clubmate: M;
  let admin: M;
  const tokens: Record<'target' | 'manager' | 'outsider' | 'clubmate' | 'admin', string> = {} as never;

  beforeAll(async () => {
    manager = await byMobile(DEMO_MANAGER_MOBILE);
    outsider = await byMobile(DEMO_MEMBER_MOBILE);
    const managers = (await ctx.db.selectFrom('club_managers').select('member_id').execute()).map((r) => r.member_id);
    const mates = await ctx.db
      .selectFrom('members')
      .select(['id', 'club_id', 'name', 'mobile_number', 'email'])
      .where('club_id', '=', manager.club_id)
      .where('is_active', '=', 1)
      .where('id', 'not in', managers)
      .orderBy('id')
      .execute();
    [target, clubmate] = [mates[0]!, mates[1]!];
    admin = (await ctx.db
      .selectFrom('members')
      .select(['id', 'club_id', 'name', 'mobile_number', 'email'])
      .where('club_id', 'not in', [manager.club_id, outsider.club_id])
      .where('is_active', '=', 1)
      .where('id', 'not in', managers)
      .orderBy('id')
      .executeTakeFirstOrThrow())!;
    await ctx.db
      .insertInto('district_admins')
      .values({ member_id: admin.id, granted_by: null, granted_at: new Date().toISOString() })
      // The demo district already has a district admin; this member may be the one.
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
    // Full data on the target, so hiding is visible; a birthday and marriage day today.
    const today = todayIn(ctx.config.district.timeZone, ctx.clock.now());
    await ctx.db
      .updateTable('members')
      .set({
        phone_number: '4023456789', email: 'target@example.com', postal_address: '1 Main Road', spouse: 'Lakshmi',
        date_of_birth: `1970-${today.slice(5)}`, birth_md: today.slice(5), marriage_day: `1995-${today.slice(5)}`, marriage_md: today.slice(5),
      })
      .where('id', '=', target.id)
      .execute();
    const cat = await ctx.db.selectFrom('business_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    await ctx.db.deleteFrom('businesses').where('member_id', '=', target.id).execute();
    const at = new Date().toISOString();
    await ctx.db
      .insertInto('businesses')
      .values({ member_id: target.id, category_id: cat.id, title: 'Target Traders', description: 'Rice', website: null, image: null, created_at: at, updated_at: at })
      .execute();
    tokens.target = await ctx.signIn(target.mobile_number);
    tokens.manager = await ctx.signIn(manager.mobile_number);
    tokens.outsider = await ctx.signIn(outsider.mobile_number);
    tokens.clubmate = await ctx.signIn(clubmate.mobile_number);
    tokens.admin = await ctx.signIn(admin.mobile_number);
  });

  const save = (settings: PrivacySettings, token = tokens.target) => ctx.call('me/privacy/save', settings, token);
  const ALL_DISTRICT: PrivacySettings = { mobile: 'district', phone: 'district', email: 'district', birthday: 'district', marriage: 'district', address: 'district', spouse: 'district' };
  const CHOSEN: PrivacySettings = { mobile: 'nobody', phone: 'nobody', email: 'club', birthday: 'nobody', marriage: 'club', address: 'club', spouse: 'nobody' };

  it('me/privacy: defaults to everyone in the district; saves and reads back; validates; 401 without a token', async () => {
    expect(manager.club_id).not.toBe(outsider.club_id);
    const first = await ctx.call('me/privacy', {}, tokens.clubmate);
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toEqual(ALL_DISTRICT);
    const saved = await save({ ...ALL_DISTRICT, mobile: 'club' }, tokens.clubmate);
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.mobile).toBe('club');
    expect((await ctx.call('me/privacy', {}, tokens.clubmate)).body.data).toEqual({ ...ALL_DISTRICT, mobile: 'club' });
    const audit = await ctx.db.selectFrom('audit_log').select(['field', 'old_value', 'new_value']).where('entity', '=', 'member_privacy').where('entity_id', '=', clubmate.id).execute();
    expect(audit).toEqual([{ field: 'privacy.mobile', old_value: 'district', new_value: 'club' }]);
    const bad = await ctx.call('me/privacy/save', { ...ALL_DISTRICT, email: 'friends' }, tokens.clubmate);
    expect(bad.statusCode).toBe(422);
    expect(bad.body.message).toContain('email');
    const partial = await ctx.call('me/privacy/save', { mobile: 'nobody' }, tokens.clubmate);
    expect(partial.statusCode).toBe(422);
    expect((await ctx.call('me/privacy', {}, tokens.clubmate)).body.data.mobile).toBe('club');
    expect((await ctx.call('me/privacy', {})).statusCode).toBe(401);
    expect((await ctx.call('me/privacy/save', ALL_DISTRICT)).statusCode).toBe(401);
    await save(ALL_DISTRICT, tokens.clubmate);
  });

  it('get_member_details: each viewer sees what the rule allows; the member sees everything of their own', async () => {
    expect((await save(CHOSEN)).statusCode).toBe(200);
    const details = async (who: keyof typeof tokens) => (await ctx.call('get_member_details', { member_idd: target.id }, tokens[who])).body.data.get_member;
    const full = { mobileNumber: target.mobile_number, phoneNumber: '4023456789', emailAddress: 'target@example.com', postalAddress: '1 Main Road', spouse: 'Lakshmi' };
    expect(await details('outsider')).toMatchObject({ mobileNumber: '', phoneNumber: null, emailAddress: null, dateOfBirth: null, marriageDay: null, postalAddress: null, spouse: null, memName: target.name });
    expect(await details('clubmate')).toMatchObject({ mobileNumber: '', phoneNumber: null, emailAddress: 'target@example.com', dateOfBirth: null, postalAddress: '1 Main Road', spouse: null });
    expect((await details('clubmate')).marriageDay).toMatch(/^1995-/);
    // The club's manager: contact fields whatever was chosen; birthday and spouse set to nobody stay hidden.
    expect(await details('manager')).toMatchObject({ ...full, dateOfBirth: null, spouse: null });
    expect(await details('admin')).toMatchObject(full);
    expect((await details('admin')).dateOfBirth).toMatch(/^1970-/);
    expect(await details('target')).toMatchObject(full);
    const own = await ctx.call('get-profile-details', {}, tokens.target);
    expect(own.body.data).toMatchObject({ ...full, dateOfBirth: expect.stringMatching(/^1970-/) });
    await save(ALL_DISTRICT);
    expect(await details('outsider')).toMatchObject(full);
  });

  it('get_member_number answers what get_member_details shows the same manager; others are refused', async () => {
    await save(CHOSEN);
    for (const who of ['manager', 'admin'] as const) {
      const num = await ctx.call('get_member_number', { member_id: target.id }, tokens[who]);
      expect(num.statusCode, who).toBe(200);
      const det = (await ctx.call('get_member_details', { member_idd: target.id }, tokens[who])).body.data.get_member;
      expect(num.body.data).toBe(det.mobileNumber);
      expect(num.body.emailAddress).toBe(det.emailAddress);
      expect(num.body.data).toBe(target.mobile_number);
    }
    for (const who of ['outsider', 'clubmate'] as const) {
      expect((await ctx.call('get_member_number', { member_id: target.id }, tokens[who])).statusCode, who).toBe(403);
    }
    await save(ALL_DISTRICT);
  });

  it('get_members: the card hides the mobile, and a search by a hidden mobile does not find the member', async () => {
    await save(CHOSEN);
    const byName = await ctx.call('get_members', { page: 1, filter_club_id: target.club_id, filter: target.name }, tokens.outsider);
    const card = byName.body.data.find((m) => m.memId === target.id);
    expect(card).toMatchObject({ memId: target.id, mobileNumber: '' });
    for (const who of ['outsider', 'clubmate'] as const) {
      const found = await ctx.call('get_members', { page: 1, filter: target.mobile_number }, tokens[who]);
      expect(found.statusCode).toBe(200);
      expect(found.body.data.map((m) => m.memId), who).not.toContain(target.id);
      const part = await ctx.call('get_members', { page: 1, filter: target.mobile_number.slice(2, 8) }, tokens[who]);
      expect(part.body.data.map((m) => m.memId), who).not.toContain(target.id);
    }
    for (const who of ['manager', 'admin', 'target'] as const) {
      const found = await ctx.call('get_members', { page: 1, filter: target.mobile_number }, tokens[who]);
      expect(found.body.data.map((m) => [m.memId, m.mobileNumber]), who).toEqual([[target.id, target.mobile_number]]);
    }
    // Name search still finds them (only the hidden field stops matching).
    expect(byName.body.data.map((m) => m.memId)).toContain(target.id);
    await save({ ...CHOSEN, mobile: 'club' });
    const mate = await ctx.call('get_members', { page: 1, filter: target.mobile_number }, tokens.clubmate);
    expect(mate.body.data.map((m) => m.memId)).toEqual([target.id]);
    const out = await ctx.call('get_members', { page: 1, filter: target.mobile_number }, tokens.outsider);
    expect(out.body.mem_count).toBe(0);
    await save(ALL_DISTRICT);
    const back = await ctx.call('get_members', { page: 1, filter: target.mobile_number }, tokens.outsider);
    expect(back.body.data.map((m) => [m.memId, m.mobileNumber])).toEqual([[target.id, target.mobile_number]]);
  });

  it('greetings and dashboard counts: a hidden birthday or marriage day is neither greeted nor counted; dates carry no year', async () => {
    const today = todayIn(ctx.config.district.timeZone, ctx.clock.now());
    const cardsFor = async (who: keyof typeof tokens) => {
      const cards = [];
      for (let page = 1; ; page++) {
        const res = await ctx.call('get_greetings', { start_date: today, page }, tokens[who]);
        cards.push(...res.body.data);
        if (res.body.data.length < 20) return { cards: cards.filter((c) => c.memId === target.id), total: res.body.totalCount };
      }
    };
    const counts = async (who: keyof typeof tokens) => {
      const d = (await ctx.call('get_dashboard', {}, tokens[who])).body.data;
      return d.birthday_count + d.marriage_count;
    };
    await save(ALL_DISTRICT);
    const open = await cardsFor('outsider');
    expect(open.cards.map((c) => c.greetingType).sort()).toEqual(['birthday', 'marriage']);
    for (const c of open.cards) {
      expect(c.dateOfBirth).toBe(`--${today.slice(5)}`);
      expect(c.marriageDay).toBe(`--${today.slice(5)}`);
    }
    const openCount = await counts('outsider');
    expect(openCount).toBe(open.total);

    await save({ ...ALL_DISTRICT, birthday: 'nobody', marriage: 'club' });
    const outsider = await cardsFor('outsider');
    expect(outsider.cards).toEqual([]);
    expect(outsider.total).toBe(open.total - 2);
    expect(await counts('outsider')).toBe(openCount - 2);
    const mate = await cardsFor('clubmate');
    expect(mate.cards.map((c) => [c.greetingType, c.dateOfBirth, c.marriageDay])).toEqual([['marriage', null, `--${today.slice(5)}`]]);
    const own = await cardsFor('target');
    expect(own.cards.map((c) => c.greetingType).sort()).toEqual(['birthday', 'marriage']);
    expect((await cardsFor('admin')).cards).toHaveLength(2);
    await save(ALL_DISTRICT);
  });

  it('business owner cards and club lists carry the mobile only where the viewer may see it', async () => {
    await save(CHOSEN);
    const details = await ctx.call('get_business_details', { member_id: target.id }, tokens.outsider);
    expect(details.statusCode).toBe(200);
    expect(details.body.data.get_members.mobileNumber).toBe('');
    expect(details.body.data.get_business!.mobileNumber).toBe('');
    const asManager = await ctx.call('get_business_details', { member_id: target.id }, tokens.manager);
    expect(asManager.body.data.get_members.mobileNumber).toBe(target.mobile_number);
    const record = await ctx.call('get_member_details', { member_idd: target.id }, tokens.outsider);
    expect(record.body.data.business_record!.mobileNumber).toBe('');
    const list = [];
    for (let page = 1; page < 50; page++) {
      const res = await ctx.call('get_business_info', { category_id: details.body.data.get_business!.brCategory, page }, tokens.outsider);
      list.push(...res.body.data);
      if (res.body.data.length < 20) break;
    }
    expect(list.filter((b) => b.memId === target.id).map((b) => b.mobileNumber)).toEqual(['']);
    await save(ALL_DISTRICT);
  });

  it('visibleSql (filters in queries) agrees with canSee for every viewer, field and level', async () => {
    const viewers: Viewer[] = [
      { id: outsider.id, clubId: outsider.club_id, districtAdmin: false, managedClubIds: new Set() },
      { id: clubmate.id, clubId: clubmate.club_id, districtAdmin: false, managedClubIds: new Set() },
      { id: manager.id, clubId: manager.club_id, districtAdmin: false, managedClubIds: new Set([manager.club_id]) },
      { id: outsider.id, clubId: outsider.club_id, districtAdmin: false, managedClubIds: new Set([outsider.club_id]) },
      { id: admin.id, clubId: admin.club_id, districtAdmin: true, managedClubIds: new Set() },
      { id: target.id, clubId: target.club_id, districtAdmin: false, managedClubIds: new Set() },
    ];
    for (const level of LEVELS) {
      await save({ mobile: level, phone: level, email: level, birthday: level, marriage: level, address: level, spouse: level });
      for (const v of viewers) {
        for (const field of PRIVATE_FIELDS) {
          const rows = await sql<{ id: number }>`select m.id from members m where m.id = ${target.id} and ${visibleSql(v, field)}`.execute(ctx.db);
          expect(rows.rows.length === 1, `${v.id} ${field} ${level}`).toBe(canSee(v, { id: target.id, clubId: target.club_id }, field, level));
        }
      }
    }
    await save(ALL_DISTRICT);
  });
});
