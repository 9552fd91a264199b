/**
 * Lighthouse 12, mobile (simulated slow 4G, Moto G power class screen), in Debian's Chromium via
 * chrome-launcher, against the built server (production mode) on the bench's 100,000-member
 * district, side by side with a bare page: React 19 and one mobile-number form (bench/bare-page/),
 * built by this bench with the same Vite and served next to it (bench/bare-page.mjs).
 *
 *   npm run bench -- lighthouse [--runs 3] [--color-scheme dark] [--lang te] [--cpu-slowdown 4]
 *                                [--bare-headers none]
 *
 * The CPU slowdown is calibrated to this host first. Lighthouse's default 4× emulates its intended
 * mid-tier phone only on a host of benchmark index ~1,500; a faster host makes the "phone" a
 * flagship, a busy one a brick. The bench measures the host with Lighthouse's own BenchmarkIndex
 * (what a report shows as environment.benchmarkIndex; median of 3) and applies Lighthouse's
 * calibration, multiplier = 3 + (index − 1300) / 233, clamped to 1–20 (`--cpu-slowdown` sets it).
 *
 * Pairs, measured alternately (app, bare, bare, app, …) in one run, median of `--runs` each:
 * - `/login`, first visit: a fresh browser profile per run, storage reset by Lighthouse.
 * - `/` and `/district-members`, signed in and returning: a member signed in through the API, the
 *   token and user data stored as the login screen stores them, both pages visited once so the
 *   service worker controls them and its caches are filled; then Lighthouse keeps the storage
 *   (`disableStorageReset`), as for a returning member. The bare page is visited once in the same
 *   profile, so its files come from the HTTP cache.
 *
 * The bare page is served with the app's security headers (`--bare-headers none`: without them; see
 * securityHeadersOf).
 *
 * `--color-scheme dark` and `--lang te` set the browser's preference and language for both pages.
 * Each row also shows the app's Lighthouse accessibility score (it stays 100 in either theme).
 *
 * Diagnosis (environment): BENCH_LH_DUMP=folder writes each report and its trace (open the trace
 * in DevTools' performance panel); BENCH_LH_PROFILE=1 adds V8's sampling profiler to those traces,
 * so each long task shows its functions; BENCH_LH_LOGIN_ONLY=1 / BENCH_LH_SKIP_LOGIN=1 measure
 * only the first visit / only the signed-in pages.
 *
 * Target: on every pair the app is within 3 points and 100 ms TBT of the bare page.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as lhConstants from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { seedCached } from './api.mjs';
import { buildBarePage, serveFolder } from './bare-page.mjs';
import { CHROME_FLAGS, CHROMIUM_PATH, DEMO_MEMBER, ensureBuilt, kb, post, readOutboxCode, scratchDir, startServer, table } from './lib.mjs';

/** How far the app may trail the bare page on each pair. */
export const TARGET_SCORE_GAP = 3;
export const TARGET_TBT_GAP_MS = 100;
const SLOWDOWN_MIN = 1;
const SLOWDOWN_MAX = 20;

/**
 * Response headers that change what the browser does to load a page, whatever the page: the app's
 * security headers (server/src/lib/security-headers.ts). `Cross-Origin-Opener-Policy` in particular
 * puts the page in a browsing context group of its own, so Lighthouse's navigation from about:blank
 * commits in a new renderer (8–30 ms of main thread before the first paint, against 5–14 ms
 * without it, in traces of /login). A bare page deployed as safely sends the same; by default the
 * bare page is served with them, so the pair compares the pages' own work (decision 136).
 */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

async function securityHeadersOf(url) {
  const res = await fetch(url);
  await res.arrayBuffer();
  const out = {};
  for (const name of SECURITY_HEADERS) {
    const value = res.headers.get(name);
    if (value !== null) out[name] = value;
  }
  if (!out['cross-origin-opener-policy'] || !out['content-security-policy']) throw new Error(`${url} sent no security headers: is the server in production mode?`);
  return out;
}

