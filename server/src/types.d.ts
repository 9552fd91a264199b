import type { Config } from './config/index.js';
import type { ReadLimiter } from './access/read-limits.js';
import type { Database } from './db/database.js';
import type { AuthMember } from './lib/call-route.js';
import type { ImageStore } from './lib/storage/index.js';
import type { SharedState } from './lib/redis.js';
import type { SmsProvider } from './modules/auth/sms/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    appConfig: Config;
    /** The app's clock: use it instead of `new Date()` so tests can move time. */
    now(): Date;
    db: Database;
    images: ImageStore;
    /** Redis, shared by every instance (REDIS_URL); null: limits and counters in this process. */
    shared: SharedState | null;
    /** Key of the sign-in code hashes, the same on every instance (lib/secrets.ts). */
    otpPepper: Buffer;
    sms: SmsProvider;
    /** The second channel for sign-in codes, or null when WhatsApp is not set up. */
    whatsapp: SmsProvider | null;
    /** Resolves the bearer token to the signed-in member or throws 401. */
    authenticate(request: FastifyRequest): Promise<AuthMember>;
    /** Per-account read limits of every route that hands out member records. */
    reads: ReadLimiter;
  }
  interface FastifyContextConfig {
    call?: string;
  }
}
