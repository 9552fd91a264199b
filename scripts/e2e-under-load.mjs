#!/usr/bin/env node
/**
 * The browser stage on a busy machine: runs `playwright test` several times in a row while other
 * processes keep every core busy, and says how each run ended. A browser test that reads the page
 * before the state it measures has settled (a layout during a transition, a count before the answer,
 * a popup that comes late) fails here long before it fails in CI. docs/testing.md.
 *
 *   node scripts/e2e-under-load.mjs                 3 runs, one CPU burner per core
 *   node scripts/e2e-under-load.mjs --runs 5 --burners 4 [-- <playwright args>]
 *
 * Build first (`npm run build`): the runs use the built app, as `npm test` does. Exit code 0 only
 * when every run passed. The burners are plain busy loops in child processes at normal priority,
 * stopped at the end (and on Ctrl-C).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const dashDash = argv.indexOf('--');
const own = dashDash >= 0 ? argv.slice(0, dashDash) : argv;
const playwrightArgs = dashDash >= 0 ? argv.slice(dashDash + 1) : [];
const option = (name, fallback) => {
  const i = own.indexOf(name);
  if (i < 0) return fallback;
  const value = Number(own[i + 1]);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} takes a whole number`);
    process.exit(2);
  }
  return value;
};
const runs = option('--runs', 3);
const burnerCount = option('--burners', os.availableParallelism());

if (!fs.existsSync(path.join(root, 'server/dist/server.js')) || !fs.existsSync(path.join(root, 'web/dist/index.html'))) {
  console.error('Build first: npm run build');
  process.exit(2);
}

const burners = Array.from({ length: burnerCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopBurners = () => {
  for (const b of burners) if (b.exitCode === null) b.kill('SIGKILL');
};
process.on('SIGINT', () => {
  stopBurners();
  process.exit(130);
});
console.log(`${burnerCount} CPU burner(s) on ${os.availableParallelism()} core(s); ${runs} run(s) of the browser stage`);

const results = [];
for (let i = 1; i <= runs; i += 1) {
  const t0 = Date.now();
  const load = os.loadavg()[0].toFixed(1);
  console.log(`\n### run ${i} of ${runs} (load average ${load})`);
  const code = await new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/playwright'), ['test', ...playwrightArgs], { cwd: root, stdio: 'inherit' });
    child.on('exit', (c, signal) => resolve(signal ? 128 : (c ?? 1)));
  });
  let counts;
  try {
    const stats = JSON.parse(fs.readFileSync(path.join(root, 'playwright-report/results.json'), 'utf8')).stats ?? {};
    counts = `${(stats.expected ?? 0) + (stats.flaky ?? 0)} passed, ${stats.unexpected ?? 0} failed, ${stats.skipped ?? 0} skipped`;
  } catch {
    counts = 'no report';
  }
  results.push({ run: i, ok: code === 0, seconds: Math.round((Date.now() - t0) / 1000), load, counts });
}
stopBurners();

console.log('\n### browser stage under load');
for (const r of results) console.log(`run ${r.run}: ${r.ok ? 'passed' : 'FAILED'} in ${r.seconds} s (load average at start ${r.load}): ${r.counts}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
