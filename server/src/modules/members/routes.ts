import type { FastifyPluginAsync } from 'fastify';
import { normalizeMobile } from '@d320b/contract';
import { viewerOf } from '../../access/privacy.js';
import { registerCall } from '../../lib/call-route.js';
import { districtName } from '../../lib/district-settings.js';
import { memberDetails, memberNumber, membersPage, updateContact } from './service.js';

const membersRoutes: FastifyPluginAsync = async (app) => {
  // The stored district name (admin console) over DISTRICT_NAME.
  const distName = () => districtName(app);
  const reads = app.reads;

  // Read limits count every answer, kept or not.
  registerCall(
    app,
    'get_members',
    async ({ input, member }) => {
      const { data, mem_count } = await membersPage(app.db, await viewerOf(app.db, member), input);
      return { status: true, message: data.length ? 'Members.' : 'No Data Found', data, mem_count };
    },
    { admit: ({ member }) => reads.hit(member!.id, 'member_list') },
  );

  registerCall(
    app,
    'get_member_details',
    async ({ input, member }) => {
      const data = await memberDetails(app.db, await viewerOf(app.db, member), await distName(), input.member_idd);
      return { status: true, message: 'Member details.', data };
    },
    { admit: ({ member }) => reads.hit(member!.id, 'member_details') },
  );

  registerCall(app, 'get_member_number', async ({ input, member }) => {
    const { mobile, email } = await memberNumber(app.db, await viewerOf(app.db, member), input.member_id);
    return { status: true, message: 'Member contact.', data: mobile, emailAddress: email };
  });

  registerCall(
    app,
    'update_mobile_number',
    async ({ input, member, request }) => {
      const message = await updateContact(
        app.db,
        { sms: app.sms, log: request.log, appName: app.appConfig.district.appName },
        await viewerOf(app.db, member),
        input,
        app.now(),
        request.id,
      );
      return { status: true, message };
    },
    // "+91 98765 00001" or "098765 00001" is the same 10-digit number; the contract still checks it.
    { prepare: (raw) => (typeof raw.new_mobile === 'string' ? { ...raw, new_mobile: normalizeMobile(raw.new_mobile) } : raw) },
  );
};

export default membersRoutes;
