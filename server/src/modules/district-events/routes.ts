import type { FastifyPluginAsync } from 'fastify';
import { calls } from '@d320b/contract';
import { registerCall } from '../../lib/call-route.js';
import { todayIn } from '../../lib/time.js';
import { districtEventDetails, districtEventsPage } from './service.js';

const districtEventsRoutes: FastifyPluginAsync = async (app) => {
  const { name: distName, timeZone } = app.appConfig.district;

  registerCall(app, calls.get_district_events, async ({ input }) => {
    const { data, totalCount } = await districtEventsPage(app.db, distName, todayIn(timeZone, app.now()), input);
    return { status: true as const, message: data.length ? 'District events.' : 'No Events Found', data, totalCount };
  });

  registerCall(app, calls.get_district_event_details, async ({ input }) => {
    const data = await districtEventDetails(app.db, distName, input.activity_id);
    return { status: true as const, message: 'District event.', data };
  });
};

export default districtEventsRoutes;
