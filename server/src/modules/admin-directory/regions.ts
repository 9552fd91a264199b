/**
 * Regions of a Lions year, their chairpersons (region_members), their zones with the clubs of each
 * zone (zone_clubs) and the zones' chairpersons (zone_members): what get_regions and
 * get_region_by_id read.
 */
import { containsText } from '../../db/contains-text.js';
import type { Database } from '../../db/database.js';
import { fetchPage } from '../../db/fetch-page.js';
import type { AuditChange } from '../../audit/index.js';
import { unprocessable } from '../../lib/errors.js';
import { plural, refuseWhileUsed, requireActiveMember, requireRow } from './checks.js';
import { memberColumns, toMemberRef, type MemberColumnsRow } from './member-columns.js';
import type { ResourceDef, Trx } from './resource.js';
import type { FilterOf, FormOf } from './types.js';

interface RegionRow { id: number; academic_year_id: number; name: string; sort: number; zones: number | string | null; leaders: number | string | null }

export const regions: ResourceDef<FormOf<'regions'>, FilterOf<'regions'>> = {
  path: 'regions',
  entity: 'region',
  table: 'regions',
  values: (f) => ({ academic_year_id: f.yearId, name: f.name, sort: f.sort }),
  async check(db, v) {
    await requireRow(db, 'academic_years', v.academic_year_id, 'yearId', 'Lions year');
  },
  async beforeDelete(db, row) {
    await refuseWhileUsed(db, 'zones', 'region_id', row.id, (n) => `This region still has ${plural(n, 'zone')}. Delete them first.`);
    await refuseWhileUsed(db, 'region_members', 'region_id', row.id, (n) => `This region still lists ${plural(n, 'chairperson')}. Remove them first.`);
  },
  async list(db, input, window) {
    let base = db.selectFrom('regions as r').where('r.academic_year_id', '=', input.yearId);
    if (input.search) base = base.where(containsText('r.name', input.search));
    return fetchPage(
      base,
      base
        .select((eb) => [
          'r.id', 'r.academic_year_id', 'r.name', 'r.sort',
          eb.selectFrom('zones as z').select((e) => e.fn.countAll<number>().as('n')).whereRef('z.region_id', '=', 'r.id').as('zones'),
          eb.selectFrom('region_members as rm').select((e) => e.fn.countAll<number>().as('n')).whereRef('rm.region_id', '=', 'r.id').as('leaders'),
        ])
        .orderBy('r.sort')
        .orderBy('r.id'),
      window,
    );
  },
  toItem: (r: RegionRow) => ({ id: r.id, yearId: r.academic_year_id, name: r.name, sort: r.sort, zoneCount: Number(r.zones ?? 0), leaderCount: Number(r.leaders ?? 0) }),
};

interface RoleRow extends MemberColumnsRow { id: number; parent_id: number; role_name: string; sort: number }

export const regionMembers: ResourceDef<FormOf<'region-members'>, FilterOf<'region-members'>> = {
  path: 'region-members',
  entity: 'region_member',
  table: 'region_members',
  values: (f) => ({ region_id: f.regionId, member_id: f.memberId, role_name: f.roleName, sort: f.sort }),
  async check(db, v) {
    await requireRow(db, 'regions', v.region_id, 'regionId', 'region');
    await requireActiveMember(db, v.member_id);
  },
  async list(db, input, window) {
    let base = db
      .selectFrom('region_members as x')
      .innerJoin('members as m', 'm.id', 'x.member_id')
      .innerJoin('clubs as c', 'c.id', 'm.club_id')
      .where('x.region_id', '=', input.regionId);
    if (input.search) base = base.where((eb) => eb.or([containsText('m.name', input.search), containsText('x.role_name', input.search)]));
    return fetchPage(base, base.select(['x.id', 'x.region_id as parent_id', 'x.role_name', 'x.sort', ...memberColumns]).orderBy('x.sort').orderBy('x.id'), window);
  },
  toItem: (r: RoleRow) => ({ id: r.id, regionId: r.parent_id, roleName: r.role_name, sort: r.sort, ...toMemberRef(r) }),
};

