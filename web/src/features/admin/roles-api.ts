/**
 * The signed-in member's admin roles (`admin/me`), for the side menu's Admin entry and the
 * console's gate. Kept tiny: the shell chunk imports it.
 */
import type { AdminRoles } from '@d320b/contract';
import { callQuery, type ResponseOf } from '@/lib/calls';

export const adminMeQuery = () => (callQuery('admin/me', {}, {
    select: (answer: ResponseOf<'admin/me'>) => answer.data,
    staleTime: 5 * 60_000,
}));

export function isAnyAdmin(roles: AdminRoles | undefined): boolean {
  return !!roles && (roles.districtAdmin || roles.clubs.length > 0);
}
