/**
 * Process entry: read config, migrate, load the demo district into an empty
 * database (never in production), listen, and shut down cleanly on signals.
 */
import { ConfigError, loadConfig } from './config/index.js';
import { createDatabase, databaseUnavailableReason, describeDbError, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { buildApp } from './app.js';
import { createImageStore } from './lib/storage/create.js';
import { describeRedisUrl } from './lib/redis.js';
import { todayIn } from './lib/time.js';
import { DEMO_ADMIN_MOBILE, DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE, isDatabaseEmpty, seedDistrict } from './demo/index.js';

async function main() {
  const started = performance.now();
  let loaded;
  try {
    loaded = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const config = loaded;
  // Signals before anything else: a server still waiting for its database stops at once.
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  let db: Database | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: shutting down`);
    // Requests in flight get the grace period; then their connections are cut
    // (a stuck or trickling client cannot hold the process), and a last
    // timer guarantees the exit even if closing itself hangs.
    const grace = config.shutdownGraceMs;
    const cut = setTimeout(() => app?.server.closeAllConnections(), grace).unref();
    const last = setTimeout(() => process.exit(1), grace + 5_000).unref();
    try {
      await app?.close();
      await db?.destroy();
    } catch (err) {
      console.error(`Error while shutting down: ${describeDbError(err)}`);
    } finally {
      clearTimeout(cut);
      clearTimeout(last);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  db = createDatabase(config.database, {
    timeoutMs: config.dbTimeoutMs,
    caches: config.caches,
    onConnectionError: (message) => (app ? app.log.warn(message) : console.warn(message)),
  });
  await connectWithRetry(db, config.database, () => closing);
  if (closing) return;
  const images = await createImageStore(config.media, db);

  let seeded = false;
  if (config.seedDemo && (await isDatabaseEmpty(db))) {
    console.log('Empty database: loading the demo district (one-time, about a minute)...');
    const summary = await seedDistrict(db, images, { districtName: config.district.name, today: todayIn(config.district.timeZone) });
    console.log(`Demo district loaded: ${summary.counts.clubs} clubs, ${summary.counts.members} members.`);
    seeded = true;
  }

  app = await buildApp({ config, db, images });
  if (app.shared && config.redis && !(await app.shared.waitConnected(5_000))) {
    console.warn(`Redis at ${describeRedisUrl(config.redis.url)} is not reachable yet: sign-in answers 503 until it is; reads go on.`);
  }
  await app.listen({ port: config.port, host: config.host });
  const address = `http://localhost:${config.port}`;
  console.log(`\n${config.district.appName} is running at ${address} (ready in ${Math.round(performance.now() - started)} ms)`);
  if (config.seedDemo || seeded) {
    const where =
      config.sms.provider === 'outbox' ? `appended to ${config.sms.outboxFile}` : 'printed in this console';
    console.log(`Sign in with demo member ${DEMO_MEMBER_MOBILE}, demo club manager ${DEMO_MANAGER_MOBILE} or demo district admin ${DEMO_ADMIN_MOBILE}; the one-time code is ${where}.\n`);
  }
}

/** Where the database is, without credentials: "PostgreSQL at db.example:5432" or the SQLite file. */
function databaseLabel(database: Parameters<typeof createDatabase>[0]): string {
  if (database.kind === 'sqlite') return `SQLite at ${database.file}`;
  try {
    const url = new URL(database.url);
    return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * Migrates, retrying while the database cannot be reached: one line per try
 * and a growing pause (1 s, 2 s, 4 s … 30 s), never a stack trace. Errors that
 * waiting cannot fix (a failed migration, bad credentials) stop the process.
 */
async function connectWithRetry(db: Database, database: Parameters<typeof createDatabase>[0], stopped: () => boolean) {
  let delay = 1_000;
  for (let attempt = 1; !stopped(); attempt++) {
    try {
      await migrateToLatest(db);
      return;
    } catch (err) {
      const cause = (err as { cause?: unknown }).cause ?? err;
      if (!databaseUnavailableReason(cause) && !databaseUnavailableReason(err)) {
        console.error(`Cannot start: ${databaseLabel(database)}: ${describeDbError(err)}`);
        process.exit(1);
      }
      console.error(
        `Cannot reach ${databaseLabel(database)} (${describeDbError(cause)}); retrying in ${delay / 1000} s (attempt ${attempt}).`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 30_000);
    }
  }
}

main().catch((err) => {
  // One line; the stack only when asked for (LOG_LEVEL=debug or trace).
  const verbose = ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '');
  console.error(verbose ? err : `Cannot start: ${describeDbError(err)}`);
  process.exit(1);
});
