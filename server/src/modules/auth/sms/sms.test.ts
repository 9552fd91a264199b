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
import { createSmsProvider, memoryOutbox, msg91Provider, outboxProvider, SmsError, twoFactorProvider } from './index.js';

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
    await provider().sendOtp(MESSAGE);
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
    const started = Date.now();
    expect((await errorOf(provider(300).sendOtp(MESSAGE))).message).toBe('msg91: request failed (no answer within 300 ms)');
    expect(Date.now() - started).toBeLessThan(4000);
  });
});

describe('2Factor adapter', () => {
  const provider = (templateName?: string) => twoFactorProvider({ apiKey: KEY, templateName, baseUrl: base, timeoutMs: 10_000 });

  it('calls /API/V1/{key}/SMS/{+91number}/{code}/{template}', async () => {
    answer = json(200, { Status: 'Success', Details: 'session-1' });
    await provider('LoginOTP').sendOtp(MESSAGE);
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
