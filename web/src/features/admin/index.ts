/** The console core's screens (paths relative to /admin) and its entries on the console home. */
import type { AdminNavItem, AdminRouteObject } from '@/components/admin/types';

const page = (load: () => Promise<{ default: React.ComponentType }>) => () => load().then((m) => ({ Component: m.default }));

export const adminRoutes: AdminRouteObject[] = [
  { path: 'members', lazy: page(() => import('./pages/members-page')) },
  { path: 'members/new', lazy: page(() => import('./pages/member-edit-page')) },
  { path: 'members/:id', lazy: page(() => import('./pages/member-edit-page')) },
  { path: 'clubs', lazy: page(() => import('./pages/clubs-page')) },
  { path: 'clubs/new', lazy: page(() => import('./pages/club-edit-page')) },
  { path: 'clubs/:id', lazy: page(() => import('./pages/club-edit-page')) },
  { path: 'roles', lazy: page(() => import('./pages/roles-page')) },
  { path: 'years', lazy: page(() => import('./pages/years-page')) },
  { path: 'audit', lazy: page(() => import('./pages/audit-page')) },
  { path: 'audit/:eventId', lazy: page(() => import('./pages/audit-entry-page')) },
];

export const adminNav: AdminNavItem[] = [
  { to: 'members', label: /*i18n*/ 'Members', districtOnly: false, description: /*i18n*/ 'Add, edit, deactivate, move; photos' },
  { to: 'clubs', label: /*i18n*/ 'Clubs', districtOnly: false, description: /*i18n*/ 'Club details, admins and officers per Lions year' },
  { to: 'roles', label: /*i18n*/ 'Roles', districtOnly: true, description: /*i18n*/ 'District admins and club admins' },
  { to: 'years', label: /*i18n*/ 'Lions Years', districtOnly: true, description: /*i18n*/ 'Current year and starting the next one' },
  { to: 'audit', label: /*i18n*/ 'Audit Log', districtOnly: false, description: /*i18n*/ 'Who changed what, and when' },
];
