#!/usr/bin/env node
/**
 * `npm run bench [-- bundle api realistic lighthouse roster roster-files sync]`: runs the benchmarks (all by default), prints a
 * table and writes bench/results/latest.json. Not part of `npm test`. Lighthouse options:
 * `--runs N`, `--color-scheme dark`, `--lang te`, `--cpu-slowdown N` (bench/lighthouse.mjs).
 * Exit code 1 when a benchmark fails its budget or errors.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, table } from './lib.mjs';

const ALL = {
  bundle: () => import('./bundle-size.mjs'),
  api: () => import('./api.mjs'),
  lighthouse: () => import('./lighthouse.mjs'),
  roster: () => import('./roster.mjs'),
  realistic: () => import('./realistic.mjs'),
  'roster-files': () => import('./roster-files.mjs'),
  sync: () => import('./sync.mjs'),
};
// Options that take a value (`--runs 3`); the benchmarks read them from process.argv themselves.
const VALUE_OPTIONS = new Set(['--runs', '--color-scheme', '--lang', '--cpu-slowdown']);
const wanted = process.argv.slice(2).filter((a, i, all) => !a.startsWith('-') && !VALUE_OPTIONS.has(all[i - 1]));
const unknown = wanted.filter((w) => !(w in ALL));
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; choose from ${Object.keys(ALL).join(', ')}`);
  process.exit(2);
}
const names = wanted.length ? wanted : Object.keys(ALL);

const results = [];
for (const name of names) {
  console.log(`\n=== bench: ${name} ===`);
  const t0 = Date.now();
  try {
    const mod = await ALL[name]();
    const r = await mod.run();
    results.push({ ...r, seconds: Math.round((Date.now() - t0) / 1000) });
  } catch (err) {
    console.error(err?.stack ?? err);
    results.push({ name, ok: false, summary: `error: ${err?.message ?? err}`, seconds: Math.round((Date.now() - t0) / 1000) });
  }
}

console.log('\n' + table(results.map((r) => ({ bench: r.name, result: r.ok ? 'ok' : 'FAIL', time: `${r.seconds} s`, summary: r.summary })), ['bench', 'result', 'time', 'summary']));

const out = path.join(ROOT, 'bench/results/latest.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
let commit = null;
try {
  commit = fs.readFileSync(path.join(ROOT, '.git/HEAD'), 'utf8').trim();
  if (commit.startsWith('ref: ')) commit = fs.readFileSync(path.join(ROOT, '.git', commit.slice(5)), 'utf8').trim();
} catch {}
// Keep results of benchmarks not run this time.
const previous = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : { results: {} };
const merged = { ...(previous.results ?? {}) };
for (const r of results) merged[r.name] = { ...r, at: new Date().toISOString(), commit, loadavg1m: Number(os.loadavg()[0].toFixed(1)) };
fs.writeFileSync(
  out,
  JSON.stringify({ machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadavg: os.loadavg().map((n) => Number(n.toFixed(1))) }, results: merged }, null, 2) + '\n',
);
console.log(`\nwritten: ${path.relative(ROOT, out)}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
