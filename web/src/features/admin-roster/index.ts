/** Roster screens in the admin console (paths relative to /admin) and their entries on the console home. */
import type { AdminNavItem, AdminRouteObject } from '@/components/admin/types';

const page = (load: () => Promise<{ default: React.ComponentType }>) => () => load().then((m) => ({ Component: m.default }));

export const adminRoutes: AdminRouteObject[] = [
  { path: 'roster/import', lazy: page(() => import('./pages/import-page')) },
  { path: 'roster/export', lazy: page(() => import('./pages/export-page')) },
  { path: 'roster/print', lazy: page(() => import('./pages/print-page')) },
];

export const adminNav: AdminNavItem[] = [
  { to: 'roster/import', label: /*i18n*/ 'Import Roster', districtOnly: false, description: /*i18n*/ 'CSV or Excel roster: preview every change, then apply' },
  { to: 'roster/export', label: /*i18n*/ 'Export & Print', districtOnly: false, description: /*i18n*/ 'Members as CSV / Excel, printable directory and PDF' },
];
