/**
 * Shared pieces of the benchmarks: build check, starting the BUILT server on a scratch folder,
 * signing in through the SMS outbox, and result formatting.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_BASE = '/api/v1.2.0';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
export const DEMO_MEMBER = '9876500001';

/** Builds web + server unless both are built (BENCH_REBUILD=1 forces it). */
export function ensureBuilt() {
  const built = fs.existsSync(path.join(ROOT, 'server/dist/server.js')) && fs.existsSync(path.join(ROOT, 'web/dist/index.html'));
  if (built && process.env.BENCH_REBUILD !== '1') return;
  console.log('bench: building (npm run build)...');
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build failed');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function scratchDir(name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `d320b-bench-${name}-`));
  return dir;
}

/**
 * Starts `node server/dist/server.js` and waits for /health. `env` adds to a quiet test env.
 * Returns { url, pid, bootMs, outbox, stop() }.
 */
export async function startServer({ dataDir, env = {}, bootTimeoutMs = 180_000, nodeArgs = [] } = {}) {
  const port = await freePort();
  const dir = dataDir ?? scratchDir('server');
  const started = performance.now();
  const outbox = path.join(dir, 'outbox.jsonl');
  const child = spawn(process.execPath, [...nodeArgs, path.join(ROOT, 'server/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: `sqlite:${path.join(dir, 'district.sqlite')}`,
      SMS_PROVIDER: 'outbox',
      SMS_OUTBOX: outbox,
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + bootTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} during boot:\n${log}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy within ${bootTimeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const bootMs = Math.round(performance.now() - started);
  return {
    url,
    pid: child.pid,
    /** From spawn to the first 200 of /health (polled every 10 ms). */
    bootMs,
    outbox,
    dir,
    log: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

export async function post(url, call, body = {}, token, headers = {}) {
  const res = await fetch(`${url}${API_BASE}/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  return { status: res.status, json };
}

/** Signs in through the API, reading the code from the server's SMS outbox. Returns the token. */
export async function signIn(server, mobile = DEMO_MEMBER) {
  const before = readOutbox(server.outbox).filter((m) => m.to === mobile).length;
  const sent = await post(server.url, 'login', { mobile });
  if (sent.status !== 200 || !sent.json?.status) throw new Error(`login failed: ${sent.status} ${JSON.stringify(sent.json)}`);
  const code = await readOutboxCode(server.outbox, mobile, before);
  const verified = await post(server.url, 'otp-verify', { phone: mobile, otp: code, nonce: sent.json.nonce });
  if (!verified.json?.token) throw new Error(`otp-verify failed: ${verified.status} ${JSON.stringify(verified.json)}`);
  return verified.json.token;
}

/** Waits for the (before+1)-th SMS to `mobile` in the outbox and returns its code. */
export async function readOutboxCode(outbox, mobile, before = 0) {
  for (let i = 0; i < 100; i++) {
    const mine = readOutbox(outbox).filter((m) => m.to === mobile || m.to?.endsWith(mobile));
    if (mine.length > before) return mine.at(-1).code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no OTP in the outbox');
}

function readOutbox(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

export function table(rows, columns) {
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells) => cells.map((c, i) => String(c ?? '').padEnd(widths[i])).join('  ');
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(columns.map((c) => r[c])))].join('\n');
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Resident set size of a process in bytes (Linux /proc), or null. */
export function rssOf(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}
