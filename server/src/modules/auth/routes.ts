/** login, otp-verify, logout; admin/sign-in-stats; the WhatsApp delivery-report webhook. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { normalizeMobile } from '@d320b/contract';
import { districtName } from '../../lib/district-settings.js';
import { registerCall } from '../../lib/call-route.js';
import { clientNetwork } from '../../lib/client-network.js';
import { AUTH_MESSAGES, createAuthService } from './service.js';
import { createSignInStats } from './sign-in-stats.js';
import { WHATSAPP_CLOUD_PROVIDER } from './sms/index.js';
import smsReportHooks from './sms-report-hooks.js';
import whatsAppHooks from './whatsapp-hooks.js';

/**
 * Request brakes on the two open calls, per client network (an IPv4 address or an IPv6 /64),
 * in the rate-limit plugin's store. They only stop floods cheaply: the sign-in rules in the
 * service (docs/sign-in-limits.md) are the real protection and live in the database. A hall of
 * 50 members signing in within a minute from one address makes ~100–250 of each (a resend or a
 * mistyped code each); 600 leaves room for several such halls behind one carrier address.
 * In Redis when REDIS_URL is set (shared by every instance); with Redis set but unreachable,
 * both calls answer 503 rather than run without them (lib/redis.ts).
 */
export const LOGIN_RATE_LIMIT = { max: 600, timeWindow: '1 minute', keyGenerator: (r: FastifyRequest) => `login:${clientNetwork(r.ip)}` };
export const VERIFY_RATE_LIMIT = { max: 600, timeWindow: '1 minute', keyGenerator: (r: FastifyRequest) => `verify:${clientNetwork(r.ip)}` };

/** Accept "+91 98765 00001", "098765-00001" and the like for the 10-digit number. */
const normalizeField = (field: string) => (raw: Record<string, unknown>) =>
  typeof raw[field] === 'string' ? { ...raw, [field]: normalizeMobile(raw[field]) } : raw;

const authRoutes: FastifyPluginAsync = async (app) => {
  const config = app.appConfig;
  const service = createAuthService({
    db: app.db,
    sms: app.sms,
    whatsapp: app.whatsapp,
    now: () => app.now(),
    pepper: app.otpPepper,
    log: app.log.child({ module: 'auth' }),
    districtName: () => districtName(app),
    appName: config.district.appName,
    publicAppUrl: config.district.publicAppUrl,
    timeZone: config.district.timeZone,
    smsTemplates: config.sms.templateIds,
  });
  // MSG91 posts delivery reports to a secret URL (sms-report-hooks.ts); other gateways report nothing here.
  const smsReports = !!config.sms.reportToken && app.sms.name === 'msg91';
  const reportsDelivery = app.whatsapp?.name === WHATSAPP_CLOUD_PROVIDER && !!config.whatsapp.appSecret;
  const signInStats = createSignInStats({
    db: app.db,
    now: () => app.now(),
    timeZone: config.district.timeZone,
    channels: [
      { channel: 'sms', configured: true, provider: app.sms.name, budget: config.sms.dailyBudget, reportsDelivery: smsReports },
      {
        channel: 'whatsapp',
        configured: app.whatsapp !== null,
        provider: app.whatsapp?.name ?? 'off',
        budget: config.whatsapp.dailyBudget,
        reportsDelivery,
      },
    ],
  });

  registerCall(
    app,
    'login',
    async ({ input, request }) => {
      const sent = await service.requestCode(input.mobile, request.ip ?? null, input.channel ?? 'sms');
      return {
        status: true,
        message: sent.message,
        nonce: sent.nonce,
        channel: sent.channel,
        resendAfterSeconds: Math.ceil(sent.nextCodeInMs / 1000),
        whatsapp: sent.whatsapp,
      };
    },
    { rateLimit: LOGIN_RATE_LIMIT, prepare: normalizeField('mobile') },
  );

  registerCall(
    app,
    'otp-verify',
    async ({ input, request }) => {
      const { token, user } = await service.verifyCode(input.phone, input.otp, input.nonce, request.ip ?? null);
      return { status: true, message: AUTH_MESSAGES.loggedIn, token, user };
    },
    { rateLimit: VERIFY_RATE_LIMIT, prepare: normalizeField('phone') },
  );

  registerCall(app, 'logout', async ({ member }) => {
    await service.logout(member.sessionId);
    return { status: true, message: AUTH_MESSAGES.loggedOut };
  });

  registerCall(app, 'admin/sign-in-stats', async ({ input, member }) => {
    return { status: true as const, message: 'Sign-in figures.', data: await signInStats(member.id, input.day) };
  });

  if (smsReports) {
    await app.register(smsReportHooks, { token: config.sms.reportToken!, provider: app.sms.name });
  }
  if (config.whatsapp.appSecret && config.whatsapp.verifyToken) {
    await app.register(whatsAppHooks, { appSecret: config.whatsapp.appSecret, verifyToken: config.whatsapp.verifyToken });
  }
};

export default authRoutes;
