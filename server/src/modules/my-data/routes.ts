/** Members' own data: download, deletion request, and the district admins' list of requests. */
import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../lib/call-route.js';
import { completeErasure, erasureStatus, listErasureRequests, myData, requestErasure } from './service.js';

const myDataRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, 'me/data', async ({ member, reply }) => {
    reply.header('cache-control', 'no-store');
    return { status: true, message: 'Your data.', data: await myData(app.db, member.id, app.now()) };
  });

  registerCall(app, 'me/erasure-request/status', async ({ member }) => {
    return { status: true, message: 'Deletion request.', data: await erasureStatus(app.db, member.id) };
  });

  registerCall(app, 'me/erasure-request', async ({ member, request }) => {
    const data = await requestErasure(app.db, member.id, app.now(), String(request.id));
    return { status: true, message: 'Your request has been sent to the district office.', data };
  });

  registerCall(app, 'admin/erasure-requests/list', async ({ member, input }) => {
    const { data, openCount } = await listErasureRequests(app.db, member.id, input.status === 'open');
    return { status: true, message: data.length ? 'Deletion requests.' : 'No Data Found', data, openCount };
  });

  registerCall(app, 'admin/erasure-requests/complete', async ({ member, input, request }) => {
    await completeErasure(app.db, app.images, { id: member.id, requestId: String(request.id) }, input.id, app.now());
    return { status: true, message: 'The member\'s data has been deleted.' };
  });
};

export default myDataRoutes;
