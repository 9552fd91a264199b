/** The district lists of the admin console (district admins only): screens under /admin and their links on the console home. */
import type { AdminNavItem, AdminRouteObject } from '@/components/admin/types';

type Module = Record<string, unknown>;
const page = (load: () => Promise<Module>, name = 'default') => () =>
  load().then((m) => ({ Component: m[name] as React.ComponentType }));

const simple = () => import('./pages/simple-pages');
const cabinet = () => import('./pages/cabinet-pages');
const regions = () => import('./pages/region-pages');

export const adminRoutes: AdminRouteObject[] = [
  { path: 'district-events', lazy: page(simple, 'EventsPage') },
  { path: 'district-activities', lazy: page(simple, 'ActivitiesPage') },
  { path: 'district-cabinet', lazy: page(cabinet, 'CabinetPage') },
  { path: 'district-cabinet/categories', lazy: page(simple, 'CabinetCategoriesPage') },
  { path: 'district-cabinet/:id', lazy: page(cabinet, 'CabinetYearPage') },
  { path: 'district-regions', lazy: page(regions, 'RegionsPage') },
  { path: 'district-regions/:id', lazy: page(regions, 'RegionPage') },
  { path: 'district-zones/:id', lazy: page(regions, 'ZonePage') },
  { path: 'district-governors', lazy: page(() => import('./pages/governors-page')) },
  { path: 'district-mjf', lazy: page(simple, 'MjfPage') },
  { path: 'district-graduates', lazy: page(simple, 'GraduatesPage') },
  { path: 'district-others', lazy: page(() => import('./pages/others-page')) },
  { path: 'business-categories', lazy: page(simple, 'BusinessCategoriesPage') },
  { path: 'district-contacts', lazy: page(simple, 'ContactsPage') },
  { path: 'district-settings', lazy: page(() => import('./pages/settings-page')) },
];

export const adminNav: AdminNavItem[] = [
  { to: 'district-events', label: /*i18n*/ 'District Events', districtOnly: true, description: /*i18n*/ 'Events with dates and pictures' },
  { to: 'district-activities', label: /*i18n*/ 'District Activities', districtOnly: true, description: /*i18n*/ 'Activities with pictures' },
  { to: 'district-cabinet', label: /*i18n*/ 'District Cabinet', districtOnly: true, description: /*i18n*/ 'Categories and their members per Lions year' },
  { to: 'district-regions', label: /*i18n*/ 'Regions and Zones', districtOnly: true, description: /*i18n*/ 'Chairpersons and the clubs of each zone per year' },
  { to: 'district-governors', label: /*i18n*/ 'Governor Profiles', districtOnly: true, description: /*i18n*/ 'DG, FVDG, SVDG, IPDG and PDGs' },
  { to: 'district-mjf', label: /*i18n*/ 'MJF / PMJF', districtOnly: true, description: /*i18n*/ 'Melvin Jones Fellows' },
  { to: 'district-graduates', label: /*i18n*/ 'District Graduates', districtOnly: true, description: /*i18n*/ 'Leadership institute graduates' },
  { to: 'district-others', label: /*i18n*/ 'Others', districtOnly: true, description: /*i18n*/ 'Council, Int E.O, directors, resources' },
  { to: 'business-categories', label: /*i18n*/ 'Business Categories', districtOnly: true, description: /*i18n*/ 'Categories of the business directory' },
  { to: 'district-contacts', label: /*i18n*/ 'Contact Us', districtOnly: true, description: /*i18n*/ 'Units and people on the Contact Us page' },
  { to: 'district-settings', label: /*i18n*/ 'District Settings', districtOnly: true, description: /*i18n*/ 'District title, name and share text' },
];
