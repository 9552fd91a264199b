import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './index.js';

/** The message loadConfig throws for an environment, or null when it loads. */
function failure(env: Record<string, string>): string | null {
  try {
    loadConfig(env);
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
}

describe('config', () => {
  it('loads .env.example as it is (empty values mean "not set")', () => {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.env.example');
    const env = Object.fromEntries(
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['SMS_PROVIDER', 'WHATSAPP_PROVIDER', 'SMS_DAILY_BUDGET']));
    const c = loadConfig(env);
    expect(c.sms).toMatchObject({ provider: 'console', dailyBudget: 2000 });
    expect(c.whatsapp).toMatchObject({ provider: 'off', template: 'login_code', language: 'en', dailyBudget: 2000 });
  });

  it('has working defaults for development: SQLite in DATA_DIR, console SMS, demo seed', () => {
    const c = loadConfig({});
    expect(c.env).toBe('development');
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: 'sqlite', file: path.resolve('./data/district.sqlite') });
    expect(c.sms.provider).toBe('console');
    expect(c.seedDemo).toBe(true);
    expect(c.district.title).toBe('Lions Dist - 320B');
  });

  it('refuses the console SMS provider in production, explicit or by default', () => {
    expect(failure({ NODE_ENV: 'production' })).toMatch(/SMS_PROVIDER: the console provider is not allowed in production/);
    expect(failure({ NODE_ENV: 'production', SMS_PROVIDER: 'console' })).toMatch(/SMS_PROVIDER/);
  });

  it('accepts a real gateway in production and never seeds demo data there', () => {
    const c = loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'msg91', SMS_API_KEY: 'k', SMS_TEMPLATE_ID: 't' });
    expect(c.sms).toMatchObject({ provider: 'msg91', apiKey: 'k', templateId: 't' });
    expect(c.seedDemo).toBe(false);
  });

  it('requires an API key for the gateways and a file for the outbox', () => {
    expect(failure({ SMS_PROVIDER: 'twofactor' })).toMatch(/SMS_API_KEY: is required when SMS_PROVIDER=twofactor/);
    expect(failure({ SMS_PROVIDER: 'outbox' })).toMatch(/SMS_OUTBOX: is required/);
  });

  it('picks the outbox provider when only SMS_OUTBOX is given', () => {
    const c = loadConfig({ SMS_OUTBOX: 'tmp/outbox.jsonl' });
    expect(c.sms).toMatchObject({ provider: 'outbox', outboxFile: path.resolve('tmp/outbox.jsonl') });
  });

  it.each([['abc'], ['70000'], ['-1'], ['3.5']])('names PORT when it is %s', (port) => {
    expect(failure({ PORT: port })).toMatch(/^Invalid configuration:\n\s+PORT: /);
  });

  it.each([['mysql://db/x'], ['district.sqlite'], ['http://x']])('names DATABASE_URL when it is %s', (url) => {
    expect(failure({ DATABASE_URL: url })).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL or sqlite:<file>/);
  });

  it('reads postgres and sqlite database URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/d' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/d' });
    expect(loadConfig({ DATABASE_URL: 'sqlite:tmp/x.sqlite' }).database).toEqual({ kind: 'sqlite', file: path.resolve('tmp/x.sqlite') });
  });

  it('lists every bad variable at once', () => {
    const message = failure({ PORT: 'x', TIME_ZONE: 'Mars/Base', LOG_LEVEL: 'loud' })!;
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/TIME_ZONE: must be an IANA time zone/);
    expect(message).toMatch(/LOG_LEVEL/);
  });

  it('TRUST_PROXY: off by default, a hop count or the proxy addresses/CIDRs; "true" (trust anyone) is refused', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).trustProxy).toEqual(['10.0.0.5']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', 'yes-please', '10.0.0.300', '10.0.0.0/33', '11', '*', 'example.com']) {
      expect([bad, failure({ TRUST_PROXY: bad })]).toEqual([bad, expect.stringMatching(/TRUST_PROXY: must be false, a hop count/)]);
    }
  });

  it('timeouts: request, database and shutdown grace in seconds, with defaults', () => {
    const d = loadConfig({});
    expect([d.requestTimeoutMs, d.dbTimeoutMs, d.shutdownGraceMs]).toEqual([90_000, 10_000, 10_000]);
    const c = loadConfig({ REQUEST_TIMEOUT_SECONDS: '2.5', DB_TIMEOUT_SECONDS: '1', SHUTDOWN_GRACE_SECONDS: '0' });
    expect([c.requestTimeoutMs, c.dbTimeoutMs, c.shutdownGraceMs]).toEqual([2_500, 1_000, 0]);
    expect(failure({ REQUEST_TIMEOUT_SECONDS: '0' })).toMatch(/REQUEST_TIMEOUT_SECONDS/);
    expect(failure({ DB_TIMEOUT_SECONDS: 'soon' })).toMatch(/DB_TIMEOUT_SECONDS/);
  });

  it('several instances: Redis, the image store and the code-hashing key; nothing of it by default', () => {
    const d = loadConfig({});
    expect(d.redis).toBeUndefined();
    expect(d.otpPepper).toBeUndefined();
    expect(d.media).toEqual({ store: 'folder', folder: path.resolve('./data/media') });
    expect(d.rateLimitPerMinute).toBe(600);

    const c = loadConfig({ REDIS_URL: 'redis://cache:6379/2', OTP_PEPPER: 'q'.repeat(43), S3_BUCKET: 'photos', S3_ENDPOINT: 'http://minio:9000' });
    expect(c.redis).toEqual({ url: 'redis://cache:6379/2', prefix: 'd320b:' });
    expect(c.otpPepper?.length).toBe(32);
    // A bucket alone picks the bucket; an endpoint means an S3-compatible service (bucket in the path).
    expect(c.media).toEqual({
      store: 's3',
      s3: { bucket: 'photos', endpoint: 'http://minio:9000', region: 'us-east-1', credentials: undefined, forcePathStyle: true, prefix: '' },
    });
    expect(loadConfig({ MEDIA_STORE: 'database' }).media).toEqual({ store: 'database' });
    const aws = loadConfig({ S3_BUCKET: 'photos', S3_PREFIX: 'media/', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK' }).media;
    expect(aws).toMatchObject({ store: 's3', s3: { forcePathStyle: false, prefix: 'media/', credentials: { accessKeyId: 'AK', secretAccessKey: 'SK' } } });

    expect(failure({ REDIS_URL: 'localhost:6379' })).toMatch(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(failure({ OTP_PEPPER: 'short' })).toMatch(/OTP_PEPPER: must be at least 32 random bytes/);
    expect(failure({ MEDIA_STORE: 's3' })).toMatch(/S3_BUCKET: is required when MEDIA_STORE=s3/);
    expect(failure({ MEDIA_STORE: 'cloud' })).toMatch(/MEDIA_STORE/);
    expect(failure({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AK' })).toMatch(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(failure({ S3_BUCKET: 'b', S3_PREFIX: 'media' })).toMatch(/S3_PREFIX/);
    expect(failure({ RATE_LIMIT_PER_MINUTE: '0' })).toMatch(/RATE_LIMIT_PER_MINUTE/);
  });
});
