import type { FastifyPluginAsync } from 'fastify';

import { viewerOf } from '../../access/privacy.js';
import { registerCall } from '../../lib/call-route.js';
import { districtName } from '../../lib/district-settings.js';
import { leaderProfile, profileList } from './service.js';

const leadersRoutes: FastifyPluginAsync = async (app) => {
  // The stored district name (admin console) over DISTRICT_NAME.
  const distName = () => districtName(app);

  registerCall(app, 'get_profile_list', async ({ input, member }) => {
    const { data, pageName } = await profileList(app.db, await viewerOf(app.db, member), await distName(), input.profile_type);
    return { status: true as const, message: data.length ? 'Leaders.' : 'No Leaders Found', data, pageName };
  });

  registerCall(app, 'get_leader_profile', async ({ input, member }) => {
    const { data, pageName } = await leaderProfile(app.db, await viewerOf(app.db, member), await distName(), input.profile_type, input.member_id);
    return { status: true as const, message: 'Leader profile.', data: { leaders: data }, pageName };
  });
};

export default leadersRoutes;
