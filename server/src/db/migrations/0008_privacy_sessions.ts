/**
 * Privacy and sessions.
 *
 * - member_privacy: who may see each personal field of a member, one row per member who chose
 *   something (no row = every field "district", today's behaviour). Values: 'district' | 'club' |
 *   'nobody'. The rule that reads them is server/src/access/privacy.ts.
 * - sessions.last_used_at: when the session was last seen (updated at most once an hour), for the
 *   idle timeout inside the 30-day absolute lifetime.
 * - A trigger revokes every session of a member the moment they are deactivated (is_active 1 → 0),
 *   whichever code path does it (admin console, roster import, SQL by hand): reactivating a
 *   member never revives an old token.
 * - mobile_change_codes: codes sent to a member's proposed new login number (Edit Profile).
 * - read_outliers: accounts that went past a per-account read limit, for district admins.
 *
 * Frozen once shipped, like every migration.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const LEVEL_FIELDS = ['mobile', 'phone', 'email', 'birthday', 'marriage', 'address', 'spouse'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (c: any) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());

  let privacy = db.schema
    .createTable('member_privacy')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'));
  for (const f of LEVEL_FIELDS) {
    privacy = privacy.addColumn(f, 'text', (c) =>
      c.notNull().defaultTo('district').check(sql`${sql.ref(f)} in ('district', 'club', 'nobody')`),
    );
  }
  await privacy.addColumn('updated_at', 'text', (c) => c.notNull()).execute();

  await db.schema.alterTable('sessions').addColumn('last_used_at', 'text').execute();

  if (pg) {
    await sql`create function revoke_sessions_of_deactivated_member() returns trigger language plpgsql as $$
      begin
        update sessions set revoked_at = to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          where member_id = new.id and revoked_at is null;
        return new;
      end $$`.execute(db);
    await sql`create trigger members_deactivated_revoke_sessions after update of is_active on members
      for each row when (old.is_active = 1 and new.is_active = 0)
      execute function revoke_sessions_of_deactivated_member()`.execute(db);
  } else {
    await sql`create trigger members_deactivated_revoke_sessions after update of is_active on members
      when old.is_active = 1 and new.is_active = 0
      begin
        update sessions set revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
          where member_id = new.id and revoked_at is null;
      end`.execute(db);
  }

  await db.schema
    .createTable('mobile_change_codes')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('new_mobile', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema.createIndex('mobile_change_codes_mobile_idx').on('mobile_change_codes').columns(['new_mobile', 'created_at']).execute();
  await db.schema.createIndex('mobile_change_codes_member_idx').on('mobile_change_codes').columns(['member_id', 'created_at']).execute();

  await db.schema
    .createTable('read_outliers')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('limit_per_hour', 'integer', (c) => c.notNull())
    .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_refused_at', 'text', (c) => c.notNull())
    .addColumn('last_refused_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('read_outliers_window_uq', ['member_id', 'kind', 'window_start'])
    .execute();
  await db.schema.createIndex('read_outliers_time_idx').on('read_outliers').columns(['last_refused_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('read_outliers').execute();
  await db.schema.dropTable('mobile_change_codes').execute();
  if (isPostgres(db)) {
    await sql`drop trigger members_deactivated_revoke_sessions on members`.execute(db);
    await sql`drop function revoke_sessions_of_deactivated_member()`.execute(db);
  } else {
    await sql`drop trigger members_deactivated_revoke_sessions`.execute(db);
  }
  await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
  await db.schema.dropTable('member_privacy').execute();
}
