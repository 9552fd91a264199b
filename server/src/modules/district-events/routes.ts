import type { FastifyPluginAsync } from 'fastify';
import { calls } from '@d320b/contract';
import { registerCall } from '../../lib/call-route.js';
import { districtName } from '../../lib/district-settings.js';
import { todayIn } from '../../lib/time.js';
import { districtEventDetails, districtEventsPage } from './service.js';

const districtEventsRoutes: FastifyPluginAsync = async (app) => {
  const { timeZone } = app.appConfig.district;
  // The stored district name (admin console) over DISTRICT_NAME.
  const distName = () => districtName(app);

  registerCall(app, calls.get_district_events, async ({ input }) => {
    const { data, totalCount } = await districtEventsPage(app.db, await distName(), todayIn(timeZone, app.now()), input);
    return { status: true as const, message: data.length ? 'District events.' : 'No Events Found', data, totalCount };
  }, { keepAnswer: { per: 'everyone', day: true } });

  registerCall(app, calls.get_district_event_details, async ({ input }) => {
    const data = await districtEventDetails(app.db, await distName(), input.activity_id);
    return { status: true as const, message: 'District event.', data };
  }, { keepAnswer: { per: 'everyone' } });
};

export default districtEventsRoutes;
