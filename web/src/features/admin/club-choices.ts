import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useAdminRoles } from './admin-context';

/** Clubs the admin may pick: every club for a district admin, their own for a club admin. */
export function useClubChoices(): { id: number; name: string }[] {
  const roles = useAdminRoles();
  const clubs = useQuery({
    queryKey: ['get_clubs'],
    queryFn: ({ signal }) => callApi('get_clubs', {}, { signal }),
    staleTime: 5 * 60_000,
    enabled: roles.districtAdmin,
  });
  if (!roles.districtAdmin) return roles.clubs;
  return (clubs.data?.data ?? []).map((c) => ({ id: c.clubld, name: c.clubName }));
}
