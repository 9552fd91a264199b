/** The district_settings table (migration 0010): stored values by key. */
import type { CompiledQuery } from 'kysely';
import type { Database } from './database.js';

/** The statement, compiled once per database: the members' details read it on every call. */
const readAll = new WeakMap<Database, CompiledQuery<{ key: string; value: string }>>();

export const SETTING_KEYS = ['district_title', 'district_name', 'share_text'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export async function readStoredSettings(db: Database): Promise<Partial<Record<SettingKey, string>>> {
  let query = readAll.get(db);
  if (!query) {
    query = db.selectFrom('district_settings').select(['key', 'value']).compile();
    readAll.set(db, query);
  }
  const { rows } = await db.executeQuery(query);
  const out: Partial<Record<SettingKey, string>> = {};
  for (const r of rows) if ((SETTING_KEYS as readonly string[]).includes(r.key)) out[r.key as SettingKey] = r.value;
  return out;
}

/** Inserts or replaces one stored value (same statement on SQLite and PostgreSQL). */
export async function writeSetting(db: Database, key: SettingKey, value: string, at: string): Promise<void> {
  await db
    .insertInto('district_settings')
    .values({ key, value, updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
    .execute();
}
