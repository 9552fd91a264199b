import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../lib/call-route.js';
import { otherType } from './service.js';

const othersRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, 'get_other_type', async ({ input }) => {
    const { data, title } = await otherType(app.db, input.type);
    return { status: true, message: data.length ? `${title}.` : 'No Data Found', data, title, type: input.type };
  });
};

export default othersRoutes;
