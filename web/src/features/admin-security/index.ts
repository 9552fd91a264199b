/** Security screens of the admin console (district admins): accounts past the per-account read limits. */
import type { AdminNavItem, AdminRouteObject } from '@/components/admin/types';

export const adminRoutes: AdminRouteObject[] = [
  { path: 'read-outliers', lazy: () => import('./pages/read-outliers-page').then((m) => ({ Component: m.default })) },
];

export const adminNav: AdminNavItem[] = [
  { to: 'read-outliers', label: 'Unusual Reading', districtOnly: true, description: 'Accounts that read far more member records than a person browsing' },
];
