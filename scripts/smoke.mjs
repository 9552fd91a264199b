#!/usr/bin/env node
/**
 * Smoke run of the BUILT app on whatever Node.js runs this script (CI runs it on every supported
 * version besides the main one): start on a fresh data folder (the demo district loads), sign in
 * with a code read from the SMS outbox, read, write, restart on the same folder, read again.
 * Exits non-zero, naming the step, on the first thing that is not as expected.
 *
 *   node scripts/smoke.mjs            (after `npm run build`)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'server/dist/server.js');
if (!fs.existsSync(entry)) fail('build', 'server/dist/server.js is missing: run `npm run build` first');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'd320b-smoke-'));
const outbox = path.join(dataDir, 'outbox.jsonl');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const api = (call) => `${base}/api/v1.2.0/${call}`;
const MEMBER = '9876500001';
const t0 = Date.now();
let server;

function fail(step, why) {
  console.error(`smoke (node ${process.version}): FAILED at ${step}: ${why}`);
  server?.kill('SIGKILL');
  process.exit(1);
}
function log(step) {
  console.log(`smoke (node ${process.version}): ${step} ok (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port: p } = srv.address();
      srv.close(() => resolve(p));
    });
    srv.on('error', reject);
  });
}

async function start(step) {
  let stderr = '';
  server = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMS_PROVIDER: 'outbox',
      SMS_OUTBOX: outbox,
      DEMO_SEED: 'auto',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
  for (let i = 0; i < 600; i += 1) {
    const done = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 250))]);
    if (done) fail(step, `the server exited (code ${done.code}, signal ${done.signal}): ${stderr.slice(-2000)}`);
    try {
      const res = await fetch(`${base}/health/ready`);
      if (res.ok) return log(step);
    } catch {
      /* not listening yet */
    }
  }
  fail(step, 'not ready after 150 s');
}

async function stop(step) {
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
  server.kill('SIGTERM');
  const { code, signal } = await exited;
  if (code !== 0) fail(step, `the server stopped with code ${code}, signal ${signal}`);
  log(step);
}

/** A 64×64 PNG (a gradient), made here so that the upload goes through the image library. */
function png() {
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const size = 64;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = [];
  for (let y = 0; y < size; y += 1) rows.push(Buffer.from([0, ...Array.from({ length: size }, (_, x) => [x * 4, y * 4, 128]).flat()]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function call(step, name, body, token) {
  const res = await fetch(api(name), {
    method: 'POST',
    headers: { ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body instanceof FormData ? body : JSON.stringify(body ?? {}),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok || json?.status !== true) fail(step, `${name} answered ${res.status} ${JSON.stringify(json)?.slice(0, 300)}`);
  return json;
}

try {
  await start('start on a fresh data folder (demo district)');

  const { nonce } = await call('sign in: ask for a code', 'login', { mobile: MEMBER });
  const sms = fs
    .readFileSync(outbox, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
    .filter((m) => m.to.endsWith(MEMBER))
    .pop();
  if (!sms?.code) fail('sign in: read the code', 'no SMS in the outbox');
  const { token, user } = await call('sign in: verify', 'otp-verify', { phone: MEMBER, otp: sms.code, nonce });
  log('sign in');

  const members = await call('read: members', 'get_members', { page: 1, filter_club_id: '', filter: '' }, token);
  if (!(members.mem_count > 100)) fail('read: members', `mem_count ${members.mem_count}`);
  log(`read (${members.mem_count} members)`);

  const profession = `Smoke test ${process.version} ${Date.now()}`;
  const form = new FormData();
  form.set('memName', user.memName);
  form.set('mobileNumber', MEMBER);
  form.set('profession', profession);
  form.set('memPhoto', new Blob([png()], { type: 'image/png' }), 'smoke.png');
  const saved = await call('write: profile with a photo', 'update_member_profile', form, token);
  const photo = saved.data?.memPhoto;
  if (!photo) fail('write: profile with a photo', 'no photo address in the answer');
  log('write (profile and photo)');

  await stop('stop (SIGTERM)');
  await start('restart on the same folder');
  const again = await call('read after restart', 'get-profile-details', {}, token);
  if (again.data?.profession !== profession) fail('read after restart', `profession is ${JSON.stringify(again.data?.profession)}`);
  if (again.data?.memPhoto !== photo) fail('read after restart', `photo is ${again.data?.memPhoto}, saved ${photo}`);
  const image = await fetch(new URL(photo, base));
  const type = image.headers.get('content-type') ?? '';
  if (!image.ok || !type.startsWith('image/') || (await image.arrayBuffer()).byteLength < 100) {
    fail('read after restart: photo', `${photo} answered ${image.status} ${type}`);
  }
  log('read after restart (profile and photo)');

  // The app in the browser the tests use (Playwright driving Debian's Chromium), when it is there.
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium)) {
    const { chromium: driver } = await import('playwright-core');
    const browser = await driver.launch({
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      const page = await browser.newPage();
      await page.goto(`${base}/login`);
      await page.getByRole('heading', { name: 'Login' }).waitFor({ timeout: 30_000 });
    } catch (err) {
      fail('browser: /login', String(err));
    } finally {
      await browser.close();
    }
    log('browser (/login in Chromium)');
  }
  await stop('stop');
  console.log(`smoke (node ${process.version}): passed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
} finally {
  server?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
