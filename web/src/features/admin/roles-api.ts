/**
 * The signed-in member's admin roles (`admin/me`), for the side menu's Admin entry and the
 * console's gate. Kept tiny and free of contract values: the shell chunk imports it.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AdminRoles } from '@d320b/contract';
import { request } from '@/lib/api-client';
import { callKey } from '@/lib/call-query';

/** Same value as the contract's EXT_BASE. */
export const ADMIN_API_BASE = '/api';

export const adminMeQuery = queryOptions({
  queryKey: callKey('admin/me'),
  queryFn: ({ signal }) => request<{ data: AdminRoles }>('admin/me', 'POST', {}, { signal }, ADMIN_API_BASE).then((r) => r.data),
  staleTime: 5 * 60_000,
});

export function isAnyAdmin(roles: AdminRoles | undefined): boolean {
  return !!roles && (roles.districtAdmin || roles.clubs.length > 0);
}
