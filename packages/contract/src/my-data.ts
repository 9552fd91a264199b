/**
 * Members' own data (India's DPDP Act 2023): a member downloads everything held about them and
 * asks for its deletion; district admins see the requests and complete them (anonymisation).
 */
import { z } from 'zod';
import { defineCall, ok } from './define';
import { countOut, id } from './fields';

const TAG = 'Members\' own data';

export const erasureRequestOut = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  clubName: z.string(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ErasureRequestOut = z.infer<typeof erasureRequestOut>;

const myDataDownloadCall = defineCall({
  name: 'me/data',
  reads: ['members', 'clubs', 'businesses', 'club-activities', 'roles', 'sessions', 'language', 'audit'],
  tag: TAG,
  method: 'GET',
  auth: true,
  summary:
    'Everything held about the signed-in member as one JSON document: profile, business, club roles, their audit history, sessions (no tokens).',
  request: z.object({}),
  // The document's sections are open records: the download carries whatever the tables hold.
  response: ok({
    data: z.object({
      exportedAt: z.string(),
      profile: z.record(z.string(), z.unknown()),
      club: z.record(z.string(), z.unknown()).nullable(),
      businesses: z.array(z.record(z.string(), z.unknown())),
      roles: z.object({
        districtAdmin: z.boolean(),
        clubAdminOf: z.array(z.record(z.string(), z.unknown())),
        officerPositions: z.array(z.record(z.string(), z.unknown())),
        leaderRoles: z.array(z.record(z.string(), z.unknown())),
      }),
      auditHistory: z.array(z.record(z.string(), z.unknown())),
      contactChanges: z.array(z.record(z.string(), z.unknown())),
      sessions: z.array(z.record(z.string(), z.unknown())),
      erasureRequests: z.array(z.record(z.string(), z.unknown())),
    }),
  }),
});

const myErasureStatusCall = defineCall({
  name: 'me/erasure-request/status',
  reads: ['erasure'],
  tag: TAG,
  method: 'GET',
  auth: true,
  summary: 'The signed-in member\'s open deletion request, if any.',
  request: z.object({}),
  response: ok({ data: z.object({ pending: z.boolean(), requestedAt: z.string().nullable() }) }),
});

const myErasureRequestCall = defineCall({
  name: 'me/erasure-request',
  changes: ['erasure'],
  tag: TAG,
  method: 'POST',
  auth: true,
  summary: 'The signed-in member asks for their data to be deleted; district admins see the request in the console.',
  request: z.object({ confirm: z.literal(true, { error: 'confirm: must be true' }) }),
  response: ok({ data: z.object({ pending: z.boolean(), requestedAt: z.string().nullable() }) }),
});

const erasureListCall = defineCall({
  name: 'admin/erasure-requests/list',
  reads: ['erasure', 'members'],
  tag: TAG,
  method: 'GET',
  auth: true,
  access: 'district-admin',
  summary: 'Deletion requests (open first), for district admins.',
  request: z.object({ status: z.enum(['open', 'all']).default('open') }),
  response: ok({ data: z.array(erasureRequestOut), openCount: countOut }),
});

const erasureCompleteCall = defineCall({
  name: 'admin/erasure-requests/complete',
  changes: ['erasure', 'members', 'businesses', 'club-activities', 'roles', 'cabinet', 'regions', 'governors', 'mjf', 'graduates', 'imports', 'sessions', 'sign-in', 'language', 'audit'],
  tag: TAG,
  method: 'POST',
  auth: true,
  access: 'district-admin',
  summary:
    'Completes a deletion request: the member is anonymised (name, contacts, dates, photos removed; activity history keeps only the club), deactivated, signed out; audited.',
  request: z.object({ id }),
  response: ok({}),
});

export const myDataCalls = {
  'me/data': myDataDownloadCall,
  'me/erasure-request/status': myErasureStatusCall,
  'me/erasure-request': myErasureRequestCall,
  'admin/erasure-requests/list': erasureListCall,
  'admin/erasure-requests/complete': erasureCompleteCall,
} as const;
