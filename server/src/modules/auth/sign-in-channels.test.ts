/**
 * The second channel (WhatsApp), the daily message budgets, the office's daily figures and the
 * WhatsApp delivery reports, through the app's real HTTP routes.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ADMIN_MOBILE } from '../../demo/index.js';
import { describeEachDb, freshIp } from '../../test/harness.js';
import { AUTH_MESSAGES, AUTH_POLICY } from './service.js';
import { memberNumbers, unregisteredNumbers, wrongCode } from './sign-in-test-support.js';
import { SmsError, WHATSAPP_CLOUD_PROVIDER, whatsAppCloudProvider, type SmsProvider } from './sms/index.js';
import { WHATSAPP_HOOK_PATH } from './whatsapp-hooks.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describeEachDb('sign-in on WhatsApp', (ctx) => {
  const members = memberNumbers(ctx);
  const login = (mobile: string, channel?: 'sms' | 'whatsapp', ip = freshIp()) =>
    ctx.call('login', channel ? { mobile, channel } : { mobile }, { ip });
  const verify = (mobile: string, otp: string, nonce: string) => ctx.call('otp-verify', { phone: mobile, otp, nonce }, { ip: freshIp() });
  const sent = (outbox: typeof ctx.sms, mobile: string) => outbox.messages.filter((m) => m.to === mobile).length;

  it('sends the code on WhatsApp when asked, says so, and the code signs in', async () => {
    const [mobile] = await members(1);
    const res = await login(mobile!, 'whatsapp');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ message: AUTH_MESSAGES.codeSentWhatsApp, channel: 'whatsapp', resendAfterSeconds: 60, whatsapp: true });
    expect(sent(ctx.sms, mobile!)).toBe(0);
    expect(sent(ctx.whatsapp, mobile!)).toBe(1);
    expect((await verify(mobile!, ctx.whatsapp.lastCode(mobile!)!, res.body.nonce)).statusCode).toBe(200);
  });

  it('within the resend gap a WhatsApp request is bound to the SMS already sent; after it, a new code goes on WhatsApp', async () => {
    const [mobile] = await members(1);
    const bySms = await login(mobile!);
    ctx.clock.advance(AUTH_POLICY.resendGapMs - SECOND);
    const early = await login(mobile!, 'whatsapp');
    expect(early.body).toMatchObject({ channel: 'sms', message: AUTH_MESSAGES.codeStillValid('sms'), resendAfterSeconds: 1 });
    expect(sent(ctx.whatsapp, mobile!)).toBe(0);
    ctx.clock.advance(SECOND);
    const onWhatsApp = await login(mobile!, 'whatsapp');
    expect(onWhatsApp.body).toMatchObject({ channel: 'whatsapp' });
    expect(sent(ctx.whatsapp, mobile!)).toBe(1);
    // The device that asked on WhatsApp uses the WhatsApp code; the SMS code still works on the first device.
    const smsCode = ctx.sms.lastCode(mobile!)!;
    const waCode = ctx.whatsapp.lastCode(mobile!)!;
    if (smsCode !== waCode) expect((await verify(mobile!, smsCode, onWhatsApp.body.nonce)).statusCode).toBe(422);
    expect((await verify(mobile!, waCode, onWhatsApp.body.nonce)).statusCode).toBe(200);
    expect((await verify(mobile!, smsCode, bySms.body.nonce)).statusCode).toBe(200);
  });

  it('counts codes on both channels against one per-number limit', async () => {
    const [mobile] = await members(1);
    for (let i = 0; i < AUTH_POLICY.codesPerNumberPerHour; i++) {
      const res = await login(mobile!, i % 2 ? 'whatsapp' : 'sms');
      expect(res.statusCode).toBe(200);
      // Each code is used, so no renewal hides the limit.
      const outbox = i % 2 ? ctx.whatsapp : ctx.sms;
      expect((await verify(mobile!, outbox.lastCode(mobile!)!, res.body.nonce)).statusCode).toBe(200);
      ctx.clock.advance(AUTH_POLICY.resendGapMs);
    }
    const capped = await login(mobile!, 'whatsapp');
    expect(capped.statusCode).toBe(429);
    expect(capped.body).toMatchObject({ reason: 'number_cap' });
  });

  it('wrong codes on a WhatsApp code count like any other', async () => {
    const [mobile] = await members(1);
    const res = await login(mobile!, 'whatsapp');
    const code = ctx.whatsapp.lastCode(mobile!)!;
    for (let i = 0; i < AUTH_POLICY.wrongTriesPerDevice - 1; i++) expect((await verify(mobile!, wrongCode(code), res.body.nonce)).statusCode).toBe(422);
    const last = await verify(mobile!, wrongCode(code), res.body.nonce);
    expect(last.body.message).toBe(AUTH_MESSAGES.tooManyTries);
  });

  it('tells the member to use SMS when the number has no WhatsApp, and to try again when WhatsApp fails', async () => {
    const [a, b] = await members(2);
    ctx.whatsapp.failWith = new SmsError('whatsapp: not sent (HTTP 400: #131026 Message Undeliverable.)', { recipient: true });
    try {
      const none = await login(a!, 'whatsapp');
      expect(none.statusCode).toBe(422);
      expect(none.body).toEqual({ status: false, message: AUTH_MESSAGES.noWhatsApp, reason: 'no_whatsapp' });
      ctx.whatsapp.failWith = new SmsError('whatsapp: request failed (ECONNREFUSED)');
      const down = await login(b!, 'whatsapp');
      expect(down.statusCode).toBe(503);
      expect(down.body).toEqual({ status: false, message: AUTH_MESSAGES.whatsappFailed, reason: 'send_failed' });
    } finally {
      ctx.whatsapp.failWith = null;
    }
    // SMS still works at once for both.
    expect((await login(a!)).statusCode).toBe(200);
    expect(sent(ctx.sms, a!)).toBe(1);
  });
});

describeEachDb(
  'sign-in without WhatsApp',
  (ctx) => {
    it('offers no WhatsApp, and refuses a WhatsApp request with what to do instead', async () => {
      const [a, b] = await memberNumbers(ctx)(2);
      const res = await ctx.call('login', { mobile: a }, { ip: freshIp() });
      expect(res.body).toMatchObject({ channel: 'sms', whatsapp: false });
      const refused = await ctx.call('login', { mobile: b, channel: 'whatsapp' }, { ip: freshIp() });
      expect(refused.statusCode).toBe(422);
      expect(refused.body).toEqual({ status: false, message: AUTH_MESSAGES.whatsappOff, reason: 'whatsapp_off' });
      // An SMS failure no longer offers WhatsApp.
      ctx.sms.failWith = new Error('gateway down');
      try {
        const failed = await ctx.call('login', { mobile: b }, { ip: freshIp() });
        expect(failed.body.message).toBe(AUTH_MESSAGES.smsFailed(false));
      } finally {
        ctx.sms.failWith = null;
      }
    });
  },
  { whatsapp: false, district: { clubs: 4, members: 100 } },
);

/** A stand-in for the Graph API on 127.0.0.1: answers each send as the Cloud API documents. */
const graph = {
  server: null as http.Server | null,
  origin: '',
  /** Next answers, by recipient ("91…"): a message id, or an error code. */
  answers: new Map<string, { id: string } | { code: number; status: number }>(),
  requests: [] as Array<{ url: string; body: Record<string, unknown> }>,
};
beforeAll(async () => {
  graph.server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as { to: string };
      graph.requests.push({ url: req.url!, body });
      const answer = graph.answers.get(body.to) ?? { id: `wamid.${body.to}` };
      if ('id' in answer) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: answer.id }] }));
      } else {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `(#${answer.code}) failed`, type: 'OAuthException', code: answer.code, fbtrace_id: 'x' } }));
      }
    });
  });
  await new Promise<void>((resolve) => graph.server!.listen(0, '127.0.0.1', resolve));
  graph.origin = `http://127.0.0.1:${(graph.server!.address() as AddressInfo).port}`;
});
afterAll(async () => {
  graph.server?.closeAllConnections();
  await new Promise((resolve) => graph.server?.close(resolve));
});