/** `--name value` or `--name=value` from the command line, else the environment, else the default. */
function option(name, envName, fallback) {
  const argv = process.argv;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === `--${name}`) return argv[i + 1];
    if (argv[i].startsWith(`--${name}=`)) return argv[i].slice(name.length + 3);
  }
  return process.env[envName] ?? fallback;
}

function options() {
  const runs = Number(option('runs', 'BENCH_LH_RUNS', 3));
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: a whole number ≥ 1, not ${runs}`);
  const colorScheme = option('color-scheme', 'BENCH_LH_COLOR_SCHEME', 'light');
  if (!['light', 'dark'].includes(colorScheme)) throw new Error(`--color-scheme: light or dark, not ${colorScheme}`);
  const lang = option('lang', 'BENCH_LH_LANG', 'en');
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang)) throw new Error(`--lang: a language tag such as te or hi-IN, not ${lang}`);
  const slowdown = option('cpu-slowdown', 'BENCH_LH_CPU_SLOWDOWN', null);
  if (slowdown !== null && !(Number(slowdown) >= 1)) throw new Error(`--cpu-slowdown: a number ≥ 1, not ${slowdown}`);
  const bareHeaders = option('bare-headers', 'BENCH_LH_BARE_HEADERS', 'app');
  if (!['app', 'none'].includes(bareHeaders)) throw new Error(`--bare-headers: app or none, not ${bareHeaders}`);
  return { runs, colorScheme, lang, slowdown: slowdown === null ? null : Number(slowdown), bareHeaders };
}

function chromeFlags({ colorScheme, lang }) {
  const flags = [...CHROME_FLAGS, `--lang=${lang}`, `--accept-lang=${lang}`];
  if (colorScheme === 'dark') flags.push('--force-dark-mode', '--blink-settings=preferredColorScheme=0');
  return flags;
}

/** Lighthouse's calibration of the CPU slowdown for a host of this benchmark index. */
export function slowdownFor(index) {
  const raw = 3 + (index - 1300) / 233;
  return Math.min(SLOWDOWN_MAX, Math.max(SLOWDOWN_MIN, Number(raw.toFixed(1))));
}

/**
 * Runs Lighthouse's BenchmarkIndex in the browser 3 times (median), before the bench starts
 * anything else of its own (a build or a server booting would lower it), and checks that the
 * browser took the colour scheme and language.
 */
async function calibrate(opts) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: chromeFlags(opts), logLevel: 'error' });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = await browser.newPage();
      const seen = await page.evaluate(`({ dark: matchMedia('(prefers-color-scheme: dark)').matches, lang: navigator.language })`);
      if (seen.dark !== (opts.colorScheme === 'dark')) throw new Error(`the browser did not take --color-scheme ${opts.colorScheme}`);
      if (!seen.lang.toLowerCase().startsWith(opts.lang.toLowerCase())) throw new Error(`the browser did not take --lang ${opts.lang} (navigator.language ${seen.lang})`);
      const indexes = [];
      for (let i = 0; i < 3; i++) indexes.push(Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`)));
      await page.close();
      const index = [...indexes].sort((a, b) => a - b)[1];
      return { index, indexes };
    } finally {
      browser.disconnect();
    }
  } finally {
    await chrome.kill();
  }
}

