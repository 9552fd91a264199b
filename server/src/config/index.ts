/**
 * The only reader of process.env. Validated once at boot; a bad value stops the
 * process with a message naming the variable.
 */
import path from 'node:path';
import { z } from 'zod';

/** An empty value (`NAME=` in an env file, as .env.example has them) means "not set". */
const unsetIfBlank = <T extends z.ZodType>(inner: T) => z.preprocess((v) => (v === '' ? undefined : v), inner);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .optional()
      .refine((v) => !v || /^postgres(ql)?:\/\//.test(v) || v.startsWith('sqlite:'), {
        message: 'must be a postgres:// URL or sqlite:<file>',
      }),
    SMS_PROVIDER: unsetIfBlank(z.enum(['console', 'outbox', 'msg91', 'twofactor']).optional()),
    SMS_OUTBOX: z.string().optional(),
    SMS_API_KEY: z.string().optional(),
    SMS_SENDER_ID: z.string().optional(),
    SMS_TEMPLATE_ID: z.string().optional(),
    // The gateway's approved sign-in template in Telugu / Hindi: members who chose that language get their code in it.
    SMS_TEMPLATE_ID_TE: unsetIfBlank(z.string().optional()),
    SMS_TEMPLATE_ID_HI: unsetIfBlank(z.string().optional()),
    SMS_DAILY_BUDGET: unsetIfBlank(z.coerce.number().int().min(1).default(2000)),
    SMS_REPORT_TOKEN: unsetIfBlank(z.string().min(24, 'must be at least 24 characters (a random secret)').regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only (it is part of a URL)').optional()),
    WHATSAPP_PROVIDER: unsetIfBlank(z.enum(['off', 'cloud', 'outbox']).optional()),
    WHATSAPP_OUTBOX: unsetIfBlank(z.string().optional()),
    WHATSAPP_TOKEN: unsetIfBlank(z.string().optional()),
    WHATSAPP_PHONE_NUMBER_ID: unsetIfBlank(z.string().regex(/^\d+$/, 'must be the numeric phone number id from WhatsApp Manager').optional()),
    WHATSAPP_TEMPLATE: unsetIfBlank(z.string().regex(/^[a-z0-9_]+$/, 'must be a template name (lower case letters, digits, _)').default('login_code')),
    WHATSAPP_TEMPLATE_LANGUAGE: unsetIfBlank(
      z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be a language code such as en, en_US or te').default('en'),
    ),
    WHATSAPP_API_VERSION: unsetIfBlank(z.string().regex(/^v\d+\.\d+$/, 'must look like v23.0').default('v23.0')),
    WHATSAPP_APP_SECRET: unsetIfBlank(z.string().optional()),
    WHATSAPP_VERIFY_TOKEN: unsetIfBlank(z.string().optional()),
    WHATSAPP_DAILY_BUDGET: unsetIfBlank(z.coerce.number().int().min(1).default(2000)),
    DISTRICT_TITLE: z.string().min(1).default('Lions Dist - 320B'),
    DISTRICT_NAME: z.string().min(1).default('District 320B'),
    APP_NAME: z.string().min(1).default('Lions Dist 320B'),
    TIME_ZONE: z
      .string()
      .default('Asia/Kolkata')
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone such as Asia/Kolkata'),
    PUBLIC_APP_URL: z.url().default('http://localhost:3000/'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DEMO_SEED: z.enum(['auto', 'off']).default('auto'),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v, ctx): TrustProxy => {
        const parsed = parseTrustProxy(v);
        if (parsed === null) {
          ctx.issues.push({
            code: 'custom',
            input: v,
            message:
              'must be false, a hop count (1 = one reverse proxy in front) or the proxy addresses/CIDRs separated by commas (e.g. 10.0.0.5,10.1.0.0/16); true (trust anyone) is refused',
          });
          return z.NEVER;
        }
        return parsed;
      }),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(90),
    DB_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
    READ_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(100),
    READ_COPIES_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(3),
    SYNC_FULL_COPIES_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(4),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    OTP_PEPPER: z
      .string()
      .optional()
      .refine((v) => !v || Buffer.from(v.trim(), 'base64url').length >= 32, {
        message: 'must be at least 32 random bytes in base64url or base64 (e.g. the output of `openssl rand -base64 32`)',
      }),
    REDIS_URL: z
      .string()
      .optional()
      .refine((v) => !v || /^rediss?:\/\//.test(v), { message: 'must be a redis:// or rediss:// URL' }),
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - only (at most 64)')
      .default('d320b:'),
    MEDIA_STORE: z.enum(['folder', 'database', 's3']).optional(),
    READ_CACHE: z.enum(['on', 'off']).default('on'),
    ANSWER_CACHE: z.enum(['on', 'off']).default('on'),
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    S3_PREFIX: z
      .string()
      .regex(/^([a-z0-9][a-z0-9_-]*\/)*$/, 'lower-case folder names ending in / (e.g. media/)')
      .default(''),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && (env.SMS_PROVIDER ?? (env.SMS_OUTBOX ? 'outbox' : 'console')) === 'console') {
      ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: 'the console provider is not allowed in production' });
    }
    if (env.SMS_PROVIDER === 'outbox' && !env.SMS_OUTBOX) {
      ctx.addIssue({ code: 'custom', path: ['SMS_OUTBOX'], message: 'is required when SMS_PROVIDER=outbox' });
    }
    if ((env.SMS_PROVIDER === 'msg91' || env.SMS_PROVIDER === 'twofactor') && !env.SMS_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['SMS_API_KEY'], message: `is required when SMS_PROVIDER=${env.SMS_PROVIDER}` });
    }
    if (env.WHATSAPP_PROVIDER === 'outbox' && !env.WHATSAPP_OUTBOX) {
      ctx.addIssue({ code: 'custom', path: ['WHATSAPP_OUTBOX'], message: 'is required when WHATSAPP_PROVIDER=outbox' });
    }
    if (env.WHATSAPP_PROVIDER === 'cloud') {
      for (const key of ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when WHATSAPP_PROVIDER=cloud' });
      }
    }
    if (!!env.WHATSAPP_APP_SECRET !== !!env.WHATSAPP_VERIFY_TOKEN) {
      const missing = env.WHATSAPP_APP_SECRET ? 'WHATSAPP_VERIFY_TOKEN' : 'WHATSAPP_APP_SECRET';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'delivery reports need both WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN' });
    }
    if ((env.MEDIA_STORE ?? (env.S3_BUCKET ? 's3' : 'folder')) === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when MEDIA_STORE=s3' });
    }
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({ code: 'custom', path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
    }
  });

