#!/usr/bin/env node
/**
 * `npm test`: every check of the repository, in order, stopping at the first failure.
 *
 *   1. typecheck      tsc -b over every workspace (+ e2e)
 *   2. lint           eslint (also forbids focused/skipped tests); the index of docs/decisions/ is current
 *   3. unit + API     vitest over packages/contract, server, web. The server's API suites run on
 *                     SQLite always, and also on PostgreSQL when TEST_DATABASE_URL is set.
 *   4. build          npm run build (web + server)
 *   5. browser        playwright test against the built server
 *
 * The last line is `N passed, N failed` (vitest + playwright test counts) for CI log readers.
 * Options: --skip-e2e (steps 1-3 only; not for CI), --no-build (reuse existing dist in step 5).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const reportDir = path.join(root, 'node_modules/.cache/test-all');
const VITEST_JSON = path.join(reportDir, 'vitest.json');
const PLAYWRIGHT_JSON = path.join(root, 'playwright-report/results.json');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const totals = { passed: 0, failed: 0, skipped: 0 };
/** What each failed test said, printed again just above the summary: the end of a long log shows why. */
const failures = [];
const timings = [];
const startedAll = Date.now();

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const bold = (s) => (color ? `\x1b[1m${s}\x1b[0m` : s);
const red = (s) => (color ? `\x1b[31m${s}\x1b[0m` : s);
const green = (s) => (color ? `\x1b[32m${s}\x1b[0m` : s);
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

function header(n, total, title) {
  const line = '='.repeat(72);
  console.log(`\n${line}\n${bold(`[${n}/${total}] ${title}`)}\n${line}`);
}

