/**
 * Process entry: read config, migrate, load the demo district into an empty
 * database (never in production), listen, and shut down cleanly on signals.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from './config/index.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { buildApp } from './app.js';
import { createFsImageStore } from './lib/storage/index.js';
import { todayIn } from './lib/time.js';
import { DEMO_ADMIN_MOBILE, DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE, isDatabaseEmpty, seedDistrict } from './demo/index.js';

async function main() {
  const started = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  const images = createFsImageStore(path.join(config.dataDir, 'media'));

  let seeded = false;
  if (config.seedDemo && (await isDatabaseEmpty(db))) {
    console.log('Empty database: loading the demo district (one-time, about a minute)...');
    const summary = await seedDistrict(db, images, { districtName: config.district.name, today: todayIn(config.district.timeZone) });
    console.log(`Demo district loaded: ${summary.counts.clubs} clubs, ${summary.counts.members} members.`);
    seeded = true;
  }

  const app = await buildApp({ config, db, images });
  await app.listen({ port: config.port, host: config.host });
  const address = `http://localhost:${config.port}`;
  console.log(`\n${config.district.appName} is running at ${address} (ready in ${Math.round(performance.now() - started)} ms)`);
  if (config.seedDemo || seeded) {
    const where =
      config.sms.provider === 'outbox' ? `appended to ${config.sms.outboxFile}` : 'printed in this console';
    console.log(`Sign in with demo member ${DEMO_MEMBER_MOBILE}, demo club manager ${DEMO_MANAGER_MOBILE} or demo district admin ${DEMO_ADMIN_MOBILE}; the one-time code is ${where}.\n`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await db.destroy();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