export const zoneMembers: ResourceDef<FormOf<'zone-members'>, FilterOf<'zone-members'>> = {
  path: 'zone-members',
  entity: 'zone_member',
  table: 'zone_members',
  values: (f) => ({ zone_id: f.zoneId, member_id: f.memberId, role_name: f.roleName, sort: f.sort }),
  async check(db, v) {
    await requireRow(db, 'zones', v.zone_id, 'zoneId', 'zone');
    await requireActiveMember(db, v.member_id);
  },
  async list(db, input, window) {
    let base = db
      .selectFrom('zone_members as x')
      .innerJoin('members as m', 'm.id', 'x.member_id')
      .innerJoin('clubs as c', 'c.id', 'm.club_id')
      .where('x.zone_id', '=', input.zoneId);
    if (input.search) base = base.where((eb) => eb.or([containsText('m.name', input.search), containsText('x.role_name', input.search)]));
    return fetchPage(base, base.select(['x.id', 'x.zone_id as parent_id', 'x.role_name', 'x.sort', ...memberColumns]).orderBy('x.sort').orderBy('x.id'), window);
  },
  toItem: (r: RoleRow) => ({ id: r.id, zoneId: r.parent_id, roleName: r.role_name, sort: r.sort, ...toMemberRef(r) }),
};

async function zoneClubIds(db: Database | Trx, zoneId: number): Promise<number[]> {
  const rows = await db.selectFrom('zone_clubs').select('club_id').where('zone_id', '=', zoneId).orderBy('club_id').execute();
  return rows.map((r) => r.club_id);
}

interface ZoneRow { id: number; region_id: number; name: string; sort: number; leaders: number | string | null }

export const zones: ResourceDef<FormOf<'zones'>, FilterOf<'zones'>> = {
  path: 'zones',
  entity: 'zone',
  table: 'zones',
  values: (f) => ({ region_id: f.regionId, name: f.name, sort: f.sort }),
  async check(db, v) {
    await requireRow(db, 'regions', v.region_id, 'regionId', 'region');
  },
  async writeExtra(trx, id, form): Promise<AuditChange[]> {
    const wanted = [...new Set(form.clubIds)].sort((a, b) => a - b);
    if (wanted.length) {
      const found = await trx.selectFrom('clubs').select('id').where('id', 'in', wanted).execute();
      if (found.length !== wanted.length) throw unprocessable('clubIds: one of the clubs does not exist');
    }
    const before = await zoneClubIds(trx, id);
    if (before.join(',') === wanted.join(',')) return [];
    await trx.deleteFrom('zone_clubs').where('zone_id', '=', id).execute();
    if (wanted.length) await trx.insertInto('zone_clubs').values(wanted.map((club_id) => ({ zone_id: id, club_id }))).execute();
    return [{ field: 'clubs', old: before.join(',') || null, new: wanted.join(',') || null }];
  },
  async beforeDelete(db, row) {
    await refuseWhileUsed(db, 'zone_members', 'zone_id', row.id, (n) => `This zone still lists ${plural(n, 'chairperson')}. Remove them first.`);
  },
  async deleteExtra(trx, row): Promise<AuditChange[]> {
    const before = await zoneClubIds(trx, row.id);
    await trx.deleteFrom('zone_clubs').where('zone_id', '=', row.id).execute();
    return before.length ? [{ field: 'clubs', old: before.join(','), new: null }] : [];
  },
  async list(db, input, window) {
    let base = db.selectFrom('zones as z').where('z.region_id', '=', input.regionId);
    if (input.search) base = base.where(containsText('z.name', input.search));
    const page = await fetchPage(
      base,
      base
        .select((eb) => [
          'z.id', 'z.region_id', 'z.name', 'z.sort',
          eb.selectFrom('zone_members as zm').select((e) => e.fn.countAll<number>().as('n')).whereRef('zm.zone_id', '=', 'z.id').as('leaders'),
        ])
        .orderBy('z.sort')
        .orderBy('z.id'),
      window,
    );
    const ids = page.rows.map((r) => r.id);
    const clubs = ids.length
      ? await db.selectFrom('zone_clubs as zc').innerJoin('clubs as c', 'c.id', 'zc.club_id').select(['zc.zone_id', 'c.id', 'c.name']).where('zc.zone_id', 'in', ids).orderBy('c.name').orderBy('c.id').execute()
      : [];
    return {
      total: page.total,
      rows: page.rows.map((r: ZoneRow) => ({ ...r, clubs: clubs.filter((c) => c.zone_id === r.id).map((c) => ({ id: c.id, name: c.name })) })),
    };
  },
  toItem: (r: ZoneRow & { clubs: { id: number; name: string }[] }) => ({
    id: r.id,
    regionId: r.region_id,
    name: r.name,
    sort: r.sort,
    clubs: r.clubs,
    leaderCount: Number(r.leaders ?? 0),
  }),
};