export type Env = z.infer<typeof schema>;

/** Fastify's trustProxy: off, a hop count, or the proxies' addresses/CIDRs. */
export type TrustProxy = false | number | string[];

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const IPV6 = /^[0-9a-f:]+(%\w+)?$/i;

/**
 * TRUST_PROXY text → Fastify trustProxy. `true` is refused on purpose: it
 * believes any X-Forwarded-For, so a client picks its own address and walks
 * past every per-IP limit.
 */
export function parseTrustProxy(value: string): TrustProxy | null {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0' || v === 'off' || v === 'no') return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops >= 1 && hops <= 10 ? hops : null;
  }
  const entries = v.split(',').map((e) => e.trim()).filter(Boolean);
  if (!entries.length) return null;
  for (const entry of entries) {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) continue;
    const [addr, bits, extra] = entry.split('/');
    if (extra !== undefined || !addr) return null;
    const v4 = IPV4.test(addr);
    const v6 = !v4 && addr.includes(':') && IPV6.test(addr);
    if (!v4 && !v6) return null;
    if (bits !== undefined) {
      if (!/^\d+$/.test(bits) || Number(bits) > (v4 ? 32 : 128)) return null;
    }
  }
  return entries;
}

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** Kept rows of read statements (READ_CACHE) and kept whole answers (ANSWER_CACHE), docs/architecture.md. */
  caches: { reads: boolean; answers: boolean };
  sms: {
    provider: 'console' | 'outbox' | 'msg91' | 'twofactor';
    outboxFile?: string;
    apiKey?: string;
    senderId?: string;
    templateId?: string;
    /** Sign-in templates in Telugu and Hindi (SMS_TEMPLATE_ID_TE / _HI). */
    templateIds: { te?: string; hi?: string };
    /** Messages a day (sign-in codes, mobile-change codes, notices together). */
    dailyBudget: number;
    /** Secret part of the delivery-report URL given to MSG91 (/api/hooks/sms/<token>); unset: no reports. */
    reportToken?: string;
  };
  /** The second channel for sign-in codes; provider 'off' when not set up. */
  whatsapp: {
    provider: 'off' | 'cloud' | 'outbox';
    outboxFile?: string;
    accessToken?: string;
    phoneNumberId?: string;
    template: string;
    language: string;
    apiVersion: string;
    /** Delivery reports (status webhook): the app secret signs them, the verify token answers Meta's check. */
    appSecret?: string;
    verifyToken?: string;
    dailyBudget: number;
  };
  district: { title: string; name: string; appName: string; timeZone: string; publicAppUrl: string };
  logLevel: Env['LOG_LEVEL'];
  /** Load the demo district into an empty database (never in production). */
  seedDemo: boolean;
  trustProxy: TrustProxy;
  /** Longest a request (headers and body) may take, ms. */
  requestTimeoutMs: number;
  /** PostgreSQL statement/connect timeout and SQLite lock wait, ms. */
  dbTimeoutMs: number;
  /** On SIGTERM, how long requests in flight may finish before connections are cut, ms. */
  shutdownGraceMs: number;
  /** Member profiles, and member list pages, one account may read per hour (decision 64). */
  readLimitPerHour: number;
  /** Full copies' worth of member records one account may read per hour, all routes together (access/read-limits.ts). */
  readCopiesPerHour: number;
  /** Full offline copies one account may start per day (access/read-limits.ts). */
  syncFullCopiesPerDay: number;
  /** API requests one client address may make per minute. */
  rateLimitPerMinute: number;
  /** The key of the sign-in code hashes, when set (otherwise kept in the database: lib/secrets.ts). */
  otpPepper?: Buffer;
  /** Shared limits and counters (several instances): Redis, with every key under `prefix`. */
  redis?: { url: string; prefix: string };
  /** Where uploaded images are kept (lib/storage). */
  media: MediaConfig;
}

