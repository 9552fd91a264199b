/**
 * deploy/nginx.conf, as shipped (only its addresses and log path replaced), in front of two server
 * processes on one database, Redis and bucket (test/cluster.ts):
 * - requests are shared between the two;
 * - a rolling restart as docs/deploy.md describes it (mark one `down`, reload nginx, SIGTERM it,
 *   start the new one, wait for /health/ready, put it back; then the other) drops no request of a
 *   stream of reads and writes sent all along;
 * - SIGTERM lets a request already under way finish (drain) and the process exits cleanly;
 * - on PostgreSQL: a backup as docs/deploy.md describes it (pg_dump, `npm run media -- copy` of the
 *   bucket into a folder) restored into a new database and a new, empty bucket serves the same
 *   profile, photo and session.
 * nginx comes from Debian (apt-get install nginx; .ci/run installs it when missing).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, callPath, type CallName } from '@d320b/contract';
import { DEMO_MANAGER_MOBILE } from './demo/index.js';
import { formData, startCluster, type Cluster, type Instance } from './test/cluster.js';
import { freePort, startS3Server, waitFor } from './test/services.js';
import { withPgSchemaLock } from './test/harness.js';
import sharp from 'sharp';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

interface Nginx {
  port: number;
  dir: string;
  master: ChildProcess;
  /** Writes the site config with these instances (`down` ones marked) and reloads; resolves once the old workers are gone. */
  configure(instances: { port: number; down?: boolean }[]): Promise<void>;
  accessLog(): string[];
  stop(): Promise<void>;
}