function run(cmd, argv, env = {}) {
  return new Promise((resolve) => {
    console.log(`$ ${[cmd, ...argv].map((a) => (a.startsWith(`${root}/`) ? path.relative(root, a) : a)).join(' ')}`);
    const child = spawn(cmd, argv, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (err) => {
      console.error(red(`could not start ${cmd}: ${err.message}`));
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(signal ? 128 : (code ?? 1)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** postgres://user:secret@host/db -> postgres://user@host/db */
function redactUrl(url) {
  try {
    const u = new URL(url);
    u.password = '';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

/** The first lines of a failure message, without colour codes. */
function firstLines(message, lines = 14) {
  // eslint-disable-next-line no-control-regex
  return String(message ?? '').replace(/\x1b\[[0-9;]*m/g, '').split('\n').filter((l) => l.trim()).slice(0, lines).map((l) => `      ${l}`).join('\n');
}

function finish(code, stoppedAt) {
  if (failures.length) {
    console.log(`\n${'='.repeat(72)}\n${bold(`Failed tests (${failures.length})`)}`);
    for (const f of failures.slice(0, 10)) console.log(`  ${red('✘')} ${f.title}\n${firstLines(f.message)}`);
  }
  console.log(`\n${'='.repeat(72)}\n${bold('Summary')}`);
  for (const t of timings) console.log(`  ${t.ok ? green('ok  ') : red('FAIL')}  ${t.name.padEnd(28)} ${secs(t.ms).padStart(9)}`);
  console.log(`  total${' '.repeat(29)}${secs(Date.now() - startedAll).padStart(9)}`);
  if (stoppedAt) console.log(red(`Stopped at: ${stoppedAt}`));
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(code);
}

async function step(name, fn) {
  const t0 = Date.now();
  const failedBefore = totals.failed;
  let ok = false;
  try {
    ok = await fn();
  } catch (err) {
    console.error(red(`${name}: ${err?.stack ?? err}`));
  }
  timings.push({ name, ms: Date.now() - t0, ok });
  console.log(`${ok ? green('✔') : red('✘')} ${name} (${secs(Date.now() - t0)})`);
  if (!ok) {
    // A failing step that counted no failed test (typecheck, lint, build, a crash) still counts once.
    if (totals.failed === failedBefore) totals.failed += 1;
    finish(1, name);
  }
}

const workspaces = ['packages/contract', 'server', 'web', 'e2e'].filter((d) => fs.existsSync(path.join(root, d, 'tsconfig.json')));
const withE2e = !args.has('--skip-e2e');
const STEPS = withE2e ? 5 : 3;

// ---------------------------------------------------------------------------------------------
header(1, STEPS, `Typecheck (tsc -b ${workspaces.join(' ')})`);
await step('typecheck', async () => (await run(bin('tsc'), ['-b', ...workspaces])) === 0);

// ---------------------------------------------------------------------------------------------
header(2, STEPS, 'Lint (eslint)');
await step('lint', async () => {
  const cache = ['--cache', '--cache-location', path.join(root, 'node_modules/.cache/eslint/')];
  const lint = (await run(bin('eslint'), ['.', ...cache])) === 0;
  // The decisions' index is made from the decisions themselves: it must be current.
  const decisions = (await run(process.execPath, [path.join(root, 'scripts/decisions-index.mjs'), '--check'])) === 0;
  return lint && decisions;
});

// ---------------------------------------------------------------------------------------------
const pgUrl = process.env.TEST_DATABASE_URL;
header(3, STEPS, `Unit + API tests (vitest; SQLite${pgUrl ? ' + PostgreSQL' : ''})`);
console.log(
  pgUrl
    ? `PostgreSQL API tests: run against ${redactUrl(pgUrl)}`
    : 'PostgreSQL API tests NOT run: set TEST_DATABASE_URL=postgres://... to include them',
);
await step('unit + API tests', async () => {
  fs.mkdirSync(reportDir, { recursive: true });
  fs.rmSync(VITEST_JSON, { force: true });
  const code = await run(bin('vitest'), [
    'run',
    '--allowOnly=false',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${VITEST_JSON}`,
  ]);
  const report = readJson(VITEST_JSON);
  if (!report) {
    console.error(red('vitest wrote no JSON report'));
    return false;
  }
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let onPostgres = 0;
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    // A file that failed to load has no tests: count it as one failure.
    if (file.status === 'failed' && !tests.some((t) => t.status === 'failed')) {
      failed += 1;
      failures.push({ title: path.relative(root, file.name ?? ''), message: file.message });
    }
    for (const t of tests) {
      if (t.status === 'passed') passed += 1;
      else if (t.status === 'failed') {
        failed += 1;
        failures.push({ title: `${path.relative(root, file.name ?? '')} › ${t.fullName ?? t.title}`, message: (t.failureMessages ?? []).join('\n') });
      }
      else skipped += 1;
      if (t.status === 'passed' && /postgres/i.test([...(t.ancestorTitles ?? []), t.title].join(' '))) onPostgres += 1;
    }
  }
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  console.log(`vitest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  if (pgUrl) {
    console.log(
      onPostgres > 0
        ? `PostgreSQL API tests: ${onPostgres} passed against ${redactUrl(pgUrl)}`
        : red(`PostgreSQL API tests: TEST_DATABASE_URL is set but no test named "postgres" ran`),
    );
  }
  if (skipped > 0) console.error(red(`${skipped} skipped/todo test(s): the suite must run every test.`));
  if (passed === 0) console.error(red('vitest ran no test.'));
  return code === 0 && failed === 0 && skipped === 0 && passed > 0;
});

if (!withE2e) {
  console.log('\n(--skip-e2e: build and browser tests not run)');
  finish(0);
}

// ---------------------------------------------------------------------------------------------
header(4, STEPS, 'Build (npm run build: web + server)');
if (args.has('--no-build') && fs.existsSync(path.join(root, 'server/dist/server.js')) && fs.existsSync(path.join(root, 'web/dist/index.html'))) {
  console.log('--no-build: using the existing server/dist and web/dist');
} else {
  await step('build', async () => (await run('npm', ['run', 'build'])) === 0);
}

// ---------------------------------------------------------------------------------------------
header(5, STEPS, 'Browser tests (playwright, Chromium, phone viewport)');
await step('browser tests', async () => {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    console.error(red(`Chromium not found at ${chromium}. Install it: apt-get install -y chromium (or set CHROMIUM_PATH).`));
    return false;
  }
  fs.rmSync(PLAYWRIGHT_JSON, { force: true });
  const code = await run(bin('playwright'), ['test']);
  const report = readJson(PLAYWRIGHT_JSON);
  if (!report) {
    console.error(red('playwright wrote no JSON report'));
    return false;
  }
  const s = report.stats ?? {};
  const passed = (s.expected ?? 0) + (s.flaky ?? 0);
  const failed = s.unexpected ?? 0;
  const skipped = s.skipped ?? 0;
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const last = (t.results ?? []).at(-1);
        const message = (last?.errors ?? [last?.error]).filter(Boolean).map((e) => e.message ?? e.stack ?? '').join('\n') || `status: ${last?.status}`;
        failures.push({ title: `[${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}`, message });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  const setupErrors = (report.errors ?? []).length;
  if (setupErrors) {
    console.error(red(`playwright reported ${setupErrors} error(s) outside tests (web server, config):`));
    for (const e of report.errors) console.error(`  ${(e.message ?? '').split('\n')[0]}`);
  }
  console.log(`playwright: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  if (skipped > 0) console.error(red(`${skipped} skipped browser test(s) (a failed dependency skips the tests after it).`));
  return code === 0 && failed === 0 && skipped === 0 && passed > 0 && setupErrors === 0;
});

finish(0);