export type MediaConfig =
  | { store: 'folder'; folder: string }
  | { store: 'database' }
  | { store: 's3'; s3: S3Config };

export interface S3Config {
  bucket: string;
  /** Empty: AWS itself; otherwise an S3-compatible service (MinIO, R2, Spaces ...). */
  endpoint?: string;
  region: string;
  /** Absent: the AWS SDK's usual sources (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Folder inside the bucket, '' or ending in '/'. */
  prefix: string;
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const url = e.DATABASE_URL;
  const database: Config['database'] =
    url && /^postgres(ql)?:\/\//.test(url)
      ? { kind: 'postgres', url }
      : { kind: 'sqlite', file: url ? path.resolve(url.slice('sqlite:'.length)) : path.join(dataDir, 'district.sqlite') };
  // An outbox file alone is enough to pick the outbox provider (tests and local runs).
  const provider = e.SMS_PROVIDER ?? (e.SMS_OUTBOX ? 'outbox' : 'console');
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    caches: { reads: e.READ_CACHE === 'on', answers: e.ANSWER_CACHE === 'on' },
    sms: {
      provider,
      outboxFile: e.SMS_OUTBOX ? path.resolve(e.SMS_OUTBOX) : undefined,
      apiKey: e.SMS_API_KEY,
      senderId: e.SMS_SENDER_ID,
      templateId: e.SMS_TEMPLATE_ID,
      templateIds: { te: e.SMS_TEMPLATE_ID_TE, hi: e.SMS_TEMPLATE_ID_HI },
      dailyBudget: e.SMS_DAILY_BUDGET,
      reportToken: e.SMS_REPORT_TOKEN,
    },
    whatsapp: {
      provider: e.WHATSAPP_PROVIDER ?? (e.WHATSAPP_OUTBOX ? 'outbox' : 'off'),
      outboxFile: e.WHATSAPP_OUTBOX ? path.resolve(e.WHATSAPP_OUTBOX) : undefined,
      accessToken: e.WHATSAPP_TOKEN,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      template: e.WHATSAPP_TEMPLATE,
      language: e.WHATSAPP_TEMPLATE_LANGUAGE,
      apiVersion: e.WHATSAPP_API_VERSION,
      appSecret: e.WHATSAPP_APP_SECRET,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN,
      dailyBudget: e.WHATSAPP_DAILY_BUDGET,
    },
    district: {
      title: e.DISTRICT_TITLE,
      name: e.DISTRICT_NAME,
      appName: e.APP_NAME,
      timeZone: e.TIME_ZONE,
      publicAppUrl: e.PUBLIC_APP_URL,
    },
    logLevel: e.LOG_LEVEL,
    seedDemo: e.NODE_ENV !== 'production' && e.DEMO_SEED === 'auto',
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
    dbTimeoutMs: Math.round(e.DB_TIMEOUT_SECONDS * 1000),
    shutdownGraceMs: Math.round(e.SHUTDOWN_GRACE_SECONDS * 1000),
    readLimitPerHour: e.READ_LIMIT_PER_HOUR,
    readCopiesPerHour: e.READ_COPIES_PER_HOUR,
    syncFullCopiesPerDay: e.SYNC_FULL_COPIES_PER_DAY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    otpPepper: e.OTP_PEPPER ? Buffer.from(e.OTP_PEPPER.trim(), 'base64url') : undefined,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : undefined,
    media: mediaConfig(e, dataDir),
  };
}

function mediaConfig(e: Env, dataDir: string): MediaConfig {
  const store = e.MEDIA_STORE ?? (e.S3_BUCKET ? 's3' : 'folder');
  if (store === 'folder') return { store, folder: path.join(dataDir, 'media') };
  if (store === 'database') return { store };
  return {
    store,
    s3: {
      bucket: e.S3_BUCKET!,
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
      // Most S3-compatible services want bucket names in the path; AWS itself takes either.
      forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : !!e.S3_ENDPOINT,
      prefix: e.S3_PREFIX,
    },
  };
}
