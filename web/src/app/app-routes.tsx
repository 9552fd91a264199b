/**
 * The signed-in routes of docs/product.md 2 (plus the unlisted /architecture-flow
 * and /district-leaders-sample), each code-split with React.lazy so a cold
 * visit downloads only the screen it opens. /login and /testing are in
 * router.tsx. This table is part of the shell's chunk, not the first
 * download. `title` is the top bar's default heading
 * (a screen can override it with <PageHeader title=…>).
 *
 * Screens live at src/features/<feature>/pages/<name>-page.tsx and are
 * default exports; keep these import paths when replacing a screen.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface AppRoute {
  path: string;
  title: string;
  Page: LazyExoticComponent<ComponentType>;
}

import { loadDashboardPage } from './dashboard-loader';

/** Signed-in screens, rendered inside the shell. */
export const appRoutes: AppRoute[] = [
  { path: '/', title: /*i18n*/ 'Home', Page: lazy(loadDashboardPage) },
  { path: '/my-profile', title: /*i18n*/ 'My Profile', Page: lazy(() => import('@/features/profile/pages/my-profile-page')) },
  { path: '/edit-profile', title: /*i18n*/ 'Edit Profile', Page: lazy(() => import('@/features/profile/pages/edit-profile-page')) },
  { path: '/my-business', title: /*i18n*/ 'My Business', Page: lazy(() => import('@/features/business/pages/my-business-page')) },
  { path: '/edit-mybusiness', title: /*i18n*/ 'Business Profile', Page: lazy(() => import('@/features/business/pages/edit-mybusiness-page')) },
  { path: '/greetings', title: /*i18n*/ 'Greetings', Page: lazy(() => import('@/features/greetings/pages/greetings-page')) },
  { path: '/business-directory', title: /*i18n*/ 'Business Directory', Page: lazy(() => import('@/features/business/pages/business-directory-page')) },
  { path: '/business-directory-details/:id', title: /*i18n*/ 'Business Directory', Page: lazy(() => import('@/features/business/pages/business-directory-details-page')) },
  { path: '/business-directory-inner-details/:id', title: /*i18n*/ 'Business Details', Page: lazy(() => import('@/features/business/pages/business-directory-inner-details-page')) },
  { path: '/district-directory', title: /*i18n*/ 'District Directory', Page: lazy(() => import('@/features/directory/pages/district-directory-page')) },
  { path: '/others', title: /*i18n*/ 'Others', Page: lazy(() => import('@/features/others/pages/others-page')) },
  { path: '/other-details', title: /*i18n*/ 'Others', Page: lazy(() => import('@/features/others/pages/other-details-page')) },
  { path: '/district-members', title: /*i18n*/ 'Members', Page: lazy(() => import('@/features/members/pages/district-members-page')) },
  { path: '/clubs', title: /*i18n*/ 'Clubs', Page: lazy(() => import('@/features/clubs/pages/clubs-page')) },
  { path: '/district-dg/:id', title: /*i18n*/ 'District Leaders', Page: lazy(() => import('@/features/leaders/pages/district-dg-page')) },
  { path: '/district-pdgs/:id', title: /*i18n*/ 'District PDG\'s', Page: lazy(() => import('@/features/leaders/pages/district-pdgs-page')) },
  { path: '/district-cabinet/:id', title: /*i18n*/ 'District Cabinet', Page: lazy(() => import('@/features/directory/pages/district-cabinet-page')) },
  { path: '/district-graduates', title: /*i18n*/ 'District Graduates', Page: lazy(() => import('@/features/directory/pages/district-graduates-page')) },
  { path: '/mjpf-profiles', title: /*i18n*/ 'MJF / PMJF', Page: lazy(() => import('@/features/directory/pages/mjpf-profiles-page')) },
  { path: '/andava-regions/:id', title: /*i18n*/ 'Regions and Zones', Page: lazy(() => import('@/features/directory/pages/andava-regions-page')) },
  { path: '/club-details/:id', title: /*i18n*/ 'Club Details', Page: lazy(() => import('@/features/clubs/pages/club-details-page')) },
  { path: '/district-member-details/:id', title: /*i18n*/ 'View Member Details', Page: lazy(() => import('@/features/members/pages/district-member-details-page')) },
  { path: '/district-event', title: /*i18n*/ 'District Events', Page: lazy(() => import('@/features/district-events/pages/district-event-page')) },
  { path: '/district-activity', title: /*i18n*/ 'District Activities', Page: lazy(() => import('@/features/district-activities/pages/district-activity-page')) },
  { path: '/club-activities', title: /*i18n*/ 'Club Activities', Page: lazy(() => import('@/features/club-activities/pages/club-activities-page')) },
  { path: '/add-club-activity', title: /*i18n*/ 'Add Club Activity', Page: lazy(() => import('@/features/club-activities/pages/add-club-activity-page')) },
  { path: '/edit-club-activity/:id', title: /*i18n*/ 'Edit Club Activity', Page: lazy(() => import('@/features/club-activities/pages/edit-club-activity-page')) },
  { path: '/district-event-details/:id', title: /*i18n*/ 'District Event Details', Page: lazy(() => import('@/features/district-events/pages/district-event-details-page')) },
  { path: '/district-activity-details/:id', title: /*i18n*/ 'District Activity Details', Page: lazy(() => import('@/features/district-activities/pages/district-activity-details-page')) },
  { path: '/club-activities-details/:id', title: /*i18n*/ 'Club Activity Details', Page: lazy(() => import('@/features/club-activities/pages/club-activities-details-page')) },
  { path: '/terms-conditions', title: /*i18n*/ 'Terms & Conditions', Page: lazy(() => import('@/features/static-pages/pages/terms-conditions-page')) },
  { path: '/privacy', title: /*i18n*/ 'Privacy Policy', Page: lazy(() => import('@/features/static-pages/pages/privacy-page')) },
  { path: '/about-us', title: /*i18n*/ 'About Us', Page: lazy(() => import('@/features/static-pages/pages/about-us-page')) },
  { path: '/contact-us', title: /*i18n*/ 'Contact Us', Page: lazy(() => import('@/features/contact/pages/contact-us-page')) },
  { path: '/new', title: /*i18n*/ 'New', Page: lazy(() => import('@/features/static-pages/pages/new-page')) },
  { path: '/architecture-flow', title: /*i18n*/ 'Investor Architecture Flow', Page: lazy(() => import('@/features/static-pages/pages/architecture-flow-page')) },
  { path: '/district-leaders-sample', title: /*i18n*/ 'District Leaders', Page: lazy(() => import('@/features/leaders/pages/district-leaders-sample-page')) },
];
