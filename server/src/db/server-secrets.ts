/** The one place with SQL for server_secrets (migration 0019; lib/secrets.ts decides what goes in). */
import type { Database } from './database.js';

/**
 * The stored value of secret `name`; when there is none yet, stores `create()` first. Instances
 * starting together agree: the first insert wins and every instance reads the row it left.
 */
export async function readOrCreateSecret(db: Database, name: string, create: () => string, now: string): Promise<string> {
  const existing = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('server_secrets')
    .values({ name, value: create(), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
