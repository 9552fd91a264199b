import type { FastifyPluginAsync } from 'fastify';

import { viewerOf } from '../../access/privacy.js';
import { registerCall } from '../../lib/call-route.js';
import { clubDetails, clubOptions, clubsPage } from './service.js';

const clubsRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, 'get_clubs_list', async ({ input }) => {
    const { data, totalCount } = await clubsPage(app.db, input);
    return { status: true, message: data.length ? 'Clubs.' : 'No Clubs Found', data, totalCount };
  });

  registerCall(app, 'get_clubs', async () => {
    const { data, total } = await clubOptions(app.db);
    return { status: true, message: data.length ? 'Clubs.' : 'No Clubs Found', data, total_members_count: total };
  });

  registerCall(app, 'get_club_details', async ({ input, member }) => {
    const data = await clubDetails(app.db, await viewerOf(app.db, member), input.club_id, input.academic_year);
    return { status: true, message: 'Club details.', data };
  });
};

export default clubsRoutes;
