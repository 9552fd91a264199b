/**
 * Reading an uploaded roster, and planning its import, off the API's thread: each file is read in
 * its own worker thread
 * (node:worker_threads) with a memory limit and a deadline, so one file — a damaged one, or one
 * built to exhaust the server — can neither stall other members' requests nor take the process
 * down. The worker's heap ends with it; what comes back is the sheet or a plain refusal.
 *
 * One file is read at a time per server (the others wait, a few at most): reading is CPU work,
 * and the API keeps the other core. From source (tests, `npm run dev`) the worker runs the
 * TypeScript file through tsx; the built server runs `dist/roster-parse-worker.js` (server/build.mjs).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { HttpError, unprocessable } from '../../lib/errors.js';
import type { PlannedFile, WorkerAnswer, WorkerTask } from './parse-worker.js';
import { MAX_ROSTER_BYTES, READ_MESSAGES } from './read-file.js';

/** The worker's memory: enough for a 50,000-row roster, far below what would hurt the server. */
export const READER_LIMITS = { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 16, codeRangeSizeMb: 32, stackSizeMb: 4 } as const;
/**
 * A backstop only: the size checks and caps bound the work of any file to a few seconds; a worker
 * still busy after this (a case no check foresaw) is stopped. Generous, so a busy machine never
 * turns an ordinary file into a refusal.
 */
export const READ_DEADLINE_MS = 60_000;
const MAX_WAITING = 4;

export const WORKER_MESSAGES = {
  memory:
    'file: reading this file needs far more memory than a roster does (it may be damaged or built to overload the server). Save the roster again from Excel, or as CSV, and try again.',
  deadline: 'file: this file took too long to read. Save the roster again from Excel, or as CSV, and try again.',
  busy: 'Another roster file is being read. Try again in a minute.',
  failed: 'file: the file could not be read. Save the roster again from Excel, or as CSV, and try again.',
} as const;

const here = import.meta.url;
const fromSource = here.endsWith('.ts');

function workerTarget(): { url: URL; execArgv: string[] } {
  if (!fromSource) return { url: new URL('./roster-parse-worker.js', here), execArgv: [] };
  const tsx = pathToFileURL(createRequire(here).resolve('tsx')).href;
  return { url: new URL('./parse-worker.ts', here), execArgv: ['--import', tsx] };
}

let running = false;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running) {
    if (waiting.length >= MAX_WAITING) throw new HttpError(503, WORKER_MESSAGES.busy);
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running = true;
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running = false;
  };
}

function runWorker(task: WorkerTask): Promise<PlannedFile> {
  const { url, execArgv } = workerTarget();
  return new Promise<PlannedFile>((resolve, reject) => {
    let settled = false;
    const worker = new Worker(url, { workerData: task, transferList: [task.bytes.buffer as ArrayBuffer], resourceLimits: READER_LIMITS, execArgv, stdout: false, stderr: false });
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(() => reject(unprocessable(WORKER_MESSAGES.deadline))), READ_DEADLINE_MS);
    worker.once('message', (answer: WorkerAnswer) =>
      finish(() => {
        if (answer.file) resolve(answer.file);
        else if (answer.refusal && answer.refusal.status >= 400) reject(new HttpError(answer.refusal.status, answer.refusal.message));
        else reject(unprocessable(WORKER_MESSAGES.failed));
      }),
    );
    worker.once('error', (err: Error & { code?: string }) =>
      finish(() => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? unprocessable(WORKER_MESSAGES.memory) : unprocessable(WORKER_MESSAGES.failed))),
    );
    // A worker that ends without answering ran out of memory in a way that skipped the error event.
    worker.once('exit', () => finish(() => reject(unprocessable(WORKER_MESSAGES.memory))));
  });
}

/** Reads the roster and plans its import in a worker; answers both, or throws the refusal (413/415/422/503). */
export async function readAndPlan(buf: Buffer, plan: WorkerTask['plan']): Promise<PlannedFile> {
  if (buf.length > MAX_ROSTER_BYTES) throw new HttpError(413, READ_MESSAGES.tooLarge);
  // The worker gets its own copy (an upload's buffer may share memory with others).
  const bytes = new Uint8Array(buf.length);
  bytes.set(buf);
  const done = await turn();
  try {
    return await runWorker({ bytes, plan });
  } finally {
    done();
  }
}
