/**
 * Gateway adapters against a fake gateway on 127.0.0.1 (never a real host):
 * request shape, success/failure handling, timeouts, and that no error
 * message carries the API key or the code.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/index.js';
import {
  createSmsProvider,
  createWhatsAppProvider,
  memoryOutbox,
  msg91Provider,
  outboxProvider,
  SmsError,
  twoFactorProvider,
  whatsAppCloudProvider,
} from './index.js';

const KEY = 'sEcReT-key-4242';
const MESSAGE = { to: '9876500001', code: '314159', text: '314159 is your code.' };

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let origin = '';
const seen: Seen[] = [];
// Each test talks to its own path prefix, so a late request of an earlier
// test (one that timed out) can never be mistaken for this test's request.
let base = '';
let prefix = '';
let testNo = 0;
/** Requests of the current test, with the prefix taken off the URL. */
const mine = () => seen.filter((s) => s.url.startsWith(`${prefix}/`)).map((s) => ({ ...s, url: s.url.slice(prefix.length) }));
let answer: (req: Seen, res: http.ServerResponse) => void = (_req, res) => res.end('{}');

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const s = { method: req.method!, url: req.url!, headers: req.headers, body };
      seen.push(s);
      answer(s, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => {
  testNo += 1;
  prefix = `/t${testNo}`;
  base = `${origin}${prefix}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const json = (status: number, body: unknown) => (_req: Seen, res: http.ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function errorOf(p: Promise<unknown>): Promise<SmsError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsError);
  const message = (err as SmsError).message;
  expect(message).not.toContain(KEY);
  expect(message).not.toContain(MESSAGE.code);
  return err as SmsError;
}

describe('MSG91 flow adapter', () => {
  // A generous timeout for answered requests (a loaded CI machine is slow to
  // open the first connection); the timeout test sets its own short one.
  const provider = (timeoutMs = 10_000) => msg91Provider({ apiKey: KEY, senderId: 'LIONSD', templateId: 'tmpl-1', baseUrl: base, timeoutMs });

  it('posts the template, sender and the number with +91 as 91…, key in the authkey header', async () => {
    answer = json(200, { type: 'success', message: 'abc' });
    // The request id comes back as the message's reference (for delivery reports).
    expect(await provider().sendOtp(MESSAGE)).toEqual({ ref: 'abc' });
    expect(mine()).toHaveLength(1);
    const req = mine()[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/api/v5/flow/');
    expect(req.headers.authkey).toBe(KEY);
    expect(req.url).not.toContain(KEY);
    expect(JSON.parse(req.body)).toEqual({
      template_id: 'tmpl-1',
      short_url: '0',
      sender: 'LIONSD',
      recipients: [{ mobiles: '919876500001', otp: '314159' }],
    });
  });

  it('fails on an error answer, with the gateway reason but not the key', async () => {
    answer = json(200, { type: 'error', message: `Invalid authkey ${KEY}` });
    const err = await errorOf(provider().sendOtp(MESSAGE));
    expect(err.message).toMatch(/^msg91: not sent \(HTTP 200: Invalid authkey \[key\]\)$/);
  });

  it('fails on an HTTP error status', async () => {
    answer = (_req, res) => {
      res.writeHead(502);
      res.end('<html>bad gateway</html>');
    };
    expect((await errorOf(provider().sendOtp(MESSAGE))).message).toContain('HTTP 502');
  });

  it('fails without a template id, before calling out', async () => {
    const p = msg91Provider({ apiKey: KEY, baseUrl: base });
    expect((await errorOf(p.sendOtp(MESSAGE))).message).toMatch(/SMS_TEMPLATE_ID/);
    expect(mine()).toHaveLength(0);
  });

  it('gives up after the timeout', async () => {
    answer = () => undefined; // never answers
    // The message names the adapter's own timeout: it gave up rather than waiting on.
    expect((await errorOf(provider(300).sendOtp(MESSAGE))).message).toBe('msg91: request failed (no answer within 300 ms)');
  });
});

describe('2Factor adapter', () => {
  const provider = (templateName?: string) => twoFactorProvider({ apiKey: KEY, templateName, baseUrl: base, timeoutMs: 10_000 });

  it('calls /API/V1/{key}/SMS/{+91number}/{code}/{template}', async () => {
    answer = json(200, { Status: 'Success', Details: 'session-1' });
    expect(await provider('LoginOTP').sendOtp(MESSAGE)).toEqual({ ref: 'session-1' });
    expect(mine()[0]!.method).toBe('GET');
    expect(decodeURIComponent(mine()[0]!.url)).toBe(`/API/V1/${KEY}/SMS/+919876500001/314159/LoginOTP`);
  });

  it('leaves the template out when none is configured', async () => {
    answer = json(200, { Status: 'Success', Details: 'session-2' });
    await provider().sendOtp(MESSAGE);
    expect(decodeURIComponent(mine()[0]!.url)).toBe(`/API/V1/${KEY}/SMS/+919876500001/314159`);
  });

  it('fails on an error answer without echoing the key', async () => {
    answer = json(400, { Status: 'Error', Details: `Invalid API Key ${KEY}` });
    const err = await errorOf(provider().sendOtp(MESSAGE));
    expect(err.message).toBe('twofactor: not sent (HTTP 400: Invalid API Key [key])');
  });

  it('fails without the key when the gateway cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const p = twoFactorProvider({ apiKey: KEY, baseUrl: `http://127.0.0.1:${port}` });
    expect((await errorOf(p.sendOtp(MESSAGE))).message).toBe('twofactor: request failed (ECONNREFUSED)');
  });
});

