/**
 * The member's app language (docs/product.md "Languages"): kept in the account (me/language,
 * me/language/save) so it follows them to a new phone, and their sign-in SMS is in it where the
 * gateway has a template for that language (SMS_TEMPLATE_ID_TE / _HI), else in English.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE } from '../../demo/index.js';
import { describeEachDb } from '../../test/harness.js';

describeEachDb(
  'app language in the account',
  (ctx) => {
    it('is null until chosen; saved and read back; follows the member to another sign-in; one member only', async () => {
      const token = await ctx.signIn(DEMO_MEMBER_MOBILE);
      const first = await ctx.call('me/language', {}, token);
      expect(first.statusCode).toBe(200);
      expect(first.body.data).toEqual({ language: null });

      const saved = await ctx.call('me/language/save', { language: 'te' }, token);
      expect(saved.statusCode).toBe(200);
      expect(saved.body).toMatchObject({ status: true, data: { language: 'te' } });

      // A new phone: another sign-in of the same member reads it.
      const again = await ctx.signIn(DEMO_MEMBER_MOBILE);
      expect((await ctx.call('me/language', {}, again)).body.data).toEqual({ language: 'te' });
      expect((await ctx.call('me/language/save', { language: 'hi' }, again)).body.data).toEqual({ language: 'hi' });
      expect((await ctx.call('me/language', {}, token)).body.data).toEqual({ language: 'hi' });

      // Another member's is their own.
      const other = await ctx.signIn(DEMO_MANAGER_MOBILE);
      expect((await ctx.call('me/language', {}, other)).body.data).toEqual({ language: null });
    });

    it('refuses a language the app does not speak, and callers who are not signed in', async () => {
      const token = await ctx.signIn(DEMO_MEMBER_MOBILE);
      for (const language of ['fr', '', 'TE', 42]) {
        const res = await ctx.call('me/language/save', { language }, token);
        expect(res.statusCode, String(language)).toBe(422);
        expect(res.body.status).toBe(false);
        expect(res.body.message).toContain('language');
      }
      expect((await ctx.call('me/language/save', {}, token)).statusCode).toBe(422);
      expect((await ctx.call('me/language', {})).statusCode).toBe(401);
      expect((await ctx.call('me/language/save', { language: 'te' })).statusCode).toBe(401);
    });

    it('sends the sign-in SMS in Telugu / Hindi where a template is set, else in English', async () => {
      const token = await ctx.signIn(DEMO_MEMBER_MOBILE);
      const last = (mobile: string) => [...ctx.sms.messages].reverse().find((m) => m.to === mobile)!;

      await ctx.call('me/language/save', { language: 'te' }, token);
      await ctx.signIn(DEMO_MEMBER_MOBILE);
      const te = last(DEMO_MEMBER_MOBILE);
      expect(te.language).toBe('te');
      expect(te.templateId).toBe('tmpl-te');
      expect(te.text).toContain('లాగిన్ కోడ్');
      expect(te.text.startsWith(te.code)).toBe(true);

      // Hindi has no template here: the code goes in English, with the default template.
      await ctx.call('me/language/save', { language: 'hi' }, token);
      await ctx.signIn(DEMO_MEMBER_MOBILE);
      const hi = last(DEMO_MEMBER_MOBILE);
      expect(hi.language ?? 'en').toBe('en');
      expect(hi.templateId).toBeUndefined();
      expect(hi.text).toMatch(/is your .* login code/);

      // A member who chose nothing: English.
      await ctx.signIn(DEMO_MANAGER_MOBILE);
      expect(last(DEMO_MANAGER_MOBILE).text).toMatch(/is your .* login code/);
    });
  },
  { env: { SMS_TEMPLATE_ID_TE: 'tmpl-te' } },
);

describe('the SMS texts', () => {
  it('keeps the WebOTP line last in every language', async () => {
    const { signInSmsText } = await import('../auth/service.js');
    for (const language of ['en', 'te', 'hi'] as const) {
      const text = signInSmsText(language, '123456', 'Lions Dist 320B', 10, '@app.example #123456');
      expect(text.split('\n').at(-1)).toBe('@app.example #123456');
      expect(text.startsWith('123456 ')).toBe(true);
      expect(text).toContain('Lions Dist 320B');
    }
  });
});
