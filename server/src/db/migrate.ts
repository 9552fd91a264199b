import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { isPostgres, type Database } from './database.js';
import * as m0001 from './migrations/0001_initial.js';
import * as m0002 from './migrations/0002_member_search.js';
import * as m0003 from './migrations/0003_roles_audit.js';
import * as m0005 from './migrations/0005_roster_my_data.js';
import * as m0006 from './migrations/0006_sync_log.js';
import * as m0007 from './migrations/0007_login_devices.js';
import * as m0008 from './migrations/0008_privacy_sessions.js';
import * as m0009 from './migrations/0009_data_versions.js';
import * as m0010 from './migrations/0010_district_settings.js';
import * as m0011 from './migrations/0011_sync_privacy.js';
import * as m0012 from './migrations/0012_more_data_versions.js';
import * as m0013 from './migrations/0013_honour_list_order.js';
import * as m0014 from './migrations/0014_honour_name_key.js';
import * as m0015 from './migrations/0015_audit_append_only.js';
import * as m0017 from './migrations/0017_sign_in_watch.js';
import * as m0019 from './migrations/0019_server_secrets.js';
import * as m0020 from './migrations/0020_media_files.js';
import * as m0023 from './migrations/0023_roster_imports.js';
import * as m0025 from './migrations/0025_audit_event_index.js';
import * as m0028 from './migrations/0028_member_language.js';
import * as m0029 from './migrations/0029_drop_text_search_indexes.js';

/** Migrations are listed here (not read from disk) so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_member_search': m0002,
  '0003_roles_audit': m0003,
  '0005_roster_my_data': m0005,
  '0006_sync_log': m0006,
  '0007_login_devices': m0007,
  '0008_privacy_sessions': m0008,
  '0009_data_versions': m0009,
  '0010_district_settings': m0010,
  '0011_sync_privacy': m0011,
  '0012_more_data_versions': m0012,
  '0013_honour_list_order': m0013,
  '0014_honour_name_key': m0014,
  '0015_audit_append_only': m0015,
  '0017_sign_in_watch': m0017,
  '0019_server_secrets': m0019,
  '0020_media_files': m0020,
  '0023_roster_imports': m0023,
  '0025_audit_event_index': m0025,
  '0028_member_language': m0028,
  '0029_drop_text_search_indexes': m0029,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Database): Promise<void> {
  // On PostgreSQL, Kysely would otherwise find another schema's migration tables on the
  // search path; pin them to the schema this connection writes to.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`, { cause: error });
  }
}