async function lighthouseOnce(url, port, { keepStorage, slowdown }, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepStorage,
    throttlingMethod: 'simulate',
    throttling: { ...lhConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
    // With BENCH_LH_DUMP: BENCH_LH_PROFILE=1 adds V8's sampling profiler to the trace, so the
    // DevTools performance panel names the functions of each long task (it costs the page time).
    ...(process.env.BENCH_LH_PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  });
  const lhr = result.lhr;
  if (process.env.BENCH_LH_DUMP) {
    // Full reports for diagnosis: BENCH_LH_DUMP=/some/folder
    fs.mkdirSync(process.env.BENCH_LH_DUMP, { recursive: true });
    const name = `${new URL(url).port}${new URL(url).pathname.replace(/\W+/g, '_')}${Date.now()}.json`;
    fs.writeFileSync(`${process.env.BENCH_LH_DUMP}/${name}`, JSON.stringify(lhr));
    // The page load's trace, for the DevTools performance panel.
    if (result.artifacts?.Trace) fs.writeFileSync(`${process.env.BENCH_LH_DUMP}/${name.replace(/\.json$/, '.trace.json')}`, JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) {
    // Lighthouse sometimes loses the trace's navigation start on a busy machine: run it again.
    if (lhr.runtimeError.code === 'NO_NAVSTART' && attempt < 3) return lighthouseOnce(url, port, { keepStorage, slowdown }, attempt + 1);
    throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
    siMs: Math.round(audit('speed-index')),
    bootupMs: Math.round(audit('bootup-time') ?? 0),
    mainThreadMs: Math.round(audit('mainthread-work-breakdown') ?? 0),
    // Lighthouse's measure of this host during the run (higher is faster).
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
async function warmUp(server, port, signedIn, paths, bareUrl) {
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
    await page.goto(bareUrl, { waitUntil: 'networkidle0' });
    await page.close();
  } finally {
    browser.disconnect();
  }
}

/** `runs` alternate measurements of the app and the bare page: app first on even runs, bare first on odd. */
async function alternate(runs, measureApp, measureBare) {
  const app = [];
  const bare = [];
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      app.push(await measureApp());
      bare.push(await measureBare());
    } else {
      bare.push(await measureBare());
      app.push(await measureApp());
    }
  }
  return { app, bare };
}

/**
 * The phones members use have Telugu and Devanagari fonts; a host without them spends each layout
 * of the login screen's language names (తెలుగు, हिन्दी) searching every font for a fallback it
 * never finds, which no phone does. The bench asks for them rather than measure that.
 */
function checkIndicFonts() {
  const missing = ['te', 'hi'].filter((lang) => {
    const r = spawnSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' });
    return r.status === 0 && r.stdout.trim() === '';
  });
  if (missing.length) {
    throw new Error(`this host has no font for ${missing.join(', ')} (a phone has): apt-get install fonts-noto-core, then run again`);
  }
}

export async function run() {
  const opts = options();
  checkIndicFonts();
  ensureBuilt();
  const calibration = await calibrate(opts);
  const slowdown = opts.slowdown ?? slowdownFor(calibration.index);
  calibration.slowdown = slowdown;
  console.log(
    `bench: host benchmark index ${calibration.index} (runs ${calibration.indexes.join('/')}) → CPU slowdown ${slowdown}×` +
      `${opts.slowdown ? ' (set by --cpu-slowdown)' : ' (3 + (index − 1300) / 233, clamped to ' + SLOWDOWN_MIN + '–' + SLOWDOWN_MAX + ')'}` +
      `; colour scheme ${opts.colorScheme}, language ${opts.lang}`,
  );
  console.log('bench: building the bare page (bench/bare-page) with the app\'s Vite...');
  const barePage = await buildBarePage();
  // The bench district (100,000 members, cached by the API bench), production mode.
  const cached = await seedCached();
  const dir = scratchDir('lighthouse');
  fs.cpSync(cached.dir, dir, { recursive: true });
  const server = await startServer({ dataDir: dir, env: { NODE_ENV: 'production', LOG_LEVEL: 'error' } });
  const headers = opts.bareHeaders === 'app' ? await securityHeadersOf(`${server.url}/login`) : {};
  const bare = await serveFolder(barePage.dir, headers);
  console.log(
    opts.bareHeaders === 'app'
      ? `bench: the bare page is served with the app's security headers (${Object.keys(headers).join(', ')})`
      : 'bench: the bare page is served without security headers (--bare-headers none)',
  );
  console.log(`bench: bare page JS ${kb(barePage.jsBytes)} gzip`);
  const pairs = [];
  try {
    const flags = chromeFlags(opts);

    // First visit: a fresh profile per run, storage reset by Lighthouse.
    const cold = async (url) => {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: flags, logLevel: 'error' });
      try {
        return await lighthouseOnce(url, chrome.port, { keepStorage: false, slowdown });
      } finally {
        await chrome.kill();
      }
    };
    if (!process.env.BENCH_LH_SKIP_LOGIN) {
      pairs.push({ page: '/login (first visit)', ...(await alternate(opts.runs, () => cold(`${server.url}/login`), () => cold(`${bare.url}/`))) });
    }

    // Signed in and returning: one profile, warmed up, storage kept (BENCH_LH_LOGIN_ONLY=1 skips it).
    if (!process.env.BENCH_LH_LOGIN_ONLY) {
      const signedIn = await signInJson(server);
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: flags, logLevel: 'error', userDataDir: scratchDir('chrome') });
      try {
        const paths = ['/', '/district-members'];
        await warmUp(server, chrome.port, signedIn, paths, `${bare.url}/`);
        const warm = (url) => lighthouseOnce(url, chrome.port, { keepStorage: true, slowdown });
        for (const p of paths) {
          const measured = await alternate(opts.runs, () => warm(`${server.url}${p}`), () => warm(`${bare.url}/`));
          const redirected = measured.app.find((r) => new URL(r.finalUrl).pathname !== p);
          if (redirected) throw new Error(`${p} ended at ${redirected.finalUrl}: not signed in`);
          pairs.push({ page: `${p} (signed in, returning)`, ...measured });
        }
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    await server.stop();
    await bare.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(barePage.dir, { recursive: true, force: true });
  }
  return report(pairs, calibration, opts);
}

