/**
 * Lighthouse 12 with its default mobile settings (Moto G power class device, simulated slow 4G), in
 * Debian's Chromium via chrome-launcher, against the built server (production mode) on the bench's
 * 100,000-member district. Median of 3
 * runs (BENCH_LH_RUNS) per page:
 *
 * - `/login`, first visit: empty profile, storage reset by Lighthouse (no cache, no service worker).
 * - `/` and `/district-members`, signed in and returning: a member signed in through the API, the
 *   token and user data stored as the login screen stores them, both pages visited once so the
 *   service worker is installed and controlling and the welcome popup was seen; then Lighthouse runs
 *   with `disableStorageReset` (the cache, the worker and the sign-in stay, as for a returning member).
 *
 * Budget (issue 11): performance ≥ 98, TBT ≤ 100 ms, LCP ≤ 1.5 s, CLS ≤ 0.02 on every page.
 */
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { seedCached } from './api.mjs';
import { CHROME_FLAGS, CHROMIUM_PATH, DEMO_MEMBER, ensureBuilt, post, readOutboxCode, scratchDir, startServer, table } from './lib.mjs';

/** Targets for every page. */
export const TARGET_PERFORMANCE = 98;
export const TARGET_TBT_MS = 100;
export const TARGET_LCP_MS = 1500;
export const TARGET_CLS = 0.02;
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);

async function lighthouseOnce(url, port, { keepStorage }, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  const lhr = result.lhr;
  if (process.env.BENCH_LH_DUMP) {
    // Full reports for diagnosis: BENCH_LH_DUMP=/some/folder
    fs.mkdirSync(process.env.BENCH_LH_DUMP, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
    fs.writeFileSync(`${process.env.BENCH_LH_DUMP}/${name}`, JSON.stringify(lhr));
    // The page load's trace, for the DevTools performance panel.
    if (result.artifacts?.Trace) fs.writeFileSync(`${process.env.BENCH_LH_DUMP}/${name.replace(/\.json$/, '.trace.json')}`, JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) {
    // Lighthouse sometimes loses the trace's navigation start on a busy machine: run it again.
    if (lhr.runtimeError.code === 'NO_NAVSTART' && attempt < 3) return lighthouseOnce(url, port, { keepStorage }, attempt + 1);
    throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
    siMs: Math.round(audit('speed-index')),
    bootupMs: Math.round(audit('bootup-time') ?? 0),
    mainThreadMs: Math.round(audit('mainthread-work-breakdown') ?? 0),
    // Lighthouse's own measure of how fast this machine ran at that moment (higher is faster): the
    // simulated slowdown multiplies whatever else the shared machine was doing.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  };
}

/** The run with the median performance score (ties: the median TBT). */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Signs the demo member in through the API and returns what otp-verify answered. */
async function signInJson(server) {
  const sent = await post(server.url, 'login', { mobile: DEMO_MEMBER });
  if (!sent.json?.status) throw new Error(`login failed: ${sent.status} ${JSON.stringify(sent.json)}`);
  const code = await readOutboxCode(server.outbox, DEMO_MEMBER);
  const verified = await post(server.url, 'otp-verify', { phone: DEMO_MEMBER, otp: code, nonce: sent.json.nonce });
  if (!verified.json?.token) throw new Error(`otp-verify failed: ${verified.status} ${JSON.stringify(verified.json)}`);
  return verified.json;
}

/** Stores the sign-in as the login screen does, and visits the pages once (worker, caches, popup). */
async function warmUp(server, port, signedIn, paths) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: { width: 412, height: 823 } });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle0' });
    await page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('userData', JSON.stringify(s.user));
      localStorage.setItem('mobileNumber', s.mobile);
    }, { token: signedIn.token, user: signedIn.user, mobile: DEMO_MEMBER });
    for (const p of paths) {
      await page.goto(`${server.url}${p}`, { waitUntil: 'networkidle0' });
      await page.evaluate(() => navigator.serviceWorker?.ready);
    }
    // Visit again now that the worker controls the page, so its runtime caches are filled.
    for (const p of paths) await page.goto(`${server.url}${p}`, { waitUntil: 'networkidle0' });
    const controlled = await page.evaluate(() => !!navigator.serviceWorker?.controller);
    if (!controlled) throw new Error('the service worker does not control the page after warm-up');
    if (new URL(page.url()).pathname === '/login') throw new Error('warm-up: not signed in (redirected to /login)');
    await page.close();
  } finally {
    browser.disconnect();
  }
}

