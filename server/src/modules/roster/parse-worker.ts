/**
 * The roster reader's worker (read-in-worker.ts starts one per file): reads the file it is given,
 * computes the import plan against the clubs and members it is sent, and posts back the plan and
 * what the preview says about the file — or the refusal (status + message) the API answers with.
 * Both the reading and the planning of a 50,000-row file stay off the API's thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { HttpError } from '../../lib/errors.js';
import { computePlan, type Plan, type PlanInput } from './plan.js';
import { readRosterHere, type RosterFormat } from './read-file.js';

export interface WorkerTask {
  bytes: Uint8Array;
  plan: Omit<PlanInput, 'rows'>;
}

export interface PlannedFile {
  format: RosterFormat;
  rowsRead: number;
  columns: { header: string; field: string }[];
  ignored: string[];
  /** The header row's text, cell by cell (the rejected-rows file's header). */
  headers: string[];
  plan: Plan;
}

export interface WorkerAnswer {
  file?: PlannedFile;
  refusal?: { status: number; message: string };
}

async function work(task: WorkerTask): Promise<PlannedFile> {
  const sheet = await readRosterHere(Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength));
  const plan = computePlan({ ...task.plan, rows: sheet.rows });
  return { format: sheet.format, rowsRead: sheet.rows.length, columns: sheet.header.columns, ignored: sheet.header.ignored, headers: sheet.headers, plan };
}

work(workerData as WorkerTask).then(
  (file) => parentPort!.postMessage({ file } satisfies WorkerAnswer),
  (err: unknown) => {
    const refusal = err instanceof HttpError ? { status: err.statusCode, message: err.message } : { status: 0, message: String((err as Error)?.message ?? err) };
    parentPort!.postMessage({ refusal } satisfies WorkerAnswer);
  },
);
