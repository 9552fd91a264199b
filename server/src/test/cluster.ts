/**
 * Several server processes on one database, one Redis and one bucket, as a deployment runs them
 * (cluster.process.test.ts, deploy.process.test.ts):
 *
 *   const cluster = await startCluster();          // PostgreSQL when TEST_DATABASE_URL is set, else one SQLite file
 *   const a = await cluster.start('a'); const b = await cluster.start('b');
 *   await a.fetch('/health/ready');  a.kill('SIGKILL');  await cluster.stop();
 *
 * The server is bundled once (server/build.mjs --outfile) so each start takes about a second; each
 * instance has its own data folder and port; every key in Redis is under a random prefix; the SMS
 * codes of all instances go to one outbox file (`cluster.lastCode(mobile)`). Everything waits for a
 * state (a line, an answer), never for a time.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config/index.js';
import { createDatabase, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createImageStore } from '../lib/storage/create.js';
import { todayIn } from '../lib/time.js';
import { generateDistrict, insertDistrict } from '../demo/index.js';
import { createPgSchema, prepareMigrationTables, withPgSchemaLock } from './harness.js';
import { provideDemoPictures } from './picture-cache.js';
import { freePort, randomPrefix, startRedis, startS3Server, waitFor, type RedisServer, type S3Server } from './services.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Instance {
  readonly name: string;
  readonly port: number;
  readonly base: string;
  readonly child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  /** Resolves when /health/ready answers 200. */
  ready(): Promise<void>;
  kill(signal: NodeJS.Signals): void;
}

export interface Cluster {
  readonly dbKind: 'postgres' | 'sqlite';
  readonly db: Database;
  readonly redis: RedisServer;
  readonly s3: S3Server;
  readonly env: Record<string, string>;
  /** Starts an instance; `port` reuses one (a restart in place). */
  start(name: string, options?: { port?: number; env?: Record<string, string> }): Promise<Instance>;
  lastCode(mobile: string): string | undefined;
  stop(): Promise<void>;
}

async function bundleServer(dir: string): Promise<string> {
  const outfile = path.join(dir, 'server.js');
  await promisify(execFile)(process.execPath, [path.join(serverDir, 'build.mjs'), '--outfile', outfile], { cwd: serverDir });
  return outfile;
}

/** A small district (4 clubs, 100 members, pictures in the bucket) on a fresh database, and the services around it. */
export async function startCluster(settings: Record<string, string> = {}): Promise<Cluster> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'd320b-cluster-'));
  // Inside the repository's node_modules, so the bundle's external packages resolve from there.
  fs.mkdirSync(path.join(serverDir, '..', 'node_modules', '.cache'), { recursive: true });
  const buildDir = fs.mkdtempSync(path.join(serverDir, '..', 'node_modules', '.cache', 'cluster-build-'));
  const [entry, redis, s3] = await Promise.all([bundleServer(buildDir), startRedis(), startS3Server()]);

  const pgBase = process.env.TEST_DATABASE_URL;
  let databaseUrl: string;
  let dropSchema: (() => Promise<void>) | null = null;
  let db: Database;
  if (pgBase) {
    const pg = await createPgSchema(pgBase);
    databaseUrl = pg.url;
    dropSchema = pg.drop;
    db = createDatabase({ kind: 'postgres', url: databaseUrl });
    await withPgSchemaLock(pgBase, async () => {
      await prepareMigrationTables(db, pg.schema);
      await migrateToLatest(db);
    });
  } else {
    databaseUrl = `sqlite:${path.join(root, 'district.sqlite')}`;
    db = createDatabase({ kind: 'sqlite', file: path.join(root, 'district.sqlite') });
    await migrateToLatest(db);
  }
  const outbox = path.join(root, 'sms-outbox.jsonl');
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DEMO_SEED: 'off',
    LOG_LEVEL: 'warn',
    SMS_OUTBOX: outbox,
    REDIS_URL: redis.url,
    REDIS_PREFIX: randomPrefix(),
    // Tests name their client with X-Forwarded-For (each part its own address), as nginx does.
    TRUST_PROXY: 'loopback',
    SHUTDOWN_GRACE_SECONDS: '10',
    ...s3.env,
    ...settings,
  };
  const config = loadConfig({ ...env, DATA_DIR: root });
  const images = await createImageStore(config.media, db);
  const district = generateDistrict({ districtName: config.district.name, clubs: 4, members: 100, today: todayIn(config.district.timeZone) });
  await provideDemoPictures(images, district.pictures);
  await insertDistrict(db, images, district);
  (images as { destroy?: () => void }).destroy?.();

  const running: Instance[] = [];
  // An instance migrates its database as it starts. On PostgreSQL, Kysely's migrator looks through
  // every schema of the database, which fails when another test file drops its schema meanwhile:
  // starts hold the lock the test harness takes around migrations and drops.
  const start: Cluster['start'] = async (name, options = {}) => (pgBase ? withPgSchemaLock(pgBase, () => startInstance(name, options)) : startInstance(name, options));
  const startInstance: Cluster['start'] = async (name, options = {}) => {
    const port = options.port ?? (await freePort());
    const dataDir = fs.mkdtempSync(path.join(root, `${name}-`));
    const child = spawn(process.execPath, [entry], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', ...env, ...options.env, PORT: String(port), DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const base = `http://127.0.0.1:${port}`;
    const instance: Instance = {
      name,
      port,
      base,
      child,
      output: () => out,
      exited,
      fetch: (pathname, init) => fetch(`${base}${pathname}`, init),
      ready: () =>
        waitFor(
          async () => {
            if (child.exitCode !== null) throw new Error(`instance ${name} exited: ${out.slice(-800)}`);
            try {
              return (await fetch(`${base}/health/ready`)).status === 200;
            } catch {
              return false;
            }
          },
          `instance ${name} on port ${port} to be ready (output: ${out.slice(-500)})`,
        ),
      kill: (signal) => {
        child.kill(signal);
      },
    };
    running.push(instance);
    await instance.ready();
    return instance;
  };

  return {
    dbKind: pgBase ? 'postgres' : 'sqlite',
    db,
    redis,
    s3,
    env,
    start,
    lastCode: (mobile) => {
      const lines = fs.existsSync(outbox) ? fs.readFileSync(outbox, 'utf8').trim().split('\n').filter(Boolean) : [];
      for (let i = lines.length - 1; i >= 0; i--) {
        const m = JSON.parse(lines[i]!) as { to: string; code: string };
        if (m.to === mobile || m.to.endsWith(mobile)) return m.code;
      }
      return undefined;
    },
    stop: async () => {
      for (const r of running) if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill('SIGKILL');
      await Promise.all(running.map((r) => r.exited));
      await db.destroy();
      await dropSchema?.();
      await Promise.all([redis.stop(), s3.stop()]);
      fs.rmSync(root, { recursive: true, force: true });
      fs.rmSync(buildDir, { recursive: true, force: true });
    },
  };
}

/** A multipart body as a browser sends it. */
export function formData(fields: Record<string, string | number>, files: Record<string, { data: Buffer; type?: string; filename?: string }> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (const [k, f] of Object.entries(files)) form.append(k, new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }), f.filename ?? 'image.png');
  return form;
}
