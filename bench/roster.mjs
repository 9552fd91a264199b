/**
 * Roster import and printed directory on a 5,000-member district (built server, SQLite).
 *
 * 1. Seeds a 5,000-member district (cached in node_modules/.cache/bench/roster-<n>; BENCH_RESEED=1
 *    regenerates) and copies it to a scratch folder, so every run starts from the same data.
 * 2. Signs in the demo district admin through the SMS outbox.
 * 3. Baseline, side by side: the district's XLSX export (the same rows read back and written).
 * 4. A 10,000-row XLSX (every existing member with a changed profession + new members up to
 *    10,000 rows): preview (budget 5 s) and apply (budget 10 s), each as a ratio to the baseline.
 * The district's directory PDF (budget 30 s) is made before the import, on the 5,000 members.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Workbook } from '@cj-tech-master/excelts';
import { ROOT, ensureBuilt, scratchDir, signIn, startServer, table } from './lib.mjs';

const MEMBERS = Number(process.env.BENCH_ROSTER_MEMBERS ?? 5_000);
const ROWS = Number(process.env.BENCH_ROSTER_ROWS ?? 10_000);
const DISTRICT_ADMIN = '9876500003';
const BUDGET = { preview: 5, apply: 10, pdf: 30 };

function seedCached() {
  const dir = path.join(ROOT, 'node_modules/.cache/bench', `roster-${MEMBERS}`);
  const marker = path.join(dir, 'seeded.json');
  if (fs.existsSync(marker) && process.env.BENCH_RESEED !== '1') return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const r = spawnSync('npm', ['run', 'seed', '--', '--members', String(MEMBERS), '--clubs', String(Math.round(MEMBERS / 45))], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dir, DATABASE_URL: `sqlite:${path.join(dir, 'district.sqlite')}`, LOG_LEVEL: 'warn' },
  });
  if (r.status !== 0) throw new Error('seed command failed');
  fs.writeFileSync(marker, JSON.stringify({ members: MEMBERS, at: new Date().toISOString() }));
  return dir;
}

async function timed(fn) {
  const t0 = performance.now();
  const value = await fn();
  return { value, seconds: (performance.now() - t0) / 1000 };
}

async function get(url, token) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return Buffer.from(await res.arrayBuffer());
}

/** The bench file: the export's rows with professions changed, then new members up to ROWS rows. */
async function importFile(exported) {
  const source = new Workbook();
  await source.xlsx.load(exported);
  const rows = [];
  source.worksheets[0].eachRow((row) => rows.push(row.values.slice(1).map((v) => (v == null ? '' : String(v)))));
  const header = rows[0];
  const col = (name) => header.indexOf(name);
  const clubs = [...new Set(rows.slice(1).map((r) => r[col('Club Name')]))];
  const out = new Workbook();
  const sheet = out.addWorksheet('Roster');
  sheet.addRow(header);
  for (const r of rows.slice(1)) {
    const copy = [...r];
    copy[col('Profession')] = `${copy[col('Profession')] || 'Member'} (updated)`;
    sheet.addRow(copy);
  }
  for (let i = rows.length - 1; i < ROWS; i++) {
    const r = header.map(() => '');
    r[col('Name')] = `Bench Member ${i}`;
    r[col('Club Name')] = clubs[i % clubs.length];
    r[col('Mobile')] = String(6000000000 + i);
    r[col('Membership Number')] = String(90_000_000 + i);
    r[col('Birth Date')] = `${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/1970`;
    r[col('Profession')] = 'Engineer';
    sheet.addRow(r);
  }
  return Buffer.from(await out.xlsx.writeBuffer());
}

export async function run() {
  ensureBuilt();
  const cached = seedCached();
  const dir = scratchDir('roster');
  fs.cpSync(cached, dir, { recursive: true });
  const server = await startServer({ dataDir: dir, env: { DATABASE_URL: `sqlite:${path.join(dir, 'district.sqlite')}`, TRUST_PROXY: '1' } });
  try {
    const token = await signIn(server, DISTRICT_ADMIN);
    const exportRun = await timed(() => get(`${server.url}/api/admin/roster/export?scope=district&format=xlsx`, token));
    const file = await importFile(exportRun.value);
    const pdfRun = await timed(() => get(`${server.url}/api/admin/roster/directory-pdf?scope=district`, token));

    const previewRun = await timed(async () => {
      const form = new FormData();
      form.append('file', new Blob([file]), 'bench.xlsx');
      const res = await fetch(`${server.url}/api/admin/roster/preview`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      const json = await res.json();
      if (!res.ok) throw new Error(`preview: ${res.status} ${json.message}`);
      return json.data;
    });
    const preview = previewRun.value;
    const applyRun = await timed(async () => {
      const res = await fetch(`${server.url}/api/admin/roster/apply`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ previewId: preview.previewId }),
      });
      const json = await res.json();
      if (!res.ok) throw new Error(`apply: ${res.status} ${json.message}`);
      return json.data;
    });

    const base = exportRun.seconds;
    const rows = [
      { case: `export XLSX (baseline, ${MEMBERS} members)`, seconds: base.toFixed(2), ratio: '1.0', budget: '' },
      { case: `preview ${ROWS}-row XLSX`, seconds: previewRun.seconds.toFixed(2), ratio: (previewRun.seconds / base).toFixed(1), budget: `${BUDGET.preview} s` },
      {
        case: `apply (${applyRun.value.added} added, ${applyRun.value.updated} updated)`,
        seconds: applyRun.seconds.toFixed(2),
        ratio: (applyRun.seconds / base).toFixed(1),
        budget: `${BUDGET.apply} s`,
      },
      {
        case: `directory PDF (${MEMBERS} members, ${(pdfRun.value.length / 1024 / 1024).toFixed(1)} MB)`,
        seconds: pdfRun.seconds.toFixed(2),
        ratio: (pdfRun.seconds / base).toFixed(1),
        budget: `${BUDGET.pdf} s`,
      },
    ];
    console.log(table(rows, ['case', 'seconds', 'ratio', 'budget']));
    const ok =
      preview.counts.reject === 0 && previewRun.seconds <= BUDGET.preview && applyRun.seconds <= BUDGET.apply && pdfRun.seconds <= BUDGET.pdf;
    return {
      name: 'roster',
      ok,
      summary: `preview ${previewRun.seconds.toFixed(1)} s, apply ${applyRun.seconds.toFixed(1)} s (${ROWS} rows); PDF ${pdfRun.seconds.toFixed(1)} s (${MEMBERS} members); export baseline ${base.toFixed(1)} s`,
      rows,
    };
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
