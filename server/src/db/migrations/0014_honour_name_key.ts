/**
 * The MJF / PMJF and graduate lists are ordered by year (latest first), then by the member's name.
 * Each record now keeps its member's name (`member_name`, written by the member writer and the
 * admin console), indexed with the year: any page of either list is a walk of that index instead
 * of a sort of every record of the years before it (at 1,000,000 members: 77–352 ms a page).
 *
 * A narrow index of active members by id serves the lists' totals (each record joined to its
 * member to leave out inactive ones): the only index SQLite could use for that lookup also holds
 * every member's search text.
 *
 * Frozen once shipped, like every migration.
 */
import { sql, type Kysely } from 'kysely';

const LISTS = [
  { table: 'mjf_records', year: 'year_achieved', index: 'mjf_records_year_name_idx', replaces: 'mjf_records_year_idx' },
  { table: 'graduates', year: 'year_graduated', index: 'graduates_year_name_idx', replaces: 'graduates_year_idx' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, year, index, replaces } of LISTS) {
    await db.schema.alterTable(table).addColumn('member_name', 'text', (c) => c.notNull().defaultTo('')).execute();
    await sql`update ${sql.table(table)} set member_name = coalesce((select m.name from members m where m.id = ${sql.ref(`${table}.member_id`)}), '')`.execute(db);
    await db.schema.dropIndex(replaces).execute();
    await db.schema.createIndex(index).on(table).columns([`${year} desc`, 'member_name', 'id']).execute();
  }
  await sql`CREATE INDEX members_active_id_idx ON members (id) WHERE is_active = 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('members_active_id_idx').execute();
  for (const { table, year, index, replaces } of LISTS) {
    await db.schema.dropIndex(index).execute();
    await db.schema.createIndex(replaces).on(table).columns([year, 'id']).execute();
    await db.schema.alterTable(table).dropColumn('member_name').execute();
  }
}
