import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../lib/call-route.js';
import { districtContacts } from './service.js';

const contactRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, 'get_contact', async () => {
    const data = await districtContacts(app.db);
    // An empty list is still an answer: the page shows "No Data Found".
    return { status: true as const, message: data.length ? 'District contact.' : 'No Data Found', data };
  });
};

export default contactRoutes;
