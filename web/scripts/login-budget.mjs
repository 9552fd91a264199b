/**
 * JavaScript a cold visit to /login downloads: the entry chunk, the login
 * screen's chunk and every chunk they import statically (what the browser
 * fetches before the screen can render). Reads the Vite manifest of the last
 * build and counts the bytes the server sends: the build's precompressed .gz / .br
 * copies (Zopfli, brotli), or the file itself where it is too small to have one.
 * The language's catalogue chunk is not counted here; `npm run bench -- bundle`
 * counts it too, per phone language, over HTTP.
 * Usage: `npx vite build && node scripts/login-budget.mjs` in web/.
 * Exits 1 above the budget, so it can guard CI.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_GZIP_BYTES = 90 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const loginKey = Object.keys(manifest).find((k) => k.endsWith('features/auth/pages/login-page.tsx'));
if (!entryKey || !loginKey) throw new Error('entry or login chunk not found in the manifest');

const files = new Set();
function walk(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) walk(dep);
}
walk(entryKey);
walk(loginKey);
// Everything boot.js announces on a first visit comes too (React's DOM renderer among them).
const boot = readFileSync(join(dist, 'boot.js'), 'utf8');
const preloaded = /var preload = (\[[^\]]*\]);/.exec(boot);
if (!preloaded) throw new Error('boot.js announces no chunks');
for (const url of JSON.parse(preloaded[1])) {
  const key = Object.keys(manifest).find((k) => `/${manifest[k].file}` === url);
  if (!key) throw new Error(`${url} (announced by boot.js) is not in the manifest`);
  walk(key);
}

let raw = 0;
let gz = 0;
let br = 0;
const rows = [];
/** Bytes the server sends: the build's precompressed copy where it made one (web/build/precompress.ts), else the file. */
const sent = (file, ext, buf) => (existsSync(join(dist, `${file}.${ext}`)) ? statSync(join(dist, `${file}.${ext}`)).size : buf.length);

for (const file of files) {
  const buf = readFileSync(join(dist, file));
  const g = sent(file, 'gz', buf);
  const b = sent(file, 'br', buf);
  raw += buf.length;
  gz += g;
  br += b;
  rows.push(`${(g / 1024).toFixed(2).padStart(8)} KB gzip  ${(b / 1024).toFixed(2).padStart(8)} KB br  ${file}`);
}
console.log(rows.join('\n'));
console.log(`${(gz / 1024).toFixed(2).padStart(8)} KB gzip  ${(br / 1024).toFixed(2).padStart(8)} KB br  total (${(raw / 1024).toFixed(1)} KB raw, budget ${BUDGET_GZIP_BYTES / 1024} KB gzip)`);
if (gz > BUDGET_GZIP_BYTES) {
  console.error('Over the /login JavaScript budget.');
  process.exit(1);
}
