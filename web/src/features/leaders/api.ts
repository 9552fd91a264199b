import { useQuery } from '@tanstack/react-query';
import type { GovernorProfile } from '@d320b/contract';
import { callApi } from '@/lib/api-client';
import { OFFLINE_FIRST, withOfflineFallback } from '@/lib/offline';

export const PROFILE_TYPES = ['dg', 'fvdg', 'svdg', 'ipdg', 'pdgs'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

export function isProfileType(value: string | undefined): value is ProfileType {
  return (PROFILE_TYPES as readonly string[]).includes(value ?? '');
}

export interface LeadersAnswer {
  leaders: GovernorProfile[];
  pageName: string;
}

/** get_profile_list: the governors of one type (the /district-dg/{type} page). */
export function useProfileList(type: ProfileType | null) {
  return useQuery({
    networkMode: OFFLINE_FIRST,
    queryKey: ['get_profile_list', type],
    queryFn: async ({ signal }): Promise<LeadersAnswer> => {
      const res = await withOfflineFallback('get_profile_list', { profile_type: type! }, () => callApi('get_profile_list', { profile_type: type! }, { signal }));
      return { leaders: res.data, pageName: res.pageName };
    },
    enabled: type !== null,
  });
}

/** get_leader_profile: one past governor's page (/district-pdgs/{memId}). */
export function useLeaderProfile(memberId: number) {
  return useQuery({
    queryKey: ['get_leader_profile', memberId],
    queryFn: async ({ signal }): Promise<LeadersAnswer> => {
      const res = await callApi('get_leader_profile', { profile_type: 'pdgs', member_id: memberId }, { signal });
      return { leaders: res.data.leaders, pageName: res.pageName };
    },
    enabled: Number.isSafeInteger(memberId) && memberId > 0,
  });
}
