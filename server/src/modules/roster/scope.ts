/**
 * Export / directory scopes and who may use them: a district admin any scope; a club admin only
 * their own club (the district, a region or a zone is refused with 403).
 */
import type { DirectoryData, RosterScopeKind } from '@d320b/contract';
import { requireAnyAdmin } from '../../access/index.js';
import { maskFields, privacyOf, visibleFields, type Viewer } from '../../access/privacy.js';
import type { Database } from '../../db/database.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { mediaUrl } from '../../lib/media.js';
import * as repo from './repository.js';

export interface ResolvedScope {
  label: string;
  /** null = every active club. */
  clubIds: number[] | null;
  /** Short name for file names: 'district', 'region-3', 'club-12'. */
  slug: string;
}

export const SCOPE_MESSAGES = {
  clubOnly: 'A club admin can export and print only their own club.',
  notFound: 'No such region, zone or club.',
} as const;

export async function resolveScope(db: Database, actorId: number, scope: { scope: RosterScopeKind; id: number | null }): Promise<ResolvedScope> {
  const roles = await requireAnyAdmin(db, actorId);
  if (!roles.districtAdmin && (scope.scope !== 'club' || !roles.clubAdminOf.includes(scope.id!))) throw forbidden(SCOPE_MESSAGES.clubOnly);
  switch (scope.scope) {
    case 'district':
      return { label: 'Whole district', clubIds: null, slug: 'district' };
    case 'region': {
      const region = await repo.findRegion(db, scope.id!);
      if (!region) throw notFound(SCOPE_MESSAGES.notFound);
      return { label: region.name, clubIds: await repo.clubIdsOfRegion(db, region.id), slug: `region-${region.id}` };
    }
    case 'zone': {
      const zone = await repo.findZone(db, scope.id!);
      if (!zone) throw notFound(SCOPE_MESSAGES.notFound);
      return { label: zone.name, clubIds: await repo.clubIdsOfZone(db, zone.id), slug: `zone-${zone.id}` };
    }
    case 'club': {
      const club = await repo.findClub(db, scope.id!);
      if (!club) throw notFound(SCOPE_MESSAGES.notFound);
      return { label: club.name, clubIds: [club.id], slug: `club-${club.id}` };
    }
  }
}

export async function scopeOptions(db: Database, actorId: number) {
  const roles = await requireAnyAdmin(db, actorId);
  const year = await repo.currentYear(db);
  const clubs = await repo.clubsForScope(db, roles.districtAdmin ? null : roles.clubAdminOf);
  return {
    districtAdmin: roles.districtAdmin,
    regions: roles.districtAdmin && year ? await repo.regionsOfYear(db, year.id) : [],
    zones: roles.districtAdmin && year ? await repo.zonesOfYear(db, year.id) : [],
    clubs: clubs.map((c) => ({ id: c.id, name: c.name })),
  };
}

/** Optional columns of the printed directory (each still subject to the member's choice). */
export interface DirectoryColumns {
  spouse: boolean;
  birthday: boolean;
  anniversary: boolean;
}

export const NO_EXTRA_COLUMNS: DirectoryColumns = { spouse: false, birthday: false, anniversary: false };

export interface DirectoryMemberFull {
  id: number;
  name: string;
  profession: string;
  mobile: string;
  email: string;
  /** '' unless asked for and shared. */
  spouse: string;
  /** '--MM-DD' (no year: the printed book shows day and month), '' unless asked for and shared. */
  birthday: string;
  anniversary: string;
  photoKey: string | null;
}

export interface DirectoryClubFull {
  id: number;
  name: string;
  clubNumber: string;
  officers: { position: string; name: string }[];
  members: DirectoryMemberFull[];
}

/**
 * The reader the printed directory and "as members chose to share" exports are made for: a member
 * of the district, or, for one club's directory, a member of that club. What a member shared with
 * everyone (or with their club, for their club's own directory) is shown; nothing else.
 */
export function memberReader(scope: ResolvedScope): Viewer {
  return { id: 0, clubId: scope.clubIds?.length === 1 ? scope.clubIds[0]! : 0, districtAdmin: false, managedClubIds: new Set() };
}

const monthDay = (date: string | null) => (date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? `--${date.slice(5)}` : '');

/** The directory of a scope: clubs by name, each with its officers (current Lions year) and active members by name. */
export async function loadDirectory(
  db: Database,
  scope: ResolvedScope,
  districtName: string,
  columns: DirectoryColumns = NO_EXTRA_COLUMNS,
): Promise<{ districtName: string; lionsYear: string; scopeLabel: string; clubs: DirectoryClubFull[] }> {
  const [clubs, members, year] = await Promise.all([
    repo.clubsForScope(db, scope.clubIds),
    repo.membersOfClubs(db, scope.clubIds),
    repo.currentYear(db),
  ]);
  const officers = year ? await repo.officersOfClubs(db, year.id, scope.clubIds) : [];
  const byClub = new Map<number, DirectoryClubFull>(
    clubs.map((c) => [c.id, { id: c.id, name: c.name, clubNumber: c.club_number ?? '', officers: [], members: [] }]),
  );
  for (const o of officers) byClub.get(o.club_id)?.officers.push({ position: o.position, name: o.name });
  // The printed directory goes to members: it shows what a member of the district would see (and,
  // for one club's directory, what a member of that club would see) of each member's choices.
  const reader = memberReader(scope);
  const privacy = await privacyOf(db, members.map((m) => m.id));
  for (const m of members) {
    const visible = visibleFields(reader, { id: m.id, clubId: m.club_id }, privacy.get(m.id));
    byClub.get(m.club_id)?.members.push({
      id: m.id,
      name: m.name,
      profession: m.profession ?? '',
      mobile: visible.mobile ? m.mobile_number : '',
      email: visible.email ? (m.email ?? '') : '',
      spouse: columns.spouse && visible.spouse ? (m.spouse ?? '') : '',
      birthday: columns.birthday && visible.birthday ? monthDay(m.date_of_birth) : '',
      anniversary: columns.anniversary && visible.marriage ? monthDay(m.marriage_day) : '',
      photoKey: m.photo,
    });
  }
  return { districtName, lionsYear: year?.name ?? '', scopeLabel: scope.label, clubs: [...byClub.values()] };
}

export function directoryForWire(d: Awaited<ReturnType<typeof loadDirectory>>): DirectoryData {
  return {
    ...d,
    clubs: d.clubs.map((c) => ({ ...c, members: c.members.map(({ photoKey, ...m }) => ({ ...m, photo: mediaUrl(photoKey, 'thumb') })) })),
  };
}

/**
 * Export rows as the exporting admin may see them (per-field privacy, access/privacy.ts): hidden
 * fields are left blank. A blank cell never clears a stored value on import, so export → import
 * still changes nothing.
 */
/** Export columns of the private member fields. */
const EXPORT_MEMBER_FIELDS = {
  mobile: 'mobile_number',
  phone: 'phone_number',
  email: 'email',
  birthday: 'date_of_birth',
  marriage: 'marriage_day',
  address: 'postal_address',
  spouse: 'spouse',
} as const;

export async function exportView(db: Database, viewer: Viewer, rows: repo.ExportMemberRow[]): Promise<repo.ExportMemberRow[]> {
  if (viewer.districtAdmin) return rows;
  const privacy = await privacyOf(db, rows.map((m) => m.id));
  return rows.map((m) => maskFields(visibleFields(viewer, { id: m.id, clubId: m.club_id }, privacy.get(m.id)), m, EXPORT_MEMBER_FIELDS));
}
