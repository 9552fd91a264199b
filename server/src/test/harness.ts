/**
 * Shared API-test harness: a real app on a fresh, seeded database.
 *
 *   import { describeEachDb } from '../../test/harness.js';
 *
 *   describeEachDb('clubs', (ctx) => {
 *     it('lists clubs', async () => {
 *       const token = await ctx.signIn();                       // demo member, real login + otp-verify
 *       const res = await ctx.call('get_clubs_list', { page: 1 }, token);
 *       expect(res.statusCode).toBe(200);
 *       expect(res.body.data.length).toBeGreaterThan(0);
 *     });
 *   });
 *
 * - describeEachDb(name, fn, options?) runs the suite on SQLite, and on
 *   PostgreSQL too when TEST_DATABASE_URL is set (e.g.
 *   postgres://postgres@127.0.0.1:5432/test; each context gets its own
 *   schema, dropped afterwards). Without it no PostgreSQL suite is registered
 *   and a one-line notice says so (never a skipped test).
 * - One context per describe block: created in beforeAll, closed in afterAll.
 *   Tests in a block share the database, so a test that changes data either
 *   restores it or uses rows no other test reads.
 * - ctx.call(name, payload?, token | { token, ip, headers }) injects into
 *   /api/v1.2.0/<name> (POST body, or query string for GET calls) and gives
 *   { statusCode, body, headers }; body is typed as the call's success answer.
 * - ctx.upload(name, fields, files, token) sends multipart form data.
 * - ctx.signIn(mobile = DEMO_MEMBER_MOBILE) → bearer token. It forgets the
 *   number's earlier codes first and uses a fresh client IP, so signing in
 *   often never trips the login limits (tests of those limits call 'login').
 * - ctx.clock: the app's clock (frozen; start with options.now). advance(ms)
 *   or set(date) to test expiry without sleeping.
 * - ctx.sms: in-memory outbox; ctx.sms.lastCode(mobile) reads a sent code.
 *   ctx.whatsapp: the same for codes sent on WhatsApp (options.whatsapp: false turns it off).
 * - ctx.db: the Kysely database, for arranging rows a call cannot create.
 * - options.env: settings as the server reads them, e.g. REDIS_URL (+ a random REDIS_PREFIX) or
 *   a bucket's S3_* (test/services.ts starts real ones); the app opens and closes what they name.
 * - District: small by default (12 clubs, 400 members), always with the demo
 *   member (DEMO_MEMBER_MOBILE) and demo club manager (DEMO_MANAGER_MOBILE).
 *
 * createTestContext(options) / useTestContext(options) are the building
 * blocks, for a suite that needs its own setup (e.g. a web dist folder).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Migrator } from 'kysely';
import pg from 'pg';
import { calls, callPath, type CallName, type Calls } from '@d320b/contract';
import type { z } from 'zod';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type Config } from '../config/index.js';
import { createDatabase, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { ImageStore } from '../lib/storage/index.js';
import { createImageStore } from '../lib/storage/create.js';
import { todayIn } from '../lib/time.js';
import { memoryOutbox, type MemoryOutbox, type SmsProvider } from '../modules/auth/sms/index.js';
import { DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE, generateDistrict, insertDistrict } from '../demo/index.js';
import { provideDemoPictures } from './picture-cache.js';

export type DbKind = 'sqlite' | 'postgres';
export type { CallName };
/** The success answer of a call, as the contract defines it. */
export type Answer<N extends CallName> = z.output<Calls[N]['response']>;

export interface TestContextOptions {
  db?: DbKind;
  /** Size of the generated district (at least 4 clubs, 100 members); the two demo accounts are always in it. */
  district?: { clubs: number; members: number };
  /** Start of the frozen clock (default: the real time when the context is made). */
  now?: Date | string;
  /** Built PWA folder to serve; default none. */
  webDist?: string | null;
  /** Extra environment for loadConfig, e.g. { DISTRICT_NAME: 'X' }. */
  env?: Record<string, string>;
  logger?: BuildAppOptions['logger'];
  /**
   * false: WhatsApp not set up; a provider: that one (e.g. the Cloud API adapter against a local
   * fake server). Default: an in-memory WhatsApp outbox, ctx.whatsapp.
   */
  whatsapp?: false | SmsProvider;
  /** The SMS gateway the app sends through (e.g. the MSG91 adapter against a local fake server). Default: ctx.sms. */
  sms?: SmsProvider;
}

export interface TestClock {
  now(): Date;
  set(at: Date | string): void;
  advance(ms: number): void;
}

