/**
 * Offline copy of the directory (docs/product.md 5.7): `sync/delta` size and time, and offline search speed.
 *
 * 1. The 3,000-member demo district (the server's first-boot seed): bytes on the wire of the
 *    first sync (every page, brotli as Chromium asks for it, headers included) and of an
 *    unchanged re-sync. Baseline side by side: paging through every member with get_members
 *    (20 a page, the list screen's way), which gives far less (list rows only).
 *    Budgets: first sync ≤ 1 MB, unchanged re-sync ≤ 5 KB.
 * 2. 100,000 members (the api bench's cached district, generated once): first sync bytes,
 *    pages and time; the budget is that it completes.
 * 3. Offline search per keystroke in Chromium with CDP CPU throttling 4× (Lighthouse's mobile
 *    slowdown) on the 3,000-member copy: the contract's member search (what the web runs),
 *    typing a name, a mobile number with +91 and a club word one key at a time, plus building
 *    the first page of rows. Baseline side by side: the same without throttling. Budget ≤ 50 ms.
 */
/* global MemberSearch */
import http from 'node:http';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, ROOT, ensureBuilt, kb, scratchDir, signIn, startServer, table } from './lib.mjs';

const BIG = Number(process.env.BENCH_SYNC_MEMBERS ?? 100_000);
/** A bench copies the directory again and again from one account: the read limits would (rightly) refuse it. */
const UNLIMITED_READS = { READ_LIMIT_PER_HOUR: '100000000', READ_COPIES_PER_HOUR: '1000', SYNC_FULL_COPIES_PER_DAY: '100000' };
const FIRST_SYNC_BUDGET = 1024 * 1024;
const RESYNC_BUDGET = 5 * 1024;
const KEYSTROKE_BUDGET_MS = 50;

