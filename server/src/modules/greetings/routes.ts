import type { FastifyPluginAsync } from 'fastify';

import { viewerOf } from '../../access/privacy.js';
import { registerCall } from '../../lib/call-route.js';
import { todayIn } from '../../lib/time.js';
import { greetingsPage } from './service.js';

const greetingsRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, 'get_greetings', async ({ input, member }) => {
    // No date = today where the district is, not where the server runs.
    const date = input.start_date ?? todayIn(app.appConfig.district.timeZone, app.now());
    const { data, totalCount } = await greetingsPage(app.db, await viewerOf(app.db, member), date, input.page);
    return { status: true as const, message: data.length ? 'Greetings.' : 'No Data Found', data, totalCount };
  });
};

export default greetingsRoutes;
