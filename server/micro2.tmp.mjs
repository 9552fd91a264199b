import Database from 'better-sqlite3';
import fs from 'node:fs';
const db = new Database(process.argv[2]);
db.pragma('journal_mode = WAL'); db.pragma('cache_size = -65536'); db.pragma('foreign_keys = ON'); db.pragma('synchronous = NORMAL');
db.prepare("insert or ignore into sessions (token_hash, member_id, created_at, expires_at) values ('abc', 1, '2026-01-01', '2027-01-01')").run();
const st = db.prepare(fs.readFileSync('/tmp/q3.sql', 'utf8'));
for (let round = 0; round < 4; round++) {
  const t = performance.now(); const N = 50000;
  for (let i = 0; i < N; i++) st.all('abc', 1);
  console.log('session', ((performance.now() - t) / N * 1000).toFixed(1), 'µs');
}
const dv = db.prepare('select "table_name", "version" from "data_versions"');
let t = performance.now(); for (let i = 0; i < 50000; i++) dv.all(); console.log('dv', ((performance.now() - t) / 50000 * 1000).toFixed(1), 'µs');
