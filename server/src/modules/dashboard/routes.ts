import type { FastifyPluginAsync } from 'fastify';

import { viewerOf } from '../../access/privacy.js';
import { registerCall } from '../../lib/call-route.js';
import { districtName } from '../../lib/district-settings.js';
import { todayIn } from '../../lib/time.js';
import { dashboard } from './service.js';

const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const { timeZone } = app.appConfig.district;
  // The stored district name (admin console) over DISTRICT_NAME.
  const distName = () => districtName(app);

  registerCall(app, 'get_dashboard', async ({ member }) => {
    // "Today" is the district's calendar day, the same one get_greetings defaults to.
    const data = await dashboard(app.db, { viewer: await viewerOf(app.db, member), today: todayIn(timeZone, app.now()), distName: await distName() });
    return { status: true as const, message: 'Dashboard.', data, club_id: member.clubId };
  });
};

export default dashboardRoutes;
