import { z } from 'zod';
import { defineCall, ok } from '../define';
import { governorProfile } from '../entities';
import { id, PROFILE_TYPES } from '../fields';

const profileType = z.enum(PROFILE_TYPES, { error: `profile_type must be one of ${PROFILE_TYPES.join(', ')}` });

export const getProfileList = defineCall({
  name: 'get_profile_list',
  reads: ['governors', 'members', 'years'], keep: { per: 'viewer' }, offline: true,
  method: 'POST',
  auth: true,
  summary: 'Governor profiles of one type (dg also feeds the welcome popup); pageName titles the page.',
  request: z.object({ profile_type: profileType }),
  // data is empty when no profile of the type exists (the popup is then not shown).
  response: ok({ data: z.array(governorProfile), pageName: z.string() }),
});

export const getLeaderProfile = defineCall({
  name: 'get_leader_profile',
  reads: ['governors', 'members', 'years'], keep: { per: 'viewer' },
  method: 'POST',
  auth: true,
  summary: 'One leader’s profile page (/district-pdgs/{memId}): the leader cards plus pageName.',
  request: z.object({ profile_type: profileType, member_id: id }),
  response: ok({ data: z.object({ leaders: z.array(governorProfile) }), pageName: z.string() }),
});
