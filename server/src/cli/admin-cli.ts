/**
 * Entry of `npm run admin -- ...` (see admin-command.ts). Uses the configured database
 * (DATABASE_URL / DATA_DIR, as the server does) and migrates it first, so it also works on a
 * fresh production database before the first start.
 */
import { ConfigError, loadConfig } from '../config/index.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { runAdminCommand } from './admin-command.js';

async function main(): Promise<number> {
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    return await runAdminCommand(db, process.argv.slice(2), new Date(), { log: (line) => console.log(line) });
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
