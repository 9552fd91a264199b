/**
 * Security screens of the admin console (district admins): accounts past the per-account read
 * limits; the day's sign-in figures (codes sent, deliveries, refusals).
 */
import type { AdminNavItem, AdminRouteObject } from '@/components/admin/types';

export const adminRoutes: AdminRouteObject[] = [
  { path: 'read-outliers', lazy: () => import('./pages/read-outliers-page').then((m) => ({ Component: m.default })) },
  { path: 'sign-in-activity', lazy: () => import('./pages/sign-in-activity-page').then((m) => ({ Component: m.default })) },
];

export const adminNav: AdminNavItem[] = [
  { to: 'read-outliers', label: /*i18n*/ 'Unusual Reading', districtOnly: true, description: /*i18n*/ 'Accounts that read far more member records than a person browsing' },
  { to: 'sign-in-activity', label: /*i18n*/ 'Sign-in Activity', districtOnly: true, description: /*i18n*/ "Today's codes sent, delivered or not, and refused sign-ins" },
];
