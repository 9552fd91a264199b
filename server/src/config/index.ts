/**
 * The only reader of process.env. Validated once at boot; a bad value stops the
 * process with a message naming the variable.
 */
import path from 'node:path';
import { z } from 'zod';

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
    SMS_PROVIDER: z.enum(['console', 'outbox', 'msg91', 'twofactor']).optional(),
    SMS_OUTBOX: z.string().optional(),
    SMS_API_KEY: z.string().optional(),
    SMS_SENDER_ID: z.string().optional(),
    SMS_TEMPLATE_ID: z.string().optional(),
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
    TRUST_PROXY: z.stringbool().default(false),
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
  });

export type Env = z.infer<typeof schema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  sms: {
    provider: 'console' | 'outbox' | 'msg91' | 'twofactor';
    outboxFile?: string;
    apiKey?: string;
    senderId?: string;
    templateId?: string;
  };
  district: { title: string; name: string; appName: string; timeZone: string; publicAppUrl: string };
  logLevel: Env['LOG_LEVEL'];
  /** Load the demo district into an empty database (never in production). */
  seedDemo: boolean;
  trustProxy: boolean;
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
    sms: {
      provider,
      outboxFile: e.SMS_OUTBOX ? path.resolve(e.SMS_OUTBOX) : undefined,
      apiKey: e.SMS_API_KEY,
      senderId: e.SMS_SENDER_ID,
      templateId: e.SMS_TEMPLATE_ID,
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
  };
}
