/**
 * The one place with SQL for media_files (migration 0020): images kept in the database
 * (MEDIA_STORE=database, lib/storage/database-store.ts). Reads of the bytes bypass the read cache
 * (UNCACHED_READ): it keeps rows in memory, and images are large and read once per visitor.
 */
import { sql } from 'kysely';
import type { Database } from './database.js';
import { UNCACHED_READ } from './read-cache.js';

export async function putMediaFile(db: Database, key: string, variant: string, data: Buffer, now: string): Promise<void> {
  await db
    .insertInto('media_files')
    .values({ key, variant, data, created_at: now })
    .onConflict((oc) => oc.columns(['key', 'variant']).doUpdateSet({ data, created_at: now }))
    .execute();
}

export async function deleteMediaFiles(db: Database, key: string): Promise<void> {
  await db.deleteFrom('media_files').where('key', '=', key).execute();
}

export async function mediaVariants(db: Database, key: string): Promise<string[]> {
  const rows = await db.selectFrom('media_files').select('variant').where('key', '=', key).execute();
  return rows.map((r) => r.variant);
}

export async function readMediaFile(db: Database, key: string, variant: string): Promise<Buffer | null> {
  const { rows } = await sql<{ data: Buffer | Uint8Array }>`${sql.raw(UNCACHED_READ)} data from media_files where key = ${key} and variant = ${variant}`.execute(db);
  const data = rows[0]?.data;
  return data ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : null;
}

/** Up to `limit` distinct keys after `after`, in order. */
export async function mediaKeysAfter(db: Database, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('media_files')
    .select('key')
    .distinct()
    .where('key', '>', after)
    .orderBy('key')
    .limit(limit)
    .execute();
  return rows.map((r) => r.key);
}
