/**
 * The district settings in effect: values stored by a district admin (admin console) over the
 * server's defaults from the environment (DISTRICT_TITLE, DISTRICT_NAME, APP_NAME).
 *
 * Read on every answer that carries the district name, so they are kept in memory for a few
 * seconds; a save in this process forgets them at once, other processes see it within
 * SETTINGS_TTL_MS.
 */
import type { Config } from '../config/index.js';
import type { Database } from '../db/database.js';
import { readStoredSettings } from '../db/district-settings.js';

export interface DistrictSettingValues {
  /** Login screen and page titles. */
  title: string;
  /** distName of the members' answers. */
  name: string;
  /** Text shared with the app's link by "Share App". */
  shareText: string;
}

export const SETTINGS_TTL_MS = 10_000;

const cache = new WeakMap<Database, { at: number; value: Promise<DistrictSettingValues> }>();

export function defaultShareText(appName: string): string {
  return `${appName} – member directory`;
}

export function districtSettings(db: Database, defaults: Config['district']): Promise<DistrictSettingValues> {
  const hit = cache.get(db);
  const now = Date.now();
  if (hit && now - hit.at < SETTINGS_TTL_MS) return hit.value;
  const value = readStoredSettings(db).then((s) => ({
    title: s.district_title ?? defaults.title,
    name: s.district_name ?? defaults.name,
    shareText: s.share_text ?? defaultShareText(defaults.appName),
  }));
  // A failed read is not kept.
  value.catch(() => cache.delete(db));
  cache.set(db, { at: now, value });
  return value;
}

/** Drops the kept values (after a save). */
export function forgetDistrictSettings(db: Database): void {
  cache.delete(db);
}

/** distName of the members' answers: the stored district name, else DISTRICT_NAME. */
export async function districtName(app: { db: Database; appConfig: Config }): Promise<string> {
  return (await districtSettings(app.db, app.appConfig.district)).name;
}
