/**
 * Roster import/export and the printable directory (admin console).
 *
 * - `admin/roster/preview` (multipart: `file` + options) reads a CSV or XLSX roster and answers
 *   what applying it would change; nothing is written except the stored preview itself.
 * - `admin/roster/apply` applies exactly that stored preview, in one transaction.
 * - `admin/roster/imports` lists applied imports (the import history); `admin/roster/undo-preview`
 *   and `admin/roster/undo` take one back; `admin/roster/rejected` answers a preview's or an
 *   import's rejected rows as a file (their original columns plus the reason).
 * - `admin/roster/template`, `admin/roster/export`, `admin/roster/directory-pdf` answer files
 *   (their `response` below documents the error envelope only; success is the file).
 * - `admin/roster/directory` answers the printable directory as data (the print page).
 * - `admin/roster/scopes` answers the regions, zones and clubs the admin may export or print.
 */
import { z } from 'zod';
import { defineCall, ok } from './define';
import { countOut, id, idOut, MAX_LENGTH, page } from './fields';

const TAG = 'Admin: roster';

export const rosterScopeKind = z.enum(['district', 'region', 'zone', 'club']);
export type RosterScopeKind = z.infer<typeof rosterScopeKind>;

/** A form/query flag: true/'true'/'1'/1/'on' → true; absent or anything else → false. */
const formFlag = z
  .union([z.boolean(), z.string(), z.number()])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on');

/** Scope of an export or a directory: the district, or one region / zone / club (id required then). */
const rosterScopeShape = z.object({
  scope: rosterScopeKind.default('district'),
  id: z.union([id, z.literal(''), z.null()]).optional().transform((v): number | null => (typeof v === 'number' ? v : null)),
});
const scopeHasId = (s: { scope: RosterScopeKind; id: number | null }) => s.scope === 'district' || s.id !== null;
const scopeIdMessage = { message: 'required for a region, zone or club', path: ['id'] };
export const rosterScope = rosterScopeShape.refine(scopeHasId, scopeIdMessage);

export const rosterFormat = z.enum(['csv', 'xlsx']);

/**
 * How much of each member an export carries: `shared` (the default) what the members chose to
 * share with the district (with the club, for one club's export); `office` everything the admin
 * may see, for office use (written to the audit log).
 */
export const EXPORT_DETAILS = ['shared', 'office'] as const;
export const exportDetail = z.enum(EXPORT_DETAILS);
export type ExportDetail = z.infer<typeof exportDetail>;

/** A yes/no query parameter: 1/0, true/false, on/off (absent or empty = no); anything else is refused. */
const queryFlag = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false', 'on', 'off', ''])], { error: 'use 1 (yes) or 0 (no)' })
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on');

/** Scope of the printed directory, and its optional columns (shown only where the member shares them). */
export const directoryRequest = rosterScopeShape
  .extend({ spouse: queryFlag, birthday: queryFlag, anniversary: queryFlag })
  .refine(scopeHasId, scopeIdMessage);

/** One field change of a matched member: values as shown ('' = empty). */
export const rosterFieldChange = z.object({ field: z.string(), label: z.string(), old: z.string(), new: z.string() });

export const rosterAdd = z.object({ row: z.number().int(), name: z.string(), club: z.string(), mobile: z.string(), membershipNumber: z.string() });
export const rosterUpdate = z.object({
  row: z.number().int(),
  memberId: z.number().int(),
  name: z.string(),
  club: z.string(),
  changes: z.array(rosterFieldChange),
});
export const rosterDeactivation = z.object({ memberId: z.number().int(), name: z.string(), club: z.string(), mobile: z.string() });
/** A rejected row: every fault it has (`reason` joins them for one line). */
export const rosterRejection = z.object({ row: z.number().int(), reason: z.string(), reasons: z.array(z.string()), name: z.string() });
/** A field left out of an imported row (a bad optional value): the member is imported without it. */
export const rosterWarning = z.object({ row: z.number().int(), name: z.string(), field: z.string(), message: z.string() });

/**
 * Longest value an import stores per column: the same maxima as the member form of the console
 * (`adminMemberFields`); a row with a longer value is rejected with a reason.
 */
export const ROSTER_FIELD_MAX = {
  name: MAX_LENGTH.name,
  membershipNumber: 40,
  clubName: MAX_LENGTH.name,
  clubNumber: 40,
  email: MAX_LENGTH.email,
  spouse: MAX_LENGTH.name,
  profession: MAX_LENGTH.name,
  address: MAX_LENGTH.text,
} as const;

/** Entries of each list a preview answers (adds, updates, …); its counts are always whole. */
export const ROSTER_LIST_MAX = 500;

/** Deactivating more than this share of the members of the clubs a file covers needs the number typed to confirm. */
export const ROSTER_DEACTIVATION_SHARE = 0.1;
export const rosterNewClub = z.object({ name: z.string(), clubNumber: z.string() });