export async function run() {
  ensureBuilt();
  // The bench district (100,000 members, cached by the API bench), production mode.
  const cached = await seedCached();
  const dir = scratchDir('lighthouse');
  fs.cpSync(cached.dir, dir, { recursive: true });
  const server = await startServer({ dataDir: dir, env: { NODE_ENV: 'production', LOG_LEVEL: 'error' } });
  const pages = [];
  try {
    // First visit: a fresh profile per run, storage reset by Lighthouse.
    const cold = [];
    for (let i = 0; i < (process.env.BENCH_LH_SKIP_LOGIN ? 0 : RUNS); i++) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
      try {
        cold.push(await lighthouseOnce(`${server.url}/login`, chrome.port, { keepStorage: false }));
      } finally {
        await chrome.kill();
      }
    }
    if (cold.length) pages.push({ page: '/login (first visit)', runs: cold });

    // Signed in and returning: one profile, warmed up, storage kept (BENCH_LH_LOGIN_ONLY=1 skips it).
    if (process.env.BENCH_LH_LOGIN_ONLY) return report(pages);
    const signedIn = await signInJson(server);
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error', userDataDir: scratchDir('chrome') });
    try {
      const paths = ['/', '/district-members'];
      await warmUp(server, chrome.port, signedIn, paths);
      for (const p of paths) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await lighthouseOnce(`${server.url}${p}`, chrome.port, { keepStorage: true }));
        const redirected = runs.find((r) => new URL(r.finalUrl).pathname !== p);
        if (redirected) throw new Error(`${p} ended at ${redirected.finalUrl}: not signed in`);
        pages.push({ page: `${p} (signed in, returning)`, runs });
      }
    } finally {
      await chrome.kill();
    }
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return report(pages);
}

function report(pages) {
  const rows = pages.map(({ page, runs }) => {
    const m = median(runs);
    return {
      page,
      score: m.performance,
      'scores (runs)': runs.map((r) => r.performance).join('/'),
      'TBT ms': m.tbtMs,
      'LCP ms': m.lcpMs,
      CLS: m.cls,
      'FCP ms': m.fcpMs,
      'JS boot ms': m.bootupMs,
      'main thread ms': m.mainThreadMs,
      'CPU index (runs)': runs.map((r) => r.benchmarkIndex).join('/'),
    };
  });
  console.log(table(rows, Object.keys(rows[0])));
  const within = (r) => r.score >= TARGET_PERFORMANCE && r['TBT ms'] <= TARGET_TBT_MS && r['LCP ms'] <= TARGET_LCP_MS && r.CLS <= TARGET_CLS;
  return {
    name: 'lighthouse',
    ok: rows.every(within),
    summary:
      `Lighthouse mobile, median of ${RUNS}: ` +
      rows.map((r) => `${r.page} ${r.score} (TBT ${r['TBT ms']} ms, LCP ${r['LCP ms']} ms, CLS ${r.CLS})`).join('; ') +
      ` — targets ≥ ${TARGET_PERFORMANCE}, TBT ≤ ${TARGET_TBT_MS} ms, LCP ≤ ${TARGET_LCP_MS} ms, CLS ≤ ${TARGET_CLS}`,
    metrics: Object.fromEntries(rows.map((r) => [r.page, r])),
    details: pages,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await run();
  console.log(r.summary);
  process.exit(r.ok ? 0 : 1);
}
