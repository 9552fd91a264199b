import { useQuery } from '@tanstack/react-query';
import { clubsQuery } from '@/lib/shared-api';
import { useAdminRoles } from './admin-context';

/** Clubs the admin may pick: every club for a district admin, their own for a club admin. */
export function useClubChoices(): { id: number; name: string }[] {
  const roles = useAdminRoles();
  const clubs = useQuery({ ...clubsQuery(), enabled: roles.districtAdmin });
  if (!roles.districtAdmin) return roles.clubs;
  return (clubs.data?.data ?? []).map((c) => ({ id: c.clubld, name: c.clubName }));
}
