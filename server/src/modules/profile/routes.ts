import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../lib/call-route.js';
import { districtName } from '../../lib/district-settings.js';
import { todayIn } from '../../lib/time.js';
import { loadProfile, PROFILE_MESSAGES, updateProfile } from './service.js';

const profileRoutes: FastifyPluginAsync = async (app) => {
  const { timeZone } = app.appConfig.district;
  // The stored district name (admin console) over DISTRICT_NAME.
  const distName = () => districtName(app);

  registerCall(app, 'get-profile-details', async ({ member }) => {
    const data = await loadProfile(app.db, member.id, await distName());
    return { status: true as const, message: 'Profile.', data };
  });

  // Always the token's member: the form has no member id and the contract drops any that is sent.
  registerCall(app, 'update_member_profile', async ({ input, member, files, request }) => {
    const now = app.now();
    const data = await updateProfile(
      app.db,
      app.images,
      { memberId: member.id, today: todayIn(timeZone, now), districtName: await distName(), now, requestId: request.id },
      input,
      files.memPhoto,
    );
    return { status: true as const, message: PROFILE_MESSAGES.updated, data };
  });
};

export default profileRoutes;