/**
 * WhatsApp Business Cloud API: the documented "send an authentication template" request, and the
 * documented answers: a message id on success, the Graph API error object otherwise.
 */
describe('WhatsApp Cloud API adapter', () => {
  const TOKEN = 'EAAG-sEcReT-token';
  const provider = (timeoutMs = 10_000) =>
    whatsAppCloudProvider({
      accessToken: TOKEN,
      phoneNumberId: '106540352242922',
      template: 'login_code',
      language: 'en',
      apiVersion: 'v23.0',
      baseUrl: base,
      timeoutMs,
    });
  /** The Graph API's error answer, as its error-codes page documents it. */
  const graphError = (status: number, code: number, message: string, details: string) =>
    json(status, { error: { message, type: 'OAuthException', code, error_data: { messaging_product: 'whatsapp', details }, fbtrace_id: 'AbCdEf123' } });
  const errorOfWhatsApp = async (p: Promise<unknown>) => {
    const err = await errorOf(p);
    expect(err.message).not.toContain(TOKEN);
    return err;
  };

  it('posts the authentication template with the code in the body and the copy-code button, token as bearer', async () => {
    answer = json(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: '919876500001', wa_id: '919876500001' }],
      messages: [{ id: 'wamid.HBgMOTE5ODc2NTAwMDAxFQIAERgSQ0ZCMTk3' }],
    });
    const receipt = await provider().sendOtp(MESSAGE);
    expect(receipt).toEqual({ ref: 'wamid.HBgMOTE5ODc2NTAwMDAxFQIAERgSQ0ZCMTk3' });
    expect(mine()).toHaveLength(1);
    const req = mine()[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v23.0/106540352242922/messages');
    expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.url).not.toContain(TOKEN);
    expect(JSON.parse(req.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876500001',
      type: 'template',
      template: {
        name: 'login_code',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '314159' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '314159' }] },
        ],
      },
    });
  });

  it('marks "message undeliverable" (131026: not on WhatsApp) as the recipient\'s, so the member is told to use SMS', async () => {
    answer = graphError(400, 131026, '(#131026) Message Undeliverable.', 'Message Undeliverable.');
    const err = await errorOfWhatsApp(provider().sendOtp(MESSAGE));
    expect(err.recipient).toBe(true);
    expect(err.message).toBe('whatsapp: not sent (HTTP 400: #131026 (#131026) Message Undeliverable.: Message Undeliverable.)');
  });

  it('marks "recipient not in allowed list" (131030, a test number) as the recipient\'s', async () => {
    answer = graphError(400, 131030, '(#131030) Recipient phone number not in allowed list', 'Recipient phone number not in allowed list');
    expect((await errorOfWhatsApp(provider().sendOtp(MESSAGE))).recipient).toBe(true);
  });

  it.each([
    [401, 190, 'Error validating access token: Session has expired.', 'HTTP 401: #190'],
    [404, 132001, '(#132001) Template name does not exist in the translation', 'HTTP 404: #132001'],
    [400, 132000, '(#132000) Number of parameters does not match the expected number of params', 'HTTP 400: #132000'],
    [429, 130429, '(#130429) Rate limit hit', 'HTTP 429: #130429'],
    [500, 131000, '(#131000) Something went wrong', 'HTTP 500: #131000'],
    [400, 100, '(#100) Invalid parameter', 'HTTP 400: #100'],
  ])('fails on HTTP %i, code %i, as a gateway failure (not the recipient\'s)', async (status, code, message, expected) => {
    answer = graphError(status, code, `${message} ${TOKEN}`, message);
    const err = await errorOfWhatsApp(provider().sendOtp(MESSAGE));
    expect(err.recipient).toBe(false);
    expect(err.message).toContain(expected);
    expect(err.message).toContain('[key]');
  });

  it('fails on a success status without a message id, and on an HTML proxy error', async () => {
    answer = json(200, { messaging_product: 'whatsapp', contacts: [] });
    expect((await errorOfWhatsApp(provider().sendOtp(MESSAGE))).message).toMatch(/^whatsapp: not sent \(HTTP 200: /);
    answer = (_req, res) => {
      res.writeHead(502);
      res.end('<html>bad gateway</html>');
    };
    expect((await errorOfWhatsApp(provider().sendOtp(MESSAGE))).message).toBe('whatsapp: not sent (HTTP 502: <html>bad gateway</html>)');
  });

  it('gives up after the timeout, without the token', async () => {
    answer = () => undefined; // never answers
    expect((await errorOfWhatsApp(provider(300).sendOtp(MESSAGE))).message).toBe('whatsapp: request failed (no answer within 300 ms)');
  });

  it('sends only sign-in codes (a notice has none), without calling out', async () => {
    expect((await errorOfWhatsApp(provider().sendOtp({ ...MESSAGE, code: '' }))).message).toBe('whatsapp: only sign-in codes are sent on WhatsApp');
    expect(mine()).toHaveLength(0);
  });
});

