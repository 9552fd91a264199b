/** Helpers of the sign-in API tests: numbers that no other test uses, and numbers nobody has. */
import { expect } from 'vitest';
import { DEMO_ADMIN_MOBILE, DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import type { TestContext } from '../../test/harness.js';

/** A code that is certainly not `code`. */
export const wrongCode = (code: string) => ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0');

/**
 * Hands out active members' numbers (never the demo accounts), each once per context, so the
 * per-number limits of one test never reach another.
 */
export function memberNumbers(ctx: TestContext) {
  let offset = 0;
  return async (count: number): Promise<string[]> => {
    const rows = await ctx.db
      .selectFrom('members')
      .select('mobile_number')
      .where('is_active', '=', 1)
      .where('mobile_number', 'not in', [DEMO_MEMBER_MOBILE, DEMO_MANAGER_MOBILE, DEMO_ADMIN_MOBILE])
      .orderBy('id')
      .offset(offset)
      .limit(count)
      .execute();
    offset += count;
    expect(rows).toHaveLength(count);
    return rows.map((r) => r.mobile_number);
  };
}

/** Valid 10-digit numbers that no member has, each handed out once per context. */
export function unregisteredNumbers(ctx: TestContext) {
  let next = 6_000_000_000;
  return async (count: number): Promise<string[]> => {
    const out: string[] = [];
    while (out.length < count) {
      const candidates = Array.from({ length: count - out.length }, () => String(next++));
      const taken = await ctx.db.selectFrom('members').select('mobile_number').where('mobile_number', 'in', candidates).execute();
      const used = new Set(taken.map((r) => r.mobile_number));
      out.push(...candidates.filter((c) => !used.has(c)));
    }
    return out;
  };
}
