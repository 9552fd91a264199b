/**
 * Per-field privacy: the ONE rule deciding which of a member's personal fields a viewer may see.
 * Every answer that carries member data (lists, details, greetings, business owner cards, search,
 * the offline sync, exports, the printed directory) goes through `canSee` / `visibleFields` /
 * `applyPrivacy` (rows already loaded) or `visibleSql` (filters inside a query, e.g. search and
 * greetings); both read the same table below.
 *
 * A member chooses, per field, who sees it (table member_privacy, migration 0008; no row = all
 * 'district', the behaviour before privacy settings existed):
 * - 'district': everyone signed in (every member of the district);
 * - 'club':     members of the member's own club;
 * - 'nobody':   nobody but the district office.
 *
 * Whatever the member chose:
 * - the member always sees all of their own fields;
 * - district admins (the district office) see every field of every member;
 * - managers (club admins) of the member's club see the contact fields MANAGER_FIELDS (mobile,
 *   phone, e-mail, postal address): they correct contacts (update_mobile_number, get_member_number)
 *   and reach their members for dues, meetings and service work. Birthday, marriage day and spouse
 *   set to 'nobody' stay hidden from them (no club duty needs them); set to 'club', managers of the
 *   club see them like the club's members do.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.js';
import { precompiled } from '../db/precompiled.js';
import type { FieldVisibility } from '../db/schema.js';
import { rolesOf, type Roles } from './index.js';

export type { FieldVisibility } from '../db/schema.js';

/** The fields a member can restrict (column names of member_privacy). */
export const PRIVATE_FIELDS = ['mobile', 'phone', 'email', 'birthday', 'marriage', 'address', 'spouse'] as const;
export type PrivateField = (typeof PRIVATE_FIELDS)[number];
export const VISIBILITIES = ['district', 'club', 'nobody'] as const satisfies readonly FieldVisibility[];
export type PrivacySettings = Record<PrivateField, FieldVisibility>;

export const DEFAULT_PRIVACY: Readonly<PrivacySettings> = Object.freeze({
  mobile: 'district', phone: 'district', email: 'district', birthday: 'district',
  marriage: 'district', address: 'district', spouse: 'district',
});

/** Fields the managers of a member's club see whatever the member chose. */
export const MANAGER_FIELDS: ReadonlySet<PrivateField> = new Set<PrivateField>(['mobile', 'phone', 'email', 'address']);

/** Wire names of the fields in member answers (docs/product.md §3.3). */
export const WIRE_FIELDS = {
  mobile: 'mobileNumber',
  phone: 'phoneNumber',
  email: 'emailAddress',
  birthday: 'dateOfBirth',
  marriage: 'marriageDay',
  address: 'postalAddress',
  spouse: 'spouse',
} as const satisfies Record<PrivateField, string>;

/** Who is looking. */
export interface Viewer {
  id: number;
  clubId: number;
  districtAdmin: boolean;
  /** Clubs the viewer manages (club_managers). */
  managedClubIds: ReadonlySet<number>;
}

/** Whose field it is. */
export interface Owner {
  id: number;
  clubId: number;
}

/** THE rule: may `viewer` see `field` of `owner`, who chose `level` for it? */
export function canSee(viewer: Viewer, owner: Owner, field: PrivateField, level: FieldVisibility | null | undefined): boolean {
  if (viewer.id === owner.id || viewer.districtAdmin) return true;
  const managesOwner = viewer.managedClubIds.has(owner.clubId);
  if (managesOwner && MANAGER_FIELDS.has(field)) return true;
  switch (level ?? 'district') {
    case 'district':
      return true;
    case 'club':
      return viewer.clubId === owner.clubId || managesOwner;
    default:
      return false;
  }
}

/** Every restrictable field → whether the viewer sees it. */
export function visibleFields(viewer: Viewer, owner: Owner, settings: Partial<PrivacySettings> | null | undefined): Record<PrivateField, boolean> {
  const out = {} as Record<PrivateField, boolean>;
  for (const f of PRIVATE_FIELDS) out[f] = canSee(viewer, owner, f, settings?.[f]);
  return out;
}

type WireName = (typeof WIRE_FIELDS)[PrivateField];

/**
 * `row` with the fields the viewer may not see emptied: `columns` names the row's key of each
 * private field; a hidden mobile becomes '' (a required string on the wire), any other hidden
 * field null. Keys absent from `row` stay absent.
 */
