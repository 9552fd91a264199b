#!/usr/bin/env node
/**
 * The index at the top of docs/decisions.md (number, date, title, status, replaced by), made from
 * the decisions' own headings and status lines, so it cannot drift from them.
 *
 *   node scripts/decisions-index.mjs           rewrite the index
 *   node scripts/decisions-index.mjs --check   exit 1 when the index is not what the decisions say
 *                                              (part of `npm test`)
 *
 * A decision is `## <n>. <title>` followed by a line `*<YYYY-MM-DD> · <status>*`. A status that
 * says "replaced by N" (or "... replaced by N") fills the last column.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../docs/decisions.md');
const START = '<!-- index:start (made by scripts/decisions-index.mjs) -->';
const END = '<!-- index:end -->';

const text = fs.readFileSync(file, 'utf8');
const lines = text.split('\n');
const rows = [];
const problems = [];
for (let i = 0; i < lines.length; i += 1) {
  const heading = /^## (\d+)\. (.+)$/.exec(lines[i]);
  if (!heading) continue;
  const [, number, title] = heading;
  const status = /^\*(\d{4}-\d{2}-\d{2}) · (.+)\*$/.exec(lines[i + 1] ?? '');
  if (!status) {
    problems.push(`decision ${number}: the line after its heading must be *YYYY-MM-DD · status*`);
    continue;
  }
  const [, date, said] = status;
  const replacedBy = [...said.matchAll(/replaced by (\d+(?:(?:, | and )\d+)*)/g)].map((m) => m[1]).join(', ');
  const state = /^replaced by/.test(said) ? 'replaced' : /replaced by/.test(said) ? 'partly replaced' : /^accepted/.test(said) ? 'accepted' : said;
  rows.push({ number: Number(number), title, date, state, replacedBy, anchor: `${number}-${title}` });
}
const seen = new Set();
rows.forEach((r, i) => {
  if (seen.has(r.number)) problems.push(`decision ${r.number} appears twice`);
  seen.add(r.number);
  if (i > 0 && r.number < rows[i - 1].number) problems.push(`decision ${r.number} comes after ${rows[i - 1].number}: keep them in order`);
});

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to dashes. */
const slug = (s) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
const cell = (s) => s.replace(/\|/g, '\\|');
const table = [
  START,
  '| # | date | decision | status | replaced by |',
  '|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.number} | ${r.date} | [${cell(r.title)}](#${slug(r.anchor)}) | ${r.state} | ${r.replacedBy} |`),
  END,
].join('\n');

let next;
const s = text.indexOf(START);
const e = text.indexOf(END);
if (s >= 0 && e > s) next = text.slice(0, s) + table + text.slice(e + END.length);
else {
  const first = text.search(/^## \d+\./m);
  next = `${text.slice(0, first)}${table}\n\n${text.slice(first)}`;
}

if (problems.length) {
  for (const p of problems) console.error(`docs/decisions.md: ${p}`);
  process.exit(1);
}
if (process.argv.includes('--check')) {
  if (next !== text) {
    console.error('docs/decisions.md: the index is out of date. Run: node scripts/decisions-index.mjs');
    process.exit(1);
  }
  console.log(`docs/decisions.md: index of ${rows.length} decisions is current`);
} else {
  fs.writeFileSync(file, next);
  console.log(`docs/decisions.md: index of ${rows.length} decisions written`);
}
