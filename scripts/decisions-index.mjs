#!/usr/bin/env node
/**
 * The index of docs/decisions/ (docs/decisions/README.md: number, date, title, status, replaced by),
 * made from the decisions' own heads, so it cannot drift from them.
 *
 *   node scripts/decisions-index.mjs           rewrite the index
 *   node scripts/decisions-index.mjs --check   exit 1 when the index is not what the decisions say
 *                                              (part of `npm test`)
 *
 * A decision is one file `docs/decisions/NNN-some-title.md` whose first line is `# <n>. <title>`
 * (n = NNN) and whose second is `*<YYYY-MM-DD> · <status>*`. A status that says "replaced by N"
 * (or "... replaced by N") fills the last column.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../docs/decisions');
const index = path.join(dir, 'README.md');
const START = '<!-- index:start (made by scripts/decisions-index.mjs) -->';
const END = '<!-- index:end -->';

const rows = [];
const problems = [];
for (const name of fs.readdirSync(dir).sort()) {
  if (name === 'README.md') continue;
  const fileNumber = /^(\d{3})-[a-z0-9-]+\.md$/.exec(name);
  if (!fileNumber) {
    problems.push(`${name}: a decision's file is named NNN-lower-case-title.md`);
    continue;
  }
  const [first = '', second = ''] = fs.readFileSync(path.join(dir, name), 'utf8').split('\n');
  const heading = /^# (\d+)\. (.+)$/.exec(first);
  if (!heading) {
    problems.push(`${name}: the first line must be "# <n>. <title>"`);
    continue;
  }
  const [, number, title] = heading;
  if (Number(number) !== Number(fileNumber[1])) problems.push(`${name}: its heading says ${number}`);
  const status = /^\*(\d{4}-\d{2}-\d{2}) · (.+)\*$/.exec(second);
  if (!status) {
    problems.push(`${name}: the line after its heading must be *YYYY-MM-DD · status*`);
    continue;
  }
  const [, date, said] = status;
  const replacedBy = [...said.matchAll(/replaced by (\d+(?:(?:, | and )\d+)*)/g)].map((m) => m[1]).join(', ');
  const state = /^replaced by/.test(said) ? 'replaced' : /replaced by/.test(said) ? 'partly replaced' : /^accepted/.test(said) ? 'accepted' : said;
  rows.push({ number: Number(number), title, date, state, replacedBy, file: name });
}
const seen = new Set();
for (const r of rows) {
  if (seen.has(r.number)) problems.push(`decision ${r.number} appears twice`);
  seen.add(r.number);
}
rows.sort((a, b) => a.number - b.number);
for (const r of rows) {
  for (const n of r.replacedBy ? r.replacedBy.split(/, | and /) : []) {
    if (!seen.has(Number(n))) problems.push(`decision ${r.number} is replaced by ${n}, which does not exist`);
  }
}

const cell = (s) => s.replace(/\|/g, '\\|');
const table = [
  START,
  '| # | date | decision | status | replaced by |',
  '|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.number} | ${r.date} | [${cell(r.title)}](${r.file}) | ${r.state} | ${r.replacedBy} |`),
  END,
].join('\n');

const text = fs.readFileSync(index, 'utf8');
const s = text.indexOf(START);
const e = text.indexOf(END);
if (s < 0 || e < s) {
  console.error(`docs/decisions/README.md: the markers ${START} and ${END} are missing`);
  process.exit(1);
}
const next = text.slice(0, s) + table + text.slice(e + END.length);

if (problems.length) {
  for (const p of problems) console.error(`docs/decisions/${p}`);
  process.exit(1);
}
if (process.argv.includes('--check')) {
  if (next !== text) {
    console.error('docs/decisions/README.md: the index is out of date. Run: node scripts/decisions-index.mjs');
    process.exit(1);
  }
  console.log(`docs/decisions/README.md: index of ${rows.length} decisions is current`);
} else {
  fs.writeFileSync(index, next);
  console.log(`docs/decisions/README.md: index of ${rows.length} decisions written`);
}
