/**
 * API latency on a large district: 100,000 generated members in a SQLite database.
 *
 * 1. Generates the district once with the seed command (`--members 100000`) into a cached folder
 *    (node_modules/.cache/bench/district-<n>; BENCH_RESEED=1 regenerates), then copies it to a
 *    scratch folder for each run, so sign-in limits and sessions start clean.
 * 2. Starts the built server on it (NODE_ENV=test: production refuses the outbox SMS provider;
 *    DEMO_SEED=off), signs the demo member in through the SMS outbox.
 * 3. autocannon, ~10 s per case, 10 connections, from this machine to 127.0.0.1 only.
 *
 * The server rate-limits /api/ per client IP (600/min). Behind a proxy real clients have their own
 * IPs, so the bench runs with TRUST_PROXY=true and spreads requests over X-Forwarded-For addresses
 * from the documentation range, to measure the handlers rather than the limiter's 429s.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { API_BASE, ROOT, ensureBuilt, post, scratchDir, signIn, startServer, table } from './lib.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function seedCached() {
  const dir = path.join(ROOT, 'node_modules/.cache/bench', `district-${MEMBERS}`);
  const marker = path.join(dir, 'seeded.json');
  if (fs.existsSync(marker) && process.env.BENCH_RESEED !== '1') return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  console.log(`bench: generating a ${MEMBERS.toLocaleString('en-IN')}-member district (one-time, cached in ${path.relative(ROOT, dir)})...`);
  const t0 = Date.now();
  const r = spawnSync('npm', ['run', 'seed', '--', '--members', String(MEMBERS)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dir,
      DATABASE_URL: `sqlite:${path.join(dir, 'district.sqlite')}`,
      LOG_LEVEL: 'warn',
    },
  });
  if (r.status !== 0) throw new Error('seed command failed');
  const seconds = Math.round((Date.now() - t0) / 1000);
  fs.writeFileSync(marker, JSON.stringify({ members: MEMBERS, seconds, at: new Date().toISOString() }));
  console.log(`bench: district generated in ${seconds} s`);
  return dir;
}

function cannon({ url, path: p, body, token, title }) {
  let n = 0;
  return autocannon({
    url: `${url}${p}`,
    title,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    requests: [
      {
        setupRequest: (req) => {
          n += 1;
          // 192.0.2.0/24 and 198.51.100.0/24: documentation addresses, only ever a header value here.
          const ip = n % 2 ? `192.0.2.${n % 250}` : `198.51.100.${n % 250}`;
          return { ...req, headers: { ...req.headers, 'x-forwarded-for': ip } };
        },
      },
    ],
  });
}

export async function run() {
  ensureBuilt();
  const cached = seedCached();
  const dir = scratchDir('api');
  fs.cpSync(cached, dir, { recursive: true });
  const server = await startServer({ dataDir: dir, env: { TRUST_PROXY: 'true', LOG_LEVEL: 'error' } });
  try {
    const token = await signIn(server);
    const first = await post(server.url, 'get_members', { page: 1, filter_club_id: '', filter: '' }, token);
    const total = Number(first.json?.mem_count ?? 0);
    if (first.status !== 200 || total < MEMBERS * 0.9) {
      throw new Error(`expected ~${MEMBERS} members, get_members said ${first.status} mem_count=${first.json?.mem_count}`);
    }
    // Search for a real surname fragment, as a person would type it.
    const name = String(first.json.data?.[0]?.memName ?? 'Kumar');
    const word = name.split(/\s+/).filter((w) => w.length >= 4).at(-1) ?? name;
    const search = word.slice(0, 4).toLowerCase();

    const cases = [
      { title: 'get_members (page 1, all clubs)', call: 'get_members', body: { page: 1, filter_club_id: '', filter: '' } },
      { title: 'get_members (page 40)', call: 'get_members', body: { page: 40, filter_club_id: '', filter: '' } },
      { title: `get_members (search "${search}")`, call: 'get_members', body: { page: 1, filter_club_id: '', filter: search } },
      { title: 'get_clubs_list (page 1)', call: 'get_clubs_list', body: { page: 1, search: '' } },
      { title: 'get_greetings (today)', call: 'get_greetings', body: { page: 1 } },
      { title: 'get_club_activities (all clubs)', call: 'get_club_activities', body: { page: 1, club_id: 'all', search_text: '' } },
    ];
    const rows = [];
    for (const c of cases) {
      const check = await post(server.url, c.call, c.body, token);
      if (check.status !== 200) {
        throw new Error(`${c.call} ${JSON.stringify(c.body)} -> ${check.status} ${JSON.stringify(check.json).slice(0, 200)}`);
      }
      process.stdout.write(`bench: ${c.title} for ${DURATION_S} s... `);
      const r = await cannon({ url: server.url, path: `${API_BASE}/${c.call}`, body: c.body, token, title: c.title });
      const row = {
        case: c.title,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p97.5 ms': r.latency.p97_5,
        'p99 ms': r.latency.p99,
        'max ms': r.latency.max,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      };
      console.log(`${row['req/s']} req/s, p99 ${row['p99 ms']} ms`);
      rows.push(row);
    }
    console.log(table(rows, Object.keys(rows[0])));
    const bad = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
    return {
      name: 'api',
      ok: bad.length === 0,
      summary: (() => {
        const p99 = rows.map((r) => r['p99 ms']);
        const rps = rows.map((r) => r['req/s']);
        const worst = rows.reduce((a, b) => (b['p99 ms'] > a['p99 ms'] ? b : a));
        return `${total.toLocaleString('en-IN')} members, ${rows.length} cases, ${CONNECTIONS} connections: p99 ${Math.min(...p99)}-${Math.max(...p99)} ms (worst: ${worst.case}), ${Math.min(...rps)}-${Math.max(...rps)} req/s${bad.length ? `; non-2xx/errors in: ${bad.map((r) => r.case).join(', ')}` : ''}`;
      })(),
      metrics: { members: total, connections: CONNECTIONS, durationSeconds: DURATION_S },
      details: rows,
    };
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await run();
  console.log(r.summary);
  process.exit(r.ok ? 0 : 1);
}
