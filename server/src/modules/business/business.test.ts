import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { calls, PAGE_SIZE, type Business } from '@d320b/contract';
import { describeEachDb, signInDemoAccounts } from '../../test/harness.js';
import { countFiles, jpegWithGps, keyOfUrl, overSizeUpload, pngImage, servedImageMeta, TEXT_AS_JPG } from '../club-activities/upload-fixtures.js';
import { normalizeWebsite } from './service.js';

describe('normalizeWebsite', () => {
  it('adds https:// when the address has no scheme', () => {
    expect(normalizeWebsite('example.in')).toBe('https://example.in');
    expect(normalizeWebsite('http://example.in')).toBe('http://example.in');
    expect(normalizeWebsite('HTTPS://Example.in/x')).toBe('HTTPS://Example.in/x');
    expect(normalizeWebsite(null)).toBeNull();
    expect(normalizeWebsite(undefined)).toBeUndefined();
  });
});

describeEachDb('business', (ctx) => {
  let member: string; // 9876500001: no business at the start
  let manager: string; // 9876500002: has a business
  let memberId: number;
  let managerId: number;
  let categoryId: number;
  let otherCategoryId: number;
  const media = () => path.join(ctx.dataDir, 'media');
  const businessOf = (id: number) => ctx.db.selectFrom('businesses').selectAll().where('member_id', '=', id).executeTakeFirst();
  const businessCount = async () =>
    Number((await ctx.db.selectFrom('businesses').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const form = (overrides: Record<string, string | number> = {}) => ({
    brCategory: categoryId,
    brTitle: 'Sri Lakshmi Traders',
    brDescription: 'Wholesale rice and pulses.\\nOpen all days.',
    brWebSiteAddr: 'lakshmitraders.in',
    ...overrides,
  });

  beforeAll(async () => {
    ({ member, manager, memberId, managerId } = await signInDemoAccounts(ctx));
    const cats = await ctx.db.selectFrom('business_categories').select('id').orderBy('id').limit(2).execute();
    categoryId = cats[0]!.id;
    otherCategoryId = cats[1]!.id;
    expect(await businessOf(memberId)).toBeUndefined();
    expect(await businessOf(managerId)).toBeDefined();
  });

  describe('directory', () => {
    it('answers 401 without a token', async () => {
      for (const name of ['get_business_categories', 'get_business_info', 'get_business_details', 'add_business_profile', 'update_business_profile'] as const) {
        expect((await ctx.call(name, {})).statusCode, name).toBe(401);
      }
    });

    it('lists categories with their business counts', async () => {
      const res = await ctx.call('get_business_categories', {}, member);
      expect(res.statusCode).toBe(200);
      expect(calls['get_business_categories'].response.safeParse(res.body).success).toBe(true);
      expect(res.body.data.length).toBeGreaterThan(1);
      const sum = res.body.data.reduce((n, c) => n + c.totalRecords, 0);
      expect(sum).toBe(await businessCount());
      for (const c of res.body.data.slice(0, 3)) {
        const info = await ctx.call('get_business_info', { category_id: c.bcId }, member);
        expect(info.body.totalCount).toBe(c.totalRecords);
      }
    });

    it('lists businesses of one category or all, by title, paged', async () => {
      const all = await ctx.call('get_business_info', { category_id: 'all' }, member);
      expect(all.statusCode).toBe(200);
      expect(calls['get_business_info'].response.safeParse(all.body).success).toBe(true);
      expect(all.body.totalCount).toBe(await businessCount());
      expect(all.body.data.length).toBe(Math.min(PAGE_SIZE, all.body.totalCount));
      expect((await ctx.call('get_business_info', { category_id: null }, member)).body.totalCount).toBe(all.body.totalCount);
      expect((await ctx.call('get_business_info', {}, member)).body.totalCount).toBe(all.body.totalCount);
      const titles = all.body.data.map((b) => b.brTitle);
      expect([...titles].sort()).toEqual(titles);
      const items: Business[] = [];
      for (let page = 1; items.length < all.body.totalCount; page++) {
        const res = await ctx.call('get_business_info', { category_id: 'all', page }, member);
        expect(res.body.data.length).toBeGreaterThan(0);
        items.push(...res.body.data);
      }
      expect(new Set(items.map((b) => b.brId)).size).toBe(all.body.totalCount);
      const one = await ctx.call('get_business_info', { category_id: String(categoryId) }, member);
      expect(one.body.data.every((b) => b.brCategory === categoryId)).toBe(true);
      const b = items[0]!;
      if (b.brImage) expect(b.brImage).toMatch(/\/thumb\.webp$/);
      expect((await ctx.call('get_business_info', { category_id: 99_999 }, member)).body).toMatchObject({ data: [], totalCount: 0 });
      expect((await ctx.call('get_business_info', { category_id: 'food' }, member)).statusCode).toBe(422);
    });

    it('shows a member’s business with its owner, and null for a member without one', async () => {
      const other = await ctx.call('get_business_details', { member_id: managerId }, member);
      expect(other.statusCode).toBe(200);
      expect(calls['get_business_details'].response.safeParse(other.body).success).toBe(true);
      expect(other.body.data.get_business).toMatchObject({ memId: managerId });
      expect(other.body.data.get_members.memId).toBe(managerId);
      if (other.body.data.get_business!.brImage) expect(other.body.data.get_business!.brImage).toMatch(/\/display\.webp$/);
      const own = await ctx.call('get_business_details', {}, manager);
      expect(own.body.data).toEqual(other.body.data);
      const none = await ctx.call('get_business_details', { member_id: '' }, member);
      expect(none.statusCode).toBe(200);
      expect(none.body.data.get_business).toBeNull();
      expect(none.body.data.get_members.memId).toBe(memberId);
      expect((await ctx.call('get_business_details', { member_id: 99_999_999 }, member)).statusCode).toBe(404);
    });
  });

  describe('own business', () => {
    it('updating when there is none answers 404; a member id in the payload cannot aim at another member', async () => {
      const before = await businessOf(managerId);
      const res = await ctx.upload('update_business_profile', { ...form({ brTitle: 'Taken over' }), member_id: managerId, memId: managerId }, {}, member);
      expect(res.statusCode).toBe(404);
      expect(await businessOf(managerId)).toEqual(before);
      expect(await businessOf(memberId)).toBeUndefined();
    });

    it('validates the form (422) and refuses an unknown category (404), writing nothing', async () => {
      const rows = await businessCount();
      for (const [fields, field] of [
        [form({ brTitle: '' }), 'brTitle'],
        [form({ brDescription: ' ' }), 'brDescription'],
        [form({ brCategory: 'x' }), 'brCategory'],
        [form({ brWebSiteAddr: 'has space.in' }), 'brWebSiteAddr'],
      ] as const) {
        const res = await ctx.upload('add_business_profile', fields, {}, member);
        expect(res.statusCode, field).toBe(422);
        expect(res.body.message).toContain(field);
      }
      expect((await ctx.upload('add_business_profile', form({ brCategory: 99_999 }), {}, member)).statusCode).toBe(404);
      expect(await businessCount()).toBe(rows);
    });

    it('refuses a fake or oversized image (422 / 413) and writes nothing', async () => {
      const files = countFiles(media());
      const rows = await businessCount();
      expect((await ctx.upload('add_business_profile', form(), { brImage: TEXT_AS_JPG }, member)).statusCode).toBe(422);
      expect((await ctx.upload('add_business_profile', form(), { brImage: overSizeUpload() }, member)).statusCode).toBe(413);
      expect(countFiles(media())).toBe(files);
      expect(await businessCount()).toBe(rows);
    });

    it('adds the member’s one business with a metadata-free image and an https:// website', async () => {
      const res = await ctx.upload(
        'add_business_profile',
        { ...form(), member_id: managerId },
        { brImage: { data: await jpegWithGps(), filename: 'shop.jpg', type: 'image/jpeg' } },
        member,
      );
      expect(res.statusCode, res.body.message).toBe(200);
      expect(res.body.status).toBe(true);
      const row = (await businessOf(memberId))!;
      expect(row).toMatchObject({ title: 'Sri Lakshmi Traders', category_id: categoryId, website: 'https://lakshmitraders.in' });
      expect(row.image).toMatch(/^businesses\//);
      const details = await ctx.call('get_business_details', {}, member);
      const biz = details.body.data.get_business!;
      expect(biz.brWebSiteAddr).toBe('https://lakshmitraders.in');
      expect(biz.brDescription).toBe('Wholesale rice and pulses.\\nOpen all days.');
      for (const url of [biz.brImage!, biz.brImage!.replace('/display.webp', '/thumb.webp')]) {
        const served = await servedImageMeta(ctx.app, url);
        expect(served.statusCode).toBe(200);
        expect(served.meta!.format).toBe('webp');
        expect(served.meta!.exif).toBeUndefined();
      }
    });

    it('refuses a second business with 409 and writes nothing', async () => {
      const files = countFiles(media());
      const before = await businessOf(memberId);
      const res = await ctx.upload('add_business_profile', form({ brTitle: 'Second shop' }), { brImage: { data: await pngImage() } }, member);
      expect(res.statusCode).toBe(409);
      expect(res.body.status).toBe(false);
      expect(countFiles(media())).toBe(files);
      expect(await businessOf(memberId)).toEqual(before);
      expect((await ctx.upload('add_business_profile', form(), {}, manager)).statusCode).toBe(409);
    });

    it('updates only the signed-in member’s business, even with another member’s id in the payload', async () => {
      const managerBefore = await businessOf(managerId);
      const res = await ctx.upload(
        'update_business_profile',
        { ...form({ brTitle: 'Sri Lakshmi Traders & Sons', brCategory: otherCategoryId, brWebSiteAddr: 'http://lakshmi.in' }), member_id: managerId, memId: managerId, brId: managerBefore!.id },
        {},
        member,
      );
      expect(res.statusCode, res.body.message).toBe(200);
      expect(await businessOf(managerId)).toEqual(managerBefore);
      expect(await businessOf(memberId)).toMatchObject({ title: 'Sri Lakshmi Traders & Sons', category_id: otherCategoryId, website: 'http://lakshmi.in' });
    });

    it('replaces the image only when one is sent, removing the old files; a failed save keeps the old image', async () => {
      const oldKey = (await businessOf(memberId))!.image!;
      expect(await ctx.images.exists(oldKey)).toBe(true);
      const noImage = await ctx.upload('update_business_profile', form({ brTitle: 'Same image' }), {}, member);
      expect(noImage.statusCode).toBe(200);
      expect((await businessOf(memberId))!.image).toBe(oldKey);

      const bad = await ctx.upload('update_business_profile', form({ brTitle: 'Bad image' }), { brImage: TEXT_AS_JPG }, member);
      expect(bad.statusCode).toBe(422);
      expect(await businessOf(memberId)).toMatchObject({ title: 'Same image', image: oldKey });
      expect(await ctx.images.exists(oldKey)).toBe(true);

      const res = await ctx.upload('update_business_profile', form({ brTitle: 'New image' }), { brImage: { data: await pngImage(), filename: 'n.png' } }, member);
      expect(res.statusCode).toBe(200);
      const row = (await businessOf(memberId))!;
      expect(row.image).not.toBe(oldKey);
      expect(await ctx.images.exists(row.image!)).toBe(true);
      expect(await ctx.images.exists(oldKey)).toBe(false);
      expect(countFiles(path.join(media(), oldKey))).toBe(0);
      const shown = await ctx.call('get_business_details', { member_id: memberId }, manager);
      expect(keyOfUrl(shown.body.data.get_business!.brImage)).toBe(row.image);
    });

    it('keeps the website when the field is left out and clears it when sent empty', async () => {
      const { brWebSiteAddr: _omit, ...noSite } = form();
      expect((await ctx.upload('update_business_profile', noSite, {}, member)).statusCode).toBe(200);
      expect((await businessOf(memberId))!.website).toBe('https://lakshmitraders.in');
      expect((await ctx.upload('update_business_profile', form({ brWebSiteAddr: '' }), {}, member)).statusCode).toBe(200);
      expect((await businessOf(memberId))!.website).toBeNull();
    });
  });
});
