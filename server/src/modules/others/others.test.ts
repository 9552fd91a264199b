import { describe, expect, it } from 'vitest';
import { OTHER_TYPES } from '@d320b/contract';
import { describeEachDb } from '../../test/harness.js';

const FIELDS = {
  mocouncils: ['Position', 'ProfilePic', 'PersonName', 'Profile'],
  inteo: ['ieoPosition', 'ieoProfilePic', 'ieoPersonName', 'acYear', 'ieoProfile'],
  intdir: ['idPosition', 'idProfilePic', 'idPersonName', 'acYear', 'idProfile'],
  pastintdir: ['idPosition', 'idProfilePic', 'idPersonName', 'acYear', 'idProfile'],
  resource: ['grTitle', 'grPic', 'grDesc'],
} as const;

const TITLES = {
  mocouncils: 'M.Council',
  inteo: 'Int E.O',
  intdir: 'Int. Dir',
  pastintdir: 'Past Int. Dir',
  resource: 'Resources',
} as const;

describe('others: field names per type', () => {
  it('covers every type of the contract', () => {
    expect(Object.keys(FIELDS).sort()).toEqual([...OTHER_TYPES].sort());
  });
});

describeEachDb('get_other_type', (ctx) => {
  it('answers 401 without a token', async () => {
    const res = await ctx.call('get_other_type', { type: 'resource' });
    expect(res.statusCode).toBe(401);
    expect(res.body.status).toBe(false);
  });

  for (const type of OTHER_TYPES) {
    it(`lists ${type} with its own field names and title`, async () => {
      const token = await ctx.signIn();
      const res = await ctx.call('get_other_type', { type }, token);
      expect(res.statusCode).toBe(200);
      expect(res.body.status).toBe(true);
      expect(res.body.title).toBe(TITLES[type]);
      expect(res.body.type).toBe(type);
      const expected = await ctx.db.selectFrom('other_entries').select(['heading']).where('type', '=', type).orderBy('sort').orderBy('id').execute();
      expect(res.body.data.length).toBe(expected.length);
      expect(res.body.data.length).toBeGreaterThan(0);
      for (const item of res.body.data) expect(Object.keys(item).sort()).toEqual([...FIELDS[type]].sort());
      // In the stored order; the heading is the position (or the resource title).
      const headingKey = FIELDS[type][0];
      expect(res.body.data.map((i) => (i as Record<string, unknown>)[headingKey])).toEqual(expected.map((e) => e.heading));
      const pic = (res.body.data[0] as Record<string, unknown>)[FIELDS[type][1]];
      if (pic) expect(pic).toMatch(/^\/media\/.+\/display\.webp$/);
    });
  }

  it('rejects an unknown type with 422', async () => {
    const token = await ctx.signIn();
    for (const type of ['council', '', 'RESOURCE']) {
      const res = await ctx.call('get_other_type', { type }, token);
      expect(res.statusCode).toBe(422);
      expect(res.body).toEqual({ status: false, message: expect.stringContaining('type') });
    }
    const missing = await ctx.call('get_other_type', {}, token);
    expect(missing.statusCode).toBe(422);
  });
});
