/**
 * The schema after every migration (0029): member search reads the in-memory member index, so the
 * database keeps no text index of members for it (a write of a member's name, profession or mobile
 * no longer updates one). The console's member search still
 * counts through the narrow partial index of active members (SQLite).
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDb } from '../test/harness.js';

describeEachDb('schema after the migrations', (ctx) => {
  it('keeps no text-search index of members, nor a trigger writing one', async () => {
    if (ctx.dbKind === 'sqlite') {
      const { rows } = await sql<{ type: string; name: string }>`
        select type, name from sqlite_master
        where name like 'members_fts%' or sql like '%members_fts%'
        order by name`.execute(ctx.db);
      expect(rows).toEqual([]);
      const plan = await sql<{ detail: string }>`
        explain query plan select count(*) from members m where m.is_active = 1 and m.search_text like ${'%ravi%'} escape '\\'`.execute(ctx.db);
      expect(plan.rows.map((r) => r.detail).join(' | ')).toContain('members_active_search_idx');
    } else {
      const { rows } = await sql<{ indexname: string }>`
        select indexname from pg_indexes where schemaname = current_schema() and tablename = 'members' order by indexname`.execute(ctx.db);
      const names = rows.map((r) => r.indexname);
      expect(names).toContain('members_active_club_idx');
      expect(names).not.toContain('members_own_text_trgm_idx');
    }
  });
});
