import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../lib/call-route.js';
import { districtName } from '../../lib/district-settings.js';
import { todayIn } from '../../lib/time.js';
import { districtEventDetails, districtEventsPage } from './service.js';

const districtEventsRoutes: FastifyPluginAsync = async (app) => {
  const { timeZone } = app.appConfig.district;
  // The stored district name (admin console) over DISTRICT_NAME.
  const distName = () => districtName(app);

  registerCall(app, 'get_district_events', async ({ input }) => {
    const { data, totalCount } = await districtEventsPage(app.db, await distName(), todayIn(timeZone, app.now()), input);
    return { status: true as const, message: data.length ? 'District events.' : 'No Events Found', data, totalCount };
  });

  registerCall(app, 'get_district_event_details', async ({ input }) => {
    const data = await districtEventDetails(app.db, await distName(), input.activity_id);
    return { status: true as const, message: 'District event.', data };
  });
};

export default districtEventsRoutes;
