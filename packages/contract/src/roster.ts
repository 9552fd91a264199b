/**
 * Roster import/export and the printable directory (admin console, issue 8).
 *
 * - `admin/roster/preview` (multipart: `file` + options) reads a CSV or XLSX roster and answers
 *   what applying it would change; nothing is written except the stored preview itself.
 * - `admin/roster/apply` applies exactly that stored preview, in one transaction.
 * - `admin/roster/template`, `admin/roster/export`, `admin/roster/directory-pdf` answer files
 *   (their `response` below documents the error envelope only; success is the file).
 * - `admin/roster/directory` answers the printable directory as data (the print page).
 * - `admin/roster/scopes` answers the regions, zones and clubs the admin may export or print.
 */
import { z } from 'zod';
import { defineCall, EXT_BASE, ok } from './define';
import { countOut, id } from './fields';

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
export const rosterRejection = z.object({ row: z.number().int(), reason: z.string(), name: z.string() });
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
  }),
  adds: z.array(rosterAdd),
  updates: z.array(rosterUpdate),
  deactivations: z.array(rosterDeactivation),
  rejected: z.array(rosterRejection),
  newClubs: z.array(rosterNewClub),
  /** Clubs the file covers (a full-roster import deactivates only within these). */
  clubs: z.array(z.string()),
});
export type RosterPreview = z.infer<typeof rosterPreview>;

export const rosterPreviewCall = defineCall({
  name: 'admin/roster/preview',
  base: EXT_BASE,
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

export const rosterApplyCall = defineCall({
  name: 'admin/roster/apply',
  base: EXT_BASE,
  tag: TAG,
  method: 'POST',
  auth: true,
  access: 'admin',
  summary: 'Applies a stored preview: all of it in one transaction, or nothing. One audit event.',
  request: z.object({ previewId: z.string().trim().min(1, 'previewId: required').max(64) }),
  response: ok({
    data: z.object({ eventId: z.string(), added: countOut, updated: countOut, deactivated: countOut, clubsAdded: countOut }),
  }),
});

export const rosterTemplateCall = defineCall({
  name: 'admin/roster/template',
  base: EXT_BASE,
  tag: TAG,
  method: 'GET',
  auth: true,
  access: 'admin',
  summary: 'The import template (every column the import reads), as CSV or XLSX.',
  request: z.object({ format: rosterFormat.default('xlsx') }),
  response: ok({}),
});

export const rosterExportCall = defineCall({
  name: 'admin/roster/export',
  base: EXT_BASE,
  tag: TAG,
  method: 'GET',
  auth: true,
  access: 'admin',
  summary: 'Active members of the district / a region / a zone / a club as CSV or XLSX, in the columns the import reads.',
  request: rosterScopeShape.extend({ format: rosterFormat.default('xlsx') }).refine(scopeHasId, scopeIdMessage),
  response: ok({}),
});

export const directoryOfficer = z.object({ position: z.string(), name: z.string() });
export const directoryMember = z.object({
  id: z.number().int(),
  name: z.string(),
  profession: z.string(),
  mobile: z.string(),
  email: z.string(),
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

export const rosterDirectoryCall = defineCall({
  name: 'admin/roster/directory',
  base: EXT_BASE,
  tag: TAG,
  method: 'GET',
  auth: true,
  access: 'admin',
  summary: 'The printable directory as data: clubs in order, each with its officers of the current Lions year and its members.',
  request: rosterScope,
  response: ok({ data: directoryData }),
});

export const rosterDirectoryPdfCall = defineCall({
  name: 'admin/roster/directory-pdf',
  base: EXT_BASE,
  tag: TAG,
  method: 'GET',
  auth: true,
  access: 'admin',
  summary: 'The printable directory as a streamed PDF (cover, then clubs with officers and members).',
  request: rosterScope,
  response: ok({}),
});

const scopeOption = z.object({ id: z.number().int(), name: z.string() });
export const rosterScopesCall = defineCall({
  name: 'admin/roster/scopes',
  base: EXT_BASE,
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

export const rosterCalls = {
  'admin/roster/preview': rosterPreviewCall,
  'admin/roster/apply': rosterApplyCall,
  'admin/roster/template': rosterTemplateCall,
  'admin/roster/export': rosterExportCall,
  'admin/roster/directory': rosterDirectoryCall,
  'admin/roster/directory-pdf': rosterDirectoryPdfCall,
  'admin/roster/scopes': rosterScopesCall,
} as const;
