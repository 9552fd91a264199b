import { queryOptions } from '@tanstack/react-query';
import type { GovernorProfile } from '@d320b/contract';
import { callApi } from '@/lib/api-client';
import { callKey } from '@/lib/call-query';
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
  return queryOptions({
    ...profileListQuery(type),
    select: (res): LeadersAnswer => ({ leaders: res.data, pageName: res.pageName }),
  });
}

/** get_leader_profile: one past governor's page (/district-pdgs/{memId}). */
export function leaderProfileQuery(memberId: number) {
  const payload = { profile_type: 'pdgs' as const, member_id: memberId };
  return queryOptions({
    queryKey: callKey('get_leader_profile', payload),
    queryFn: ({ signal }) => callApi('get_leader_profile', payload, { signal }),
    select: (res): LeadersAnswer => ({ leaders: res.data.leaders, pageName: res.pageName }),
    enabled: Number.isSafeInteger(memberId) && memberId > 0,
  });
}
