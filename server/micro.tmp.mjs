import Database from 'better-sqlite3';
import fs from 'node:fs';
const db = new Database(process.argv[2], { readonly: false });
db.pragma('journal_mode = WAL'); db.pragma('cache_size = -65536');
if (process.argv[3]) db.pragma(`mmap_size = ${process.argv[3]}`);
const q2 = fs.readFileSync('/tmp/q2.sql', 'utf8');
const s2 = db.prepare(q2);
const det = db.prepare(`select m.id, m.club_id, c.name as club_name, m.name, m.photo, m.profession, m.date_of_birth, m.marriage_day, m.spouse, m.phone_number, m.mobile_number, m.postal_address, m.email, m.website, m.positions_held, m.about_me, m.membership_number, m.date_of_joining, m.sponsored_by from members m join clubs c on c.id = m.club_id where m.id = ? and m.is_active = 1`);
const ids = db.prepare('select id from members').pluck().all();
for (const [name, st, args] of [['details', det, (id) => [id]], ['business', s2, (id) => [1, id]]]) {
  for (let round = 0; round < 3; round++) {
    const t = performance.now(); const N = 20000;
    for (let i = 0; i < N; i++) st.all(...args(ids[(Math.random() * ids.length) | 0]));
    console.log(name, 'mmap', process.argv[3] ?? 0, ((performance.now() - t) / N * 1000).toFixed(1), 'µs');
  }
}
