/** District settings (title, name, share text): read and saved by district admins, audited per field. */
import type { DistrictSettings } from '@d320b/contract';
import { requireDistrictAdmin } from '../../access/index.js';
import { diffFields, recordChanges } from '../../audit/index.js';
import type { Config } from '../../config/index.js';
import type { Database } from '../../db/database.js';
import { writeSetting, type SettingKey } from '../../db/district-settings.js';
import { districtSettings } from '../../lib/district-settings.js';

export async function readSettings(db: Database, defaults: Config['district'], actorId: number): Promise<DistrictSettings> {
  await requireDistrictAdmin(db, actorId);
  const s = await districtSettings(db, defaults);
  return { districtTitle: s.title, districtName: s.name, shareText: s.shareText };
}

export async function saveSettings(
  db: Database,
  defaults: Config['district'],
  actor: { id: number; requestId: string },
  form: DistrictSettings,
  at: Date,
): Promise<DistrictSettings> {
  const before = await readSettings(db, defaults, actor.id);
  const stored: Record<SettingKey, string> = { district_title: form.districtTitle, district_name: form.districtName, share_text: form.shareText };
  const old: Record<SettingKey, string> = { district_title: before.districtTitle, district_name: before.districtName, share_text: before.shareText };
  const changes = diffFields(old, stored);
  if (changes.length) {
    await db.transaction().execute(async (trx) => {
      for (const c of changes) await writeSetting(trx, c.field as SettingKey, stored[c.field as SettingKey], at.toISOString());
      await recordChanges(trx, {
        actor: { id: actor.id, role: 'district_admin', requestId: actor.requestId },
        action: 'update',
        entity: 'district_settings',
        entityId: null,
        changes,
        at,
      });
    });
  }
  return form;
}