function report(pairs, calibration, opts) {
  const rows = pairs.flatMap(({ page, app, bare }) => {
    const a = median(app);
    const b = median(bare);
    const row = (label, m, runs) => ({
      page: label,
      score: m.performance,
      'scores (runs)': runs.map((r) => r.performance).join('/'),
      a11y: m.accessibility,
      'TBT ms': m.tbtMs,
      'LCP ms': m.lcpMs,
      'FCP ms': m.fcpMs,
      CLS: m.cls,
      'JS boot ms': m.bootupMs,
      'main thread ms': m.mainThreadMs,
      'CPU index (runs)': runs.map((r) => r.benchmarkIndex).join('/'),
    });
    return [
      { ...row(page, a, app), gap: `${a.performance - b.performance} pts, ${a.tbtMs - b.tbtMs} ms TBT`, pair: page, scoreGap: b.performance - a.performance, tbtGap: a.tbtMs - b.tbtMs },
      { ...row('  bare page', b, bare), gap: '' },
    ];
  });
  console.log(table(rows, ['page', 'score', 'scores (runs)', 'a11y', 'TBT ms', 'LCP ms', 'FCP ms', 'CLS', 'JS boot ms', 'main thread ms', 'CPU index (runs)', 'gap']));
  const appRows = rows.filter((r) => r.pair);
  const within = (r) => r.scoreGap <= TARGET_SCORE_GAP && r.tbtGap <= TARGET_TBT_GAP_MS;
  const bareOf = (i) => rows[rows.indexOf(appRows[i]) + 1];
  return {
    name: 'lighthouse',
    ok: appRows.length > 0 && appRows.every(within),
    summary:
      `Lighthouse mobile at ${calibration.slowdown}× CPU (host index ${calibration.index}), ${opts.colorScheme}, ${opts.lang}, median of ${opts.runs}, app vs bare page (${opts.bareHeaders === 'app' ? 'served with the app’s security headers' : 'served without security headers'}): ` +
      appRows.map((r, i) => `${r.pair} ${r.score} vs ${bareOf(i).score} (TBT ${r['TBT ms']} vs ${bareOf(i)['TBT ms']} ms; accessibility ${r.a11y})`).join('; ') +
      ` — target: within ${TARGET_SCORE_GAP} points and ${TARGET_TBT_GAP_MS} ms TBT of the bare page`,
    calibration,
    options: opts,
    metrics: Object.fromEntries(appRows.map((r, i) => [r.pair, { app: r, bare: bareOf(i) }])),
    details: pairs,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await run();
  console.log(r.summary);
  process.exit(r.ok ? 0 : 1);
}
