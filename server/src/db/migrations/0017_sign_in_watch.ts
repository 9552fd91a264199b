/**
 * What sign-in needs to tell a hall full of members from an attacker, and the office what happened
 * (docs/sign-in-limits.md):
 *
 * - login_otps.network / .channel: the client network (IPv4 address, or IPv6 /64) that asked for
 *   the code, and where the code went ('sms' or 'whatsapp'). Codes from a network that were never
 *   used count against it; codes that were used do not.
 * - login_events: what an attacker does and a member does not, per network: a "not registered"
 *   answer, a wrong code; and each sign-in (which earns the network more room). Kept two days.
 * - daily_counts: per district day, named counters: refusals by reason, sign-ins, and the daily
 *   message budgets (reserved by one conditional UPDATE, so parallel sends on several instances
 *   never pass the budget).
 * - message_log: one row per code or notice handed to a gateway (SMS or WhatsApp), with the
 *   gateway's reference and what it reported (sent, failed, delivered, undelivered).
 *
 * Frozen once shipped, like every migration.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: any) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());

  await db.schema.alterTable('login_otps').addColumn('network', 'text').execute();
  await db.schema.alterTable('login_otps').addColumn('channel', 'text', (c) => c.notNull().defaultTo('sms')).execute();
  await db.schema.createIndex('login_otps_network_idx').on('login_otps').columns(['network', 'created_at']).execute();

  await db.schema
    .createTable('login_events')
    .addColumn('id', 'integer', id)
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_events_network_idx').on('login_events').columns(['network', 'kind', 'created_at']).execute();
  await db.schema.createIndex('login_events_created_idx').on('login_events').column('created_at').execute();

  await db.schema
    .createTable('daily_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('daily_counts_pk', ['day', 'name'])
    .execute();

  await db.schema
    .createTable('message_log')
    .addColumn('id', 'integer', id)
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('message_log_day_idx').on('message_log').columns(['day', 'channel', 'status']).execute();
  await db.schema.createIndex('message_log_ref_idx').on('message_log').columns(['provider', 'provider_ref']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('message_log').execute();
  await db.schema.dropTable('daily_counts').execute();
  await db.schema.dropTable('login_events').execute();
  await db.schema.dropIndex('login_otps_network_idx').execute();
  await db.schema.alterTable('login_otps').dropColumn('channel').execute();
  await db.schema.alterTable('login_otps').dropColumn('network').execute();
}
