import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, callPath, calls, errorEnvelope, type CallDef } from '@d320b/contract';
import { buildApp } from './app.js';
import { describeEachDb } from './test/harness.js';
import { DISPLAY_SCRIPT_HASH } from './lib/security-headers.js';

// A stand-in for web/dist: an index.html with the two meta tags the server
// fills in, one hashed asset and the service worker.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'd320b-webdist-'));
beforeAll(() => {
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><meta name="district-title" content="PLACEHOLDER"><meta name="app-link" content="PLACEHOLDER">' +
      '<script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("app");');
  fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describeEachDb(
  'app',
  (ctx) => {
    const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

    it('GET /health answers ok after reaching the database', async () => {
      const res = await get('/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true, message: 'ok' });
    });

    it('GET /api/openapi.json describes every call of the contract, each once', async () => {
      const res = await get('/api/openapi.json');
      expect(res.statusCode).toBe(200);
      const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
      expect(doc.openapi).toMatch(/^3\./);
      const operations = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
      // The member app's 39 calls (docs/product.md §4.2).
      expect(Object.keys(calls).filter((name) => !name.includes('/'))).toHaveLength(39);
      const expected = (Object.values(calls) as CallDef[]).map((c) => `${c.method} ${callPath(c.name)}`);
      expect(operations.sort()).toEqual(expected.sort());
    });

    it('GET /api/docs is an HTML page listing the calls', async () => {
      const res = await get('/api/docs');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(`${API_BASE}/otp-verify`);
      expect(res.body).not.toMatch(/<script/i);
    });

    it('every call, of the member app and outside it, except login and otp-verify answers 401 without a token', async () => {
      const open = (Object.values(calls) as CallDef[]).filter((c) => !c.auth).map((c) => c.name);
      expect(open.sort()).toEqual(['login', 'otp-verify']);
      for (const c of (Object.values(calls) as CallDef[]).filter((d) => d.auth)) {
        const res = await ctx.app.inject({ method: c.method, url: callPath(c.name), ...(c.method === 'POST' ? { payload: {} } : {}) });
        expect([c.name, res.statusCode]).toEqual([c.name, 401]);
        expect(errorEnvelope.parse(res.json()).message).toBe('Please sign in to continue.');
      }
    });

    it('sets security headers: strict CSP, nosniff, no framing', async () => {
      const res = await get('/health');
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
      // Scripts from the app's own origin, and the one inline script of index.html by its hash.
      expect(scriptSrc).toBe(`script-src 'self' ${DISPLAY_SCRIPT_HASH}`);
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    });

    it('unknown API paths answer a 404 envelope', async () => {
      const call = await ctx.app.inject({ method: 'POST', url: `${API_BASE}/no_such_call`, payload: {} });
      expect(call.statusCode).toBe(404);
      expect(call.json()).toEqual({ status: false, message: 'Unknown API call.' });
      const other = await get('/api/v9/whatever');
      expect(other.statusCode).toBe(404);
      expect(errorEnvelope.safeParse(other.json()).success).toBe(true);
      const media = await get('/media/members/AAAAAAAAAAAAAAAAAAAAAA/display.webp');
      expect(media.statusCode).toBe(404);
      expect(errorEnvelope.safeParse(media.json()).success).toBe(true);
    });

    it('a call with the wrong method answers a 404 envelope, not the web app', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `${API_BASE}/login` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    });

    it('bad JSON answers a 400 envelope', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${API_BASE}/login`,
        headers: { 'content-type': 'application/json' },
        payload: '{"mobile": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: false, message: 'The request body is not valid JSON.' });
    });

    it('a body over 1 MB answers a 413 envelope', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${API_BASE}/login`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ mobile: 'x'.repeat(1024 * 1024 + 10) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ status: false, message: 'The request is too large.' });
    });

    it('an unsupported content type answers a 415 envelope', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${API_BASE}/login`,
        headers: { 'content-type': 'text/xml' },
        payload: '<mobile/>',
      });
      expect(res.statusCode).toBe(415);
      expect(errorEnvelope.safeParse(res.json()).success).toBe(true);
    });

    it('a JSON body that is not an object answers 422, not 500', async () => {
      for (const payload of ['[]', '"9876500001"', 'null', '42']) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: `${API_BASE}/login`,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect([payload, res.statusCode]).toEqual([payload, 422]);
        expect(errorEnvelope.safeParse(res.json()).success).toBe(true);
      }
    });

    it('ids and pages beyond what the database can hold answer 422, not 500', async () => {
      const token = await ctx.signIn();
      // PostgreSQL ids are 32-bit integers; a larger id must not reach the query.
      const cases = [
        ['get_member_details', { member_idd: 2_147_483_648 }],
        ['get_club_details', { club_id: '9007199254740991' }],
        ['get_business_details', { member_id: 3_000_000_000 }],
        ['get_clubs_list', { page: 9_007_199_254_740_991 }],
        ['get_members', { page: '9007199254740991' }],
      ] as const;
      for (const [name, payload] of cases) {
        const res = await ctx.call(name, payload, token);
        expect([name, res.statusCode]).toEqual([name, 422]);
        expect(errorEnvelope.safeParse(res.body).success).toBe(true);
      }
    });

    describe('web app', () => {
      it('serves index.html for deep links, with the district meta filled in', async () => {
        const res = await get('/club-details/12');
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('<meta name="district-title" content="Lions Dist - 320B &amp; friends">');
        expect(res.body).toContain('<meta name="app-link" content="https://d320b.example.org/">');
        expect(res.body).toContain('<div id="root">');
      });

      it('serves the same filled-in page at / and /index.html', async () => {
        for (const url of ['/', '/index.html', '/login?next=%2F']) {
          const res = await get(url);
          expect([url, res.statusCode]).toEqual([url, 200]);
          expect(res.body).toContain('content="https://d320b.example.org/"');
        }
      });

      it('serves hashed assets as immutable and the service worker as no-cache', async () => {
        const asset = await get('/assets/app-abc123.js');
        expect(asset.statusCode).toBe(200);
        expect(asset.body).toBe('console.log("app");');
        expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const sw = await get('/sw.js');
        expect(sw.statusCode).toBe(200);
        expect(sw.headers['cache-control']).toBe('no-cache');
      });

      it('does not answer POSTs or missing assets with the page', async () => {
        const post = await ctx.app.inject({ method: 'POST', url: '/club-details/12', payload: {} });
        expect(post.statusCode).toBe(404);
        expect(errorEnvelope.safeParse(post.json()).success).toBe(true);
      });

      it('without a web build, deep links answer a 404 envelope', async () => {
        const bare = await buildApp({ config: ctx.config, db: ctx.db, sms: ctx.sms, logger: false, webDist: null, now: ctx.clock.now });
        try {
          const res = await bare.inject({ method: 'GET', url: '/club-details/12' });
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({ status: false, message: 'Not found.' });
        } finally {
          await bare.close();
        }
      });
    });
  },
  {
    webDist,
    env: { DISTRICT_TITLE: 'Lions Dist - 320B & friends', PUBLIC_APP_URL: 'https://d320b.example.org/' },
  },
);

describe('pageLanguage (the language of the pre-rendered login screen)', () => {
  it('takes the member’s choice (cookie), else the browser’s first language the app speaks, else English', async () => {
    const { pageLanguage } = await import('./app.js');
    expect(pageLanguage('a=1; lang=te', 'hi-IN,hi;q=0.9')).toBe('te');
    expect(pageLanguage('lang=fr', 'hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(pageLanguage(undefined, 'en-GB,en;q=0.9,te;q=0.8')).toBe('en');
    expect(pageLanguage(undefined, 'fr;q=0.9,te;q=0.95')).toBe('te');
    expect(pageLanguage(undefined, 'te;q=0,fr')).toBe('en');
    expect(pageLanguage(undefined, undefined)).toBe('en');
  });
});
