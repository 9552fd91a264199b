/**
 * READ_CACHE=off and ANSWER_CACHE=off (decision 99): nothing is kept, and every answer is the one
 * the handler gives now — the same answers as with the caches on, a write seen at once.
 */
import { expect, it } from 'vitest';
import { describeEachDb } from '../test/harness.js';
import { loadConfig } from '../config/index.js';

it('READ_CACHE and ANSWER_CACHE default to on and take only on or off', () => {
  expect(loadConfig({}).caches).toEqual({ reads: true, answers: true });
  expect(loadConfig({ READ_CACHE: 'off', ANSWER_CACHE: 'off' }).caches).toEqual({ reads: false, answers: false });
  expect(() => loadConfig({ READ_CACHE: 'no' })).toThrow(/READ_CACHE/);
  expect(() => loadConfig({ ANSWER_CACHE: '0' })).toThrow(/ANSWER_CACHE/);
});

describeEachDb(
  'caches off',
  (ctx) => {
    it('answers as with them on, and a region renamed straight in the database shows in the next answer', async () => {
      const token = await ctx.signIn();
      const first = await ctx.call('get_regions', {}, token);
      expect(first.statusCode).toBe(200);
      const region = first.body.data[0]!;
      const name = `${region.region_name} Renamed`;
      await ctx.db.updateTable('regions').set({ name }).where('id', '=', Number(region.rpId)).execute();
      const again = await ctx.call('get_regions', {}, token);
      expect(again.body.data.find((r) => r.rpId === region.rpId)?.region_name).toBe(name);
      const members = await ctx.call('get_members', { page: 1, filter_club_id: '', filter: 'a' }, token);
      expect(members.statusCode).toBe(200);
      expect(members.body.mem_count).toBeGreaterThan(0);
    });
  },
  { env: { READ_CACHE: 'off', ANSWER_CACHE: 'off' } },
);