/** The real Cloud API adapter, pointed at the stand-in (whose port is known only once it listens). */
const cloudSender: SmsProvider = {
  name: WHATSAPP_CLOUD_PROVIDER,
  sendOtp: (m) =>
    whatsAppCloudProvider({ accessToken: 'tok', phoneNumberId: '42', template: 'login_code', language: 'en', apiVersion: 'v23.0', baseUrl: graph.origin }).sendOtp(m),
};

const APP_SECRET = 'app-secret-for-tests';
const VERIFY_TOKEN = 'verify-token-for-tests';

describeEachDb(
  'daily budget, the office\'s figures and WhatsApp delivery reports',
  (ctx) => {
    const members = memberNumbers(ctx);
    const login = (mobile: string, channel?: 'sms' | 'whatsapp') => ctx.call('login', channel ? { mobile, channel } : { mobile }, { ip: freshIp() });
    const signInWith = async (mobile: string, channel: 'sms' | 'whatsapp', code: () => string) => {
      const res = await login(mobile, channel);
      expect(res.statusCode, res.body.message).toBe(200);
      const ok = await ctx.call('otp-verify', { phone: mobile, otp: code(), nonce: res.body.nonce }, { ip: freshIp() });
      expect(ok.statusCode, ok.body.message).toBe(200);
      return ok.body.token;
    };
    const hook = (body: unknown, signature?: string) => {
      const payload = JSON.stringify(body);
      return ctx.app.inject({
        method: 'POST',
        url: WHATSAPP_HOOK_PATH,
        payload,
        headers: {
          'content-type': 'application/json',
          ...(signature !== undefined ? { 'x-hub-signature-256': signature } : {}),
        },
      });
    };
    const sign = (body: unknown, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(JSON.stringify(body)).digest('hex')}`;
    const statuses = (...list: Array<{ id: string; status: string }>) => ({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550000000', phone_number_id: '42' },
                statuses: list.map((s) => ({ ...s, timestamp: '1764050000', recipient_id: s.id.slice(6) })),
              },
            },
          ],
        },
      ],
    });

    let admin = '';
    let memberToken = '';
    let numbers: string[] = [];

    it('past the SMS budget nothing is sent, the member is pointed to WhatsApp and told when SMS returns', async () => {
      numbers = await members(8);
      const [a, b, c, d, e, f, g] = numbers;
      // SMS 1 and 2: the admin and member A sign in.
      admin = await signInWith(DEMO_ADMIN_MOBILE, 'sms', () => ctx.sms.lastCode(DEMO_ADMIN_MOBILE)!);
      memberToken = await signInWith(a!, 'sms', () => ctx.sms.lastCode(a!)!);
      // B signs in on WhatsApp (delivered, says the report later).
      await signInWith(b!, 'whatsapp', () => graphCode(b!));
      // C has no WhatsApp.
      graph.answers.set(`91${c}`, { code: 131026, status: 400 });
      expect((await login(c!, 'whatsapp')).body).toMatchObject({ reason: 'no_whatsapp' });
      // D: the SMS gateway is down (no unit of the budget is spent).
      ctx.sms.failWith = new Error('gateway down');
      try {
        expect((await login(d!)).statusCode).toBe(503);
      } finally {
        ctx.sms.failWith = null;
      }
      // SMS 3 and 4: E and F; the budget (4) is spent.
      expect((await login(e!)).statusCode).toBe(200);
      expect((await login(f!)).statusCode).toBe(200);
      const spent = await login(g!);
      expect(spent.statusCode).toBe(503);
      // 12:00 UTC is 17:30 in Asia/Kolkata: 6.5 hours to the district's midnight.
      expect(spent.body).toEqual({
        status: false,
        message: AUTH_MESSAGES.smsBudget('7 hours', true),
        retryAfterSeconds: 6.5 * 3600,
        reason: 'sms_budget',
      });
      expect(spent.body.message).toContain('Send the code on WhatsApp');
      expect(spent.body.message).toContain('ask your club secretary to tell the district office');
      expect(ctx.sms.lastCode(g!)).toBeUndefined();
      // Nothing was sent, so nothing counts against G's own limits.
      expect(await ctx.db.selectFrom('login_otps').select('id').where('mobile', '=', g!).execute()).toHaveLength(0);
      // G signs in on WhatsApp (its delivery report will say it failed).
      graph.answers.set(`91${g}`, { id: 'wamid.G-undelivered' });
      await signInWith(g!, 'whatsapp', () => graphCode(g!));
      // A code for a new login number is refused as well, in plain words.
      const [newNumber] = await unregisteredNumbers(ctx)(1);
      const change = await ctx.call('me/mobile/request-code', { mobile: newNumber }, memberToken);
      expect(change.statusCode).toBe(503);
      expect(change.body).toMatchObject({ reason: 'sms_budget' });
      expect(change.body.message).toMatch(/^Today's text messages are used up/);
    });

    it('takes WhatsApp delivery reports signed with the app secret only', async () => {
      const b = numbers[1];
      const reports = statuses({ id: `wamid.91${b}`, status: 'delivered' }, { id: `wamid.91${b}`, status: 'read' }, { id: 'wamid.G-undelivered', status: 'failed' });
      expect((await hook(reports)).statusCode).toBe(401);
      expect((await hook(reports, sign(reports, 'another-secret'))).statusCode).toBe(401);
      expect((await hook(reports, 'sha256=zz')).statusCode).toBe(401);
      const ok = await hook(reports, sign(reports));
      expect(ok.statusCode).toBe(200);
      // A late "failed" never undoes "delivered"; an unknown id changes nothing.
      const late = statuses({ id: `wamid.91${b}`, status: 'failed' }, { id: 'wamid.unknown', status: 'delivered' });
      expect((await hook(late, sign(late))).statusCode).toBe(200);
      const rows = await ctx.db.selectFrom('message_log').select(['provider_ref', 'status']).where('channel', '=', 'whatsapp').orderBy('id').execute();
      expect(rows).toEqual([
        { provider_ref: `wamid.91${b}`, status: 'delivered' },
        { provider_ref: null, status: 'failed' },
        { provider_ref: 'wamid.G-undelivered', status: 'undelivered' },
      ]);
    });

    it('answers Meta\'s webhook check with the challenge when the verify token matches', async () => {
      const check = (token: string) =>
        ctx.app.inject({ method: 'GET', url: WHATSAPP_HOOK_PATH, query: { 'hub.mode': 'subscribe', 'hub.verify_token': token, 'hub.challenge': '1158201444' } });
      const ok = await check(VERIFY_TOKEN);
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toBe('1158201444');
      expect((await check('wrong')).statusCode).toBe(403);
    });

    it('shows the office the day: codes per channel, budget, deliveries, sign-ins and refusals by reason', async () => {
      const res = await ctx.call('admin/sign-in-stats', {}, admin);
      expect(res.statusCode).toBe(200);
      const { data } = res.body;
      expect(data.day).toBe('2026-11-25');
      expect(data.timeZone).toBe('Asia/Kolkata');
      expect(data.channels).toEqual([
        {
          channel: 'sms',
          configured: true,
          provider: 'memory',
          budget: 4,
          used: 4,
          codesSent: 4,
          otherSent: 0,
          failed: 1,
          reportsDelivery: false,
          delivered: 0,
          undelivered: 0,
          awaitingReport: 0,
        },
        {
          channel: 'whatsapp',
          configured: true,
          provider: WHATSAPP_CLOUD_PROVIDER,
          budget: 50,
          used: 2,
          codesSent: 2,
          otherSent: 0,
          failed: 1,
          reportsDelivery: true,
          delivered: 1,
          undelivered: 1,
          awaitingReport: 0,
        },
      ]);
      expect(data.signIns).toBe(4);
      expect(data.refusals).toEqual([
        { reason: 'no_whatsapp', count: 1 },
        { reason: 'send_failed', count: 1 },
        { reason: 'sms_budget', count: 1 },
      ]);
      // Another day has its own figures.
      const yesterday = await ctx.call('admin/sign-in-stats', { day: '2026-11-24' }, admin);
      expect(yesterday.body.data).toMatchObject({ day: '2026-11-24', signIns: 0, refusals: [] });
      expect(yesterday.body.data.channels.map((c) => c.codesSent)).toEqual([0, 0]);
    });

    it('is for district admins only, and checks the day it is given', async () => {
      const refused = await ctx.call('admin/sign-in-stats', {}, memberToken);
      expect(refused.statusCode).toBe(403);
      expect((await ctx.call('admin/sign-in-stats', {})).statusCode).toBe(401);
      const bad = await ctx.call('admin/sign-in-stats', { day: '2026-02-30' }, admin);
      expect(bad.statusCode).toBe(422);
      expect(bad.body.message).toMatch(/^day: /);
    });

    it('gives the SMS budget back at the district\'s midnight', async () => {
      const h = numbers[7];
      ctx.clock.advance(6.5 * HOUR - MINUTE);
      expect((await login(h!)).statusCode).toBe(503);
      ctx.clock.advance(MINUTE);
      expect((await login(h!)).statusCode).toBe(200);
    });
  },
  {
    now: '2026-11-25T12:00:00.000Z',
    whatsapp: cloudSender,
    env: { SMS_DAILY_BUDGET: '4', WHATSAPP_DAILY_BUDGET: '50', WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN },
    district: { clubs: 4, members: 100 },
  },
);

/** The code the adapter sent to a number (read from the stand-in's request, as the member reads WhatsApp). */
function graphCode(mobile: string): string {
  const req = graph.requests.filter((r) => (r.body as { to: string }).to === `91${mobile}`).at(-1)!;
  const template = (req.body as { template: { components: Array<{ parameters: Array<{ text: string }> }> } }).template;
  return template.components[0]!.parameters[0]!.text;
}
