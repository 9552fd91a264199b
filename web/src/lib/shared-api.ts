/**
 * Reads that several features show (a feature does not import another): the club list of the
 * filters and pickers, the governors' profiles (Leaders and the dashboard's welcome), a member's
 * business (Business and My Profile). Each is the call's `callQuery` (lib/calls.ts), with what
 * every screen that shows it wants.
 */
import { callQuery, type CallQueryExtras, type CallQueryOptions, type ResponseOf } from './calls';

/** get_clubs (GET): every club with its member count. */
export function clubsQuery() {
  return callQuery('get_clubs', {}, { staleTime: 5 * 60_000 });
}

export const PROFILE_TYPES = ['dg', 'fvdg', 'svdg', 'ipdg', 'pdgs'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

/** get_profile_list: the governors of one type (null: not asked yet), with what the screen adds. */
export function profileListQuery<TData = ResponseOf<'get_profile_list'>>(
  type: ProfileType | null,
  extras: CallQueryExtras<'get_profile_list', TData> = {},
): CallQueryOptions<'get_profile_list', TData> {
  return callQuery('get_profile_list', { profile_type: type ?? 'dg' }, { ...extras, enabled: type !== null });
}

/** get_business_details: the signed-in member's own business ('mine') or another member's. */
export function businessDetailsQuery(memberId: number | 'mine') {
  return callQuery('get_business_details', memberId === 'mine' ? {} : { member_id: memberId }, {
      enabled: memberId === 'mine' || (Number.isSafeInteger(memberId) && memberId > 0),
  });
}
