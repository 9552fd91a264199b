/** me/language, me/language/save, me/privacy, me/privacy/save, me/mobile/request-code, me/mobile/confirm, me/sessions/revoke-all, admin/read-outliers. */
import type { FastifyPluginAsync } from 'fastify';
import { normalizeMobile } from '@d320b/contract';
import { registerCall } from '../../lib/call-route.js';
import { ACCOUNT_MESSAGES, createAccountService } from './service.js';

const normalizeField = (field: string) => (raw: Record<string, unknown>) =>
  typeof raw[field] === 'string' ? { ...raw, [field]: normalizeMobile(raw[field]) } : raw;

const accountRoutes: FastifyPluginAsync = async (app) => {
  const service = createAccountService({
    db: app.db,
    sms: app.sms,
    log: app.log.child({ module: 'account' }),
    now: () => app.now(),
    pepper: app.otpPepper,
    appName: app.appConfig.district.appName,
  });

  registerCall(app, 'me/language', async ({ member }) => {
    return { status: true as const, message: 'Language.', data: { language: await service.getLanguage(member.id) } };
  });

  registerCall(app, 'me/language/save', async ({ input, member }) => {
    return { status: true as const, message: ACCOUNT_MESSAGES.languageSaved, data: { language: await service.setLanguage(member.id, input.language) } };
  });

  registerCall(app, 'me/privacy', async ({ member }) => {
    return { status: true as const, message: 'Privacy settings.', data: await service.getPrivacy(member.id) };
  });

  registerCall(app, 'me/privacy/save', async ({ input, member }) => {
    return { status: true as const, message: ACCOUNT_MESSAGES.privacySaved, data: await service.setPrivacy(member.id, input) };
  });

  registerCall(
    app,
    'me/mobile/request-code',
    async ({ input, member }) => {
      await service.requestMobileCode(member.id, input.mobile);
      return { status: true as const, message: ACCOUNT_MESSAGES.codeSent };
    },
    { prepare: normalizeField('mobile') },
  );

  registerCall(
    app,
    'me/mobile/confirm',
    async ({ input, member }) => {
      const mobileNumber = await service.confirmMobileChange(member, input.mobile, input.code);
      return { status: true as const, message: ACCOUNT_MESSAGES.changed, mobileNumber };
    },
    { prepare: normalizeField('mobile') },
  );

  registerCall(app, 'me/sessions/revoke-all', async ({ member }) => {
    const revoked = await service.signOutEverywhere(member.id);
    return { status: true as const, message: ACCOUNT_MESSAGES.signedOut, revoked };
  });

  registerCall(app, 'admin/read-outliers', async ({ input, member }) => {
    const { data, totalCount } = await service.readOutliers(member.id, input.page);
    return { status: true as const, message: data.length ? 'Read-limit outliers.' : 'No Data Found', data, totalCount };
  });
};

export default accountRoutes;