describe('outbox providers', () => {
  it('the file outbox appends one JSON line per message', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'd320b-outbox-'));
    try {
      const file = path.join(dir, 'nested', 'outbox.jsonl');
      const p = outboxProvider(file);
      await p.sendOtp(MESSAGE);
      await p.sendOtp({ ...MESSAGE, code: '271828' });
      const lines = fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, string>);
      expect(lines.map((l) => [l.to, l.code, l.text])).toEqual([
        ['9876500001', '314159', MESSAGE.text],
        ['9876500001', '271828', MESSAGE.text],
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the memory outbox returns the newest code per number', async () => {
    const p = memoryOutbox();
    await p.sendOtp(MESSAGE);
    await p.sendOtp({ ...MESSAGE, to: '9876500002', code: '000001' });
    await p.sendOtp({ ...MESSAGE, code: '999999' });
    expect(p.lastCode('9876500001')).toBe('999999');
    expect(p.lastCode('9876500002')).toBe('000001');
    expect(p.lastCode('9000000000')).toBeUndefined();
  });
});

describe('createSmsProvider', () => {
  it.each([
    [{ SMS_OUTBOX: path.join(os.tmpdir(), 'd320b-x.jsonl') }, 'outbox'],
    [{ SMS_PROVIDER: 'msg91', SMS_API_KEY: KEY }, 'msg91'],
    [{ SMS_PROVIDER: 'twofactor', SMS_API_KEY: KEY }, 'twofactor'],
    [{}, 'console'],
  ] as const)('picks the provider the config names (%o)', (env, name) => {
    const log = { info: () => undefined } as never;
    expect(createSmsProvider(loadConfig(env), log).name).toBe(name);
  });
});

describe('createWhatsAppProvider', () => {
  it.each([
    [{}, null],
    [{ WHATSAPP_OUTBOX: path.join(os.tmpdir(), 'd320b-wa.jsonl') }, 'outbox'],
    [{ WHATSAPP_PROVIDER: 'cloud', WHATSAPP_TOKEN: 'x', WHATSAPP_PHONE_NUMBER_ID: '123' }, 'whatsapp-cloud'],
  ] as const)('picks the sender the config names (%o)', (env, name) => {
    expect(createWhatsAppProvider(loadConfig(env))?.name ?? null).toBe(name);
  });

  it('refuses an incomplete set-up at boot, naming the setting', () => {
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'cloud' })).toThrow(/WHATSAPP_TOKEN: is required when WHATSAPP_PROVIDER=cloud/);
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'cloud', WHATSAPP_TOKEN: 'x', WHATSAPP_PHONE_NUMBER_ID: 'abc' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => loadConfig({ WHATSAPP_APP_SECRET: 's' })).toThrow(/WHATSAPP_VERIFY_TOKEN: delivery reports need both/);
    expect(() => loadConfig({ SMS_DAILY_BUDGET: '0' })).toThrow(/SMS_DAILY_BUDGET/);
  });
});
