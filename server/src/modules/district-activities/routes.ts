import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../lib/call-route.js';
import { districtName } from '../../lib/district-settings.js';
import { districtActivitiesPage, districtActivityDetails } from './service.js';

const districtActivitiesRoutes: FastifyPluginAsync = async (app) => {
  // The stored district name (admin console) over DISTRICT_NAME.
  const distName = () => districtName(app);

  registerCall(app, 'get_district_activities', async ({ input }) => {
    const { data, totalCount } = await districtActivitiesPage(app.db, await distName(), input);
    return { status: true as const, message: data.length ? 'District activities.' : 'No Data Found', data, totalCount };
  });

  registerCall(app, 'get_district_activities_details', async ({ input }) => {
    const data = await districtActivityDetails(app.db, await distName(), input.activity_id);
    return { status: true as const, message: 'District activity.', data };
  });
};

export default districtActivitiesRoutes;
