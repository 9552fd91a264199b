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
  { to: 'read-outliers', label: 'Unusual Reading', districtOnly: true, description: 'Accounts that read far more member records than a person browsing' },
  { to: 'sign-in-activity', label: 'Sign-in Activity', districtOnly: true, description: "Today's codes sent, delivered or not, and refused sign-ins" },
];
