/** Pickers of the district forms: members (search), clubs, Lions years. District admins only. */
import type { AdminOption } from '@d320b/contract';
import { requireDistrictAdmin } from '../../access/index.js';
import { containsText } from '../../db/contains-text.js';
import type { Database } from '../../db/database.js';

export const MEMBER_OPTIONS_LIMIT = 20;

export async function pickerOptions(db: Database, actorId: number, kind: 'members' | 'clubs' | 'years' | 'cabinet-categories', search: string): Promise<AdminOption[]> {
  await requireDistrictAdmin(db, actorId);
  if (kind === 'years') {
    const rows = await db.selectFrom('academic_years').select(['id', 'name', 'is_current']).orderBy('is_current', 'desc').orderBy('starts_on', 'desc').orderBy('id', 'desc').execute();
    return rows.map((r) => ({ id: r.id, label: r.name, detail: r.is_current ? 'current' : null }));
  }
  if (kind === 'cabinet-categories') {
    const rows = await db.selectFrom('cabinet_categories').select(['id', 'name']).orderBy('sort').orderBy('name').orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, label: r.name, detail: null }));
  }
  if (kind === 'clubs') {
    let q = db.selectFrom('clubs').select(['id', 'name', 'club_number']).where('is_active', '=', 1);
    if (search) q = q.where(containsText('name', search));
    const rows = await q.orderBy('name').orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, label: r.name, detail: r.club_number }));
  }
  let q = db
    .selectFrom('members as m')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .select(['m.id', 'm.name', 'm.mobile_number', 'c.name as club_name'])
    .where('m.is_active', '=', 1);
  const digits = search.replace(/\D/g, '');
  if (search) q = q.where((eb) => (digits.length >= 3 ? eb('m.mobile_number', 'like', `%${digits}%`) : containsText('m.name', search)));
  const rows = await q.orderBy('m.name').orderBy('m.id').limit(MEMBER_OPTIONS_LIMIT).execute();
  return rows.map((r) => ({ id: r.id, label: r.name, detail: `${r.club_name} · ${r.mobile_number}` }));
}
