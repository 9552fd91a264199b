/**
 * The district settings in effect: values stored by a district admin (admin console) over the
 * server's defaults from the environment (DISTRICT_TITLE, DISTRICT_NAME, APP_NAME).
 *
 * Read from the database on every use: the read cache (db/read-cache.ts) answers the repeat reads,
 * and a save by any process shows at once (kept answers included, db/answer-store.ts).
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

export function defaultShareText(appName: string): string {
  return `${appName} – member directory`;
}

export async function districtSettings(db: Database, defaults: Config['district']): Promise<DistrictSettingValues> {
  const s = await readStoredSettings(db);
  return {
    title: s.district_title ?? defaults.title,
    name: s.district_name ?? defaults.name,
    shareText: s.share_text ?? defaultShareText(defaults.appName),
  };
}

/** distName of the members' answers: the stored district name, else DISTRICT_NAME. */
export async function districtName(app: { db: Database; appConfig: Config }): Promise<string> {
  return (await districtSettings(app.db, app.appConfig.district)).name;
}
