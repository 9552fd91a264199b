/** login, otp-verify and logout. */
import type { FastifyPluginAsync } from 'fastify';
import { calls, normalizeMobile } from '@d320b/contract';
import { registerCall } from '../../lib/call-route.js';
import { AUTH_MESSAGES, createAuthService } from './service.js';

/**
 * Per-IP request limits on the two open calls (wall clock; in Redis when
 * REDIS_URL is set, shared by every instance, else in memory). They stop floods
 * and number probing cheaply; the code limits in the service (database rows,
 * shared by every instance) are the real protection and survive restarts.
 * With Redis set but unreachable, both calls answer 503 (lib/redis.ts).
 */
export const LOGIN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
export const VERIFY_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** Accept "+91 98765 00001", "098765-00001" and the like for the 10-digit number. */
const normalizeField = (field: string) => (raw: Record<string, unknown>) =>
  typeof raw[field] === 'string' ? { ...raw, [field]: normalizeMobile(raw[field]) } : raw;

const authRoutes: FastifyPluginAsync = async (app) => {
  const config = app.appConfig;
  const service = createAuthService({
    db: app.db,
    sms: app.sms,
    now: () => app.now(),
    pepper: app.otpPepper,
    log: app.log.child({ module: 'auth' }),
    fallbackDistrictName: config.district.name,
    appName: config.district.appName,
  });

  registerCall(
    app,
    calls.login,
    async ({ input, request }) => {
      const { nonce, message } = await service.requestCode(input.mobile, request.ip ?? null);
      return { status: true, message, nonce };
    },
    { rateLimit: LOGIN_RATE_LIMIT, prepare: normalizeField('mobile') },
  );

  registerCall(
    app,
    calls['otp-verify'],
    async ({ input }) => {
      const { token, user } = await service.verifyCode(input.phone, input.otp, input.nonce);
      return { status: true, message: AUTH_MESSAGES.loggedIn, token, user };
    },
    { rateLimit: VERIFY_RATE_LIMIT, prepare: normalizeField('phone') },
  );

  registerCall(app, calls.logout, async ({ member }) => {
    await service.logout(member.sessionId);
    return { status: true, message: AUTH_MESSAGES.loggedOut };
  });
};

export default authRoutes;
