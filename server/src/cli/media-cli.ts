/**
 * Entry of `npm run media -- copy --from <store> --to <store>` (see media-command.ts). Uses the
 * configured database and bucket (DATABASE_URL / DATA_DIR / S3_*, as the server does) and migrates
 * the database first.
 */
import { ConfigError, loadConfig } from '../config/index.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { runMediaCommand } from './media-command.js';

async function main(): Promise<number> {
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    return await runMediaCommand(config, db, process.argv.slice(2), { log: (line) => console.log(line) });
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError ? err.message : `The copy stopped: ${(err as Error).message ?? err}`);
    process.exit(1);
  },
);
