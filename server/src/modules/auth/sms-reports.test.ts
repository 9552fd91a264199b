/**
 * SMS delivery reports: the real MSG91 adapter sends through a local stand-in of MSG91's Flow API,
 * MSG91's delivery-report webhook (versions 2 and 3, as its help pages show them) is posted to the
 * secret URL, and the office's Sign-in Activity shows delivered / not delivered.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ADMIN_MOBILE } from '../../demo/index.js';
import { describeEachDb, freshIp } from '../../test/harness.js';
import { memberNumbers } from './sign-in-test-support.js';
import { SMS_REPORT_HOOK_PREFIX } from './sms-report-hooks.js';
import { msg91Provider, type SmsProvider } from './sms/index.js';

const TOKEN = 'report-token-for-tests-0123456789';

/** Stand-in of MSG91's Flow API: answers each send with a request id of its own and keeps the codes. */
const flow = {
  server: null as http.Server | null,
  origin: '',
  sent: [] as Array<{ mobile: string; code: string; requestId: string }>,
};
beforeAll(async () => {
  flow.server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as { recipients: Array<{ mobiles: string; otp: string }> };
      const r = body.recipients[0]!;
      const requestId = `3661${String(flow.sent.length + 1).padStart(20, '0')}`;
      flow.sent.push({ mobile: r.mobiles.slice(2), code: r.otp, requestId });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'success', message: requestId }));
    });
  });
  await new Promise<void>((resolve) => flow.server!.listen(0, '127.0.0.1', resolve));
  flow.origin = `http://127.0.0.1:${(flow.server!.address() as AddressInfo).port}`;
});
afterAll(async () => {
  flow.server?.closeAllConnections();
  await new Promise((resolve) => flow.server?.close(resolve));
});

const msg91Sender: SmsProvider = {
  name: 'msg91',
  sendOtp: (m) => msg91Provider({ apiKey: 'key', templateId: 'tmpl', senderId: 'LIONSD', baseUrl: flow.origin }).sendOtp(m),
};
const lastSent = (mobile: string) => flow.sent.filter((s) => s.mobile === mobile).at(-1)!;