/** One POST with the raw (still compressed) answer: bytes of headers and body as they crossed the wire. */
function rawPost(url, pathName, body, token, encoding = 'br, gzip') {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(`${url}${pathName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), authorization: `Bearer ${token}`, 'accept-encoding': encoding },
    });
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', async () => {
        const raw = Buffer.concat(chunks);
        const headerBytes = res.rawHeaders.reduce((n, h, i) => n + Buffer.byteLength(h) + (i % 2 ? 2 : 2), 0) + 20;
        const enc = res.headers['content-encoding'];
        const zlib = await import('node:zlib');
        const text = enc === 'br' ? zlib.brotliDecompressSync(raw) : enc === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode, encoding: enc ?? 'identity', bodyBytes: raw.length, headerBytes, jsonBytes: text.length, json: JSON.parse(text.toString('utf8')) });
      });
    });
    req.on('error', reject);
    req.end(data);
  });
}

async function fullSync(server, token) {
  const t0 = performance.now();
  let cursor;
  let wire = 0;
  let json = 0;
  let pages = 0;
  const members = [];
  const clubs = [];
  for (;;) {
    const r = await rawPost(server.url, '/api/sync/delta', cursor ? { cursor } : {}, token);
    if (r.status !== 200) throw new Error(`sync/delta answered ${r.status}: ${JSON.stringify(r.json).slice(0, 200)}`);
    pages += 1;
    wire += r.bodyBytes + r.headerBytes;
    json += r.jsonBytes;
    members.push(...(r.json.data.m ?? []));
    clubs.push(...(r.json.data.c ?? []));
    cursor = r.json.cursor;
    if (!r.json.more) break;
  }
  return { ms: performance.now() - t0, wire, json, pages, cursor, members, clubs };
}

function bigDistrict() {
  const dir = path.join(ROOT, 'node_modules/.cache/bench', `district-${BIG}`);
  if (fs.existsSync(path.join(dir, 'seeded.json')) && process.env.BENCH_RESEED !== '1') return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  console.log(`bench: generating a ${BIG.toLocaleString('en-IN')}-member district (one-time, cached)...`);
  const r = spawnSync('npm', ['run', 'seed', '--', '--members', String(BIG)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dir, DATABASE_URL: `sqlite:${path.join(dir, 'district.sqlite')}`, LOG_LEVEL: 'warn' },
  });
  if (r.status !== 0) throw new Error('seed command failed');
  fs.writeFileSync(path.join(dir, 'seeded.json'), JSON.stringify({ members: BIG, at: new Date().toISOString() }));
  return dir;
}

/** Per-keystroke offline search in Chromium, at the given CPU slowdown. */
async function keystrokes(members, clubs, rate) {
  const bundle = buildSync({
    entryPoints: [path.join(ROOT, 'packages/contract/src/member-search.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'MemberSearch',
    write: false,
    target: 'es2020',
  }).outputFiles[0].text;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>search</title>');
    await page.addScriptTag({ content: bundle });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const someone = members[Math.floor(members.length * 0.7)];
    const clubWord = clubs[3].n.split(' ').at(-1);
    const typed = [someone.n, `+91 ${someone.mo.slice(0, 5)} ${someone.mo.slice(5)}`, `${clubWord} ${someone.n.split(' ').at(-1)}`];
    return await page.evaluate(
      ({ members, clubs, typed }) => {
        const clubName = new Map(clubs.map((c) => [c.i, c.n]));
        const byId = new Map(members.map((m) => [m.i, m]));
        const t0 = performance.now();
        const index = MemberSearch.buildMemberSearchIndex(
          members.map((m) => ({ id: m.i, clubId: m.c, name: m.n, clubName: clubName.get(m.c) ?? '', profession: m.f, mobile: m.mo })),
        );
        const buildMs = performance.now() - t0;
        const times = [];
        let hits = 0;
        for (const text of typed) {
          for (let k = 1; k <= text.length; k += 1) {
            const s = performance.now();
            const ids = index.search(text.slice(0, k));
            // The first page of rows, as the list screen gets them.
            const rows = ids.slice(0, 20).map((id) => {
              const m = byId.get(id);
              return { memId: m.i, memName: m.n, memPhoto: m.p, clubName: clubName.get(m.c), mobileNumber: m.mo, profession: m.f };
            });
            times.push(performance.now() - s);
            hits += rows.length;
          }
        }
        times.sort((a, b) => a - b);
        const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
        return { buildMs, keys: times.length, p50: at(0.5), p95: at(0.95), max: times.at(-1), hits };
      },
      { members, clubs, typed },
    );
  } finally {
    await browser.close();
  }
}

export async function run() {
  ensureBuilt();
  const rows = [];
  const metrics = {};

  // 1. The demo district (3,000 members), seeded on first boot.
  // The list baseline reads every page of the district as one member: lift the per-account read
  // limit (100 list pages an hour), as the API bench does.
  const small = await startServer({ dataDir: scratchDir('sync'), env: { DEMO_SEED: 'auto', TRUST_PROXY: '1', ...UNLIMITED_READS } });
  let demo;
  try {
    const token = await signIn(small);
    demo = await fullSync(small, token);
    const again = await rawPost(small.url, '/api/sync/delta', { cursor: demo.cursor }, token);
    if (again.json.more || Object.keys(again.json.data).length) throw new Error('re-sync without changes was not empty');
    // Baseline: every member through the list call, 20 a page.
    let listBytes = 0;
    let page = 1;
    const t0 = performance.now();
    for (;; page += 1) {
      const r = await rawPost(small.url, '/api/v1.2.0/get_members', { page, filter_club_id: '', filter: '' }, token);
      listBytes += r.bodyBytes + r.headerBytes;
      if (r.status !== 200) throw new Error(`get_members page ${page}: ${r.status} ${JSON.stringify(r.json)}`);
      if (r.json.data.length < 20) break;
    }
    const listMs = performance.now() - t0;
    metrics.demo = {
      members: demo.members.length, firstSyncWireBytes: demo.wire, firstSyncJsonBytes: demo.json, pages: demo.pages, firstSyncMs: Math.round(demo.ms),
      resyncWireBytes: again.bodyBytes + again.headerBytes, resyncBodyBytes: again.bodyBytes, baselineGetMembersBytes: listBytes, baselinePages: page, baselineMs: Math.round(listMs),
    };
    rows.push({ case: `first sync, ${demo.members.length} members`, wire: kb(demo.wire), json: kb(demo.json), pages: demo.pages, ms: Math.round(demo.ms), budget: kb(FIRST_SYNC_BUDGET) });
    rows.push({ case: 'unchanged re-sync', wire: `${again.bodyBytes + again.headerBytes} B`, json: `${again.jsonBytes} B`, pages: 1, ms: '', budget: kb(RESYNC_BUDGET) });
    rows.push({ case: `baseline: get_members x ${page} pages (list rows only)`, wire: kb(listBytes), json: '', pages: page, ms: Math.round(listMs), budget: '' });
  } finally {
    await small.stop();
  }

  // 3. Offline search per keystroke, 4x CPU slowdown vs none.
  const slow = await keystrokes(demo.members, demo.clubs, 4);
  const fast = await keystrokes(demo.members, demo.clubs, 1);
  metrics.search = { members: demo.members.length, throttled4x: slow, unthrottled: fast };
  rows.push({ case: `offline search 4x CPU (${slow.keys} keys)`, wire: '', json: '', pages: '', ms: `p50 ${slow.p50.toFixed(2)} / p95 ${slow.p95.toFixed(2)} / max ${slow.max.toFixed(2)}; index ${slow.buildMs.toFixed(0)}`, budget: `${KEYSTROKE_BUDGET_MS} ms` });
  rows.push({ case: 'baseline: same, no throttling', wire: '', json: '', pages: '', ms: `p50 ${fast.p50.toFixed(2)} / p95 ${fast.p95.toFixed(2)} / max ${fast.max.toFixed(2)}; index ${fast.buildMs.toFixed(0)}`, budget: '' });

  // 2. 100,000 members.
  const bigDir = bigDistrict();
  const work = scratchDir('sync-big');
  fs.cpSync(bigDir, work, { recursive: true });
  const big = await startServer({ dataDir: work, env: { DEMO_SEED: 'off', TRUST_PROXY: '1', ...UNLIMITED_READS } });
  let large;
  try {
    const token = await signIn(big);
    large = await fullSync(big, token);
    const again = await rawPost(big.url, '/api/sync/delta', { cursor: large.cursor }, token);
    metrics.large = { members: large.members.length, firstSyncWireBytes: large.wire, firstSyncJsonBytes: large.json, pages: large.pages, firstSyncMs: Math.round(large.ms), resyncWireBytes: again.bodyBytes + again.headerBytes };
    rows.push({ case: `first sync, ${large.members.length} members`, wire: kb(large.wire), json: kb(large.json), pages: large.pages, ms: Math.round(large.ms), budget: 'completes' });
    rows.push({ case: 'unchanged re-sync (100k)', wire: `${again.bodyBytes + again.headerBytes} B`, json: `${again.jsonBytes} B`, pages: 1, ms: '', budget: '' });
  } finally {
    await big.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }

  console.log(table(rows, ['case', 'wire', 'json', 'pages', 'ms', 'budget']));
  const ok =
    metrics.demo.firstSyncWireBytes <= FIRST_SYNC_BUDGET &&
    metrics.demo.resyncWireBytes <= RESYNC_BUDGET &&
    metrics.search.throttled4x.max <= KEYSTROKE_BUDGET_MS &&
    metrics.large.members >= BIG * 0.9;
  return {
    name: 'sync',
    ok,
    summary:
      `3,000-member district: first sync ${kb(metrics.demo.firstSyncWireBytes)} on the wire (budget 1 MB), unchanged re-sync ${metrics.demo.resyncWireBytes} B (budget 5 KB); ` +
      `offline search at 4x CPU p50 ${slow.p50.toFixed(2)} ms, max ${slow.max.toFixed(2)} ms per keystroke (budget 50 ms); ` +
      `${metrics.large.members.toLocaleString('en-IN')} members: first sync ${kb(metrics.large.firstSyncWireBytes)} in ${metrics.large.pages} pages, ${(metrics.large.firstSyncMs / 1000).toFixed(1)} s`,
    metrics,
    details: rows,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await run();
  console.log(r.summary);
  process.exit(r.ok ? 0 : 1);
}
