/** Members' own data in the admin console: the deletion requests screen (district admins). */
import type { AdminNavItem, AdminRouteObject } from '@/components/admin/types';

export const adminRoutes: AdminRouteObject[] = [
  { path: 'erasure-requests', lazy: () => import('./pages/erasure-requests-page').then((m) => ({ Component: m.default })) },
];

export const adminNav: AdminNavItem[] = [
  { to: 'erasure-requests', label: /*i18n*/ 'Deletion Requests', districtOnly: true, description: /*i18n*/ 'Members who asked for their data to be deleted' },
];
