/**
 * The offline copy follows members' privacy choices: a change of member_privacy is logged in
 * sync_log as a change of that member (tbl 'members'), so the next delta re-sends the member with
 * the fields each viewer may now see (or no longer see). Uses the sync_log_row function of 0006
 * on PostgreSQL.
 *
 * Frozen once shipped, like every migration.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`CREATE TRIGGER member_privacy_sync_log AFTER INSERT OR UPDATE OR DELETE ON member_privacy
      FOR EACH ROW EXECUTE FUNCTION sync_log_row('members', 'member_id')`.execute(db);
    return;
  }
  await sql`CREATE TRIGGER member_privacy_sync_ai AFTER INSERT ON member_privacy BEGIN
    INSERT INTO sync_log (tbl, row_id) VALUES ('members', new.member_id);
  END`.execute(db);
  await sql`CREATE TRIGGER member_privacy_sync_au AFTER UPDATE ON member_privacy BEGIN
    INSERT INTO sync_log (tbl, row_id) VALUES ('members', new.member_id);
  END`.execute(db);
  await sql`CREATE TRIGGER member_privacy_sync_ad AFTER DELETE ON member_privacy BEGIN
    INSERT INTO sync_log (tbl, row_id) VALUES ('members', old.member_id);
  END`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER IF EXISTS member_privacy_sync_log ON member_privacy`.execute(db);
    return;
  }
  for (const t of ['member_privacy_sync_ai', 'member_privacy_sync_au', 'member_privacy_sync_ad']) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(t)}`.execute(db);
  }
}
