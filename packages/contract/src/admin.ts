/**
 * The admin console's core calls (roles, members, clubs, officers, Lions years, audit), under
 * EXT_BASE: `admin/members/list` is served at `/api/admin/members/list`.
 *
 * Permissions (server-enforced): district admins everything; club admins their own club's
 * members, details and officers; members nothing (403). Every write appends audit rows.
 */
import { z } from 'zod';
import { defineCall, ok, type CallAccess, type CallEffect } from './define';
import {
  MAX_LENGTH, countOut, dateOrNull, id, idOrAll, idOut, imageUrl, isoDate, mobile10, nameText, optionalDate, optionalEmail,
  optionalId, optionalPhone, optionalText, optionalWebsite, page, requiredText, searchText, textOrNull,
} from './fields';

const TAG = 'Admin';
const adminCall = <Req extends z.ZodType, Res extends z.ZodType, const N extends string>(def: {
  name: N;
  summary: string;
  request: Req;
  response: Res;
  files?: { name: string; required: boolean }[];
  /** Stated for every admin call; null only for `admin/me` (any member may ask for their roles). */
  access: CallAccess | null;
} & CallEffect) => defineCall({ ...def, access: def.access ?? undefined, tag: TAG, method: 'POST', auth: true });

// ---------------------------------------------------------------- shared pieces

export const ADMIN_PAGE_SIZE = 20;
export const MEMBER_STATUSES = ['active', 'inactive', 'all'] as const;
export const memberStatus = z.enum(MEMBER_STATUSES).optional().transform((v) => v ?? 'active');
export const SORT_DIRS = ['asc', 'desc'] as const;
const sortDir = z.enum(SORT_DIRS).optional().transform((v) => v ?? 'asc');

const pageInfo = { total: countOut, page: countOut, pageSize: countOut };

export const adminClubRef = z.object({ id: idOut, name: z.string() });
export type AdminClubRef = z.infer<typeof adminClubRef>;

// ---------------------------------------------------------------- me

export const adminRoles = z.object({
  districtAdmin: z.boolean(),
  /** Clubs the member administers. */
  clubs: z.array(adminClubRef),
});
export type AdminRoles = z.infer<typeof adminRoles>;

const adminMe = adminCall({
  name: 'admin/me',
  reads: ['roles', 'clubs'],
  access: null,
  summary: 'The signed-in member’s admin roles (for the console and the side-menu entry). Any member may ask.',
  request: z.object({}),
  response: ok({ data: adminRoles }),
});

// ---------------------------------------------------------------- members

