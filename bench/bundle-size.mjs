/**
 * Bundle size: the JavaScript a cold visit to /login downloads, in gzip bytes (budget 90 KB).
 *
 * Loads /login in headless Chromium (playwright-core, Debian's Chromium) against the built server,
 * with no cache and no service worker (the worker's background precache is not on the path to a
 * usable login screen), waits until the network is idle (lazy route chunks included), then fetches
 * each script again with `Accept-Encoding: gzip` (and `br`) and counts the bytes on the wire as the
 * server sends them (precompressed files).
 *
 * Measured with the phone set to English, Telugu and Hindi (each loads its own catalogue chunk):
 * the budget holds in the heaviest.
 *
 * Also: every lazy chunk (each built script but the entry) ≤ 40 KB gzip.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM_PATH, ROOT, ensureBuilt, kb, startServer, table } from './lib.mjs';

export const BUDGET_GZIP_BYTES = 90 * 1024;
/** Every lazily loaded chunk (any built script but the entry and React's DOM renderer). */
export const CHUNK_BUDGET_GZIP_BYTES = 40 * 1024;
/** The phone languages measured: English, Telugu, Hindi (the first visit follows the phone's language). */
const LANGUAGES = ['en-IN', 'te-IN', 'hi-IN'];

/** gzip size (level 9, as the build precompresses) of every built chunk except the entry, largest first. */
function lazyChunks(entryFiles) {
  const dir = path.join(ROOT, 'web/dist/assets');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js') && !entryFiles.has(`/assets/${f}`))
    .map((f) => ({ file: f, gzip: zlib.gzipSync(fs.readFileSync(path.join(dir, f)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** Bytes of the body as sent (compressed), and its Content-Encoding. */
function wireBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let n = 0;
        res.on('data', (c) => (n += c.length));
        res.on('end', () => resolve({ bytes: n, encoding: res.headers['content-encoding'] ?? 'identity', status: res.statusCode }));
      })
      .on('error', reject);
  });
}

export async function run() {
  ensureBuilt();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
  try {
    /** The scripts a cold /login downloads on a phone set to `locale` (its catalogue included). */
    async function measure(locale) {
      const context = await browser.newContext({
        serviceWorkers: 'block',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale,
      });
      const page = await context.newPage();
      const scripts = new Set();
      page.on('response', (res) => {
        const type = res.request().resourceType();
        const url = res.url();
        if (type === 'script' || (url.startsWith(server.url) && /\.m?js(\?|$)/.test(new URL(url).pathname))) scripts.add(url);
      });
      await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
      // The phone field is on screen: the login route chunk has run.
      await page.getByRole('textbox').first().waitFor({ state: 'visible', timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      const files = [];
      for (const url of [...scripts].sort()) {
        const gz = await wireBytes(url, 'gzip');
        const br = await wireBytes(url, 'br');
        const raw = await wireBytes(url, 'identity');
        files.push({ file: new URL(url).pathname, raw: raw.bytes, gzip: gz.bytes, gzipEnc: gz.encoding, br: br.bytes, brEnc: br.encoding });
      }
      await context.close();
      return files;
    }
    // The budget holds in every language of the app: each loads its own catalogue chunk.
    const byLanguage = {};
    for (const locale of LANGUAGES) byLanguage[locale] = await measure(locale);
    const gzipOf = (list) => list.reduce((n, f) => n + f.gzip, 0);
    const heaviest = LANGUAGES.reduce((a, b) => (gzipOf(byLanguage[b]) > gzipOf(byLanguage[a]) ? b : a));
    const files = byLanguage[heaviest];
    const sum = (k) => files.reduce((n, f) => n + f[k], 0);
    const gzip = sum('gzip');
    const notCompressed = files.filter((f) => f.gzipEnc !== 'gzip' && f.raw > 1024).map((f) => f.file);
    console.log(
      table(
        files.map((f) => ({ file: f.file, raw: kb(f.raw), gzip: `${kb(f.gzip)}${f.gzipEnc === 'gzip' ? '' : ` (${f.gzipEnc})`}`, br: kb(f.br) })),
        ['file', 'raw', 'gzip', 'br'],
      ),
    );
    if (notCompressed.length) console.log(`warning: served without gzip: ${notCompressed.join(', ')}`);
    // The entry (index-*.js) and React's DOM renderer (react-dom-*.js, a chunk of its own the entry
    // always imports at once, decision 137) are what every page loads first, counted in the /login
    // budget; every other script is a lazy chunk.
    const entries = new Set(files.filter((f) => /^\/assets\/(index|react-dom)-[^/]+\.js$/.test(f.file)).map((f) => f.file));
    const chunks = lazyChunks(entries);
    const over = chunks.filter((c) => c.gzip > CHUNK_BUDGET_GZIP_BYTES);
    console.log(`\nlargest lazy chunks (budget ${kb(CHUNK_BUDGET_GZIP_BYTES)} gzip each):`);
    console.log(table(chunks.slice(0, 8).map((c) => ({ chunk: c.file, gzip: kb(c.gzip) })), ['chunk', 'gzip']));
    return {
      name: 'bundle-size',
      ok: gzip <= BUDGET_GZIP_BYTES && over.length === 0,
      summary:
        `cold /login JS: ${kb(gzip)} gzip in ${heaviest}, the heaviest language (${LANGUAGES.map((l) => `${l} ${kb(gzipOf(byLanguage[l]))}`).join(', ')}; budget ${kb(BUDGET_GZIP_BYTES)} in each), ${kb(sum('br'))} br, ${kb(sum('raw'))} raw, ${files.length} files; ` +
        `largest lazy chunk ${chunks[0]?.file} ${kb(chunks[0]?.gzip ?? 0)} gzip of ${chunks.length} (budget ${kb(CHUNK_BUDGET_GZIP_BYTES)} each)` +
        (over.length ? `; OVER: ${over.map((c) => `${c.file} ${kb(c.gzip)}`).join(', ')}` : ''),
      metrics: {
        files: files.length,
        rawBytes: sum('raw'),
        gzipBytes: gzip,
        gzipBytesByLanguage: Object.fromEntries(LANGUAGES.map((l) => [l, gzipOf(byLanguage[l])])),
        brotliBytes: sum('br'),
        budgetGzipBytes: BUDGET_GZIP_BYTES,
        lazyChunks: chunks.length,
        largestLazyChunkGzipBytes: chunks[0]?.gzip ?? 0,
        chunkBudgetGzipBytes: CHUNK_BUDGET_GZIP_BYTES,
      },
      details: { login: files, lazyChunks: chunks },
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await run();
  console.log(r.summary);
  process.exit(r.ok ? 0 : 1);
}
