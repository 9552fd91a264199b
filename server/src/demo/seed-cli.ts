/**
 * Loads the demo district into the configured database (never in production).
 *
 *   npm run seed -- [--members N] [--clubs N] [--seed N] [--today YYYY-MM-DD] [--reset]
 *
 * --reset empties the database (and uploaded images) first; without it the
 * command refuses a database that already has data.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/index.js';
import { analyzeDatabase, createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { SHARED_IMAGE_FOLDER } from '../lib/images/index.js';
import { createImageStore } from '../lib/storage/create.js';
import { clearDatabase, isDatabaseEmpty, seedDistrict } from './seed.js';

const USAGE = 'Usage: npm run seed -- [--members N] [--clubs N] [--seed N] [--today YYYY-MM-DD] [--reset]';

function intOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number`);
  return Number(value);
}

class UsageError extends Error {}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        members: { type: 'string' },
        clubs: { type: 'string' },
        seed: { type: 'string' },
        today: { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }

  const config = loadConfig();
  if (config.isProduction) {
    console.error('Refusing to load demo data: NODE_ENV is production.');
    return 1;
  }
  const options = {
    members: intOption(args.members, 'members'),
    clubs: intOption(args.clubs, 'clubs'),
    seed: intOption(args.seed, 'seed'),
    today: args.today,
    districtName: config.district.name,
  };

  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    const images = await createImageStore(config.media, db);
    if (args.reset) {
      await clearDatabase(db);
      // Uploaded images belonged to the deleted rows. The shared demo pool is
      // kept: its keys are derived from the drawings and are reused.
      for await (const key of images.keys()) if (!key.startsWith(`${SHARED_IMAGE_FOLDER}/`)) await images.remove(key);
      console.log('Database emptied.');
    } else if (!(await isDatabaseEmpty(db))) {
      console.error('The database already has data. Run again with --reset to replace it with the demo district.');
      return 1;
    }

    const where = config.database.kind === 'postgres' ? 'PostgreSQL' : config.database.file;
    console.log(`Loading the demo district into ${where} ...`);
    const summary = await seedDistrict(db, images, { ...options, onProgress: (m) => console.log(`  ${m}`) });
    // Planner statistics for the loaded rows now, not on the server's first boot.
    await analyzeDatabase(db);
    const o = summary.options;
    console.log(`\nDone in ${(summary.ms / 1000).toFixed(1)} s (seed ${o.seed}, today ${o.today}).`);
    console.log(Object.entries(summary.counts).map(([t, n]) => `  ${t.padEnd(20)} ${n}`).join('\n'));
    console.log(`\nDemo member:       ${summary.demo.memberMobile} (member #${summary.demo.memberId}, club #${summary.demo.memberClubId})`);
    console.log(`Demo club manager: ${summary.demo.managerMobile} (member #${summary.demo.managerId}, manages club #${summary.demo.managerClubId})`);
    console.log(`Demo district admin: ${summary.demo.adminMobile} (member #${summary.demo.adminId}, club #${summary.demo.adminClubId})`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof ConfigError || err instanceof UsageError || err instanceof RangeError) {
      console.error(err.message);
      process.exit(err instanceof UsageError ? 2 : 1);
    }
    console.error(err);
    process.exit(1);
  },
);