export const rosterPreview = z.object({
  previewId: z.string(),
  fileName: z.string(),
  format: rosterFormat,
  rowsRead: countOut,
  /** Columns recognised: file header → field label. */
  columns: z.array(z.object({ header: z.string(), field: z.string() })),
  /** Headers that matched no known column (ignored). */
  ignoredColumns: z.array(z.string()),
  fullRoster: z.boolean(),
  deactivate: z.boolean(),
  counts: z.object({
    add: countOut,
    update: countOut,
    unchanged: countOut,
    deactivate: countOut,
    reject: countOut,
    newClubs: countOut,
    warnings: countOut,
  }),
  /** The first ROSTER_LIST_MAX of each list; `counts` has the whole numbers. */
  adds: z.array(rosterAdd),
  updates: z.array(rosterUpdate),
  deactivations: z.array(rosterDeactivation),
  rejected: z.array(rosterRejection),
  warnings: z.array(rosterWarning),
  newClubs: z.array(rosterNewClub),
  /** Clubs the file covers (a full-roster import deactivates only within these). */
  clubs: z.array(z.string()),
  /**
   * Active members of the clubs covered (the scope of the deactivation), and whether applying
   * needs `confirmDeactivations` = the number of deactivations (more than a tenth of the scope).
   */
  deactivationGuard: z.object({ scopeSize: countOut, typedConfirmation: z.boolean() }),
});
export type RosterPreview = z.infer<typeof rosterPreview>;

const rosterPreviewCall = defineCall({
  name: 'admin/roster/preview',
  reads: ['members', 'clubs', 'roles', 'imports'],
  tag: TAG,
  method: 'POST',
  auth: true,
  access: 'admin',
  summary:
    'Reads a CSV or XLSX roster (multipart `file`, at most 10 MB) and answers what applying it would change. fullRoster: the file is the full roster of its clubs; deactivate: also deactivate members of those clubs missing from it; createClubs: add clubs the file names that do not exist (district admin).',
  request: z.object({ fullRoster: formFlag, deactivate: formFlag, createClubs: formFlag }),
  response: ok({ data: rosterPreview }),
  files: [{ name: 'file', required: true }],
});

const rosterApplyCall = defineCall({
  name: 'admin/roster/apply',
  changes: ['members', 'clubs', 'roles', 'sessions', 'imports', 'audit'],
  tag: TAG,
  method: 'POST',
  auth: true,
  access: 'admin',
  summary:
    'Applies a stored preview: all of it in one transaction, or nothing. One audit event. When the preview\'s deactivationGuard asks for it, confirmDeactivations must be the number of members it deactivates.',
  request: z.object({
    previewId: z.string().trim().min(1, 'previewId: required').max(64),
    confirmDeactivations: z.coerce.number().int().min(0).optional(),
  }),
  response: ok({
    data: z.object({ eventId: z.string(), added: countOut, updated: countOut, deactivated: countOut, clubsAdded: countOut }),
  }),
});

const rosterTemplateCall = defineCall({
  name: 'admin/roster/template',
  reads: [],
  tag: TAG,
  method: 'GET',
  auth: true,
  access: 'admin',
  summary: 'The import template (every column the import reads), as CSV or XLSX.',
  request: z.object({ format: rosterFormat.default('xlsx') }),
  response: ok({}),
});

const rosterExportCall = defineCall({
  name: 'admin/roster/export',
  reads: ['members', 'clubs'],
  tag: TAG,
  method: 'GET',
  auth: true,
  access: 'admin',
  summary:
    'Active members of the district / a region / a zone / a club as CSV or XLSX, in the columns the import reads. detail=shared (default): what members chose to share; detail=office: everything the admin may see (audited).',
  request: rosterScopeShape.extend({ format: rosterFormat.default('xlsx'), detail: exportDetail.default('shared') }).refine(scopeHasId, scopeIdMessage),
  response: ok({}),
});

export const directoryOfficer = z.object({ position: z.string(), name: z.string() });
export const directoryMember = z.object({
  id: z.number().int(),
  name: z.string(),
  profession: z.string(),
  mobile: z.string(),
  email: z.string(),
  /** The optional columns: '' unless asked for and shared by the member. */
  spouse: z.string(),
  /** '--MM-DD' (day and month only). */
  birthday: z.string(),
  anniversary: z.string(),
  photo: z.string(),
});
export const directoryClub = z.object({
  id: z.number().int(),
  name: z.string(),
  clubNumber: z.string(),
  officers: z.array(directoryOfficer),
  members: z.array(directoryMember),
});
export const directoryData = z.object({
  districtName: z.string(),
  lionsYear: z.string(),
  scopeLabel: z.string(),
  clubs: z.array(directoryClub),
});
export type DirectoryData = z.infer<typeof directoryData>;

const rosterDirectoryCall = defineCall({
  name: 'admin/roster/directory',
  reads: ['members', 'clubs', 'years', 'settings'],
  tag: TAG,
  method: 'GET',
  auth: true,
  access: 'admin',
  summary: 'The printable directory as data: clubs in order, each with its officers of the current Lions year and its members.',
  request: directoryRequest,
  response: ok({ data: directoryData }),
});

