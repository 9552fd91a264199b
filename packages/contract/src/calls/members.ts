import { z } from 'zod';
import { defineCall, ok } from '../define';
import { business, memberDetails, memberRow } from '../entities';
import { countOut, id, idOrAll, mobile10, optionalEmail, page, searchText, textOrNull } from '../fields';

export const getMembers = defineCall({
  name: 'get_members',
  reads: ['members', 'clubs'], keep: { per: 'viewer' }, offline: true,
  method: 'POST',
  auth: true,
  summary: 'Paged, searchable member list, optionally of one club.',
  // filter_club_id: '' / 'all' / absent = every club (parsed to null); filter: search text.
  request: z.object({ page, filter_club_id: idOrAll, filter: searchText }),
  // mem_count: total rows matching the filter (the "Members(count)" header and hasMore).
  response: ok({ data: z.array(memberRow), mem_count: countOut }),
});

/** A club manager's correction of a member's contact: the Edit Mobile Number dialog checks its form with it. */
export const contactCorrectionForm = z.object({ new_mobile: mobile10, new_email: optionalEmail });

export const getMemberNumber = defineCall({
  name: 'get_member_number',
  reads: ['members'],
  method: 'POST',
  auth: true,
  summary: 'Current mobile and e-mail of a member, for the manager’s Edit Mobile Number dialog.',
  request: z.object({ member_id: id }),
  // data is the mobile number itself (a string), as the member app reads it.
  response: ok({ data: z.string(), emailAddress: textOrNull }),
});

export const updateMobileNumber = defineCall({
  name: 'update_mobile_number',
  changes: ['members', 'audit'],
  method: 'POST',
  auth: true,
  summary: 'A club manager changes another member’s mobile number and e-mail.',
  // new_email: '' or absent clears/leaves none (parsed to null/undefined).
  request: contactCorrectionForm.extend({ member_id: id }),
  response: ok({}),
});

export const getMemberDetails = defineCall({
  name: 'get_member_details',
  reads: ['members', 'clubs', 'roles', 'businesses'], keep: { per: 'viewer' }, offline: true,
  method: 'POST',
  auth: true,
  summary: 'One member’s profile and business record (null when the member has none).',
  request: z.object({ member_idd: id }),
  response: ok({ data: z.object({ get_member: memberDetails, business_record: business.nullable() }) }),
});
