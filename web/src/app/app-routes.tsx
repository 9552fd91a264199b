/**
 * The signed-in routes of spec section 2 (plus the unlisted /architecture-flow
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
  { path: '/', title: 'Home', Page: lazy(loadDashboardPage) },
  { path: '/my-profile', title: 'My Profile', Page: lazy(() => import('@/features/profile/pages/my-profile-page')) },
  { path: '/edit-profile', title: 'Edit Profile', Page: lazy(() => import('@/features/profile/pages/edit-profile-page')) },
  { path: '/my-business', title: 'My Business', Page: lazy(() => import('@/features/business/pages/my-business-page')) },
  { path: '/edit-mybusiness', title: 'Business Profile', Page: lazy(() => import('@/features/business/pages/edit-mybusiness-page')) },
  { path: '/greetings', title: 'Greetings', Page: lazy(() => import('@/features/greetings/pages/greetings-page')) },
  { path: '/business-directory', title: 'Business Directory', Page: lazy(() => import('@/features/business/pages/business-directory-page')) },
  { path: '/business-directory-details/:id', title: 'Business Directory', Page: lazy(() => import('@/features/business/pages/business-directory-details-page')) },
  { path: '/business-directory-inner-details/:id', title: 'Business Details', Page: lazy(() => import('@/features/business/pages/business-directory-inner-details-page')) },
  { path: '/district-directory', title: 'District Directory', Page: lazy(() => import('@/features/directory/pages/district-directory-page')) },
  { path: '/others', title: 'Others', Page: lazy(() => import('@/features/others/pages/others-page')) },
  { path: '/other-details', title: 'Others', Page: lazy(() => import('@/features/others/pages/other-details-page')) },
  { path: '/district-members', title: 'Members', Page: lazy(() => import('@/features/members/pages/district-members-page')) },
  { path: '/clubs', title: 'Clubs', Page: lazy(() => import('@/features/clubs/pages/clubs-page')) },
  { path: '/district-dg/:id', title: 'District Leaders', Page: lazy(() => import('@/features/leaders/pages/district-dg-page')) },
  { path: '/district-pdgs/:id', title: 'District PDG\'s', Page: lazy(() => import('@/features/leaders/pages/district-pdgs-page')) },
  { path: '/district-cabinet/:id', title: 'District Cabinet', Page: lazy(() => import('@/features/directory/pages/district-cabinet-page')) },
  { path: '/district-graduates', title: 'District Graduates', Page: lazy(() => import('@/features/directory/pages/district-graduates-page')) },
  { path: '/mjpf-profiles', title: 'MJF / PMJF', Page: lazy(() => import('@/features/directory/pages/mjpf-profiles-page')) },
  { path: '/andava-regions/:id', title: 'Regions and Zones', Page: lazy(() => import('@/features/directory/pages/andava-regions-page')) },
  { path: '/club-details/:id', title: 'Club Details', Page: lazy(() => import('@/features/clubs/pages/club-details-page')) },
  { path: '/district-member-details/:id', title: 'View Member Details', Page: lazy(() => import('@/features/members/pages/district-member-details-page')) },
  { path: '/district-event', title: 'District Events', Page: lazy(() => import('@/features/district-events/pages/district-event-page')) },
  { path: '/district-activity', title: 'District Activities', Page: lazy(() => import('@/features/district-activities/pages/district-activity-page')) },
  { path: '/club-activities', title: 'Club Activities', Page: lazy(() => import('@/features/club-activities/pages/club-activities-page')) },
  { path: '/add-club-activity', title: 'Add Club Activity', Page: lazy(() => import('@/features/club-activities/pages/add-club-activity-page')) },
  { path: '/edit-club-activity/:id', title: 'Edit Club Activity', Page: lazy(() => import('@/features/club-activities/pages/edit-club-activity-page')) },
  { path: '/district-event-details/:id', title: 'District Event Details', Page: lazy(() => import('@/features/district-events/pages/district-event-details-page')) },
  { path: '/district-activity-details/:id', title: 'District Activity Details', Page: lazy(() => import('@/features/district-activities/pages/district-activity-details-page')) },
  { path: '/club-activities-details/:id', title: 'Club Activity Details', Page: lazy(() => import('@/features/club-activities/pages/club-activities-details-page')) },
  { path: '/terms-conditions', title: 'Terms & Conditions', Page: lazy(() => import('@/features/static-pages/pages/terms-conditions-page')) },
  { path: '/privacy', title: 'Privacy Policy', Page: lazy(() => import('@/features/static-pages/pages/privacy-page')) },
  { path: '/about-us', title: 'About Us', Page: lazy(() => import('@/features/static-pages/pages/about-us-page')) },
  { path: '/contact-us', title: 'Contact Us', Page: lazy(() => import('@/features/contact/pages/contact-us-page')) },
  { path: '/new', title: 'New', Page: lazy(() => import('@/features/static-pages/pages/new-page')) },
  { path: '/architecture-flow', title: 'Investor Architecture Flow', Page: lazy(() => import('@/features/static-pages/pages/architecture-flow-page')) },
  { path: '/district-leaders-sample', title: 'District Leaders', Page: lazy(() => import('@/features/leaders/pages/district-leaders-sample-page')) },
];
