/**
 * The roster reader's worker (read-in-worker.ts starts one per file): reads the file it is given
 * and posts back the sheet, or the refusal (status + message) the API answers with.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { HttpError } from '../../lib/errors.js';
import { readRosterHere } from './read-file.js';

export interface WorkerAnswer {
  sheet?: Awaited<ReturnType<typeof readRosterHere>>;
  refusal?: { status: number; message: string };
}

const { bytes } = workerData as { bytes: Uint8Array };
readRosterHere(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).then(
  (sheet) => parentPort!.postMessage({ sheet } satisfies WorkerAnswer),
  (err: unknown) => {
    const refusal = err instanceof HttpError ? { status: err.statusCode, message: err.message } : { status: 0, message: String((err as Error)?.message ?? err) };
    parentPort!.postMessage({ refusal } satisfies WorkerAnswer);
  },
);
