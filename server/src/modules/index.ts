/** Every feature module's routes; app.ts registers them in this order. */
import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/routes.js';
import dashboardRoutes from './dashboard/routes.js';
import clubActivitiesRoutes from './club-activities/routes.js';
import districtActivitiesRoutes from './district-activities/routes.js';
import districtEventsRoutes from './district-events/routes.js';
import greetingsRoutes from './greetings/routes.js';
import businessRoutes from './business/routes.js';
import profileRoutes from './profile/routes.js';
import contactRoutes from './contact/routes.js';
import leadersRoutes from './leaders/routes.js';
import directoryRoutes from './directory/routes.js';
import othersRoutes from './others/routes.js';
import clubsRoutes from './clubs/routes.js';
import membersRoutes from './members/routes.js';
import adminRoutes from './admin/routes.js';
import adminDirectoryRoutes from './admin-directory/routes.js';
import rosterRoutes from './roster/routes.js';
import myDataRoutes from './my-data/routes.js';
import syncRoutes from './sync/routes.js';
import accountRoutes from './account/routes.js';

export const featureModules: FastifyPluginAsync[] = [
  authRoutes,
  dashboardRoutes,
  clubActivitiesRoutes,
  districtActivitiesRoutes,
  districtEventsRoutes,
  greetingsRoutes,
  businessRoutes,
  profileRoutes,
  contactRoutes,
  leadersRoutes,
  directoryRoutes,
  othersRoutes,
  clubsRoutes,
  membersRoutes,
  adminRoutes,
  adminDirectoryRoutes,
  rosterRoutes,
  myDataRoutes,
  syncRoutes,
  accountRoutes,
];
