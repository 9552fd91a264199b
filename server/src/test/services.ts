/**
 * Real services started by tests as their own processes, each on a free port of 127.0.0.1:
 * - startS3Server(): an S3-compatible server (s3rver from the npm registry, s3-server.mjs);
 * - startRedis(): a redis-server of the test's own (never the shared one on 6379, which other
 *   runs use: a test may stop its own and start it again on the same port).
 * Each waits until the service answers (never for a fixed time) and is stopped by its `stop()`.
 * `sharedRedisUrl()` is the machine's Redis for tests that only read and write their own keys
 * under a random prefix (`randomPrefix()`); no test flushes or reconfigures it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it holds; fails with `what` and the last output after `timeoutMs` (a guard, not a wait). */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** Settings for an instance using this bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3Server(bucket = 'district-media'): Promise<S3Server> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'd320b-s3-'));
  const child = spawn(process.execPath, [path.join(here, 's3-server.mjs'), folder, bucket, '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  await waitFor(() => /s3 listening on \d+/.test(out) || child.exitCode !== null, 'the S3 server to listen');
  const port = /s3 listening on (\d+)/.exec(out)?.[1];
  if (!port) throw new Error(`the S3 server did not start: ${out}`);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

export interface RedisServer {
  port: number;
  url: string;
  /** Stops the server (SIGKILL: as a crash would); `start()` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Answers whether a Redis on `port` says PONG. */
export function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('error', () => done(false));
    socket.on('data', (d) => {
      reply += d;
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
    socket.once('connect', () => socket.write('PING\r\n'));
  });
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    child = proc;
    await waitFor(async () => proc.exitCode === null && (await redisAnswers(port)), `redis-server on port ${port}`);
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    stop: async () => {
      const proc = child;
      child = null;
      if (!proc) return;
      proc.kill('SIGKILL');
      await exited(proc);
    },
  };
}

/** The machine's shared Redis (127.0.0.1:6379 unless TEST_REDIS_URL says otherwise). */
export function sharedRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
}

/** A key prefix no other test run uses. */
export function randomPrefix(): string {
  return `test:${randomBytes(6).toString('hex')}:`;
}
