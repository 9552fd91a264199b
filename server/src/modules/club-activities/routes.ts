import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../lib/call-route.js';
import {
  addClubActivity,
  clubActivitiesPage,
  clubActivityDetails,
  deleteClubActivity,
  managerClubOptions,
  updateClubActivity,
} from './service.js';

const clubActivitiesRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, 'get_club_activities', async ({ input, member }) => {
    const page = await clubActivitiesPage(app.db, member.id, input);
    return { status: true as const, message: page.data.length ? 'Club activities.' : 'Data Not Found.', ...page };
  });

  registerCall(app, 'get_club_activity_details', async ({ input, member }) => {
    const { data, isManager } = await clubActivityDetails(app.db, member.id, input.cald);
    return { status: true as const, message: 'Club activity.', data, isManager };
  });

  registerCall(app, 'get-member-manager-club', async ({ member }) => {
    const data = await managerClubOptions(app.db, member.id);
    return { status: true as const, message: data.length ? 'Clubs you manage.' : 'You do not manage any club.', data };
  });

  registerCall(app, 'add_club_activities', async ({ input, member, files }) => {
    await addClubActivity(app.db, app.images, member.id, input, files.caImage);
    return { status: true as const, message: 'Club activity added successfully.' };
  });

  registerCall(app, 'update_club_activities', async ({ input, member, files }) => {
    await updateClubActivity(app.db, app.images, member.id, input.ca_id, input, files.caImage);
    return { status: true as const, message: 'Club activity updated successfully.' };
  });

  registerCall(app, 'delete_club_activities', async ({ input, member }) => {
    await deleteClubActivity(app.db, app.images, member.id, input.ca_id);
    return { status: true as const, message: 'Club activity deleted successfully.' };
  });
};

export default clubActivitiesRoutes;