export function maskFields<T extends object>(visible: Record<PrivateField, boolean>, row: T, columns: Partial<Record<PrivateField, keyof T>>): T {
  const out = { ...row } as Record<string, unknown>;
  for (const f of PRIVATE_FIELDS) {
    const key = columns[f] as string | undefined;
    if (key !== undefined && !visible[f] && key in out) out[key] = f === 'mobile' ? '' : null;
  }
  return out as T;
}

/** A member answer (wire names, WIRE_FIELDS) with the fields the viewer may not see emptied. */
export function applyPrivacy<T extends Partial<Record<WireName, string | null>>>(
  viewer: Viewer,
  owner: Owner,
  settings: Partial<PrivacySettings> | null | undefined,
  answer: T,
): T {
  return maskFields(visibleFields(viewer, owner, settings), answer, WIRE_FIELDS as Partial<Record<PrivateField, keyof T>>);
}

/**
 * The same rule as a SQL condition on a member row aliased `member` (default `m`, with `id` and
 * `club_id` columns): true where the viewer may see `field`. For filters inside queries
 * (search terms, greetings); a test checks it agrees with `canSee` for every case.
 */
export function visibleSql(viewer: Viewer, field: PrivateField, member = 'm'): RawBuilder<boolean> {
  if (viewer.districtAdmin) return sql<boolean>`1 = 1`;
  const id = sql.ref(`${member}.id`);
  const club = sql.ref(`${member}.club_id`);
  const managed = [...viewer.managedClubIds];
  const level = sql`coalesce((select ${sql.ref(`pv.${field}`)} from member_privacy pv where pv.member_id = ${id}), 'district')`;
  const inClubs = (ids: number[]) => sql`${club} in (${sql.join(ids)})`;
  const parts: RawBuilder<unknown>[] = [sql`${id} = ${viewer.id}`, sql`${level} = 'district'`];
  parts.push(sql`(${level} = 'club' and ${inClubs([viewer.clubId, ...managed])})`);
  if (managed.length > 0 && MANAGER_FIELDS.has(field)) parts.push(inClubs(managed));
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/** The viewer behind a signed-in request (roles read once per request object). */
const viewers = new WeakMap<object, Promise<Viewer>>();
export function viewerOf(db: Database, member: { id: number; clubId: number; roles?: Roles }): Promise<Viewer> {
  let v = viewers.get(member);
  if (!v) {
    // Roles read with the session (auth) when there is one.
    v = (member.roles ? Promise.resolve(member.roles) : rolesOf(db, member.id)).then((roles) => ({
      id: member.id,
      clubId: member.clubId,
      districtAdmin: roles.districtAdmin,
      managedClubIds: new Set(roles.clubAdminOf),
    }));
    viewers.set(member, v);
  }
  return v;
}

/** Stored settings of members (defaults for those without a row). */
export async function privacyOf(db: Database, memberIds: readonly number[]): Promise<Map<number, PrivacySettings>> {
  const out = new Map<number, PrivacySettings>();
  for (const id of memberIds) out.set(id, { ...DEFAULT_PRIVACY });
  if (memberIds.length === 0) return out;
  const rows = await db
    .selectFrom('member_privacy')
    .select(['member_id', ...PRIVATE_FIELDS])
    .where('member_id', 'in', [...new Set(memberIds)])
    .execute();
  for (const r of rows) {
    const { member_id, ...levels } = r;
    out.set(member_id, levels);
  }
  return out;
}

const privacyRowOf = precompiled((db, memberId: number) => db.selectFrom('member_privacy').select(PRIVATE_FIELDS).where('member_id', '=', memberId));

/** One member's settings (compiled once: a member's details read them on every call). */
export async function privacyOfMember(db: Database, memberId: number): Promise<PrivacySettings> {
  const [row] = await privacyRowOf(db, memberId);
  return row ? { ...row } : { ...DEFAULT_PRIVACY };
}

/** Replaces a member's settings (call inside the caller's transaction when part of a larger write). */
export async function savePrivacy(db: Database, memberId: number, settings: PrivacySettings, at: string): Promise<void> {
  await db
    .insertInto('member_privacy')
    .values({ member_id: memberId, ...settings, updated_at: at })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ ...settings, updated_at: at }))
    .execute();
}