export interface CallAnswer<T> {
  statusCode: number;
  /** Parsed JSON. Typed as the success answer; error answers are { status: false, message }. */
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface CallOptions {
  token?: string;
  /** Client address seen by the app (rate limits are per IP). Default 127.0.0.1. */
  ip?: string;
  headers?: Record<string, string>;
}

export interface UploadFile {
  /** File bytes; `filename` and `type` default to image.png / image/png. */
  data: Buffer;
  filename?: string;
  type?: string;
}

export interface TestContext {
  readonly dbKind: DbKind;
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly config: Config;
  readonly clock: TestClock;
  readonly sms: MemoryOutbox;
  readonly whatsapp: MemoryOutbox;
  readonly images: ImageStore;
  readonly dataDir: string;
  call<N extends CallName>(name: N, payload?: unknown, auth?: string | CallOptions): Promise<CallAnswer<Answer<N>>>;
  upload<N extends CallName>(
    name: N,
    fields: Record<string, string | number | null | undefined>,
    files: Record<string, UploadFile>,
    auth?: string | CallOptions,
  ): Promise<CallAnswer<Answer<N>>>;
  signIn(mobile?: string): Promise<string>;
  close(): Promise<void>;
}

export const DEFAULT_TEST_DISTRICT = { clubs: 12, members: 400 } as const;
const SETUP_TIMEOUT_MS = 120_000;

function testClock(start: Date): TestClock {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    set: (at) => {
      t = new Date(at).getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
}

let ipCounter = 0;
/** A distinct loopback address per call site that wants its own rate-limit bucket. */
export function freshIp(): string {
  ipCounter += 1;
  return `127.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * Kysely's migrator looks for its bookkeeping tables in every schema of the
 * database, so a schema whose neighbour (another test process) already has
 * them would be taken as migrated. Creating them in this schema first, with an
 * explicit migrationTableSchema, keeps each test schema to itself.
 */
export async function prepareMigrationTables(db: Database, schema: string): Promise<void> {
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => ({}) }, migrationTableSchema: schema }).migrateToLatest();
  if (error) throw error;
}

/**
 * Test files run in parallel processes against one database. Kysely's migrator
 * introspects every schema, so a neighbour dropping its schema mid-scan can
 * fail it; a database-wide advisory lock keeps migrations and drops apart.
 */
const PG_SCHEMA_LOCK = 320_0001;
export async function withPgSchemaLock<T>(baseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PG_SCHEMA_LOCK]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PG_SCHEMA_LOCK]).catch(() => undefined);
    await client.end();
  }
}

export async function createPgSchema(baseUrl: string): Promise<{ url: string; schema: string; drop: () => Promise<void> }> {
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = createDatabase({ kind: 'postgres', url: baseUrl });
  try {
    await admin.schema.createSchema(schema).execute();
  } finally {
    await admin.destroy();
  }
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    schema,
    drop: async () => {
      const db = createDatabase({ kind: 'postgres', url: baseUrl });
      try {
        await withPgSchemaLock(baseUrl, () => db.schema.dropSchema(schema).ifExists().cascade().execute());
      } finally {
        await db.destroy();
      }
    },
  };
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const dbKind = options.db ?? 'sqlite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `d320b-test-${dbKind}-`));
  let dropSchema: (() => Promise<void>) | null = null;
  let pgSchema: string | null = null;
  let databaseUrl: string;
  if (dbKind === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is not set (needed for PostgreSQL tests).');
    const pg = await createPgSchema(base);
    databaseUrl = pg.url;
    pgSchema = pg.schema;
    dropSchema = pg.drop;
  } else {
    databaseUrl = `sqlite:${path.join(dataDir, 'test.sqlite')}`;
  }

  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SMS_OUTBOX: path.join(dataDir, 'sms-outbox.jsonl'),
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'off',
    ...options.env,
  });
  const clock = testClock(new Date(options.now ?? Date.now()));
  const sms = memoryOutbox();
  const whatsapp = memoryOutbox();
  const db = createDatabase(config.database, { timeoutMs: config.dbTimeoutMs, caches: config.caches, onConnectionError: () => undefined });
  // The store the settings name: the data folder's media/ unless options.env names a bucket or the database.
  const images = await createImageStore(config.media, db);
  let app: FastifyInstance | null = null;

  const close = async () => {
    await app?.close();
    (images as { destroy?: () => void }).destroy?.();
    await db.destroy();
    await dropSchema?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    if (pgSchema) {
      const schema = pgSchema;
      await withPgSchemaLock(process.env.TEST_DATABASE_URL!, async () => {
        await prepareMigrationTables(db, schema);
        await migrateToLatest(db);
      });
    } else {
      await migrateToLatest(db);
    }
    const size = options.district ?? DEFAULT_TEST_DISTRICT;
    const district = generateDistrict({
      districtName: config.district.name,
      clubs: size.clubs,
      members: size.members,
      // The district's "today" (current Lions year, upcoming events) follows the test clock.
      today: todayIn(config.district.timeZone, clock.now()),
    });
    await provideDemoPictures(images, district.pictures);
    await insertDistrict(db, images, district);
    app = await buildApp({
      config,
      db,
      images,
      sms: options.sms ?? sms,
      whatsapp: options.whatsapp === false ? null : (options.whatsapp ?? whatsapp),
      now: clock.now,
      logger: options.logger ?? false,
      webDist: options.webDist ?? null,
    });
    await app.ready();
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
  const ready = app;

  const resolveAuth = (auth?: string | CallOptions): CallOptions => (typeof auth === 'string' ? { token: auth } : auth ?? {});
  const headersFor = (o: CallOptions) => ({ ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers });

  const call: TestContext['call'] = async (name, payload, auth) => {
    const o = resolveAuth(auth);
    const def = calls[name];
    const res = await ready.inject({
      method: def.method,
      url: callPath(def.name),
      remoteAddress: o.ip ?? '127.0.0.1',
      headers: headersFor(o),
      ...(def.method === 'GET'
        ? { query: (payload ?? {}) as Record<string, string> }
        : { payload: (payload ?? {}) as Record<string, unknown> }),
    });
    return { statusCode: res.statusCode, body: res.json(), headers: res.headers };
  };

  const upload: TestContext['upload'] = async (name, fields, files, auth) => {
    const o = resolveAuth(auth);
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null) form.append(k, String(v));
    for (const [k, f] of Object.entries(files)) {
      form.append(k, new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }), f.filename ?? 'image.png');
    }
    // Let the platform encode the multipart body exactly as a browser would.
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const res = await ready.inject({
      method: 'POST',
      url: callPath(name),
      remoteAddress: o.ip ?? '127.0.0.1',
      headers: { ...headersFor(o), 'content-type': encoded.headers.get('content-type')! },
      payload: body,
    });
    return { statusCode: res.statusCode, body: res.json(), headers: res.headers };
  };

  const signIn = async (mobile: string = DEMO_MEMBER_MOBILE): Promise<string> => {
    await db.deleteFrom('login_devices').where('mobile', '=', mobile).execute();
    await db.deleteFrom('login_otps').where('mobile', '=', mobile).execute();
    const ip = freshIp();
    const sent = await call('login', { mobile }, { ip });
    const code = sms.lastCode(mobile);
    if (sent.statusCode !== 200 || !code) throw new Error(`signIn(${mobile}): login answered ${sent.statusCode} ${sent.body.message}`);
    const verified = await call('otp-verify', { phone: mobile, otp: code, nonce: sent.body.nonce }, { ip });
    if (verified.statusCode !== 200) throw new Error(`signIn(${mobile}): otp-verify answered ${verified.statusCode} ${verified.body.message}`);
    return verified.body.token;
  };

  return { dbKind, app: ready, db, config, clock, sms, whatsapp, images, dataDir, call, upload, signIn, close };
}

export interface DemoAccounts {
  /** Token of the demo member (DEMO_MEMBER_MOBILE). */
  member: string;
  /** Token of the demo club manager (DEMO_MANAGER_MOBILE). */
  manager: string;
  memberId: number;
  managerId: number;
}

/** Signs in the demo member and the demo club manager: their tokens and member ids. */
export async function signInDemoAccounts(ctx: TestContext): Promise<DemoAccounts> {
  const member = await ctx.signIn(DEMO_MEMBER_MOBILE);
  const manager = await ctx.signIn(DEMO_MANAGER_MOBILE);
  const rows = await ctx.db
    .selectFrom('members')
    .select(['id', 'mobile_number'])
    .where('mobile_number', 'in', [DEMO_MEMBER_MOBILE, DEMO_MANAGER_MOBILE])
    .where('is_active', '=', 1)
    .execute();
  const idOf = (mobile: string) => {
    const row = rows.find((r) => r.mobile_number === mobile);
    if (!row) throw new Error(`signInDemoAccounts: no active member with ${mobile}`);
    return row.id;
  };
  return { member, manager, memberId: idOf(DEMO_MEMBER_MOBILE), managerId: idOf(DEMO_MANAGER_MOBILE) };
}

/**
 * Registers beforeAll/afterAll for one context and returns a handle usable in
 * tests and hooks (it forwards to the context once beforeAll has made it).
 */
export function useTestContext(options: TestContextOptions = {}): TestContext {
  let current: TestContext | null = null;
  beforeAll(async () => {
    current = await createTestContext(options);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await current?.close();
    current = null;
  }, SETUP_TIMEOUT_MS);
  return new Proxy({} as TestContext, {
    get(_target, prop) {
      if (!current) throw new Error('The test context exists only inside tests and hooks (it is created in beforeAll).');
      const value = current[prop as keyof TestContext];
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(current) : value;
    },
  });
}

/** The databases API suites run on here: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(): DbKind[] {
  if (process.env.TEST_DATABASE_URL) return ['sqlite', 'postgres'];
  notePostgresSkippedOnce();
  return ['sqlite'];
}

/**
 * One line per test run (not per file): files run in worker processes of one
 * vitest process, so a marker named after that parent process dedupes.
 */
function notePostgresSkippedOnce() {
  const marker = path.join(os.tmpdir(), `d320b-pg-notice-${process.ppid}`);
  try {
    fs.writeFileSync(marker, '', { flag: 'wx' });
  } catch {
    return;
  }
  console.log('PostgreSQL API tests not run: TEST_DATABASE_URL is not set');
}

/** Runs `fn` as one describe block per database (see the header comment). */
export function describeEachDb(name: string, fn: (ctx: TestContext) => void, options: Omit<TestContextOptions, 'db'> = {}): void {
  for (const kind of testDatabases()) {
    describe(`${name} [${kind}]`, () => {
      fn(useTestContext({ ...options, db: kind }));
    });
  }
}
