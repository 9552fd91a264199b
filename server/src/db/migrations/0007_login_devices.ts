/**
 * Sign-in codes bound to the device that asked for them.
 *
 * - login_devices: one row per `login` answer. The device keeps a random
 *   nonce (only its SHA-256 is stored here) and must send it with
 *   `otp-verify`; the row points at the code (login_otps) it may be checked
 *   against and counts that device's wrong tries. Several devices may be bound
 *   to one live code (a second request within the resend gap sends no SMS).
 *
 * Frozen once shipped, like every migration.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('login_devices')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('otp_id', 'integer', (c) => c.notNull())
    .addColumn('device_hash', 'text', (c) => c.notNull().unique())
    .addColumn('ip', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_devices_mobile_idx').on('login_devices').columns(['mobile', 'created_at']).execute();
  await db.schema.createIndex('login_devices_ip_idx').on('login_devices').columns(['ip', 'created_at']).execute();
  await db.schema.createIndex('login_devices_otp_idx').on('login_devices').column('otp_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_devices').execute();
}