/** Worker processes of nginx's master (Linux /proc). */
function workersOf(masterPid: number): number[] {
  const tasks = fs.readdirSync(`/proc/${masterPid}/task`);
  return tasks.flatMap((t) => fs.readFileSync(`/proc/${masterPid}/task/${t}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
}
const alive = (pid: number) => fs.existsSync(`/proc/${pid}`) && !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));

async function startNginx(instances: { port: number }[]): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'd320b-nginx-'));
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, 'tmp'), { mode: 0o777 });
  fs.chmodSync(path.join(dir, 'tmp'), 0o777);
  const port = await freePort();
  const shipped = fs.readFileSync(path.join(repo, 'deploy/nginx.conf'), 'utf8');
  const site = (list: { port: number; down?: boolean }[]) => {
    const servers = list.map((i) => `    server 127.0.0.1:${i.port}${i.down ? ' down' : ''} max_fails=3 fail_timeout=10s;`).join('\n');
    const text = shipped
      .replace(/^ {4}server 127\.0\.0\.1:3001 .*\n {4}server 127\.0\.0\.1:3002 .*$/m, servers)
      .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${port};`)
      .replace('/var/log/nginx/district.access.log', path.join(dir, 'access.log'));
    if (text.includes('3001') || !text.includes(`listen 127.0.0.1:${port}`)) throw new Error('deploy/nginx.conf no longer has the expected upstream and listen lines');
    return text;
  };
  fs.writeFileSync(path.join(dir, 'district.conf'), site(instances));
  const tmp = (name: string) => `${name}_temp_path ${path.join(dir, 'tmp', name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `error_log ${path.join(dir, 'error.log')} warn;`,
      `pid ${path.join(dir, 'nginx.pid')};`,
      'events { worker_connections 512; }',
      'http {',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(tmp).join('\n  ')}`,
      `  include ${path.join(dir, 'district.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];
  await run('nginx', [...args, '-t', '-q']);
  const master = spawn('nginx', [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  await waitFor(async () => {
    if (master.exitCode !== null) throw new Error(`nginx exited: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    return fetch(`http://127.0.0.1:${port}/health`).then((r) => r.status === 200, () => false);
  }, 'nginx to answer');
  return {
    port,
    dir,
    master,
    configure: async (list) => {
      fs.writeFileSync(path.join(dir, 'district.conf'), site(list));
      const before = workersOf(master.pid!);
      await run('nginx', [...args, '-s', 'reload']);
      // The reload is done when new workers run and the old ones have finished their requests.
      await waitFor(() => {
        const now = workersOf(master.pid!);
        return now.some((w) => !before.includes(w)) && before.every((w) => !alive(w));
      }, 'nginx to reload');
    },
    accessLog: () => (fs.existsSync(path.join(dir, 'access.log')) ? fs.readFileSync(path.join(dir, 'access.log'), 'utf8').trim().split('\n').filter(Boolean) : []),
    stop: async () => {
      if (master.exitCode === null) {
        master.kill('SIGQUIT');
        await new Promise((resolve) => master.once('exit', resolve));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One request through nginx on a new connection (a browser retries a kept-alive one that a reloading nginx closed; this client needs no retry). */
async function through(nginx: Nginx, name: CallName, payload: Record<string, unknown> | FormData, token?: string) {
  const def = calls[name];
  const headers: Record<string, string> = { connection: 'close' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (!(payload instanceof FormData)) headers['content-type'] = 'application/json';
  const res = await fetch(`http://127.0.0.1:${nginx.port}${callPath(def.name)}`, {
    method: 'POST',
    headers,
    body: payload instanceof FormData ? payload : JSON.stringify(payload),
  });
  return { status: res.status, body: (await res.json()) as { status: boolean; message: string; [k: string]: unknown } };
}

describe('deploy/nginx.conf in front of two instances', () => {
  let cluster: Cluster;
  let nginx: Nginx;
  const instances: Instance[] = [];
  let token = '';
  let clubId = 0;

  beforeAll(async () => {
    // The rolling-restart stream sends as fast as the machine lets it, all from one client: on a
    // quick machine (or a slow restart) that passes the 600-a-minute brake, which is not what this
    // file tests (the brake has its own tests in cluster.process.test.ts).
    cluster = await startCluster({ RATE_LIMIT_PER_MINUTE: '100000' });
    instances.push(...(await Promise.all([cluster.start('a'), cluster.start('b')])));
    nginx = await startNginx(instances);
    const sent = await through(nginx, 'login', { mobile: DEMO_MANAGER_MOBILE });
    expect(sent.status, sent.body.message).toBe(200);
    const verified = await through(nginx, 'otp-verify', { phone: DEMO_MANAGER_MOBILE, otp: cluster.lastCode(DEMO_MANAGER_MOBILE), nonce: sent.body.nonce });
    expect(verified.status, verified.body.message).toBe(200);
    token = verified.body.token as string;
    const me = await cluster.db.selectFrom('members').select('club_id').where('mobile_number', '=', DEMO_MANAGER_MOBILE).where('is_active', '=', 1).executeTakeFirstOrThrow();
    clubId = me.club_id;
  }, 240_000);
  afterAll(async () => {
    await nginx?.stop();
    await cluster?.stop();
  }, 60_000);

  it('shares the requests between the instances', async () => {
    const logged = nginx.accessLog().length;
    for (let i = 0; i < 40; i++) expect((await through(nginx, 'get_clubs_list', { page: 1 }, token)).status).toBe(200);
    const upstreams = nginx.accessLog().slice(logged).map((line) => /upstream=(\S+)/.exec(line)?.[1]);
    for (const inst of instances) {
      const share = upstreams.filter((u) => u === `127.0.0.1:${inst.port}`).length;
      expect(share, `requests answered by ${inst.name}`).toBeGreaterThanOrEqual(10);
    }
  });

  it('a rolling restart drops no request of a stream of reads and writes', async () => {
    const answers: { status: number; message: string }[] = [];
    const written: string[] = [];
    const title = `rolling-${Date.now().toString(36)}`;
    let stop = false;
    const stream = (async () => {
      for (let i = 0; !stop; i++) {
        const res =
          i % 3 === 2
            ? await through(nginx, 'add_club_activities', formData({ clubld: clubId, caTitle: `${title} ${i}`, caDesc: 'During a rolling restart.', caDate: '2026-11-21' }), token)
            : await through(nginx, i % 3 ? 'get_club_activities' : 'get_clubs_list', { page: 1, ...(i % 3 ? { club_id: clubId } : {}) }, token);
        answers.push({ status: res.status, message: res.body.message });
        if (res.status === 200 && i % 3 === 2) written.push(`${title} ${i}`);
      }
    })().catch((err: Error) => answers.push({ status: 0, message: err.message }));

    const atLeast = async (n: number) => waitFor(() => answers.length >= n, `${n} answers`);
    await atLeast(10);
    for (let k = 0; k < instances.length; k++) {
      const old = instances[k]!;
      await nginx.configure(instances.map((inst, j) => ({ port: inst.port, down: j === k })));
      old.kill('SIGTERM');
      expect((await old.exited).code).toBe(0);
      const fresh = await cluster.start(`${old.name}2`, { port: old.port });
      instances[k] = fresh;
      await nginx.configure(instances.map((inst) => ({ port: inst.port })));
      await atLeast(answers.length + 10);
    }
    stop = true;
    await stream;

    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.length).toBeGreaterThanOrEqual(30);
    const stored = (await cluster.db.selectFrom('club_activities').select('title').where('title', 'like', `${title} %`).execute()).map((r) => r.title);
    expect(stored.sort()).toEqual([...written].sort());
    // Both new instances answer through nginx.
    const logged = nginx.accessLog().length;
    for (let i = 0; i < 20; i++) expect((await through(nginx, 'get_clubs_list', { page: 1 }, token)).status).toBe(200);
    const upstreams = new Set(nginx.accessLog().slice(logged).map((line) => /upstream=(\S+)/.exec(line)?.[1]));
    expect([...upstreams].sort()).toEqual(instances.map((i) => `127.0.0.1:${i.port}`).sort());
  });

  // Before the SIGTERM test below: it stops one of the two instances.
  const pgBase = process.env.TEST_DATABASE_URL;
  if (pgBase) {
    it('a backup (pg_dump + the bucket copied to a folder) restores into a new database and a new bucket', async () => {
      const me = await cluster.db.selectFrom('members').selectAll().where('mobile_number', '=', DEMO_MANAGER_MOBILE).where('is_active', '=', 1).executeTakeFirstOrThrow();
      const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#228844' } }).png().toBuffer();
      const saved = await through(nginx, 'update_member_profile', formData({ memName: me.name, mobileNumber: me.mobile_number, profession: 'Backup keeper' }, { memPhoto: { data: png } }), token);
      expect(saved.status, saved.body.message).toBe(200);
      const photo = new URL((saved.body.data as { memPhoto: string }).memPhoto, 'http://x').pathname;
      const original = Buffer.from(await (await fetch(`http://127.0.0.1:${nginx.port}${photo}`)).arrayBuffer());

      // Back up: the database, and the bucket into a folder.
      const backup = fs.mkdtempSync(path.join(os.tmpdir(), 'd320b-backup-'));
      const schema = new URL(cluster.env.DATABASE_URL!).searchParams.get('options')!.replace('-c search_path=', '');
      await run('pg_dump', ['--format=custom', `--schema=${schema}`, `--file=${path.join(backup, 'district.dump')}`, pgBase]);
      const media = (args: string[], env: Record<string, string>) =>
        run('npm', ['run', '--silent', 'media', '--', 'copy', ...args], { cwd: repo, env: { ...process.env, ...cluster.env, DATA_DIR: backup, ...env } });
      // The command migrates the database first: held apart from other test files' schema drops (test/cluster.ts).
      const out = await withPgSchemaLock(pgBase, () => media(['--from', 's3', '--to', 'folder', '--folder', path.join(backup, 'media')], {}));
      expect(out.stdout).toMatch(/Done: \d+ copied, 0 already there\./);

      // Restore into a new database and a new, empty bucket.
      const restoredDb = `d320b_restore_${process.pid}_${Date.now().toString(36)}`;
      const restoredUrl = new URL(pgBase);
      restoredUrl.pathname = `/${restoredDb}`;
      await run('createdb', ['--maintenance-db', pgBase, restoredDb]);
      const bucket = await startS3Server('district-media-restored');
      try {
        // This test dumps its own schema only, which leaves out the database's extensions; a whole
        // database's dump (as docs/deploy.md does it) carries them.
        await run('psql', ['--quiet', `--dbname=${restoredUrl}`, '--command=create extension if not exists pg_trgm']);
        await run('pg_restore', ['--no-owner', `--dbname=${restoredUrl}`, path.join(backup, 'district.dump')]);
        restoredUrl.searchParams.set('options', `-c search_path=${schema}`);
        const restored = { DATABASE_URL: restoredUrl.toString(), ...bucket.env };
        const back = await media(['--from', 'folder', '--folder', path.join(backup, 'media'), '--to', 's3'], restored);
        expect(back.stdout).toMatch(/Done: \d+ copied, 0 already there\./);

        const inst = await cluster.start('restored', { env: restored });
        try {
          // The same session, profile and photo.
          const profile = await inst.fetch(callPath('get-profile-details'), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
          expect(profile.status).toBe(200);
          expect(JSON.stringify(await profile.json())).toContain('Backup keeper');
          const served = await inst.fetch(photo);
          expect(served.status).toBe(200);
          expect(Buffer.from(await served.arrayBuffer()).equals(original)).toBe(true);
        } finally {
          inst.kill('SIGTERM');
          await inst.exited;
        }
      } finally {
        await bucket.stop();
        await run('dropdb', ['--maintenance-db', pgBase, '--if-exists', restoredDb]);
        fs.rmSync(backup, { recursive: true, force: true });
      }
    }, 240_000);
  }

  it('SIGTERM lets a request already under way finish, readiness says "shutting down", then the process exits cleanly', async () => {
    const inst = instances[0]!;
    const socket = net.connect(inst.port, '127.0.0.1');
    let response = '';
    socket.on('data', (d) => (response += d));
    await new Promise((resolve) => socket.once('connect', resolve));
    // A first request on the connection: the server has surely taken the connection.
    socket.write(`GET /health HTTP/1.1\r\nHost: x\r\n\r\n`);
    await waitFor(() => response.includes('\r\n\r\n{'), 'the first answer');
    response = '';
    // A second connection has begun asking for readiness (headers not finished yet).
    const probe = net.connect(inst.port, '127.0.0.1');
    let readiness = '';
    probe.on('data', (d) => (readiness += d));
    await new Promise((resolve) => probe.once('connect', resolve));
    probe.write('GET /health/ready HTTP/1.1\r\nHost: x\r\n');
    const body = JSON.stringify({ page: 1 });
    socket.write(
      `POST ${callPath('get_clubs_list')} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 4)}`,
    );
    // Half the body is sent; now the instance is told to stop.
    inst.kill('SIGTERM');
    await waitFor(() => inst.output().includes('SIGTERM: shutting down'), 'the instance to begin shutting down');
    socket.write(body.slice(4));
    await waitFor(() => /^HTTP\/1\.1 \d{3}/.test(response) && response.includes('"status"'), 'the answer to the request under way');
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    socket.destroy();
    // Readiness asked while shutting down: 503, so a load balancer sends nothing more.
    probe.write('\r\n');
    await waitFor(() => readiness.includes('"status"'), 'the readiness answer');
    expect(readiness).toMatch(/^HTTP\/1\.1 503 /);
    expect(readiness).toContain('"shutdown":{"ok":false,"detail":"shutting down"}');
    probe.destroy();
    expect((await inst.exited).code).toBe(0);
  });
});
