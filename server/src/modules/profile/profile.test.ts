import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { calls, type MemberProfile } from '@d320b/contract';
import { DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import { describeEachDb, signInDemoAccounts } from '../../test/harness.js';
import { profileForm } from '../../test/profile-form.js';
import { countFiles, jpegWithGps, overSizeUpload, pngImage, servedImageMeta, TEXT_AS_JPG } from '../club-activities/upload-fixtures.js';
import { memberSearchText } from '@d320b/contract';

describeEachDb('profile', (ctx) => {
  let member: string;
  let manager: string;
  let memberId: number;
  let managerId: number;
  let profile: MemberProfile;
  const media = () => path.join(ctx.dataDir, 'media');
  const row = (id: number) => ctx.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    ({ member, manager, memberId, managerId } = await signInDemoAccounts(ctx));
    profile = (await ctx.call('get-profile-details', {}, member)).body.data;
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.call('get-profile-details', {})).statusCode).toBe(401);
    expect((await ctx.upload('update_member_profile', { memName: 'X', mobileNumber: '9999999999' }, {})).statusCode).toBe(401);
  });

  it('shows the signed-in member’s own profile, the same as otp-verify’s user', async () => {
    const res = await ctx.call('get-profile-details', {}, member);
    expect(res.statusCode).toBe(200);
    expect(calls['get-profile-details'].response.safeParse(res.body).success).toBe(true);
    expect(res.body.data).toMatchObject({ memId: memberId, mobileNumber: DEMO_MEMBER_MOBILE });
    // A fresh sign-in hands out the same user object.
    await ctx.db.deleteFrom('login_otps').where('mobile', '=', DEMO_MEMBER_MOBILE).execute();
    const sent = await ctx.call('login', { mobile: DEMO_MEMBER_MOBILE }, { ip: '127.9.9.9' });
    const verified = await ctx.call(
      'otp-verify',
      { phone: DEMO_MEMBER_MOBILE, otp: ctx.sms.lastCode(DEMO_MEMBER_MOBILE), nonce: sent.body.nonce },
      { ip: '127.9.9.9' },
    );
    expect(verified.body.user).toEqual(res.body.data);
    // Someone else's token shows someone else.
    expect((await ctx.call('get-profile-details', { member_id: memberId }, manager)).body.data.memId).toBe(managerId);
  });

  it('validates the form as docs/product.md §5.4 says (422 naming the field), changing nothing', async () => {
    const before = await row(memberId);
    const cases: Array<[Record<string, string | number>, string]> = [
      [profileForm(profile, { memName: '' }), 'memName'],
      [profileForm(profile, { mobileNumber: '' }), 'mobileNumber'],
      [profileForm(profile, { mobileNumber: '98765' }), 'mobileNumber'],
      [profileForm(profile, { mobileNumber: '98765abcde' }), 'mobileNumber'],
      [profileForm(profile, { phoneNumber: '044-2345' }), 'phoneNumber'],
      [profileForm(profile, { phoneNumber: '12345678901' }), 'phoneNumber'],
      [profileForm(profile, { dateOfBirth: '1980-02-30' }), 'dateOfBirth'],
      [profileForm(profile, { marriageDay: '03/04/2005' }), 'marriageDay'],
      [profileForm(profile, { emailAddress: 'not-an-email' }), 'emailAddress'],
      [profileForm(profile, { dateOfBirth: '2999-01-01' }), 'dateOfBirth'],
    ];
    for (const [fields, field] of cases) {
      const res = await ctx.upload('update_member_profile', fields, {}, member);
      expect(res.statusCode, field).toBe(422);
      expect(res.body.status).toBe(false);
      expect(res.body.message, field).toContain(field);
    }
    const { memName: _n, ...noName } = profileForm(profile);
    expect((await ctx.upload('update_member_profile', noName, {}, member)).statusCode).toBe(422);
    expect(await row(memberId)).toEqual(before);
  });

  it('keeps a name typed in Telugu or Devanagari in one Unicode form (NFC), and search finds it as typed', async () => {
    // కైలాష్ శ్రీనివాస్, its ై typed as two code points (NFD) by some keyboards.
    const telugu = '\u0C15\u0C48\u0C32\u0C3E\u0C37\u0C4D శ్రీనివాస్';
    const typed = telugu.normalize('NFD');
    expect(typed).not.toBe(telugu);
    const res = await ctx.upload('update_member_profile', profileForm(profile, { memName: typed }), {}, member);
    expect(res.statusCode, res.body.message).toBe(200);
    expect(res.body.data.memName).toBe(telugu);
    expect((await row(memberId)).name).toBe(telugu);
    const search = async (filter: string) =>
      ((await ctx.call('get_members', { page: 1, filter_club_id: '', filter }, manager)).body.data ?? []).map((m: { memId: number }) => m.memId);
    // Typed either way, in one script: found.
    expect(await search('శ్రీనివాస్')).toContain(memberId);
    expect(await search(telugu.split(' ')[0]!)).toContain(memberId);
    expect(await search(typed.split(' ')[0]!)).toContain(memberId);

    // Devanagari: मुऩा typed as न + nukta (NFD).
    const hindi = 'रमेश मु\u0929ा';
    const again = await ctx.upload('update_member_profile', profileForm(profile, { memName: hindi.normalize('NFD') }), {}, member);
    expect(again.body.data.memName).toBe(hindi);
    expect(await search('मु\u0929ा')).toContain(memberId);
    expect(await search('मु\u0928\u093Cा')).toContain(memberId);
    expect(await search('रमेश')).toContain(memberId);
    expect(await search('శ్రీనివాస్')).not.toContain(memberId);
    await ctx.upload('update_member_profile', profileForm(profile), {}, member);
  });

  it('saves the profile, recomputes derived columns and answers the updated user', async () => {
    const res = await ctx.upload(
      'update_member_profile',
      profileForm(profile, {
        memName: 'Ravi Shankar Iyer',
        profession: 'Chartered Accountant',
        dateOfBirth: '1979-12-05',
        marriageDay: '2006-06-21',
        phoneNumber: '0442345678',
        emailAddress: 'ravi.iyer@example.in',
        websiteAddress: 'raviiyer.in',
        spouse: 'Lakshmi',
      }),
      {},
      member,
    );
    expect(res.statusCode, res.body.message).toBe(200);
    expect(calls['update_member_profile'].response.safeParse(res.body).success).toBe(true);
    expect(res.body.data).toMatchObject({
      memId: memberId,
      memName: 'Ravi Shankar Iyer',
      profession: 'Chartered Accountant',
      dateOfBirth: '1979-12-05',
      marriageDay: '2006-06-21',
      phoneNumber: '0442345678',
      emailAddress: 'ravi.iyer@example.in',
      websiteAddress: 'https://raviiyer.in',
    });
    expect(res.body.data).toEqual((await ctx.call('get-profile-details', {}, member)).body.data);
    const r = await row(memberId);
    expect(r.birth_md).toBe('12-05');
    expect(r.marriage_md).toBe('06-21');
    expect(r.search_text).toBe(
      memberSearchText({ name: 'Ravi Shankar Iyer', clubName: profile.club_name, profession: 'Chartered Accountant', mobile: profile.mobileNumber }),
    );
    // The greetings of the new dates find the member.
    const greet = await ctx.call('get_greetings', { start_date: '2027-12-05' }, member);
    expect(greet.body.totalCount).toBeGreaterThan(0);
    profile = res.body.data;
  });

  it('clears optional fields sent empty and keeps those left out', async () => {
    const { profession: _p, spouse: _s, ...rest } = profileForm(profile, { marriageDay: '', emailAddress: '' });
    const res = await ctx.upload('update_member_profile', rest, {}, member);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ marriageDay: null, emailAddress: null, profession: 'Chartered Accountant', spouse: 'Lakshmi' });
    const r = await row(memberId);
    expect(r.marriage_md).toBeNull();
    expect(r.birth_md).toBe('12-05');
    profile = res.body.data;
  });

  it('refuses any change of the login mobile here (taken or free): 422 pointing to the proof flow, nothing written', async () => {
    // A new login number must be proven with a code (me/mobile/request-code, me/mobile/confirm).
    for (const mobileNumber of [DEMO_MANAGER_MOBILE, '9876599999']) {
      const before = await row(memberId);
      const res = await ctx.upload('update_member_profile', profileForm(profile, { mobileNumber }), {}, member);
      expect(res.statusCode, mobileNumber).toBe(422);
      expect(res.body.status).toBe(false);
      expect(res.body.message).toMatch(/^mobileNumber: .*code.*new number/);
      expect(await row(memberId)).toEqual(before);
    }
    expect((await ctx.call('get-profile-details', {}, member)).body.data.mobileNumber).toBe(DEMO_MEMBER_MOBILE);
  });

  it('cannot update another member: ids in the payload are ignored', async () => {
    const managerBefore = await row(managerId);
    const res = await ctx.upload(
      'update_member_profile',
      { ...profileForm(profile, { memName: 'Ravi S Iyer' }), memId: managerId, member_id: managerId, id: managerId },
      {},
      member,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.data.memId).toBe(memberId);
    expect(await row(managerId)).toEqual(managerBefore);
    expect((await row(memberId)).name).toBe('Ravi S Iyer');
    profile = res.body.data;
  });

  it('stores a profile photo without metadata, replaces it and removes the old files', async () => {
    const res = await ctx.upload('update_member_profile', profileForm(profile), { memPhoto: { data: await jpegWithGps(), filename: 'me.jpg', type: 'image/jpeg' } }, member);
    expect(res.statusCode, res.body.message).toBe(200);
    const first = (await row(memberId)).photo!;
    expect(first).toMatch(/^members\//);
    expect(res.body.data.memPhoto).toBe(`/media/${first}/display.webp`);
    for (const variant of ['display', 'thumb']) {
      const served = await servedImageMeta(ctx.app, `/media/${first}/${variant}.webp`);
      expect(served.statusCode).toBe(200);
      expect(served.meta!.exif).toBeUndefined();
      expect(served.meta!.format).toBe('webp');
    }

    // Failed saves keep the current photo and write nothing.
    const files = countFiles(media());
    expect((await ctx.upload('update_member_profile', profileForm(profile), { memPhoto: TEXT_AS_JPG }, member)).statusCode).toBe(422);
    expect((await ctx.upload('update_member_profile', profileForm(profile), { memPhoto: overSizeUpload() }, member)).statusCode).toBe(413);
    const clash = await ctx.upload('update_member_profile', profileForm(profile, { mobileNumber: DEMO_MANAGER_MOBILE }), { memPhoto: { data: await pngImage() } }, member);
    expect(clash.statusCode).toBe(422);
    expect(countFiles(media())).toBe(files);
    expect((await row(memberId)).photo).toBe(first);
    expect(await ctx.images.exists(first)).toBe(true);

    // Saving without a photo keeps it; a new one replaces it.
    expect((await ctx.upload('update_member_profile', profileForm(profile), {}, member)).statusCode).toBe(200);
    expect((await row(memberId)).photo).toBe(first);
    const again = await ctx.upload('update_member_profile', profileForm(profile), { memPhoto: { data: await pngImage(), filename: 'me2.png' } }, member);
    expect(again.statusCode).toBe(200);
    const second = (await row(memberId)).photo!;
    expect(second).not.toBe(first);
    expect(await ctx.images.exists(second)).toBe(true);
    expect(await ctx.images.exists(first)).toBe(false);
    expect(countFiles(path.join(media(), first))).toBe(0);
    expect(again.body.data.memPhoto).toBe(`/media/${second}/display.webp`);
  });

  it('saves multi-line text sent by a form (CRLF line breaks) as it was: saving unchanged text audits no change', async () => {
    const text = { aboutMe: 'Line one\nLine two\n\nLine four', postalAddress: '12 Main Road\nGuntur' };
    const first = await ctx.upload('update_member_profile', profileForm(profile, text), {}, member);
    expect(first.statusCode, first.body.message).toBe(200);
    expect(await row(memberId)).toMatchObject({ about_me: text.aboutMe, postal_address: text.postalAddress });
    const saved = (await ctx.call('get-profile-details', {}, member)).body.data;
    const audited = async () => Number((await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).where('entity', '=', 'member').where('entity_id', '=', memberId).executeTakeFirstOrThrow()).n);
    const before = await audited();
    // A browser's multipart form sends every line break of a text field as CRLF.
    const crlf = (s: string) => s.replace(/\n/g, '\r\n');
    const again = await ctx.upload('update_member_profile', profileForm(saved, { aboutMe: crlf(text.aboutMe), postalAddress: crlf(text.postalAddress) }), {}, member);
    expect(again.statusCode, again.body.message).toBe(200);
    expect(await row(memberId)).toMatchObject({ about_me: text.aboutMe, postal_address: text.postalAddress });
    expect(await audited()).toBe(before);
    // A lone CR (old Mac files) is a line break too.
    expect((await ctx.upload('update_member_profile', profileForm(saved, { aboutMe: text.aboutMe.replace(/\n/g, '\r') }), {}, member)).statusCode).toBe(200);
    expect((await row(memberId)).about_me).toBe(text.aboutMe);
    expect(await audited()).toBe(before);
  });
});
