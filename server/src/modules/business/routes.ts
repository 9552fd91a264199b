import type { FastifyPluginAsync } from 'fastify';

import { viewerOf } from '../../access/privacy.js';
import { registerCall } from '../../lib/call-route.js';
import { addBusiness, BUSINESS_MESSAGES, businessCategories, businessDetails, businessesPage, updateBusiness } from './service.js';

const businessRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, 'get_business_categories', async () => {
    const data = await businessCategories(app.db);
    return { status: true as const, message: data.length ? 'Business categories.' : 'No Business Directory Found.', data };
  });

  registerCall(app, 'get_business_info', async ({ input, member }) => {
    const { data, totalCount } = await businessesPage(app.db, await viewerOf(app.db, member), input);
    return { status: true as const, message: data.length ? 'Businesses.' : 'No Business Directory Found.', data, totalCount };
  });

  registerCall(app, 'get_business_details', async ({ input, member }) => {
    const data = await businessDetails(app.db, await viewerOf(app.db, member), input.member_id);
    return { status: true as const, message: data.get_business ? 'Business profile.' : 'No Record Found.', data };
  });

  // The owner is always the signed-in member: the forms carry no member id, and any sent is dropped by the contract.
  registerCall(app, 'add_business_profile', async ({ input, member, files, request }) => {
    await addBusiness(app.db, app.images, { id: member.id, requestId: request.id, now: app.now() }, input, files.brImage);
    return { status: true as const, message: BUSINESS_MESSAGES.added };
  });

  registerCall(app, 'update_business_profile', async ({ input, member, files, request }) => {
    await updateBusiness(app.db, app.images, { id: member.id, requestId: request.id, now: app.now() }, input, files.brImage);
    return { status: true as const, message: BUSINESS_MESSAGES.updated };
  });
};

export default businessRoutes;
