import { createContext, useContext } from 'react';
import type { AdminRoles } from '@d320b/contract';

export const AdminRolesContext = createContext<AdminRoles>({ districtAdmin: false, clubs: [] });

/** The signed-in admin's roles (inside the console). */
export function useAdminRoles(): AdminRoles {
  return useContext(AdminRolesContext);
}
