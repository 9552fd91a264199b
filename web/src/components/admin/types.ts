/**
 * How admin features plug into the console (brief: "Admin console composition").
 *
 * Each admin feature's `index.ts` exports
 *   - `adminRoutes`: route objects with `lazy`, paths relative to `/admin` (e.g. 'members/:id');
 *   - `adminNav`: the console home's links, `districtOnly` hiding a link from club admins.
 * `web/src/app/admin-features.ts` lists the features; `web/src/app/admin-console.tsx` hands the
 * list to the console (features/admin), which renders them under AdminLayout. Only the console's
 * own chunk imports that list, so the cold /login and the member screens never download admin code.
 */
import type { ComponentType } from 'react';

export interface AdminRouteObject {
  /** Relative to /admin, e.g. 'members' or 'members/:id'. */
  path: string;
  /** Loads the screen: `() => import('./pages/x').then((m) => ({ Component: m.default }))`. */
  lazy: () => Promise<{ Component: ComponentType }>;
}

export interface AdminNavItem {
  /** Relative to /admin ('members') or absolute ('/admin/members'). */
  to: string;
  label: string;
  /** Shown to district admins only (club admins see the rest). */
  districtOnly: boolean;
  /** One line under the label on the console home. */
  description?: string;
}

export interface AdminFeature {
  adminRoutes: AdminRouteObject[];
  adminNav: AdminNavItem[];
}
