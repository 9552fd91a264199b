import type { GovernorProfile } from '@d320b/contract';
import { callQuery, type ResponseOf } from '@/lib/calls';
import { PROFILE_TYPES, profileListQuery, type ProfileType } from '@/lib/shared-api';

export { PROFILE_TYPES, type ProfileType };

export function isProfileType(value: string | undefined): value is ProfileType {
  return (PROFILE_TYPES as readonly string[]).includes(value ?? '');
}

export interface LeadersAnswer {
  leaders: GovernorProfile[];
  pageName: string;
}

/** get_profile_list: the governors of one type (the /district-dg/{type} page). */
export function leadersOfTypeQuery(type: ProfileType | null) {
  return profileListQuery(type, { select: (res): LeadersAnswer => ({ leaders: res.data, pageName: res.pageName }) });
}

/** get_leader_profile: one past governor's page (/district-pdgs/{memId}). */
export function leaderProfileQuery(memberId: number) {
  return callQuery('get_leader_profile', { profile_type: 'pdgs', member_id: memberId }, {
      select: (res: ResponseOf<'get_leader_profile'>): LeadersAnswer => ({ leaders: res.data.leaders, pageName: res.pageName }),
      enabled: Number.isSafeInteger(memberId) && memberId > 0,
  });
}