const rosterDirectoryPdfCall = defineCall({
  name: 'admin/roster/directory-pdf',
  reads: ['members', 'clubs', 'years', 'settings'],
  tag: TAG,
  method: 'GET',
  auth: true,
  access: 'admin',
  summary:
    'The printable directory as a streamed PDF for a printed book: cover, club index, clubs with officers and members, page numbers; optional spouse / birthday / anniversary columns.',
  request: directoryRequest,
  response: ok({}),
});

const scopeOption = z.object({ id: z.number().int(), name: z.string() });
const rosterScopesCall = defineCall({
  name: 'admin/roster/scopes',
  reads: ['clubs', 'regions', 'years', 'members'],
  tag: TAG,
  method: 'GET',
  auth: true,
  access: 'admin',
  summary: 'Regions, zones (current Lions year) and clubs the signed-in admin may export or print.',
  request: z.object({}),
  response: ok({
    data: z.object({
      districtAdmin: z.boolean(),
      regions: z.array(scopeOption),
      zones: z.array(scopeOption),
      clubs: z.array(scopeOption),
    }),
  }),
});

// ---------------------------------------------------------------- import history and undo

/** Previews and imports are named by a UUID (an import keeps its preview's). */
const importId = z.string().trim().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'not the id of a preview or an import');

export const rosterImportCounts = z.object({
  added: countOut,
  updated: countOut,
  deactivated: countOut,
  clubsAdded: countOut,
  rejected: countOut,
  warnings: countOut,
});

export const rosterImport = z.object({
  id: z.string(),
  fileName: z.string(),
  format: rosterFormat,
  actor: z.object({ id: idOut, name: z.string() }),
  appliedAt: z.string(),
  counts: rosterImportCounts,
  undone: z.object({ at: z.string(), by: z.string() }).nullable(),
  /** The signed-in admin may take it back (not undone yet, and theirs to undo). */
  canUndo: z.boolean(),
});
export type RosterImport = z.infer<typeof rosterImport>;

const rosterImportsCall = defineCall({
  name: 'admin/roster/imports',
  reads: ['imports'],
  tag: TAG,
  method: 'GET',
  auth: true,
  access: 'admin',
  summary: 'Applied imports, latest first: who, when, which file, counts. A district admin sees every import, a club admin their own.',
  request: z.object({ page }),
  response: ok({ data: z.array(rosterImport), total: countOut, page: countOut, pageSize: countOut }),
});

/** One part of an import that undo leaves as it is, and why. */
export const rosterUndoRefusal = z.object({ name: z.string(), club: z.string(), reason: z.string() });
export const rosterUndoPlan = z.object({
  /** Members whose changed fields get their earlier values back. */
  restore: countOut,
  /** Members the import added that are removed. */
  remove: countOut,
  /** Members the import deactivated that are reactivated. */
  reactivate: countOut,
  /** Clubs the import added that are removed. */
  clubs: countOut,
  refused: z.array(rosterUndoRefusal),
});
export type RosterUndoPlan = z.infer<typeof rosterUndoPlan>;

const rosterUndoPreviewCall = defineCall({
  name: 'admin/roster/undo-preview',
  reads: ['imports', 'members', 'clubs', 'roles'],
  tag: TAG,
  method: 'POST',
  auth: true,
  access: 'admin',
  summary: 'What undoing an applied import would do now, and what it would leave because it was changed since (with the reason). Changes nothing.',
  request: z.object({ importId }),
  response: ok({ data: rosterUndoPlan }),
});

const rosterUndoCall = defineCall({
  name: 'admin/roster/undo',
  changes: ['members', 'clubs', 'roles', 'sessions', 'imports', 'audit'],
  tag: TAG,
  method: 'POST',
  auth: true,
  access: 'admin',
  summary:
    'Undoes an applied import in one transaction: restores every field it changed, removes the members (and clubs) it added, reactivates the members it deactivated — except what was changed since, which is listed with the reason. One audit event.',
  request: z.object({ importId }),
  response: ok({ data: rosterUndoPlan.extend({ eventId: z.string() }) }),
});

const rosterRejectedCall = defineCall({
  name: 'admin/roster/rejected',
  reads: ['imports'],
  tag: TAG,
  method: 'GET',
  auth: true,
  access: 'admin',
  summary: "The rejected rows of a preview or an applied import as CSV or XLSX: the file's original columns plus a Reason column, to send back to the clubs.",
  request: z.object({ id: importId, format: rosterFormat.default('xlsx') }),
  response: ok({}),
});

export const rosterCalls = {
  'admin/roster/preview': rosterPreviewCall,
  'admin/roster/apply': rosterApplyCall,
  'admin/roster/template': rosterTemplateCall,
  'admin/roster/export': rosterExportCall,
  'admin/roster/directory': rosterDirectoryCall,
  'admin/roster/directory-pdf': rosterDirectoryPdfCall,
  'admin/roster/scopes': rosterScopesCall,
  'admin/roster/imports': rosterImportsCall,
  'admin/roster/undo-preview': rosterUndoPreviewCall,
  'admin/roster/undo': rosterUndoCall,
  'admin/roster/rejected': rosterRejectedCall,
} as const;
