/**
 * Where the e2e server lives. Shared by playwright.config.ts (which starts the server) and the
 * tests (which read the SMS outbox). Deterministic on purpose: Playwright evaluates the config
 * again in every worker, so nothing here may create or delete files.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

/**
 * A free port, chosen once by the runner process (which reads the config first) and handed to its
 * workers through the environment they inherit. E2E_PORT=<n> pins it.
 */
function e2ePort(): number {
  if (!process.env.E2E_PORT) {
    const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
    process.env.E2E_PORT = execFileSync(process.execPath, ['-e', script]).toString().trim();
  }
  return Number(process.env.E2E_PORT);
}

export const E2E_PORT = e2ePort();
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Scratch folder of one e2e run: database, media, outbox, saved sign-ins. Emptied at server start, removed at stop. */
export const RUN_DIR = process.env.E2E_RUN_DIR ?? path.join(os.tmpdir(), `d320b-e2e-${E2E_PORT}`);
export const DATA_DIR = path.join(RUN_DIR, 'data');
export const OUTBOX = path.join(RUN_DIR, 'outbox.jsonl');
/** Sign-in codes sent on WhatsApp (the server runs with WHATSAPP_OUTBOX): one JSON line each, like OUTBOX. */
export const WHATSAPP_OUTBOX = path.join(RUN_DIR, 'whatsapp-outbox.jsonl');
export const AUTH_DIR = path.join(RUN_DIR, 'auth');
/** Browser storage (token, userData) of the demo member after a real OTP sign-in. */
export const MEMBER_STATE = path.join(AUTH_DIR, 'member.json');
/** The same for the demo club manager. Specs use these instead of signing in again: the server
 * sends one SMS per number a minute at most and 5 an hour, so repeated UI sign-ins of one number fail. */
export const MANAGER_STATE = path.join(AUTH_DIR, 'manager.json');

/** The same for the demo district admin. */
export const ADMIN_STATE = path.join(AUTH_DIR, 'admin.json');

export const DEMO_MEMBER = '9876500001';
export const DEMO_MANAGER = '9876500002';
export const DEMO_ADMIN = '9876500003';

export const API_BASE = '/api/v1.2.0';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