describeEachDb(
  'SMS delivery reports (MSG91 webhook)',
  (ctx) => {
    const members = memberNumbers(ctx);
    let admin = '';
    let numbers: string[] = [];

    const post = (token: string, payload: string, contentType: string) =>
      ctx.app.inject({ method: 'POST', url: `${SMS_REPORT_HOOK_PREFIX}${token}`, payload, headers: { 'content-type': contentType } });
    /** Version 3: one JSON report per message and number. */
    const v3 = (requestId: string, number: string, status: string, desc: string) =>
      post(TOKEN, JSON.stringify({ date: '2026-11-25 17:31:02', number: `91${number}`, senderId: 'LIONSD', requestId, status, desc, failedReason: '' }), 'application/json');
    /** Version 2: a form with `data`, a JSON array of messages each with its report lines. */
    const v2 = (requestId: string, number: string, status: string, desc: string) =>
      post(
        TOKEN,
        new URLSearchParams({
          data: JSON.stringify([{ senderId: 'LIONSD', requestId, report: [{ date: '2026-11-25 17:31:02', number: `91${number}`, status, desc }], userId: '1', campaignName: 'Flow' }]),
        }).toString(),
        'application/x-www-form-urlencoded',
      );
    const statusOf = async (ref: string) =>
      (await ctx.db.selectFrom('message_log').select('status').where('provider_ref', '=', ref).executeTakeFirstOrThrow()).status;

    it('sends codes through MSG91 and keeps its request id for the reports', async () => {
      numbers = await members(4);
      const login = await ctx.call('login', { mobile: DEMO_ADMIN_MOBILE }, { ip: freshIp() });
      expect(login.statusCode, login.body.message).toBe(200);
      const ok = await ctx.call('otp-verify', { phone: DEMO_ADMIN_MOBILE, otp: lastSent(DEMO_ADMIN_MOBILE).code, nonce: login.body.nonce }, { ip: freshIp() });
      expect(ok.statusCode, ok.body.message).toBe(200);
      admin = ok.body.token;
      for (const n of numbers) expect((await ctx.call('login', { mobile: n }, { ip: freshIp() })).statusCode).toBe(200);
      expect(await statusOf(lastSent(numbers[0]!).requestId)).toBe('sent');
    });

    it('refuses a wrong token before reading the report, and changes nothing', async () => {
      const ref = lastSent(numbers[0]!).requestId;
      const body = JSON.stringify({ requestId: ref, number: `91${numbers[0]}`, status: '1', desc: 'DELIVERED' });
      for (const token of ['wrong', `${TOKEN}x`, TOKEN.slice(1)]) {
        const res = await post(token, body, 'application/json');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ status: false, message: 'Not found.' });
      }
      expect(await statusOf(ref)).toBe('sent');
    });

    it('reads version 3 and version 2 reports: delivered, failed, DND; a late failure never undoes delivered', async () => {
      const [a, b, c, d] = numbers.map((n) => lastSent(n));
      expect((await v3(a!.requestId, a!.mobile, '1', 'DELIVERED')).statusCode).toBe(200);
      expect((await v2(b!.requestId, b!.mobile, '2', 'FAILED')).statusCode).toBe(200);
      expect((await v3(c!.requestId, c!.mobile, '9', 'NDNC')).statusCode).toBe(200);
      // "Submitted" (8) is not an outcome: D stays waiting for its report.
      expect((await v2(d!.requestId, d!.mobile, '8', 'SUBMITTED')).statusCode).toBe(200);
      expect((await v3(a!.requestId, a!.mobile, '2', 'FAILED')).statusCode).toBe(200);
      // A report for a message we never sent changes nothing.
      expect((await v3('3661999', a!.mobile, '1', 'DELIVERED')).statusCode).toBe(200);
      expect([await statusOf(a!.requestId), await statusOf(b!.requestId), await statusOf(c!.requestId), await statusOf(d!.requestId)]).toEqual([
        'delivered',
        'undelivered',
        'undelivered',
        'sent',
      ]);
    });

    it('answers a body it cannot read with 400 and a plain message', async () => {
      const notJson = await post(TOKEN, '{"requestId":', 'application/json');
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().message).toMatch(/not valid JSON/);
      const noData = await post(TOKEN, 'other=1', 'application/x-www-form-urlencoded');
      expect(noData.statusCode).toBe(400);
      const notReports = await post(TOKEN, JSON.stringify([1, 2]), 'application/json');
      expect(notReports.statusCode).toBe(400);
      expect(notReports.json().message).toMatch(/requestId/);
      const deep = await post(TOKEN, `${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json');
      expect(deep.statusCode).toBe(400);
    });

    it("shows the office delivered / not delivered / awaiting for SMS", async () => {
      const res = await ctx.call('admin/sign-in-stats', {}, admin);
      expect(res.statusCode).toBe(200);
      expect(res.body.data.channels[0]).toMatchObject({
        channel: 'sms',
        provider: 'msg91',
        reportsDelivery: true,
        codesSent: 5,
        delivered: 1,
        undelivered: 2,
        // The admin's own code and D's.
        awaitingReport: 2,
      });
    });
  },
  {
    now: '2026-11-25T12:00:00.000Z',
    sms: msg91Sender,
    env: { SMS_REPORT_TOKEN: TOKEN },
    district: { clubs: 4, members: 100 },
  },
);

describeEachDb(
  'SMS delivery reports when not set up',
  (ctx) => {
    it('has no report URL and tells the office SMS reports are not collected', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: `${SMS_REPORT_HOOK_PREFIX}${TOKEN}`, payload: '{}', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(404);
      const login = await ctx.call('login', { mobile: DEMO_ADMIN_MOBILE }, { ip: freshIp() });
      const ok = await ctx.call('otp-verify', { phone: DEMO_ADMIN_MOBILE, otp: lastSent(DEMO_ADMIN_MOBILE).code, nonce: login.body.nonce }, { ip: freshIp() });
      const admin = ok.body.token;
      const stats = await ctx.call('admin/sign-in-stats', {}, admin);
      expect(stats.body.data.channels[0]).toMatchObject({ channel: 'sms', reportsDelivery: false, awaitingReport: 0 });
    });
  },
  { now: '2026-11-25T12:00:00.000Z', sms: msg91Sender, district: { clubs: 4, members: 100 } },
);
