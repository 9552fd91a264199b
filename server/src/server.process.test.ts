/**
 * The server as a process (src/server.ts run by tsx): boot without a
 * database, request timeouts on a real socket, SIGTERM with a stuck request.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE } from '@d320b/contract';
import { freePort, waitFor } from './test/services.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

const started: Running[] = [];
afterEach(() => {
  for (const r of started.splice(0)) if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill('SIGKILL');
});

async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'd320b-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_SEED: 'off',
      LOG_LEVEL: 'warn',
      SMS_OUTBOX: path.join(dataDir, 'outbox.jsonl'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  const running = { child, port, output: () => out, exited };
  started.push(running);
  return running;
}

async function waitUntilListening(r: Running): Promise<void> {
  await waitFor(
    async () => {
      try {
        return (await fetch(`http://127.0.0.1:${r.port}/health`)).status === 200;
      } catch {
        return false;
      }
    },
    `the server on port ${r.port} (output so far: ${r.output().slice(-500)})`,
    // Generous: tsx compiles the whole server at start, slow on a busy machine.
    150_000,
  );
}

/** Opens a POST whose body never finishes: the headers promise 400 bytes, one arrives every 100 ms. */
function trickle(port: number): { socket: net.Socket; closed: Promise<{ at: number; response: string }> } {
  const socket = net.connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (d) => (response += d));
  socket.on('error', () => undefined);
  const closed = new Promise<{ at: number; response: string }>((resolve) => socket.once('close', () => resolve({ at: performance.now(), response })));
  socket.once('connect', () => {
    socket.write(`POST ${API_BASE}/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{`);
    const timer = setInterval(() => {
      if (socket.destroyed) clearInterval(timer);
      else socket.write(' ');
    }, 100);
    socket.once('close', () => clearInterval(timer));
  });
  return { socket, closed };
}

describe('server process', () => {
  it('unreachable PostgreSQL at boot: one clear line per try, retried with backoff, no stack trace; SIGTERM stops it', async () => {
    const r = await startServer({ DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:1/district' });
    await waitFor(() => (r.output().match(/retrying in/g) ?? []).length >= 2, 'two retry lines', 150_000);
    const lines = r.output().trim().split('\n').filter(Boolean);
    expect(lines[0]).toMatch(/^Cannot reach PostgreSQL at 127\.0\.0\.1:1\/district \(.*ECONNREFUSED.*\); retrying in 1 s \(attempt 1\)\.$/);
    expect(lines[1]).toMatch(/retrying in 2 s \(attempt 2\)\.$/);
    expect(r.output()).not.toMatch(/^\s+at /m);
    expect(r.output()).not.toContain('secret');
    expect(r.child.exitCode).toBeNull();
    r.child.kill('SIGTERM');
    const exit = await r.exited;
    expect(exit.code).toBe(0);
  }, 240_000);

  it('a body trickled byte by byte is cut off after the request timeout (not held for minutes)', async () => {
    const r = await startServer({ REQUEST_TIMEOUT_SECONDS: '2' });
    await waitUntilListening(r);
    const opened = performance.now();
    const { closed } = trickle(r.port);
    const end = await closed;
    const seconds = (end.at - opened) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(1.5);
    expect(seconds).toBeLessThan(6);
    // Fastify answers 408 when it can; the socket is closed either way.
    expect(end.response === '' || end.response.startsWith('HTTP/1.1 408')).toBe(true);
    // The server is still fine.
    expect((await fetch(`http://127.0.0.1:${r.port}/health`)).status).toBe(200);
    r.child.kill('SIGTERM');
    expect((await r.exited).code).toBe(0);
  }, 240_000);

  it('SIGTERM with a stuck request in flight still exits cleanly within the grace period', async () => {
    const r = await startServer({ REQUEST_TIMEOUT_SECONDS: '120', SHUTDOWN_GRACE_SECONDS: '1.5' });
    await waitUntilListening(r);
    const { closed } = trickle(r.port);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalled = performance.now();
    r.child.kill('SIGTERM');
    const exit = await r.exited;
    const seconds = (exit.at - signalled) / 1000;
    expect(exit.code).toBe(0);
    expect(seconds).toBeGreaterThanOrEqual(1.2);
    expect(seconds).toBeLessThan(5);
    await closed;
    expect(r.output()).toContain('SIGTERM: shutting down');
  }, 240_000);
});
