import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { calls, PAGE_SIZE } from '@d320b/contract';
import { DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import { describeEachDb } from '../../test/harness.js';
import {
  countFiles,
  hugePixelPng,
  jpegWithGps,
  keyOfUrl,
  overSizeUpload,
  pngImage,
  servedImageMeta,
  TEXT_AS_JPG,
} from './upload-fixtures.js';
import { displayDate } from './mappers.js';

describe('displayDate', () => {
  it('formats as DD Mon YYYY', () => {
    expect(displayDate('2025-01-05')).toBe('05 Jan 2025');
    expect(displayDate('2024-12-31')).toBe('31 Dec 2024');
  });
});

describeEachDb('club activities', (ctx) => {
  let member: string;
  let manager: string;
  let managerClubId: number;
  let otherClubId: number;
  const media = () => path.join(ctx.dataDir, 'media');
  const activityCount = async () =>
    Number((await ctx.db.selectFrom('club_activities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    member = await ctx.signIn(DEMO_MEMBER_MOBILE);
    manager = await ctx.signIn(DEMO_MANAGER_MOBILE);
    const managed = await ctx.db
      .selectFrom('club_managers as cm')
      .innerJoin('members as m', 'm.id', 'cm.member_id')
      .select('cm.club_id')
      .where('m.mobile_number', '=', DEMO_MANAGER_MOBILE)
      .execute();
    expect(managed).toHaveLength(1);
    managerClubId = managed[0]!.club_id;
    const other = await ctx.db.selectFrom('clubs').select('id').where('id', '<>', managerClubId).orderBy('id').executeTakeFirstOrThrow();
    otherClubId = other.id;
  });

  /** Adds an activity through the API as the manager and answers its row. */
  async function addAsManager(title: string, image?: Buffer) {
    const res = await ctx.upload(
      'add_club_activities',
      { clubld: managerClubId, caTitle: title, caDesc: 'Description of ' + title, caDate: '2026-01-10' },
      image ? { caImage: { data: image, filename: 'photo.jpg', type: 'image/jpeg' } } : {},
      manager,
    );
    expect(res.statusCode, res.body.message).toBe(200);
    return ctx.db.selectFrom('club_activities').selectAll().where('title', '=', title).executeTakeFirstOrThrow();
  }

  describe('reading', () => {
    it('answers 401 without a token', async () => {
      for (const name of ['get_club_activities', 'get_club_activity_details', 'get-member-manager-club'] as const) {
        const res = await ctx.call(name, { cald: 1 });
        expect(res.statusCode).toBe(401);
        expect(res.body.status).toBe(false);
      }
    });

    it('lists every club newest first, 20 a page, with the total', async () => {
      const total = await activityCount();
      const first = await ctx.call('get_club_activities', { page: 1, club_id: 'all', search_text: '' }, member);
      expect(first.statusCode).toBe(200);
      expect(calls['get_club_activities'].response.safeParse(first.body).success).toBe(true);
      expect(first.body.totalCount).toBe(total);
      expect(first.body.data.length).toBe(Math.min(PAGE_SIZE, total));
      const dates = first.body.data.map((a) => a.caDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      const second = await ctx.call('get_club_activities', { page: 2, club_id: 'all' }, member);
      const ids = new Set(first.body.data.map((a) => a.cald));
      expect(second.body.data.some((a) => ids.has(a.cald))).toBe(false);
      const a = first.body.data[0]!;
      expect(a.caDatee).toBe(displayDate(a.caDate));
      expect(a.club.clubName).toBe(a.club_name);
      if (a.calmage) expect(a.calmage).toMatch(/\/thumb\.webp$/);
    });

    it('filters by club and by search text', async () => {
      const byClub = await ctx.call('get_club_activities', { page: 1, club_id: String(managerClubId) }, member);
      expect(byClub.statusCode).toBe(200);
      expect(byClub.body.data.every((a) => a.clubld === managerClubId)).toBe(true);
      const row = await ctx.db.selectFrom('club_activities').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
      const word = row.title.split(/\s+/).find((w) => w.length >= 4) ?? row.title;
      const found = await ctx.call('get_club_activities', { page: 1, club_id: 'all', search_text: word.toUpperCase() }, member);
      expect(found.body.totalCount).toBeGreaterThan(0);
      expect(found.body.data.every((a) => `${a.caTitle} ${a.caDesc} ${a.club_name}`.toLowerCase().includes(word.toLowerCase()))).toBe(true);
      const none = await ctx.call('get_club_activities', { page: 1, search_text: 'zz%_no such thing' }, member);
      expect(none.body).toMatchObject({ status: true, totalCount: 0, data: [] });
    });

    it('flags managers: isManager 1 for a manager, 0 for an ordinary member', async () => {
      expect((await ctx.call('get_club_activities', {}, member)).body.isManager).toBe(0);
      expect((await ctx.call('get_club_activities', {}, manager)).body.isManager).toBe(1);
    });

    it('lists the clubs a member manages', async () => {
      const mine = await ctx.call('get-member-manager-club', {}, manager);
      expect(mine.statusCode).toBe(200);
      expect(mine.body.data.map((c) => c.clubld)).toEqual([managerClubId]);
      expect((await ctx.call('get-member-manager-club', {}, member)).body.data).toEqual([]);
    });

    it('shows details with isManager for that activity’s club only', async () => {
      const own = await addAsManager('Details check activity');
      const otherRow = await ctx.db.selectFrom('club_activities').select('id').where('club_id', '<>', managerClubId).executeTakeFirstOrThrow();
      const asManager = await ctx.call('get_club_activity_details', { cald: own.id }, manager);
      expect(asManager.statusCode).toBe(200);
      expect(calls['get_club_activity_details'].response.safeParse(asManager.body).success).toBe(true);
      expect(asManager.body.isManager).toBe(1);
      expect(asManager.body.data).toMatchObject({ cald: own.id, clubld: managerClubId, caTitle: 'Details check activity' });
      expect((await ctx.call('get_club_activity_details', { cald: otherRow.id }, manager)).body.isManager).toBe(0);
      expect((await ctx.call('get_club_activity_details', { cald: own.id }, member)).body.isManager).toBe(0);
    });

    it('answers 404 for an unknown activity and 422 for a bad id', async () => {
      expect((await ctx.call('get_club_activity_details', { cald: 99_999_999 }, member)).statusCode).toBe(404);
      const bad = await ctx.call('get_club_activity_details', { cald: 'abc' }, member);
      expect(bad.statusCode).toBe(422);
      expect(bad.body).toMatchObject({ status: false });
      expect(bad.body.message).toContain('cald');
    });
  });

  describe('writing', () => {
    it('adds an activity with a photo: EXIF/GPS stripped, thumb and display served as WebP', async () => {
      const row = await addAsManager('Eye camp with photo', await jpegWithGps());
      expect(row.club_id).toBe(managerClubId);
      expect(row.image).toMatch(/^activities\//);
      const details = await ctx.call('get_club_activity_details', { cald: row.id }, member);
      const display = details.body.data.calmage!;
      expect(display).toMatch(/\/display\.webp$/);
      const list = await ctx.call('get_club_activities', { page: 1, club_id: managerClubId }, member);
      const thumb = list.body.data.find((a) => a.cald === row.id)!.calmage!;
      expect(thumb).toMatch(/\/thumb\.webp$/);
      for (const url of [display, thumb]) {
        const served = await servedImageMeta(ctx.app, url);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.meta!.format).toBe('webp');
        expect(served.meta!.exif).toBeUndefined();
        expect(served.meta!.xmp).toBeUndefined();
        expect(served.meta!.iptc).toBeUndefined();
        expect(served.body.includes(Buffer.from('TestCam'))).toBe(false);
      }
      // No original is kept: only the two variants.
      expect(countFiles(path.join(media(), row.image!))).toBe(2);
    });

    it('refuses a text file named .jpg with 422 and writes nothing', async () => {
      const files = countFiles(media());
      const rows = await activityCount();
      const res = await ctx.upload(
        'add_club_activities',
        { clubld: managerClubId, caTitle: 'Fake photo', caDesc: 'd', caDate: '2026-01-10' },
        { caImage: TEXT_AS_JPG },
        manager,
      );
      expect(res.statusCode).toBe(422);
      expect(res.body.status).toBe(false);
      expect(countFiles(media())).toBe(files);
      expect(await activityCount()).toBe(rows);
    });

    it('refuses an image over 8 MB with 413 and writes nothing', async () => {
      const files = countFiles(media());
      const rows = await activityCount();
      const res = await ctx.upload(
        'add_club_activities',
        { clubld: managerClubId, caTitle: 'Huge photo', caDesc: 'd', caDate: '2026-01-10' },
        { caImage: overSizeUpload() },
        manager,
      );
      expect(res.statusCode).toBe(413);
      expect(res.body.status).toBe(false);
      expect(countFiles(media())).toBe(files);
      expect(await activityCount()).toBe(rows);
    });

    it('refuses an image over 40 megapixels (from its header) with 413 and writes nothing', async () => {
      const files = countFiles(media());
      const rows = await activityCount();
      const res = await ctx.upload(
        'add_club_activities',
        { clubld: managerClubId, caTitle: 'Panorama', caDesc: 'd', caDate: '2026-01-10' },
        { caImage: { data: await hugePixelPng(), filename: 'pano.png', type: 'image/png' } },
        manager,
      );
      expect(res.statusCode).toBe(413);
      expect(countFiles(media())).toBe(files);
      expect(await activityCount()).toBe(rows);
    });

    it('validates the form (422 naming the field)', async () => {
      const cases: Array<[Record<string, string | number>, string]> = [
        [{ clubld: managerClubId, caDesc: 'd', caDate: '2026-01-10' }, 'caTitle'],
        [{ clubld: managerClubId, caTitle: 't', caDesc: 'd', caDate: '2026-02-30' }, 'caDate'],
        [{ clubld: 'x', caTitle: 't', caDesc: 'd', caDate: '2026-01-10' }, 'clubld'],
        [{ clubld: managerClubId, caTitle: 't', caDesc: '   ', caDate: '2026-01-10' }, 'caDesc'],
      ];
      for (const [fields, field] of cases) {
        const res = await ctx.upload('add_club_activities', fields, {}, manager);
        expect(res.statusCode).toBe(422);
        expect(res.body.message).toContain(field);
      }
    });

    it('lets only a manager of the club add (403), and 404 for an unknown club', async () => {
      const rows = await activityCount();
      const fields = (clubld: number) => ({ clubld, caTitle: 'Not allowed', caDesc: 'd', caDate: '2026-01-10' });
      expect((await ctx.upload('add_club_activities', fields(managerClubId), {}, member)).statusCode).toBe(403);
      expect((await ctx.upload('add_club_activities', fields(otherClubId), {}, manager)).statusCode).toBe(403);
      expect((await ctx.upload('add_club_activities', fields(99_999), {}, manager)).statusCode).toBe(404);
      // A refused add with an image stores nothing either.
      const files = countFiles(media());
      const withImage = await ctx.upload('add_club_activities', fields(otherClubId), { caImage: { data: await pngImage() } }, manager);
      expect(withImage.statusCode).toBe(403);
      expect(countFiles(media())).toBe(files);
      expect(await activityCount()).toBe(rows);
      expect((await ctx.upload('add_club_activities', fields(managerClubId), {})).statusCode).toBe(401);
    });

    it('updates text without touching the image, and replaces the image only when one is sent', async () => {
      const row = await addAsManager('Blood donation drive', await jpegWithGps());
      const oldKey = row.image!;
      const update = (fields: Record<string, string | number>, image?: Buffer) =>
        ctx.upload(
          'update_club_activities',
          { ca_id: row.id, clubld: managerClubId, caTitle: 'Blood donation drive', caDesc: 'd', caDate: '2026-01-11', ...fields },
          image ? { caImage: { data: image, filename: 'new.png', type: 'image/png' } } : {},
          manager,
        );
      const textOnly = await update({ caTitle: 'Blood donation drive (edited)' });
      expect(textOnly.statusCode, textOnly.body.message).toBe(200);
      let now = await ctx.db.selectFrom('club_activities').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      expect(now).toMatchObject({ title: 'Blood donation drive (edited)', activity_date: '2026-01-11', image: oldKey });
      expect(await ctx.images.exists(oldKey)).toBe(true);

      // A bad image: refused, row and old image untouched.
      const files = countFiles(media());
      const bad = await ctx.upload(
        'update_club_activities',
        { ca_id: row.id, clubld: managerClubId, caTitle: 'Changed?', caDesc: 'd', caDate: '2026-01-11' },
        { caImage: TEXT_AS_JPG },
        manager,
      );
      expect(bad.statusCode).toBe(422);
      expect(countFiles(media())).toBe(files);
      now = await ctx.db.selectFrom('club_activities').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      expect(now).toMatchObject({ title: 'Blood donation drive (edited)', image: oldKey });
      expect(await ctx.images.exists(oldKey)).toBe(true);

      const replaced = await update({}, await pngImage());
      expect(replaced.statusCode).toBe(200);
      now = await ctx.db.selectFrom('club_activities').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      expect(now.image).not.toBe(oldKey);
      expect(await ctx.images.exists(now.image!)).toBe(true);
      expect(await ctx.images.exists(oldKey)).toBe(false);
      expect(countFiles(path.join(media(), oldKey))).toBe(0);
      const details = await ctx.call('get_club_activity_details', { cald: row.id }, member);
      expect(keyOfUrl(details.body.data.calmage)).toBe(now.image);
    });

    it('refuses edits by non-managers and moves to a club the manager does not manage (403, nothing changed)', async () => {
      const row = await addAsManager('Tree plantation');
      const base = { ca_id: row.id, clubld: managerClubId, caTitle: 'Hijacked', caDesc: 'd', caDate: '2026-01-10' };
      expect((await ctx.upload('update_club_activities', base, {}, member)).statusCode).toBe(403);
      const moved = await ctx.upload('update_club_activities', { ...base, clubld: otherClubId }, {}, manager);
      expect(moved.statusCode).toBe(403);
      expect((await ctx.upload('update_club_activities', { ...base, clubld: 99_999 }, {}, manager)).statusCode).toBe(404);
      expect((await ctx.upload('update_club_activities', { ...base, ca_id: 99_999_999 }, {}, manager)).statusCode).toBe(404);
      const now = await ctx.db.selectFrom('club_activities').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      expect(now).toMatchObject({ club_id: managerClubId, title: 'Tree plantation' });

      // An activity of another club can be neither edited nor deleted by this manager.
      const foreign = await ctx.db.selectFrom('club_activities').selectAll().where('club_id', '<>', managerClubId).executeTakeFirstOrThrow();
      const edit = await ctx.upload(
        'update_club_activities',
        { ca_id: foreign.id, clubld: foreign.club_id, caTitle: 'Hijacked', caDesc: 'd', caDate: '2026-01-10' },
        {},
        manager,
      );
      expect(edit.statusCode).toBe(403);
      const stealing = await ctx.upload(
        'update_club_activities',
        { ca_id: foreign.id, clubld: managerClubId, caTitle: 'Hijacked', caDesc: 'd', caDate: '2026-01-10' },
        {},
        manager,
      );
      expect(stealing.statusCode).toBe(403);
      expect((await ctx.call('delete_club_activities', { ca_id: foreign.id }, manager)).statusCode).toBe(403);
      const after = await ctx.db.selectFrom('club_activities').selectAll().where('id', '=', foreign.id).executeTakeFirstOrThrow();
      expect(after).toEqual(foreign);
    });

    it('deletes an activity and its image files; only managers of its club may', async () => {
      const row = await addAsManager('Diabetes screening', await jpegWithGps());
      expect(await ctx.images.exists(row.image!)).toBe(true);
      expect((await ctx.call('delete_club_activities', { ca_id: row.id }, member)).statusCode).toBe(403);
      const res = await ctx.call('delete_club_activities', { ca_id: row.id }, manager);
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatchObject({ status: true });
      expect(await ctx.db.selectFrom('club_activities').select('id').where('id', '=', row.id).executeTakeFirst()).toBeUndefined();
      expect(await ctx.images.exists(row.image!)).toBe(false);
      expect(countFiles(path.join(media(), row.image!))).toBe(0);
      expect((await ctx.call('delete_club_activities', { ca_id: row.id }, manager)).statusCode).toBe(404);
      expect((await ctx.call('get_club_activity_details', { cald: row.id }, manager)).statusCode).toBe(404);
    });
  });
});
