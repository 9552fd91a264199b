#!/usr/bin/env node
/**
 * Starts the BUILT server for the browser tests (Playwright's webServer command).
 * Empties the run folder first, so every run boots on a fresh SQLite database and seeds the demo
 * district, and the SMS outbox starts empty; the folder is removed when the server exits. Env (DATA_DIR, SMS_OUTBOX, PORT, ...) comes from
 * playwright.config.ts. E2E_KEEP_DATA=1 (with a fixed E2E_PORT) keeps the database between local runs (faster).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'server/dist/server.js');
const runDir = process.env.E2E_RUN_DIR;

for (const [file, what] of [
  [entry, 'server'],
  [path.join(root, 'web/dist/index.html'), 'web app'],
]) {
  if (!fs.existsSync(file)) {
    console.error(`e2e: the ${what} is not built (${path.relative(root, file)} missing). Run \`npm run build\` first.`);
    process.exit(1);
  }
}

if (!runDir) {
  console.error('e2e: E2E_RUN_DIR is not set (start this through `playwright test`).');
  process.exit(1);
}
if (process.env.E2E_KEEP_DATA === '1') {
  fs.rmSync(path.join(runDir, 'auth'), { recursive: true, force: true });
  fs.rmSync(process.env.SMS_OUTBOX ?? path.join(runDir, 'outbox.jsonl'), { force: true });
  if (process.env.WHATSAPP_OUTBOX) fs.rmSync(process.env.WHATSAPP_OUTBOX, { force: true });
} else {
  fs.rmSync(runDir, { recursive: true, force: true });
}
fs.mkdirSync(runDir, { recursive: true });
if (process.env.E2E_KEEP_DATA !== '1') {
  // The server exits on SIGTERM from Playwright at the end of the run: leave no scratch behind.
  process.on('exit', () => fs.rmSync(runDir, { recursive: true, force: true }));
}

await import(pathToFileURL(entry).href);
