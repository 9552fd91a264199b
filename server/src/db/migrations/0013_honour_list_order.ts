/**
 * The MJF / PMJF and graduate lists are paged latest first (year descending, then the member's
 * name): an index on the year lets a page read one year's rows in order and sort only those by
 * name, instead of sorting every record of the roster for each page (PostgreSQL's incremental
 * sort does; SQLite's planner is told to, see directory/repository.ts).
 *
 * Frozen once shipped, like every migration.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('mjf_records_year_idx').on('mjf_records').columns(['year_achieved', 'id']).execute();
  await db.schema.createIndex('graduates_year_idx').on('graduates').columns(['year_graduated', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['mjf_records_year_idx', 'graduates_year_idx']) {
    await db.schema.dropIndex(name).execute();
  }
}