export const adminMemberRow = z.object({
  id: idOut,
  name: z.string(),
  mobile: z.string(),
  photo: imageUrl,
  clubId: idOut,
  clubName: z.string(),
  profession: textOrNull,
  active: z.boolean(),
  updatedAt: z.string(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRow>;

export const adminMember = adminMemberRow.extend({
  phone: textOrNull,
  email: textOrNull,
  website: textOrNull,
  dateOfBirth: dateOrNull,
  marriageDay: dateOrNull,
  spouse: textOrNull,
  postalAddress: textOrNull,
  positionsHeld: textOrNull,
  aboutMe: textOrNull,
  membershipNumber: textOrNull,
  dateOfJoining: dateOrNull,
  sponsoredBy: textOrNull,
  isClubAdmin: z.boolean(),
});
export type AdminMember = z.infer<typeof adminMember>;

export const MEMBER_SORTS = ['name', 'club', 'updated'] as const;

/** Member form (multipart text parts); optional fields: absent = unchanged, '' = cleared. */
export const adminMemberFields = {
  name: nameText,
  mobile: mobile10,
  phone: optionalPhone,
  email: optionalEmail,
  website: optionalWebsite,
  profession: optionalText(MAX_LENGTH.name),
  dateOfBirth: optionalDate,
  marriageDay: optionalDate,
  spouse: optionalText(MAX_LENGTH.name),
  postalAddress: optionalText(MAX_LENGTH.text),
  positionsHeld: optionalText(MAX_LENGTH.text),
  aboutMe: optionalText(MAX_LENGTH.description),
  membershipNumber: optionalText(40),
  dateOfJoining: optionalDate,
  sponsoredBy: optionalText(MAX_LENGTH.name),
};
export const adminMemberForm = z.object(adminMemberFields);

const adminMembersList = adminCall({
  name: 'admin/members/list',
  reads: ['members', 'clubs'],
  access: 'admin',
  summary: 'Members a district admin (all) or club admin (own clubs) may administer: search, club filter, status, paging, counts.',
  request: z.object({ page, search: searchText, club_id: idOrAll, status: memberStatus, sort: z.enum(MEMBER_SORTS).optional().transform((v) => v ?? 'name'), dir: sortDir }),
  response: ok({ data: z.array(adminMemberRow), ...pageInfo, counts: z.object({ active: countOut, inactive: countOut }) }),
});

const adminMembersGet = adminCall({
  name: 'admin/members/get',
  reads: ['members', 'clubs', 'roles'],
  access: 'admin',
  summary: 'One member with every editable field.',
  request: z.object({ member_id: id }),
  response: ok({ data: adminMember }),
});

const adminMembersCreate = adminCall({
  name: 'admin/members/create',
  changes: ['members', 'audit'],
  access: 'admin',
  summary: 'Adds a member to a club (multipart, optional photo). Mobile unique among active members (409).',
  request: z.object({ club_id: id, ...adminMemberFields }),
  response: ok({ data: adminMember }),
  files: [{ name: 'photo', required: false }],
});

const adminMembersUpdate = adminCall({
  name: 'admin/members/update',
  changes: ['members', 'audit'],
  access: 'admin',
  summary: 'Edits a member (multipart, optional new photo). Mobile unique among active members (409).',
  request: z.object({ member_id: id, ...adminMemberFields }),
  response: ok({ data: adminMember }),
  files: [{ name: 'photo', required: false }],
});

const adminMembersDeactivate = adminCall({
  name: 'admin/members/deactivate',
  changes: ['members', 'sessions', 'audit'],
  access: 'admin',
  summary: 'Deactivates a member (hidden from members’ screens, cannot sign in; sessions revoked).',
  request: z.object({ member_id: id }),
  response: ok({ data: adminMember }),
});

const adminMembersReactivate = adminCall({
  name: 'admin/members/reactivate',
  changes: ['members', 'audit'],
  access: 'admin',
  summary: 'Reactivates a member (409 when another active member now has the mobile).',
  request: z.object({ member_id: id }),
  response: ok({ data: adminMember }),
});

const adminMembersMove = adminCall({
  name: 'admin/members/move',
  changes: ['members', 'audit'],
  access: 'admin',
  summary: 'Moves a member to another club (district admin, or club admin of both clubs).',
  request: z.object({ member_id: id, club_id: id }),
  response: ok({ data: adminMember }),
});

export const MEMBER_BULK_ACTIONS = ['move', 'deactivate', 'reactivate'] as const;
/** Members one bulk call may change (a page of the list is 20; "select all" covers a few pages). */
export const MEMBER_BULK_MAX = 100;

const adminMembersBulk = adminCall({
  name: 'admin/members/bulk',
  changes: ['members', 'sessions', 'audit'],
  access: 'admin',
  summary:
    'Moves (club_id), deactivates or reactivates up to 100 members. Each member is checked and written on its own, with the same rules as the one-member calls; the answer says, member by member, what was done or why not.',
  request: z
    .object({
      action: z.enum(MEMBER_BULK_ACTIONS),
      member_ids: z.array(id).min(1, 'member_ids: choose at least one member').max(MEMBER_BULK_MAX, `member_ids: at most ${MEMBER_BULK_MAX} members at once`),
      club_id: id.optional(),
    })
    .refine((v) => v.action !== 'move' || v.club_id !== undefined, { message: 'required to move members', path: ['club_id'] }),
  response: ok({
    data: z.object({
      done: countOut,
      refused: countOut,
      results: z.array(z.object({ memberId: idOut, name: z.string(), ok: z.boolean(), message: z.string() })),
    }),
  }),
});

// ---------------------------------------------------------------- clubs

export const adminClubRow = z.object({
  id: idOut,
  name: z.string(),
  clubNumber: textOrNull,
  logo: imageUrl,
  active: z.boolean(),
  memberCount: countOut,
});
export type AdminClubRow = z.infer<typeof adminClubRow>;

export const adminClub = adminClubRow.extend({
  charterPresident: textOrNull,
  charterDate: dateOrNull,
  extensionChairman: textOrNull,
  meetsOn: textOrNull,
  meetingPlace: textOrNull,
  sponsoredBy: textOrNull,
  activityCount: countOut,
  admins: z.array(z.object({ id: idOut, name: z.string(), mobile: z.string() })),
});
export type AdminClub = z.infer<typeof adminClub>;

export const adminClubFields = {
  name: requiredText(MAX_LENGTH.name),
  clubNumber: optionalText(40),
  charterPresident: optionalText(MAX_LENGTH.name),
  charterDate: optionalDate,
  extensionChairman: optionalText(MAX_LENGTH.name),
  meetsOn: optionalText(MAX_LENGTH.name),
  meetingPlace: optionalText(MAX_LENGTH.text),
  sponsoredBy: optionalText(MAX_LENGTH.name),
};
export const adminClubForm = z.object(adminClubFields);

const adminClubsList = adminCall({
  name: 'admin/clubs/list',
  reads: ['clubs', 'members'],
  access: 'admin',
  summary: 'Clubs (district admin: all; club admin: their own), with member counts.',
  request: z.object({ page, search: searchText, status: memberStatus }),
  response: ok({ data: z.array(adminClubRow), ...pageInfo, counts: z.object({ active: countOut, inactive: countOut }) }),
});

const adminClubsGet = adminCall({
  name: 'admin/clubs/get',
  reads: ['clubs', 'members'],
  access: 'admin',
  summary: 'One club with its editable fields, counts and admins.',
  request: z.object({ club_id: id }),
  response: ok({ data: adminClub }),
});

const adminClubsCreate = adminCall({
  name: 'admin/clubs/create',
  changes: ['clubs', 'audit'],
  access: 'district-admin',
  summary: 'Adds a club (district admin; multipart, optional logo).',
  request: z.object(adminClubFields),
  response: ok({ data: adminClub }),
  files: [{ name: 'logo', required: false }],
});

const adminClubsUpdate = adminCall({
  name: 'admin/clubs/update',
  changes: ['clubs', 'audit'],
  access: 'admin',
  summary: 'Edits a club’s details (district admin or its club admin; multipart, optional new logo).',
  request: z.object({ club_id: id, ...adminClubFields }),
  response: ok({ data: adminClub }),
  files: [{ name: 'logo', required: false }],
});

const adminClubsDeactivate = adminCall({
  name: 'admin/clubs/deactivate',
  changes: ['clubs', 'audit'],
  access: 'district-admin',
  summary: 'Deactivates a club (district admin).',
  request: z.object({ club_id: id }),
  response: ok({ data: adminClub }),
});

const adminClubsReactivate = adminCall({
  name: 'admin/clubs/reactivate',
  changes: ['clubs', 'audit'],
  access: 'district-admin',
  summary: 'Reactivates a club (district admin).',
  request: z.object({ club_id: id }),
  response: ok({ data: adminClub }),
});

export const officerRow = z.object({ memberId: idOut, name: z.string(), position: z.string() });
export type OfficerRow = z.infer<typeof officerRow>;

const adminOfficersGet = adminCall({
  name: 'admin/clubs/officers',
  reads: ['clubs', 'members', 'years'],
  access: 'admin',
  summary: 'A club’s officers (PSTs) of one Lions year (default: the current one), and the years to choose from.',
  request: z.object({ club_id: id, year_id: optionalId }),
  response: ok({ data: z.array(officerRow), yearId: idOut, years: z.array(z.object({ id: idOut, name: z.string(), current: z.boolean() })) }),
});

const adminOfficersSave = adminCall({
  name: 'admin/clubs/officers/save',
  changes: ['clubs', 'audit'],
  access: 'admin',
  summary: 'Replaces a club’s officers of one Lions year (officers must be active members of the club).',
  request: z.object({
    club_id: id,
    year_id: id,
    officers: z.array(z.object({ member_id: id, position: requiredText(MAX_LENGTH.name) })).max(40),
  }),
  response: ok({ data: z.array(officerRow) }),
});

// ---------------------------------------------------------------- roles

export const ROLE_NAMES = ['district-admin', 'club-admin'] as const;
export const adminRoleRow = z.object({
  memberId: idOut,
  name: z.string(),
  mobile: z.string(),
  clubName: z.string(),
  active: z.boolean(),
  role: z.enum(ROLE_NAMES),
  adminOfClubId: idOut.nullable(),
  adminOfClubName: textOrNull,
});
export type AdminRoleRow = z.infer<typeof adminRoleRow>;

const adminRolesList = adminCall({
  name: 'admin/roles/list',
  reads: ['roles', 'members', 'clubs'],
  access: 'district-admin',
  summary: 'Every district admin and club admin (district admin; club_id narrows to one club’s admins).',
  request: z.object({ club_id: idOrAll }),
  response: ok({ data: z.array(adminRoleRow) }),
});

const roleChange = z.object({ member_id: id, role: z.enum(ROLE_NAMES), club_id: optionalId });

const adminRolesGrant = adminCall({
  name: 'admin/roles/grant',
  changes: ['roles', 'audit'],
  access: 'district-admin',
  summary: 'Grants district admin, or club admin of club_id (default: the member’s club). District admin only.',
  request: roleChange,
  response: ok({ data: z.array(adminRoleRow) }),
});

const adminRolesRevoke = adminCall({
  name: 'admin/roles/revoke',
  changes: ['roles', 'audit'],
  access: 'district-admin',
  summary: 'Revokes district admin, or club admin of club_id. District admin only; nobody revokes their own district admin.',
  request: roleChange,
  response: ok({ data: z.array(adminRoleRow) }),
});

// ---------------------------------------------------------------- Lions years

export const adminYear = z.object({ id: idOut, name: z.string(), startsOn: z.string(), endsOn: z.string(), current: z.boolean() });
export type AdminYear = z.infer<typeof adminYear>;

/** A Lions year in the console's list: what it holds, and whether it may be deleted. */
export const adminYearRow = adminYear.extend({
  /** Each thing the year holds, by its name, e.g. "8 regions, 120 club officers"; '' when empty. */
  holds: z.string(),
  /** Never current, not a past year, and holding nothing of its own. */
  canDelete: z.boolean(),
});
export type AdminYearRow = z.infer<typeof adminYearRow>;

const adminYearsList = adminCall({
  name: 'admin/years/list',
  reads: ['years'],
  access: 'admin',
  summary: 'Every Lions year, newest first, with what each holds and whether it may be deleted.',
  request: z.object({}),
  response: ok({ data: z.array(adminYearRow) }),
});

const adminYearsCreate = adminCall({
  name: 'admin/years/create',
  changes: ['years', 'audit'],
  access: 'district-admin',
  summary: 'Adds an empty Lions year (district admin). Name like 2027-2028; not current until set.',
  request: z.object({ name: requiredText(20), startsOn: isoDate, endsOn: isoDate }),
  response: ok({ data: adminYear }),
});

const adminYearsSetCurrent = adminCall({
  name: 'admin/years/set-current',
  changes: ['years', 'audit'],
  access: 'district-admin',
  summary: 'Makes a Lions year the current one (what members see). District admin.',
  request: z.object({ year_id: id }),
  response: ok({ data: z.array(adminYearRow) }),
});

const adminYearsDelete = adminCall({
  name: 'admin/years/delete',
  changes: ['years', 'audit'],
  access: 'district-admin',
  summary: 'Deletes a Lions year that was never current and holds nothing of its own (an extra year added by mistake). District admin.',
  request: z.object({ year_id: id }),
  response: ok({ data: z.array(adminYearRow) }),
});

/** Lists whose assignments a rollover may carry over; the structure itself is always copied. */
export const ROLLOVER_LISTS = ['cabinet', 'regions', 'zones', 'officers'] as const;
export type RolloverList = (typeof ROLLOVER_LISTS)[number];
const rolloverCarry = z.object({
  cabinet: z.boolean().optional().transform((v) => v ?? false),
  regions: z.boolean().optional().transform((v) => v ?? false),
  zones: z.boolean().optional().transform((v) => v ?? false),
  officers: z.boolean().optional().transform((v) => v ?? false),
});

/** A number of things, named: { name: 'zone–club links', count: 100 }. */
const namedCount = z.object({ name: z.string(), count: countOut });

export const rolloverPlan = z.object({
  fromYear: adminYear,
  newYear: z.object({
    name: z.string(),
    startsOn: z.string(),
    endsOn: z.string(),
    /** The year exists already (added empty): it is filled, not added again. */
    exists: z.boolean(),
  }),
  /** Why this year, in plain words. */
  reason: z.string(),
  /**
   * A year after the current one already holds data, so this one would be a second year ahead:
   * the start must name it (`year`) to go ahead.
   */
  confirm: z.boolean(),
  /** Per list: what is copied, each thing by its name, and its people (carried over or left empty). */
  copies: z.array(z.object({ list: z.enum(ROLLOVER_LISTS), structure: z.array(namedCount), people: namedCount, carried: z.boolean() })),
});
export type RolloverPlan = z.infer<typeof rolloverPlan>;

const adminYearsRolloverPreview = adminCall({
  name: 'admin/years/rollover-preview',
  reads: ['years', 'clubs', 'cabinet', 'regions', 'members'],
  access: 'district-admin',
  summary: 'What "Start Lions year" would create from the current year, and why that year (nothing is written).',
  request: z.object({ carry: rolloverCarry }),
  response: ok({ data: rolloverPlan }),
});

const adminYearsRollover = adminCall({
  name: 'admin/years/rollover',
  changes: ['years', 'clubs', 'cabinet', 'regions', 'audit'],
  access: 'district-admin',
  summary:
    'Creates the next Lions year from the current one (not current until set-current). District admin. `year`: the name shown in the review; refused (409) when the year to start has changed since, and required when it would be a second year ahead.',
  request: z.object({ carry: rolloverCarry, year: z.string().trim().max(20).optional() }),
  response: ok({ data: adminYear }),
});

// ---------------------------------------------------------------- audit

/** One change as the console shows it: the field by its console label, ids shown as names. */
export const auditChange = z.object({
  /** Stored field name (null for a change without a field, e.g. a deactivation). */
  field: textOrNull,
  /** The field as the console names it ('Date of Birth', 'Club'); '' without a field. */
  label: z.string(),
  /** Values as shown: clubs, members and Lions years by name; null = empty. */
  old: textOrNull,
  new: textOrNull,
});
export type AuditChange = z.infer<typeof auditChange>;

/** One action in the audit log: every field it changed, or, for a change of many records (an import), a summary that opens to its records. */
export const auditEntry = z.object({
  eventId: z.string(),
  /** ISO-8601 UTC. */
  at: z.string(),
  /** The time in the district's time zone, as people there read it: '25 Nov 2026, 6:12 pm'. */
  when: z.string(),
  actorId: idOut.nullable(),
  /** The member who made the change; null for the system (command line). */
  actorName: textOrNull,
  /** 'District admin', 'Club admin', 'Member' or 'System'. */
  actorRole: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: idOut.nullable(),
  /** Plain words: 'Changed member', 'Import: 300 members added, 20 changed'. */
  summary: z.string(),
  /** The record's name (member, club, Lions year) when the action is about one record. */
  subject: textOrNull,
  /** Records and field changes in the action (of those matching the filters). */
  records: countOut,
  changes: countOut,
  /** The changes of a one-record action (at most 30); empty for many records: open the entry (admin/audit/event). */
  fields: z.array(auditChange),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const auditFilters = {
  entity: optionalText(40),
  entity_id: optionalId,
  actor_id: optionalId,
  /** About a member: part of their name. */
  member: optionalText(80),
  /** Changed by: part of the admin's name. */
  actor: optionalText(80),
  /** Days in the district's time zone. */
  from: optionalDate,
  to: optionalDate,
};

const adminAuditList = adminCall({
  name: 'admin/audit/list',
  reads: ['audit'],
  access: 'admin',
  summary:
    'The audit log, newest first, one entry per action (an import is one entry), with filters: what, about a member (name), changed by (name), days in the district time zone. District admin; club admins: their club’s and its members’ history.',
  request: z.object({ page, ...auditFilters }),
  response: ok({ data: z.array(auditEntry), ...pageInfo, timeZone: z.string() }),
});

/** A record touched by an action, with its changes. */
export const auditRecord = z.object({
  entity: z.string(),
  entityLabel: z.string(),
  entityId: idOut.nullable(),
  subject: textOrNull,
  /** 'added', 'changed', 'deactivated', 'reactivated' or 'removed'. */
  kind: z.string(),
  fields: z.array(auditChange),
});
export type AuditRecord = z.infer<typeof auditRecord>;

const adminAuditEvent = adminCall({
  name: 'admin/audit/event',
  reads: ['audit'],
  access: 'admin',
  summary: 'One action of the audit log (e.g. an import) opened: its records with their changes, 20 records a page.',
  request: z.object({ event_id: z.string().trim().min(1, 'event_id: required').max(64), page }),
  response: ok({ data: z.object({ entry: auditEntry, records: z.array(auditRecord) }), ...pageInfo, timeZone: z.string() }),
});

export const adminCalls = {
  'admin/me': adminMe,
  'admin/members/list': adminMembersList,
  'admin/members/get': adminMembersGet,
  'admin/members/create': adminMembersCreate,
  'admin/members/update': adminMembersUpdate,
  'admin/members/deactivate': adminMembersDeactivate,
  'admin/members/reactivate': adminMembersReactivate,
  'admin/members/move': adminMembersMove,
  'admin/members/bulk': adminMembersBulk,
  'admin/clubs/list': adminClubsList,
  'admin/clubs/get': adminClubsGet,
  'admin/clubs/create': adminClubsCreate,
  'admin/clubs/update': adminClubsUpdate,
  'admin/clubs/deactivate': adminClubsDeactivate,
  'admin/clubs/reactivate': adminClubsReactivate,
  'admin/clubs/officers': adminOfficersGet,
  'admin/clubs/officers/save': adminOfficersSave,
  'admin/roles/list': adminRolesList,
  'admin/roles/grant': adminRolesGrant,
  'admin/roles/revoke': adminRolesRevoke,
  'admin/years/list': adminYearsList,
  'admin/years/create': adminYearsCreate,
  'admin/years/set-current': adminYearsSetCurrent,
  'admin/years/delete': adminYearsDelete,
  'admin/years/rollover-preview': adminYearsRolloverPreview,
  'admin/years/rollover': adminYearsRollover,
  'admin/audit/list': adminAuditList,
  'admin/audit/event': adminAuditEvent,
} as const;
