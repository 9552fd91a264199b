/**
 * The Lighthouse bench's baseline page (bench/bare-page/): React 19 and one mobile-number form,
 * built at bench time with the same Vite and React plugin as the app (resolved from web/), into a
 * scratch folder, and served by a small static server that answers as the app's server does for
 * its static files (Brotli or gzip when accepted, hashed assets immutable, the page not cached).
 */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ROOT, scratchDir } from './lib.mjs';

const fromWeb = createRequire(path.join(ROOT, 'web/package.json'));
const importFromWeb = (name) => import(pathToFileURL(fromWeb.resolve(name)).href);

/** Builds bench/bare-page into a scratch folder; returns { dir, jsBytes }. */
export async function buildBarePage() {
  const { build } = await importFromWeb('vite');
  const { default: react } = await importFromWeb('@vitejs/plugin-react');
  const outDir = scratchDir('bare-page');
  await build({
    configFile: false,
    root: path.join(ROOT, 'bench/bare-page'),
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      // The same React the app ships (web's dependencies), whatever npm hoisted.
      alias: {
        'react-dom/client': fromWeb.resolve('react-dom/client'),
        'react/jsx-runtime': fromWeb.resolve('react/jsx-runtime'),
        react: fromWeb.resolve('react'),
      },
    },
    build: { outDir, emptyOutDir: true, target: 'es2020' },
  });
  const assets = path.join(outDir, 'assets');
  const jsBytes = fs.readdirSync(assets).filter((f) => f.endsWith('.js')).reduce((n, f) => n + gzipSync(fs.readFileSync(path.join(assets, f))).length, 0);
  return { dir: outDir, jsBytes };
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };

/** Serves a built folder on 127.0.0.1; every path that is not a file answers index.html. */
export async function serveFolder(dir, extraHeaders = {}) {
  const files = new Map();
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else {
        const body = fs.readFileSync(full);
        files.set('/' + path.relative(dir, full).split(path.sep).join('/'), { body, br: brotliCompressSync(body), gz: gzipSync(body), type: TYPES[path.extname(full)] ?? 'application/octet-stream' });
      }
    }
  };
  walk(dir);
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const hit = files.get(pathname);
    const file = hit ?? files.get('/index.html');
    const accept = String(req.headers['accept-encoding'] ?? '');
    const headers = {
      ...extraHeaders,
      'content-type': file.type,
      'cache-control': hit && pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    let body = file.body;
    if (/\bbr\b/.test(accept)) {
      body = file.br;
      headers['content-encoding'] = 'br';
    } else if (/\bgzip\b/.test(accept)) {
      body = file.gz;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
